import type { LegalTexts } from '../legal-types';

// Los textos legales en español. Mismos documentos e identificadores de sección que en.ts y fr.ts
// (un test lo comprueba). {company}, {address} y {privacyEmail} salen de la configuración.

export const legalTexts: LegalTexts = {
  cookies: {
    title: 'Política de cookies',
    updated: 'Última actualización: noviembre de 2020',
    sections: [
      {
        id: 'what',
        title: 'Qué son las cookies',
        paragraphs: [
          'Una cookie es un pequeño archivo que un sitio web guarda en su navegador. Un sitio web también puede conservar información en el almacenamiento local («local storage») del navegador, que funciona de forma parecida. La ley trata ambas técnicas por igual, y esta política también: a todas ellas las llama «cookies».',
          'Conforme al artículo 22.2 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico, que incorpora la Directiva europea sobre la privacidad y las comunicaciones electrónicas, solo puede instalarse o leerse una cookie en su dispositivo sin su consentimiento cuando es estrictamente necesaria para prestar un servicio que usted ha solicitado expresamente. Cualquier otra cookie requiere su consentimiento previo e informado.',
        ],
      },
      {
        id: 'who',
        title: 'Quién las instala',
        paragraphs: [
          'Todas las cookies descritas en esta política son propias: las instala {company} únicamente para este sitio web (el «Sitio») y no se comparten con ningún otro sitio. El Sitio no utiliza cookies de terceros, redes publicitarias ni píxeles de seguimiento.',
          'Cuando usted sigue un enlace a otro sitio web o utiliza un botón para compartir (por ejemplo, en Facebook, X o WhatsApp), ese sitio puede instalar sus propias cookies conforme a su propia política, que le recomendamos consultar.',
        ],
      },
      {
        id: 'list',
        title: 'Qué guarda el Sitio',
        paragraphs: [
          'La tabla siguiente recoge cada cookie que utiliza el Sitio, su finalidad, su duración y la categoría a la que pertenece.',
          {
            storage: [
              {
                name: 'sillage_session',
                kind: 'Cookie de nuestro servidor, no legible por scripts (httpOnly)',
                purpose:
                  'Mantiene abierta su sesión de una página a otra. Contiene un código aleatorio, nunca su contraseña.',
                duration:
                  'Hasta que cierre el navegador (24 horas como máximo), o 30 días si marca «Recordarme». Se elimina al cerrar la sesión.',
                category: 'Estrictamente necesaria',
              },
              {
                name: 'accepted_cookies',
                kind: 'Almacenamiento local',
                purpose:
                  'Registra sus preferencias sobre cookies, con su fecha y la versión de esta política, para respetarlas sin volver a preguntarle en cada visita.',
                duration:
                  'Hasta que cambie su elección o borre los datos del navegador. Volvemos a preguntarle al cabo de 24 meses como máximo, o antes si esta política cambia de un modo que exija un nuevo consentimiento.',
                category: 'Estrictamente necesaria',
              },
              {
                name: 'lang',
                kind: 'Almacenamiento local',
                purpose: 'Recuerda el idioma que ha elegido: inglés, francés o español.',
                duration: 'Hasta que elija otro idioma o borre los datos del navegador.',
                category: 'Funcional, a petición suya',
              },
              {
                name: 'sillage_lang',
                kind: 'Cookie creada por los scripts del Sitio',
                purpose:
                  'Indica a nuestro servidor el idioma que ha elegido, para que cada página llegue ya escrita en él y no primero en inglés. Solo se crea si elige el francés o el español.',
                duration: 'Un año, o hasta que vuelva al inglés o borre los datos del navegador.',
                category: 'Funcional, a petición suya',
              },
              {
                name: 'favorites',
                kind: 'Almacenamiento local',
                purpose:
                  'Conserva los perfumes que añade a favoritos sin haber iniciado sesión, para que su perfil funcione sin cuenta.',
                duration:
                  'Hasta que los quite o borre los datos del navegador. Cuando crea una cuenta, se añaden a ella.',
                category: 'Funcional, a petición suya',
              },
              {
                name: 'dislikedIngredients',
                kind: 'Almacenamiento local',
                purpose:
                  'Conserva los ingredientes que ha decidido evitar sin haber iniciado sesión, para que las recomendaciones descarten los perfumes basados en ellos.',
                duration:
                  'Hasta que los quite o borre los datos del navegador. Cuando crea una cuenta, se añaden a ella.',
                category: 'Funcional, a petición suya',
              },
              {
                name: 'collection',
                kind: 'Almacenamiento local',
                purpose:
                  'Conserva sus estanterías, valoraciones, notas y diario de uso sin haber iniciado sesión.',
                duration:
                  'Hasta que los quite o borre los datos del navegador. Cuando crea una cuenta o inicia sesión, se añaden a ella.',
                category: 'Funcional, a petición suya',
              },
              {
                name: 'tempId',
                kind: 'Almacenamiento local',
                purpose:
                  'Identificador temporal aleatorio que permite trasladar a la cuenta que usted cree los favoritos guardados sin cuenta. No revela nada sobre su identidad.',
                duration: 'Hasta que cree una cuenta o borre los datos del navegador.',
                category: 'Funcional, a petición suya',
              },
              {
                name: 'email',
                kind: 'Almacenamiento local',
                purpose:
                  'Su dirección de correo electrónico, que solo se guarda si marca «Recordarme» al iniciar sesión, para rellenar el formulario la próxima vez.',
                duration: 'Hasta que desmarque «Recordarme» o borre los datos del navegador.',
                category: 'Funcional, a petición suya',
              },
              {
                name: 'remember',
                kind: 'Almacenamiento local',
                purpose:
                  'Indica que ha marcado «Recordarme», para que el formulario de inicio de sesión se rellene con su dirección de correo electrónico.',
                duration: 'Hasta que desmarque «Recordarme» o borre los datos del navegador.',
                category: 'Funcional, a petición suya',
              },
              {
                name: 'brandAccess',
                kind: 'Almacenamiento local',
                purpose:
                  'Recuerda las marcas indicadas en el enlace de un socio por el que llegó al Sitio, para que el Sitio las presente como prevé dicho enlace.',
                duration:
                  'Hasta que otro enlace de un socio lo sustituya o lo borre, o hasta que usted borre los datos del navegador.',
                category: 'Funcional, a petición suya',
              },
            ],
          },
        ],
      },
      {
        id: 'categories',
        title: 'Categorías de cookies',
        paragraphs: [
          {
            list: [
              'Estrictamente necesarias: imprescindibles para que el Sitio funcione de forma segura o para recordar sus preferencias sobre cookies. No pueden desactivarse en nuestra configuración.',
              'Funcionales: recuerdan las elecciones que usted hace —su idioma, sus favoritos, «Recordarme»— para ofrecerle las funciones que utiliza. Permanecen en su navegador, nunca se usan para seguirle en otros sitios web y, al servir a una función que usted solicita, no requieren consentimiento.',
              'Analíticas: solo si usted lo consiente, el Sitio envía a nuestro propio servidor un registro de las páginas y funciones utilizadas (por ejemplo, una búsqueda realizada o un perfume consultado), para que podamos medir y mejorar el Sitio. No interviene ningún servicio de análisis de terceros y, si usted las rechaza, no se envía nada.',
              'De marketing: actualmente el Sitio no utiliza cookies de marketing ni publicitarias. Si esto cambiara, actualizaríamos esta política y le pediríamos antes su consentimiento.',
            ],
          },
        ],
      },
      {
        id: 'choices',
        title: 'Cómo gestionar sus preferencias',
        paragraphs: [
          'En su primera visita, una ventana le permite aceptar, configurar o rechazar las cookies que requieren su consentimiento. Rechazarlas es tan sencillo como aceptarlas, y el Sitio funciona en ambos casos.',
          'Puede cambiar o retirar su consentimiento en cualquier momento mediante el enlace «Configuración de cookies», situado al pie de la página o en el menú. La retirada surte efecto para el futuro y no afecta a lo realizado con anterioridad.',
          'También puede eliminar o bloquear las cookies y el almacenamiento local en la configuración de su navegador, normalmente en el apartado de privacidad o de datos de sitios. Si bloquea las cookies estrictamente necesarias o funcionales, algunas funciones, como iniciar sesión o conservar favoritos, dejarán de funcionar.',
        ],
      },
      {
        id: 'data',
        title: 'Datos personales',
        paragraphs: [
          'Cuando la información que guarda una cookie se refiere a usted, la tratamos según lo descrito en nuestra política de privacidad, que también explica sus derechos y cómo ejercerlos.',
        ],
      },
      {
        id: 'changes',
        title: 'Cambios en esta política',
        paragraphs: [
          'Actualizamos esta política cada vez que añadimos, eliminamos o modificamos una cookie; la fecha que figura al principio indica la última actualización. Cuando un cambio afecta a cookies que requieren su consentimiento, se lo volvemos a pedir.',
        ],
      },
      {
        id: 'contact',
        title: 'Contacto',
        paragraphs: [
          'Para cualquier consulta sobre las cookies, escríbanos a {privacyEmail} o por correo postal a {company}, {address}.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Política de privacidad',
    updated: 'Última actualización: noviembre de 2020',
    sections: [
      {
        id: 'commitments',
        title: 'Nuestros compromisos',
        paragraphs: [
          '{company}, empresa del sector de la perfumería con domicilio social en {address} («nosotros»), es la responsable del tratamiento de los datos personales que se recogen a través de este sitio web (el «Sitio»). Solo recogemos los datos que necesitamos para las finalidades que se describen a continuación, le explicamos con claridad qué hacemos con ellos, los protegemos y le facilitamos el ejercicio de sus derechos.',
          'Esta política se aplica a los datos que se recogen cuando usted navega por el Sitio, crea y utiliza una cuenta, se pone en contacto con nosotros, participa en un concurso o se suscribe a nuestras comunicaciones. Tratamos los siguientes datos:',
          {
            list: [
              'datos identificativos y de contacto: su nombre, sus apellidos y su dirección de correo electrónico;',
              'datos de la cuenta: su contraseña, que solo conservamos en forma de hash irreversible, sus perfumes favoritos y el perfil olfativo que se deriva de ellos, así como sus preferencias, como el idioma y si ha aceptado recibir nuestras comunicaciones;',
              'datos de navegación: su dirección IP, el tipo de dispositivo y de navegador que utiliza y, si consiente la analítica, las páginas que visita, las búsquedas que realiza y los perfumes que consulta, con su fecha y hora;',
              'lo que usted nos envía: los mensajes escritos en el formulario de contacto y las imágenes presentadas a los concursos.',
            ],
          },
          'No solicitamos categorías especiales de datos, como los datos de salud, y le rogamos que no nos los envíe.',
        ],
      },
      {
        id: 'law',
        title: 'Legislación aplicable',
        paragraphs: [
          'Tratamos sus datos conforme al Reglamento (UE) 2016/679, de 27 de abril de 2016, General de Protección de Datos («RGPD»), a la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales, y a la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico, que regula, entre otras cuestiones, las cookies y las comunicaciones comerciales por vía electrónica.',
        ],
      },
      {
        id: 'purposes',
        title: 'Finalidades y bases jurídicas',
        paragraphs: [
          'Utilizamos sus datos para las finalidades siguientes, cada una con la base jurídica que se indica:',
          {
            list: [
              'prestar el Sitio y la cuenta que usted solicita —conservar sus favoritos, elaborar su perfil y sus recomendaciones, iniciar su sesión y restablecer su contraseña—: la ejecución del contrato que constituyen nuestras condiciones de uso (artículo 6.1.b del RGPD);',
              'responder a sus mensajes y solicitudes: nuestro interés legítimo en contestarle (artículo 6.1.f del RGPD);',
              'organizar concursos, publicar las imágenes presentadas y contactar con los ganadores: la ejecución de las bases del concurso que usted acepta;',
              'fines comerciales y de marketing —enviarle novedades, ofertas e invitaciones sobre nuestras fragancias, nuestra tienda en línea y las de nuestros socios, elegidas según los intereses que reflejan sus favoritos y su navegación—: su consentimiento (artículo 6.1.a del RGPD), que usted presta marcando la casilla prevista a tal efecto y puede retirar en cualquier momento;',
              'medir el uso del Sitio y mejorarlo: su consentimiento, prestado mediante la configuración de cookies;',
              'mantener la seguridad del Sitio, prevenir abusos y fraudes, y formular, ejercer o defender reclamaciones: nuestro interés legítimo;',
              'cumplir nuestras obligaciones legales, por ejemplo ante las autoridades tributarias o judiciales: una obligación legal (artículo 6.1.c del RGPD).',
            ],
          },
          'No adoptamos decisiones que produzcan efectos jurídicos sobre usted, o que le afecten significativamente de modo similar, basadas únicamente en un tratamiento automatizado. Las recomendaciones que muestra el Sitio son sugerencias que usted es libre de ignorar.',
        ],
      },
      {
        id: 'consequences',
        title: 'Consecuencias de no facilitar los datos',
        paragraphs: [
          'En nuestros formularios, los campos marcados con un asterisco (*) son obligatorios: sin ellos no podemos crear su cuenta, responder a su mensaje ni registrar su participación en un concurso. Los demás campos son opcionales, y dejarlos en blanco no tiene más consecuencia que la de no poder disfrutar de la función correspondiente.',
          'Navegar por el Sitio nunca exige una cuenta: puede consultar la enciclopedia y guardar favoritos en su navegador sin facilitarnos ningún dato personal. Rechazar las comunicaciones comerciales o la analítica no limita en modo alguno su acceso al Sitio.',
        ],
      },
      {
        id: 'recipients',
        title: 'Destinatarios',
        paragraphs: [
          'Dentro de {company}, solo tiene acceso a sus datos el personal que los necesita para su trabajo. No vendemos sus datos. Únicamente los comunicamos a:',
          {
            list: [
              'nuestros proveedores (encargados del tratamiento) de alojamiento, bases de datos, envío de correo electrónico y seguridad, que solo tratan los datos siguiendo nuestras instrucciones, en virtud de un contrato conforme al artículo 28 del RGPD;',
              'anunciantes y un editor asociado de distribución minorista que ofrece las fragancias presentadas en el Sitio, solo si usted lo ha consentido y en la medida necesaria para que le envíen ofertas o le muestren publicidad pertinente; actúan como responsables del tratamiento independientes, conforme a sus propias políticas de privacidad;',
              'las autoridades públicas, los juzgados y tribunales y nuestros asesores profesionales, cuando la ley lo exija o sea necesario para defender nuestros derechos.',
            ],
          },
        ],
      },
      {
        id: 'security',
        title: 'Seguridad y conservación',
        paragraphs: [
          'Aplicamos medidas técnicas y organizativas adecuadas al riesgo: conexiones cifradas (HTTPS), contraseñas conservadas solo en forma de hash, una cookie de sesión que los scripts no pueden leer, límites a los intentos repetidos, acceso restringido a nuestros sistemas y copias de seguridad periódicas. Ningún sistema es completamente seguro; si una brecha de seguridad supusiera un alto riesgo para sus derechos, se lo comunicaríamos a usted y a la autoridad de control en los términos que establece la ley.',
          'Conservamos sus datos solo durante el tiempo necesario:',
          {
            list: [
              'datos de la cuenta: mientras la cuenta exista; cuando usted la elimina, se borran su cuenta, sus favoritos y sus sesiones;',
              'datos utilizados para comunicaciones comerciales: hasta que retire su consentimiento o, en su defecto, durante tres años desde su último contacto con nosotros;',
              'mensajes de contacto: el tiempo necesario para atenderlos y, como máximo, un año;',
              'datos de navegación y de uso: 24 meses como máximo.',
            ],
          },
          'Transcurridos esos plazos, los datos pueden conservarse bloqueados, a disposición exclusiva de las autoridades competentes, durante el plazo de prescripción de las responsabilidades que pudieran derivarse del tratamiento; después se suprimen.',
        ],
      },
      {
        id: 'transfers',
        title: 'Transferencias fuera de la Unión Europea',
        paragraphs: [
          'Algunos de nuestros proveedores o socios pueden estar situados, o acceder a los datos, fuera del Espacio Económico Europeo. Solo transferimos datos fuera del Espacio Económico Europeo a países que la Comisión Europea reconoce como dotados de un nivel de protección adecuado o, en su defecto, con garantías adecuadas, como las cláusulas contractuales tipo adoptadas por la Comisión, junto con las medidas complementarias necesarias para proteger los datos. Puede obtener una copia de dichas garantías escribiendo a {privacyEmail}.',
        ],
      },
      {
        id: 'rights',
        title: 'Sus derechos',
        paragraphs: [
          'Usted tiene derecho a:',
          {
            list: [
              'retirar su consentimiento en cualquier momento, sin que ello afecte a la licitud del tratamiento realizado antes de la retirada;',
              'acceder a sus datos y obtener una copia de ellos;',
              'rectificar los datos inexactos o incompletos;',
              'suprimir sus datos, en particular cuando ya no sean necesarios o retire su consentimiento;',
              'solicitar la limitación del tratamiento, por ejemplo mientras examinamos una solicitud;',
              'recibir los datos que nos ha facilitado en un formato estructurado, de uso común y de lectura mecánica, y que se transmitan a otro responsable (portabilidad);',
              'oponerse al tratamiento basado en nuestro interés legítimo y, en cualquier momento y sin necesidad de justificarlo, a la mercadotecnia directa;',
              'presentar una reclamación ante una autoridad de control: en España, la Agencia Española de Protección de Datos (AEPD, www.aepd.es), o ante la autoridad del país de la Unión Europea en el que resida o trabaje.',
            ],
          },
          'Dos de estos derechos puede ejercerlos usted mismo, al instante: con la sesión iniciada, desde su perfil puede descargar en formato JSON todos los datos vinculados a su cuenta y eliminar su cuenta, lo que la borra junto con sus favoritos y sus sesiones.',
          'Para cualquier otra solicitud, escriba a {privacyEmail} o a nuestra dirección postal. Respondemos en el plazo de un mes, prorrogable otros dos meses en el caso de solicitudes complejas, en cuyo caso le indicaremos el motivo. Si tenemos dudas razonables sobre su identidad, podemos pedirle la información necesaria para confirmarla.',
        ],
      },
      {
        id: 'opt-in',
        title: 'Alta y baja de las comunicaciones',
        paragraphs: [
          'Solo le enviamos comunicaciones comerciales si usted lo ha aceptado, marcando la casilla prevista en el formulario de registro o en otro formulario que la ofrezca. La casilla nunca está marcada de antemano, y aceptar no es una condición para crear una cuenta.',
          'Puede darse de baja en cualquier momento y de forma gratuita, mediante el enlace de baja incluido en cada mensaje o escribiendo a {privacyEmail}. A partir de ese momento dejamos de enviarle comunicaciones sin demora.',
          'Los mensajes de servicio necesarios para su cuenta, como el correo de restablecimiento de contraseña, no son comunicaciones comerciales y se envían sea cual sea su elección.',
        ],
      },
      {
        id: 'contacts',
        title: 'Contacto',
        paragraphs: [
          'Para cualquier consulta sobre esta política o sobre el tratamiento de sus datos, puede dirigirse a nosotros:',
          {
            list: [
              'por correo electrónico: {privacyEmail};',
              'por correo postal: {company}, Protección de datos, {address}.',
            ],
          },
        ],
      },
      {
        id: 'amendments',
        title: 'Modificaciones',
        paragraphs: [
          'Podemos actualizar esta política para reflejar cambios en nuestros tratamientos o en la ley; la fecha de la última actualización figura al principio. Si un cambio es importante, como una nueva finalidad o una nueva categoría de destinatarios, se lo comunicaremos mediante un aviso en el Sitio o por correo electrónico antes de que surta efecto y, cuando la ley lo exija, le pediremos de nuevo su consentimiento.',
        ],
      },
    ],
  },

  terms: {
    title: 'Condiciones de uso',
    updated: 'Última actualización: noviembre de 2020',
    sections: [
      {
        id: 'company',
        title: 'Datos de la empresa',
        paragraphs: [
          'Este sitio web (el «Sitio») es titularidad de {company}, sociedad constituida en España con domicilio social en {address} («nosotros»). Puede escribirnos a esa dirección o por correo electrónico a {privacyEmail}.',
          'Estas condiciones de uso regulan el acceso al Sitio y su utilización, en cualquiera de los idiomas en que lo consulte. Al utilizar el Sitio, usted las acepta en la versión vigente el día de su visita; si no las acepta, le rogamos que no utilice el Sitio.',
        ],
      },
      {
        id: 'host',
        title: 'Alojamiento',
        paragraphs: [
          'El Sitio está alojado en servidores situados en la Unión Europea por un proveedor técnico que actúa por cuenta nuestra y siguiendo nuestras instrucciones. Su nombre y sus datos de contacto se facilitan a quien los solicite en {privacyEmail}.',
          'Procuramos mantener el Sitio disponible, pero no podemos garantizar un acceso ininterrumpido: el Sitio puede suspenderse por mantenimiento, por actualizaciones o por causas ajenas a nuestra voluntad, sin previo aviso y sin que ello dé derecho a indemnización.',
        ],
      },
      {
        id: 'access',
        title: 'Acceso al Sitio',
        paragraphs: [
          'El uso del Sitio es gratuito. Consultarlo no requiere registro; algunas funciones, como conservar un perfil de favoritos en todos sus dispositivos, requieren una cuenta.',
          'Debe tener 18 años o más para crear una cuenta, participar en un concurso o facilitarnos datos personales de cualquier otro modo. Si es menor de 18 años, solo puede hacerlo con la autorización de su madre, padre o tutor legal, que acepta estas condiciones en su nombre y sigue siendo responsable del uso que usted haga del Sitio.',
          'Al crear una cuenta, se compromete a facilitar información veraz y a mantener la confidencialidad de su contraseña. Usted es responsable del uso que se haga de su cuenta y debe avisarnos sin demora en {privacyEmail} si cree que se ha utilizado sin su permiso. Podemos suspender o cerrar una cuenta que se utilice incumpliendo estas condiciones.',
        ],
      },
      {
        id: 'use',
        title: 'Uso del Sitio',
        paragraphs: [
          'El Sitio y su contenido se ponen a su disposición exclusivamente para su uso personal, privado y no comercial. Puede visualizarlos en pantalla y hacer la copia temporal, en la memoria o la caché de su dispositivo, que requiera esa visualización. Cualquier otra reproducción, extracción, reutilización o difusión, total o parcial, requiere nuestro consentimiento previo por escrito.',
          'En particular, se compromete a no:',
          {
            list: [
              'recopilar o extraer el contenido del Sitio, incluidos sus datos sobre perfumes e ingredientes, por medios automatizados como robots o herramientas de extracción, ni reutilizarlo en otro producto o base de datos;',
              'perturbar el funcionamiento o la seguridad del Sitio, intentar acceder a él sin autorización ni someter su infraestructura a una carga excesiva;',
              'utilizar el Sitio con fines ilícitos o de un modo que vulnere los derechos de otras personas;',
              'publicar o enviar a través del Sitio contenidos ilícitos, difamatorios u ofensivos, o que vulneren derechos de terceros.',
            ],
          },
          'El Sitio es una enciclopedia y no vende nada. Las compras realizadas en nuestra tienda en línea o en el sitio web de un distribuidor se rigen por las condiciones de venta publicadas en ellos.',
        ],
      },
      {
        id: 'privacy',
        title: 'Privacidad y datos personales',
        paragraphs: [
          'Tratamos los datos personales que usted nos facilita, o que se recogen cuando utiliza el Sitio, conforme al Reglamento General de Protección de Datos (UE) 2016/679 y a la normativa española de protección de datos. Nuestra política de privacidad explica qué datos recogemos, para qué, con qué base jurídica, durante cuánto tiempo y con quién los compartimos, así como la forma de ejercer sus derechos. Nuestra política de cookies describe lo que el Sitio guarda en su dispositivo.',
          'Ambas políticas forman parte de estas condiciones. Puede consultarlas en cualquier momento desde la opción «Cookies y políticas» del menú o desde los enlaces situados al pie de la página.',
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Propiedad intelectual',
        paragraphs: [
          'El Sitio en su conjunto y cada uno de sus elementos —textos, descripciones, recopilaciones de datos, visualizaciones, gráficos, logotipos, marcas, programas informáticos, así como la selección y disposición de sus contenidos— están protegidos por derechos de propiedad intelectual e industrial que pertenecen a {company} o a terceros que han autorizado su uso. Los nombres de perfumes, los nombres de marcas y las imágenes de productos pertenecen a sus respectivos titulares y solo se utilizan para identificar los productos descritos.',
          'Salvo el uso personal permitido en el apartado «Uso del Sitio», no se le concede ningún derecho ni licencia sobre estos elementos. Queda prohibida toda reproducción, comunicación pública, transformación, traducción o explotación sin nuestra autorización previa por escrito, que puede dar lugar a responsabilidad civil y penal.',
          'Si considera que algún contenido del Sitio vulnera sus derechos, escríbanos a {privacyEmail} indicando el contenido y los derechos afectados; estudiaremos su solicitud con la mayor rapidez.',
        ],
      },
      {
        id: 'image-rights',
        title: 'Concursos y cesión de derechos de imagen',
        paragraphs: [
          'Podemos organizar concursos en línea en los que los participantes suben fotografías u otras imágenes. Cada concurso tiene sus propias bases, que se aplican además de estas condiciones.',
          'Al subir una imagen, usted garantiza que es obra original suya o que tiene todos los derechos necesarios para presentarla; que todas las personas identificables que aparecen en ella han consentido su publicación, con la autorización de su madre, padre o tutor legal en el caso de los menores de 18 años; y que no vulnera la ley ni los derechos de ningún tercero.',
          'Usted cede a {company} y a sus licenciantes, con carácter gratuito, para todo el mundo y por todo el plazo legal de protección de los derechos afectados, el derecho no exclusivo a reproducir, transformar (en particular, redimensionar, recortar o cambiar el formato), publicar y compartir la imagen, con o sin mención de su nombre, en el Sitio, en nuestras cuentas de redes sociales y en nuestras comunicaciones relativas al concurso. Usted conserva la titularidad de su imagen.',
          'Podemos retirar cualquier imagen en cualquier momento y sin previo aviso, en particular si parece incumplir estas condiciones o las bases del concurso. Usted es responsable de las imágenes que presenta y de cualquier reclamación que un tercero pueda formular por su causa.',
        ],
      },
      {
        id: 'links',
        title: 'Enlaces',
        paragraphs: [
          'El Sitio puede contener enlaces a sitios web de terceros, como los de marcas, distribuidores o redes sociales. No controlamos esos sitios y no somos responsables de su contenido, de su disponibilidad ni del modo en que tratan sus datos; su uso se rige por sus propias condiciones y políticas. Un enlace no implica que respaldemos el sitio ni a su titular.',
          'Para enlazar el Sitio desde un sitio web de terceros se necesita nuestro consentimiento previo por escrito, que puede solicitar en {privacyEmail}. En cualquier caso, el Sitio no puede enmarcarse ni mostrarse dentro de otro sitio web, y ningún enlace puede dar a entender una relación con nosotros que no exista.',
        ],
      },
      {
        id: 'disclaimer',
        title: 'Exención de responsabilidad sobre los contenidos',
        paragraphs: [
          'La información del Sitio —descripciones y composiciones de perfumes, familias olfativas, capítulos sobre ingredientes, similitudes y recomendaciones— se ofrece con carácter general e informativo. Se elabora con cuidado, en parte a partir de una guía externa de clasificación de fragancias y de la información publicada por las marcas, pero puede ser incompleta, contener errores o no estar actualizada, y un fabricante puede cambiar una composición en cualquier momento. No constituye asesoramiento, en particular médico ni dermatológico: si tiene alguna alergia o la piel sensible, lea siempre la etiqueta del producto y consulte a un profesional.',
          'Las recomendaciones se generan automáticamente a partir del perfil olfativo de los perfumes y de sus favoritos. Son sugerencias, no la garantía de que una fragancia vaya a gustarle.',
          'En la medida en que la ley lo permita, no respondemos de los daños derivados del uso de la información del Sitio, de una interrupción del Sitio ni de contenidos de terceros. Nada de lo dispuesto en estas condiciones excluye ni limita la responsabilidad que la ley no permite excluir o limitar, en particular en caso de dolo o culpa grave, ni afecta a sus derechos como consumidor.',
        ],
      },
      {
        id: 'law',
        title: 'Legislación aplicable y jurisdicción',
        paragraphs: [
          'Estas condiciones se rigen por la legislación española.',
          'Cualquier controversia relativa al Sitio o a estas condiciones se someterá a los juzgados y tribunales de Barcelona (España). Si usted es consumidor, también puede acudir a los tribunales del lugar de su domicilio, y conserva la protección que le otorgan las normas imperativas de la ley de su país de residencia.',
          'Antes de acudir a los tribunales, le invitamos a escribirnos a {privacyEmail} para buscar juntos una solución amistosa.',
          'Podemos modificar estas condiciones para reflejar cambios en el Sitio o en la ley. Las condiciones aplicables son las publicadas en el Sitio el día de su visita; la fecha de la última actualización figura al principio.',
        ],
      },
    ],
  },
};
