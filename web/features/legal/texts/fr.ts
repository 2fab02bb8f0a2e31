import type { LegalTexts } from '../legal-types';

// Les textes juridiques en français. Mêmes documents et mêmes identifiants de section que en.ts et
// es.ts (un test le vérifie). {company}, {address} et {privacyEmail} viennent de la configuration.
// La politique de confidentialité française porte la date de juillet 2021 (spec, section 9).

export const legalTexts: LegalTexts = {
  cookies: {
    title: 'Politique relative aux cookies',
    updated: 'Dernière mise à jour : novembre 2020',
    sections: [
      {
        id: 'what',
        title: 'Qu’est-ce qu’un cookie ?',
        paragraphs: [
          'Un cookie est un petit fichier qu’un site web enregistre dans votre navigateur. Un site peut aussi conserver des informations dans le stockage local (« local storage ») du navigateur, qui fonctionne de manière comparable. La loi traite ces deux techniques de la même façon, et la présente politique aussi : elle les désigne toutes deux par le terme « cookies ».',
          'En vertu de l’article 22, paragraphe 2, de la loi espagnole 34/2002 du 11 juillet sur les services de la société de l’information et le commerce électronique, qui transpose la directive européenne « vie privée et communications électroniques », un cookie ne peut être déposé sur votre terminal ou y être lu sans votre consentement que s’il est strictement nécessaire à un service que vous avez expressément demandé. Tout autre cookie requiert votre consentement préalable et éclairé.',
        ],
      },
      {
        id: 'who',
        title: 'Qui les dépose ?',
        paragraphs: [
          'Tous les cookies décrits dans la présente politique sont des cookies internes : ils sont déposés par {company} pour ce seul site (le « Site ») et ne sont partagés avec aucun autre site. Le Site n’utilise ni cookies tiers, ni régies publicitaires, ni pixels de suivi.',
          'Lorsque vous suivez un lien vers un autre site ou utilisez un bouton de partage (par exemple vers Facebook, X ou WhatsApp), ce site peut déposer ses propres cookies selon sa propre politique, que nous vous invitons à consulter.',
        ],
      },
      {
        id: 'list',
        title: 'Ce que le Site enregistre',
        paragraphs: [
          'Le tableau ci-dessous présente chaque cookie utilisé par le Site, sa finalité, sa durée de conservation et sa catégorie.',
          {
            storage: [
              {
                name: 'sillage_session',
                kind: 'Cookie déposé par notre serveur, illisible par les scripts (httpOnly)',
                purpose:
                  'Vous garde connecté à votre compte d’une page à l’autre. Il contient un code aléatoire, jamais votre mot de passe.',
                duration:
                  'Jusqu’à la fermeture du navigateur (24 heures au plus), ou 30 jours si vous cochez « Se souvenir de moi ». Supprimé lorsque vous vous déconnectez.',
                category: 'Strictement nécessaire',
              },
              {
                name: 'accepted_cookies',
                kind: 'Stockage local',
                purpose:
                  'Enregistre vos choix en matière de cookies, avec leur date et la version de la présente politique, afin que nous les respections sans vous interroger à chaque visite.',
                duration:
                  'Jusqu’à ce que vous modifiiez votre choix ou effaciez les données de votre navigateur. Nous vous interrogeons de nouveau au bout de 24 mois au plus, ou plus tôt si la présente politique change d’une manière qui exige un nouveau consentement.',
                category: 'Strictement nécessaire',
              },
              {
                name: 'lang',
                kind: 'Stockage local',
                purpose: 'Retient la langue que vous avez choisie : anglais, français ou espagnol.',
                duration:
                  'Jusqu’à ce que vous choisissiez une autre langue ou effaciez les données de votre navigateur.',
                category: 'Fonctionnel, à votre demande',
              },
              {
                name: 'sillage_lang',
                kind: 'Cookie déposé par les scripts du Site',
                purpose:
                  'Indique à notre serveur la langue que vous avez choisie, pour que chaque page arrive directement dans cette langue plutôt qu’en anglais d’abord. Déposé seulement si vous choisissez le français ou l’espagnol.',
                duration:
                  'Un an, ou jusqu’à ce que vous reveniez à l’anglais ou effaciez les données de votre navigateur.',
                category: 'Fonctionnel, à votre demande',
              },
              {
                name: 'favorites',
                kind: 'Stockage local',
                purpose:
                  'Conserve les parfums que vous ajoutez à vos favoris sans être connecté, pour que votre profil fonctionne sans compte.',
                duration:
                  'Jusqu’à ce que vous les retiriez ou effaciez les données de votre navigateur. Lorsque vous créez un compte, ils y sont ajoutés.',
                category: 'Fonctionnel, à votre demande',
              },
              {
                name: 'dislikedIngredients',
                kind: 'Stockage local',
                purpose:
                  'Conserve les ingrédients que vous avez choisi d’éviter sans être connecté, pour que les recommandations écartent les parfums qui reposent sur eux.',
                duration:
                  'Jusqu’à ce que vous les retiriez ou effaciez les données de votre navigateur. Lorsque vous créez un compte, ils y sont ajoutés.',
                category: 'Fonctionnel, à votre demande',
              },
              {
                name: 'collection',
                kind: 'Stockage local',
                purpose:
                  'Conserve vos étagères, vos notes, vos commentaires et votre journal de port sans être connecté.',
                duration:
                  'Jusqu’à ce que vous les retiriez ou effaciez les données de votre navigateur. Lorsque vous créez un compte ou vous connectez, ils y sont ajoutés.',
                category: 'Fonctionnel, à votre demande',
              },
              {
                name: 'tempId',
                kind: 'Stockage local',
                purpose:
                  'Identifiant temporaire aléatoire qui permet de rattacher au compte que vous créez les favoris enregistrés sans compte. Il ne révèle rien de votre identité.',
                duration:
                  'Jusqu’à la création de votre compte ou l’effacement des données de votre navigateur.',
                category: 'Fonctionnel, à votre demande',
              },
              {
                name: 'email',
                kind: 'Stockage local',
                purpose:
                  'Votre adresse e-mail, conservée uniquement si vous cochez « Se souvenir de moi » lors de la connexion, pour préremplir le formulaire la fois suivante.',
                duration:
                  'Jusqu’à ce que vous décochiez « Se souvenir de moi » ou effaciez les données de votre navigateur.',
                category: 'Fonctionnel, à votre demande',
              },
              {
                name: 'remember',
                kind: 'Stockage local',
                purpose:
                  'Indique que vous avez coché « Se souvenir de moi », afin que le formulaire de connexion soit prérempli avec votre adresse e-mail.',
                duration:
                  'Jusqu’à ce que vous décochiez « Se souvenir de moi » ou effaciez les données de votre navigateur.',
                category: 'Fonctionnel, à votre demande',
              },
              {
                name: 'brandAccess',
                kind: 'Stockage local',
                purpose:
                  'Retient les marques indiquées dans le lien d’un partenaire par lequel vous êtes arrivé sur le Site, afin que le Site les présente comme ce lien le prévoit.',
                duration:
                  'Jusqu’à ce qu’un autre lien partenaire le remplace ou l’efface, ou que vous effaciez les données de votre navigateur.',
                category: 'Fonctionnel, à votre demande',
              },
            ],
          },
        ],
      },
      {
        id: 'categories',
        title: 'Catégories de cookies',
        paragraphs: [
          {
            list: [
              'Strictement nécessaires : indispensables au fonctionnement sécurisé du Site ou à la mémorisation de vos choix en matière de cookies. Ils ne peuvent pas être désactivés dans nos paramètres.',
              'Fonctionnels : retiennent les choix que vous faites — votre langue, vos favoris, « Se souvenir de moi » — pour vous fournir les fonctionnalités que vous utilisez. Ils restent dans votre navigateur, ne servent jamais à vous suivre sur d’autres sites et, puisqu’ils répondent à une fonctionnalité que vous demandez, ne requièrent pas de consentement.',
              'Mesure d’audience : uniquement si vous y consentez, le Site transmet à notre propre serveur un relevé des pages et fonctionnalités utilisées (par exemple une recherche effectuée ou un parfum consulté), afin que nous puissions mesurer et améliorer le Site. Aucun service tiers de mesure d’audience n’intervient, et rien n’est transmis si vous refusez.',
              'Marketing : le Site n’utilise actuellement aucun cookie marketing ou publicitaire. Si cela devait changer, nous mettrions à jour la présente politique et vous demanderions votre consentement au préalable.',
            ],
          },
        ],
      },
      {
        id: 'choices',
        title: 'Gérer vos choix',
        paragraphs: [
          'Lors de votre première visite, une fenêtre vous permet d’accepter, de paramétrer ou de refuser les cookies soumis à votre consentement. Refuser est aussi simple qu’accepter, et le Site fonctionne dans les deux cas.',
          'Vous pouvez à tout moment modifier ou retirer votre consentement au moyen du lien « Paramètres des cookies » situé en bas de page ou dans le menu. Le retrait vaut pour l’avenir et n’affecte pas ce qui a été fait auparavant.',
          'Vous pouvez également supprimer ou bloquer les cookies et le stockage local dans les paramètres de votre navigateur, généralement dans la rubrique consacrée à la confidentialité ou aux données des sites. Si vous bloquez les cookies strictement nécessaires ou fonctionnels, certaines fonctionnalités, comme la connexion ou la conservation des favoris, ne fonctionneront plus.',
        ],
      },
      {
        id: 'data',
        title: 'Données personnelles',
        paragraphs: [
          'Lorsque les informations conservées par un cookie se rapportent à vous, nous les traitons comme le décrit notre politique de confidentialité, qui présente également vos droits et la manière de les exercer.',
        ],
      },
      {
        id: 'changes',
        title: 'Modifications de la présente politique',
        paragraphs: [
          'Nous mettons à jour la présente politique chaque fois que nous ajoutons, supprimons ou modifions un cookie ; la date figurant en tête indique la dernière mise à jour. Lorsqu’une modification concerne des cookies soumis à votre consentement, nous vous le demandons de nouveau.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        paragraphs: [
          'Pour toute question relative aux cookies, écrivez-nous à {privacyEmail} ou par courrier à {company}, {address}.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Politique de confidentialité',
    updated: 'Dernière mise à jour : juillet 2021',
    sections: [
      {
        id: 'commitments',
        title: 'Nos engagements',
        paragraphs: [
          '{company}, société du secteur de la parfumerie dont le siège social est situé à l’adresse suivante : {address} (« nous »), est responsable du traitement des données personnelles collectées au moyen de ce site (le « Site »). Nous ne collectons que les données nécessaires aux finalités décrites ci-dessous, nous vous disons clairement ce que nous en faisons, nous les protégeons et nous vous permettons d’exercer facilement vos droits.',
          'La présente politique s’applique aux données collectées lorsque vous naviguez sur le Site, créez et utilisez un compte, nous contactez, participez à un concours ou vous abonnez à nos communications. Les données que nous traitons sont les suivantes :',
          {
            list: [
              'données d’identification et de contact : vos prénom, nom et adresse e-mail ;',
              'données de compte : votre mot de passe, que nous ne conservons que sous une forme hachée irréversible, vos parfums favoris et le profil olfactif qui en découle, ainsi que vos préférences, comme votre langue et votre accord pour recevoir nos communications ;',
              'données de navigation : votre adresse IP, le type d’appareil et de navigateur utilisé et, si vous consentez à la mesure d’audience, les pages consultées, les recherches effectuées et les parfums regardés, avec leur date et leur heure ;',
              'ce que vous nous envoyez : les messages rédigés au moyen du formulaire de contact et les images soumises aux concours.',
            ],
          },
          'Nous ne demandons aucune catégorie particulière de données, telles que des données de santé, et nous vous prions de ne pas nous en transmettre.',
        ],
      },
      {
        id: 'law',
        title: 'Droit applicable',
        paragraphs: [
          'Nous traitons vos données conformément au règlement (UE) 2016/679 du 27 avril 2016, dit règlement général sur la protection des données (« RGPD »), à la loi organique espagnole 3/2018 du 5 décembre relative à la protection des données personnelles et à la garantie des droits numériques, et à la loi espagnole 34/2002 du 11 juillet sur les services de la société de l’information et le commerce électronique, qui régit notamment les cookies et les communications commerciales par voie électronique.',
        ],
      },
      {
        id: 'purposes',
        title: 'Finalités et bases juridiques',
        paragraphs: [
          'Nous utilisons vos données pour les finalités suivantes, chacune reposant sur la base juridique indiquée :',
          {
            list: [
              'fournir le Site et le compte que vous demandez — conserver vos favoris, établir votre profil et vos recommandations, vous connecter et réinitialiser votre mot de passe : l’exécution du contrat que constituent nos conditions d’utilisation (article 6, paragraphe 1, point b, du RGPD) ;',
              'répondre à vos messages et demandes : notre intérêt légitime à vous répondre (article 6, paragraphe 1, point f, du RGPD) ;',
              'organiser des concours, publier les images soumises et contacter les gagnants : l’exécution du règlement du concours que vous acceptez ;',
              'des finalités commerciales et marketing — vous adresser des nouveautés, des offres et des invitations concernant nos parfums, notre boutique en ligne et ceux de nos partenaires, choisies selon les centres d’intérêt que révèlent vos favoris et votre navigation : votre consentement (article 6, paragraphe 1, point a, du RGPD), que vous donnez en cochant la case prévue à cet effet et que vous pouvez retirer à tout moment ;',
              'mesurer l’utilisation du Site et l’améliorer : votre consentement, donné au moyen des paramètres des cookies ;',
              'assurer la sécurité du Site, prévenir les abus et la fraude, et constater, exercer ou défendre des droits en justice : notre intérêt légitime ;',
              'respecter nos obligations légales, par exemple envers les autorités fiscales ou judiciaires : une obligation légale (article 6, paragraphe 1, point c, du RGPD).',
            ],
          },
          'Nous ne prenons aucune décision produisant des effets juridiques à votre égard, ou vous affectant de manière significative de façon similaire, sur le seul fondement d’un traitement automatisé. Les recommandations affichées sur le Site sont des suggestions que vous êtes libre d’ignorer.',
        ],
      },
      {
        id: 'consequences',
        title: 'Conséquences d’un défaut de communication des données',
        paragraphs: [
          'Dans nos formulaires, les champs marqués d’un astérisque (*) sont obligatoires : sans eux, nous ne pouvons pas créer votre compte, répondre à votre message ou enregistrer votre participation à un concours. Les autres champs sont facultatifs ; les laisser vides n’a d’autre conséquence que de vous priver de la fonctionnalité correspondante.',
          'La navigation sur le Site ne requiert jamais de compte : vous pouvez consulter l’encyclopédie et conserver des favoris dans votre navigateur sans nous communiquer aucune donnée personnelle. Refuser les communications commerciales ou la mesure d’audience ne restreint en rien votre accès au Site.',
        ],
      },
      {
        id: 'recipients',
        title: 'Destinataires des données',
        paragraphs: [
          'Au sein de {company}, vos données ne sont accessibles qu’aux seuls membres du personnel qui en ont besoin pour leur travail. Nous ne vendons pas vos données. Nous ne les communiquons qu’aux destinataires suivants :',
          {
            list: [
              'nos prestataires (sous-traitants) d’hébergement, de bases de données, d’envoi d’e-mails et de sécurité, qui ne traitent les données que sur nos instructions, en vertu d’un contrat conforme à l’article 28 du RGPD ;',
              'des annonceurs et un éditeur partenaire de distribution qui propose les parfums présentés sur le Site, uniquement si vous y avez consenti et dans la seule mesure nécessaire pour qu’ils vous adressent des offres ou vous montrent des publicités pertinentes ; ils agissent en qualité de responsables de traitement indépendants, selon leur propre politique de confidentialité ;',
              'les autorités publiques, les juridictions et nos conseils, lorsque la loi l’exige ou que cela est nécessaire à la défense de nos droits.',
            ],
          },
        ],
      },
      {
        id: 'security',
        title: 'Sécurité et durée de conservation',
        paragraphs: [
          'Nous appliquons des mesures techniques et organisationnelles adaptées au risque : connexions chiffrées (HTTPS), mots de passe conservés uniquement sous forme hachée, cookie de session illisible par les scripts, limitation des tentatives répétées, accès restreint à nos systèmes et sauvegardes régulières. Aucun système n’étant parfaitement sûr, si une violation de données devait présenter un risque élevé pour vos droits, nous vous en informerions, ainsi que l’autorité de contrôle, dans les conditions prévues par la loi.',
          'Nous ne conservons vos données que le temps nécessaire :',
          {
            list: [
              'données de compte : tant que votre compte existe ; lorsque vous le supprimez, votre compte, vos favoris et vos sessions sont effacés ;',
              'données utilisées pour les communications commerciales : jusqu’au retrait de votre consentement ou, à défaut, pendant trois ans à compter de votre dernier contact avec nous ;',
              'messages de contact : le temps nécessaire à leur traitement, et un an au plus ;',
              'données de navigation et d’utilisation : 24 mois au plus.',
            ],
          },
          'À l’issue de ces durées, les données peuvent être conservées sous forme bloquée, à la seule disposition des autorités compétentes, pendant le délai au cours duquel une responsabilité née du traitement peut être recherchée ; elles sont ensuite supprimées.',
        ],
      },
      {
        id: 'transfers',
        title: 'Transferts hors de l’Union européenne',
        paragraphs: [
          'Certains de nos prestataires ou partenaires peuvent être établis, ou accéder aux données, hors de l’Espace économique européen. Nous ne transférons des données hors de l’Espace économique européen que vers des pays reconnus par la Commission européenne comme offrant un niveau de protection adéquat ou, à défaut, moyennant des garanties appropriées telles que les clauses contractuelles types adoptées par la Commission, accompagnées de toute mesure complémentaire nécessaire à la protection des données. Vous pouvez obtenir une copie de ces garanties en écrivant à {privacyEmail}.',
        ],
      },
      {
        id: 'rights',
        title: 'Vos droits',
        paragraphs: [
          'Vous disposez du droit :',
          {
            list: [
              'de retirer votre consentement à tout moment, sans que cela compromette la licéité du traitement effectué avant ce retrait ;',
              'd’accéder à vos données et d’en obtenir une copie ;',
              'de faire rectifier les données inexactes ou incomplètes ;',
              'de faire effacer vos données, notamment lorsqu’elles ne sont plus nécessaires ou que vous retirez votre consentement ;',
              'de faire limiter le traitement de vos données, par exemple pendant l’examen d’une demande ;',
              'de recevoir les données que vous nous avez fournies dans un format structuré, couramment utilisé et lisible par machine, et de les faire transmettre à un autre responsable de traitement (portabilité) ;',
              'de vous opposer au traitement fondé sur notre intérêt légitime et, à tout moment et sans avoir à vous justifier, à la prospection commerciale ;',
              'd’introduire une réclamation auprès d’une autorité de contrôle : en Espagne, l’Agence espagnole de protection des données (Agencia Española de Protección de Datos, AEPD, www.aepd.es), ou l’autorité du pays de l’Union européenne où vous résidez ou travaillez, par exemple la CNIL en France.',
            ],
          },
          'Vous pouvez exercer vous-même deux de ces droits, immédiatement : une fois connecté, votre profil vous permet de télécharger au format JSON l’ensemble des données liées à votre compte, et de supprimer votre compte, ce qui l’efface avec vos favoris et vos sessions.',
          'Pour toute autre demande, écrivez à {privacyEmail} ou à notre adresse postale. Nous répondons dans un délai d’un mois, qui peut être prolongé de deux mois pour les demandes complexes ; nous vous en indiquons alors les raisons. En cas de doute raisonnable sur votre identité, nous pouvons vous demander les informations nécessaires pour la confirmer.',
        ],
      },
      {
        id: 'opt-in',
        title: 'Consentement et désinscription',
        paragraphs: [
          'Nous ne vous adressons de communications commerciales que si vous y avez consenti, en cochant la case prévue dans le formulaire d’inscription ou dans un autre formulaire qui la propose. Cette case n’est jamais précochée, et votre accord n’est pas une condition de la création d’un compte.',
          'Vous pouvez vous désinscrire à tout moment, gratuitement, au moyen du lien de désinscription figurant dans chaque message ou en écrivant à {privacyEmail}. Nous cessons alors sans délai de vous adresser nos communications.',
          'Les messages de service nécessaires à votre compte, comme l’e-mail de réinitialisation du mot de passe, ne sont pas des communications commerciales et vous sont envoyés quel que soit votre choix.',
        ],
      },
      {
        id: 'contacts',
        title: 'Nous contacter',
        paragraphs: [
          'Pour toute question relative à la présente politique ou au traitement de vos données, vous pouvez nous contacter :',
          {
            list: [
              'par e-mail : {privacyEmail} ;',
              'par courrier : {company}, Protection des données, {address}.',
            ],
          },
        ],
      },
      {
        id: 'amendments',
        title: 'Modifications',
        paragraphs: [
          'Nous pouvons mettre à jour la présente politique pour tenir compte de l’évolution de nos traitements ou de la loi ; la date de la dernière mise à jour figure en tête. Si une modification est importante, comme une nouvelle finalité ou une nouvelle catégorie de destinataires, nous vous en informerons par un avis sur le Site ou par e-mail avant son entrée en vigueur et, lorsque la loi l’exige, nous vous demanderons de nouveau votre consentement.',
        ],
      },
    ],
  },

  terms: {
    title: 'Conditions d’utilisation',
    updated: 'Dernière mise à jour : novembre 2020',
    sections: [
      {
        id: 'company',
        title: 'Informations sur la société',
        paragraphs: [
          'Ce site (le « Site ») est édité par {company}, société de droit espagnol dont le siège social est situé à l’adresse suivante : {address} (« nous »). Vous pouvez nous écrire à cette adresse ou par e-mail à {privacyEmail}.',
          'Les présentes conditions d’utilisation régissent l’accès au Site et son utilisation, quelle que soit la langue dans laquelle vous le consultez. En utilisant le Site, vous les acceptez dans leur version en vigueur le jour de votre visite ; si vous ne les acceptez pas, nous vous prions de ne pas utiliser le Site.',
        ],
      },
      {
        id: 'host',
        title: 'Hébergement',
        paragraphs: [
          'Le Site est hébergé sur des serveurs situés dans l’Union européenne par un prestataire technique agissant pour notre compte et sur nos instructions. Son nom et ses coordonnées vous sont communiqués sur demande adressée à {privacyEmail}.',
          'Nous nous efforçons de maintenir le Site accessible, mais nous ne pouvons pas garantir un accès ininterrompu : le Site peut être suspendu pour maintenance, pour mise à jour ou pour des raisons indépendantes de notre volonté, sans préavis et sans que cela ouvre droit à indemnisation.',
        ],
      },
      {
        id: 'access',
        title: 'Accès au Site',
        paragraphs: [
          'L’utilisation du Site est gratuite. Sa consultation ne nécessite aucune inscription ; certaines fonctionnalités, comme la conservation d’un profil de favoris sur tous vos appareils, nécessitent un compte.',
          'Vous devez être âgé d’au moins 18 ans pour créer un compte, participer à un concours ou nous communiquer de toute autre manière des données personnelles. Si vous avez moins de 18 ans, vous ne pouvez le faire qu’avec l’autorisation d’un parent ou de votre représentant légal, qui accepte les présentes conditions en votre nom et demeure responsable de votre utilisation du Site.',
          'En créant un compte, vous vous engagez à fournir des informations exactes et à garder votre mot de passe confidentiel. Vous êtes responsable de l’usage qui est fait de votre compte et devez nous prévenir sans tarder à {privacyEmail} si vous pensez qu’il a été utilisé sans votre autorisation. Nous pouvons suspendre ou clôturer un compte utilisé en violation des présentes conditions.',
        ],
      },
      {
        id: 'use',
        title: 'Utilisation du Site',
        paragraphs: [
          'Le Site et son contenu sont mis à votre disposition pour un usage exclusivement personnel, privé et non commercial. Vous pouvez les consulter à l’écran et en faire la copie temporaire, dans la mémoire ou le cache de votre appareil, qu’exige cette consultation. Toute autre reproduction, extraction, réutilisation ou diffusion, totale ou partielle, est soumise à notre accord écrit préalable.',
          'Vous vous engagez notamment à ne pas :',
          {
            list: [
              'collecter ou extraire le contenu du Site, y compris ses données sur les parfums et les ingrédients, par des moyens automatisés tels que des robots ou des outils d’aspiration, ni le réutiliser dans un autre produit ou une autre base de données ;',
              'entraver le fonctionnement ou la sécurité du Site, tenter d’y accéder sans autorisation ou imposer à son infrastructure une charge déraisonnable ;',
              'utiliser le Site à des fins illicites ou d’une manière qui porte atteinte aux droits d’autrui ;',
              'publier ou transmettre au moyen du Site un contenu illicite, diffamatoire ou offensant, ou qui porte atteinte aux droits de tiers.',
            ],
          },
          'Le Site est une encyclopédie et ne vend rien. Un achat effectué sur notre boutique en ligne ou sur le site d’un distributeur est régi par les conditions de vente qui y sont publiées.',
        ],
      },
      {
        id: 'privacy',
        title: 'Vie privée et données personnelles',
        paragraphs: [
          'Nous traitons les données personnelles que vous nous communiquez, ou qui sont collectées lors de votre utilisation du Site, conformément au règlement général sur la protection des données (UE) 2016/679 et au droit espagnol de la protection des données. Notre politique de confidentialité explique quelles données nous collectons, pourquoi, sur quelle base juridique, pendant combien de temps et avec qui nous les partageons, ainsi que la manière d’exercer vos droits. Notre politique relative aux cookies décrit ce que le Site enregistre sur votre appareil.',
          'Ces deux politiques font partie intégrante des présentes conditions. Vous pouvez les consulter à tout moment au moyen de l’entrée « Cookies et politiques » du menu ou des liens situés en bas de page.',
        ],
      },
      {
        id: 'intellectual-property',
        title: 'Propriété intellectuelle',
        paragraphs: [
          'Le Site dans son ensemble et chacun de ses éléments — textes, descriptions, compilations de données, visualisations, graphismes, logos, marques, logiciels, ainsi que la sélection et l’agencement de son contenu — sont protégés par des droits de propriété intellectuelle et industrielle appartenant à {company} ou à des tiers qui en ont autorisé l’usage. Les noms de parfums, les noms de marques et les images de produits appartiennent à leurs titulaires respectifs et ne sont utilisés que pour identifier les produits décrits.',
          'En dehors de l’usage personnel autorisé à la section « Utilisation du Site », aucun droit ni aucune licence sur ces éléments ne vous est concédé. Toute reproduction, communication au public, adaptation, traduction ou exploitation sans notre autorisation écrite préalable est interdite et peut engager votre responsabilité civile et pénale.',
          'Si vous estimez qu’un contenu du Site porte atteinte à vos droits, écrivez-nous à {privacyEmail} en décrivant le contenu et les droits concernés ; nous examinerons votre demande dans les meilleurs délais.',
        ],
      },
      {
        id: 'image-rights',
        title: 'Concours et cession des droits à l’image',
        paragraphs: [
          'Nous pouvons organiser des concours en ligne dans lesquels les participants publient des photographies ou d’autres images. Chaque concours dispose de son propre règlement, qui s’applique en complément des présentes conditions.',
          'En publiant une image, vous garantissez qu’il s’agit de votre œuvre originale ou que vous détenez tous les droits nécessaires pour la soumettre ; que toute personne identifiable qui y figure a consenti à sa publication, avec l’accord d’un parent ou d’un représentant légal pour toute personne de moins de 18 ans ; et qu’elle ne porte atteinte ni à la loi ni aux droits d’un tiers.',
          'Vous concédez à {company} et à ses concédants, à titre gratuit, pour le monde entier et pour toute la durée légale des droits concernés, le droit non exclusif de reproduire, d’adapter (notamment de redimensionner, de recadrer ou de reformater), de publier et de partager l’image, avec ou sans mention de votre nom, sur le Site, sur nos comptes de réseaux sociaux et dans nos communications relatives au concours. Vous conservez la propriété de votre image.',
          'Nous pouvons retirer toute image à tout moment et sans préavis, notamment si elle semble contrevenir aux présentes conditions ou au règlement du concours. Vous êtes responsable des images que vous soumettez et de toute réclamation qu’un tiers pourrait formuler à leur sujet.',
        ],
      },
      {
        id: 'links',
        title: 'Liens',
        paragraphs: [
          'Le Site peut contenir des liens vers des sites de tiers, tels que ceux de marques, de distributeurs ou de réseaux sociaux. Nous ne contrôlons pas ces sites et ne sommes responsables ni de leur contenu, ni de leur disponibilité, ni de la manière dont ils traitent vos données ; leur utilisation est régie par leurs propres conditions et politiques. Un lien ne signifie pas que nous approuvons le site concerné ou son éditeur.',
          'Tout lien vers le Site depuis le site d’un tiers est soumis à notre accord écrit préalable, que vous pouvez demander à {privacyEmail}. En tout état de cause, le Site ne peut être encadré ni affiché au sein d’un autre site, et aucun lien ne peut laisser croire à une relation avec nous qui n’existe pas.',
        ],
      },
      {
        id: 'disclaimer',
        title: 'Limitation de responsabilité quant au contenu',
        paragraphs: [
          'Les informations du Site — descriptions et compositions des parfums, familles olfactives, chapitres consacrés aux ingrédients, similarités et recommandations — sont fournies à titre d’information générale. Elles sont établies avec soin, en partie à partir d’un guide externe de classification des parfums et d’informations publiées par les marques, mais elles peuvent être incomplètes, contenir des erreurs ou ne plus être à jour, et un fabricant peut modifier une composition à tout moment. Elles ne constituent pas un conseil, notamment médical ou dermatologique : en cas d’allergie ou de peau sensible, lisez toujours l’étiquette du produit et demandez l’avis d’un professionnel.',
          'Les recommandations sont établies automatiquement à partir du profil olfactif des parfums et de vos favoris. Ce sont des suggestions, non la promesse qu’un parfum vous plaira.',
          'Dans la mesure permise par la loi, nous ne sommes pas responsables des dommages résultant de l’utilisation des informations du Site, d’une interruption du Site ou du contenu de tiers. Rien dans les présentes conditions n’exclut ni ne limite une responsabilité que la loi ne permet pas d’exclure ou de limiter, notamment en cas de faute intentionnelle ou de faute lourde, ni ne porte atteinte à vos droits de consommateur.',
        ],
      },
      {
        id: 'law',
        title: 'Droit applicable et juridiction compétente',
        paragraphs: [
          'Les présentes conditions sont régies par le droit espagnol.',
          'Tout litige relatif au Site ou aux présentes conditions sera porté devant les tribunaux de Barcelone (Espagne). Si vous êtes un consommateur, vous pouvez également saisir les tribunaux du lieu de votre résidence, et vous conservez la protection que vous assurent les dispositions impératives de la loi de votre pays de résidence.',
          'Avant toute action en justice, nous vous invitons à nous écrire à {privacyEmail} afin que nous recherchions ensemble une solution amiable.',
          'Nous pouvons modifier les présentes conditions pour tenir compte de l’évolution du Site ou de la loi. Les conditions applicables sont celles publiées sur le Site le jour de votre visite ; la date de la dernière mise à jour figure en tête.',
        ],
      },
    ],
  },
};
