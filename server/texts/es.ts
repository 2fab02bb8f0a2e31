import type { ServerTexts } from './server-texts';

export const es: ServerTexts = {
  mail: {
    signature: 'El equipo de Sillage',
    contactMessage: {
      subject: 'Formulario de contacto: un mensaje de {name}',
      intro: '{name} <{email}> ha escrito a través del formulario de contacto ({lang}) el {date}:',
      empty: '(La persona dejó el mensaje vacío.)',
      reply: 'Responde a este correo para contestarle.',
    },
    resetPassword: {
      subject: 'Elige una nueva contraseña de Sillage',
      greeting: 'Hola, {name}:',
      body: 'Alguien, seguramente tú, ha pedido restablecer la contraseña de la cuenta de Sillage vinculada a esta dirección. Sigue el enlace de abajo para elegir una nueva. Solo funciona una vez y durante la próxima hora.',
      action: 'Elegir una nueva contraseña',
      ignore:
        'Si no lo has pedido tú, puedes ignorar este mensaje: tu contraseña seguirá siendo la misma.',
    },
    verifyEmail: {
      subject: 'Confirma tu dirección de correo en Sillage',
      greeting: 'Hola, {name}:',
      body: '¡Te damos la bienvenida a Sillage! Para confirmar que esta dirección es tuya, sigue el enlace de abajo. Solo funciona una vez y durante las próximas 48 horas.',
      action: 'Confirmar mi dirección',
      ignore:
        'Si no has creado una cuenta en Sillage, ignora este mensaje y no abras el enlace: la dirección seguirá sin confirmar y podrás crear tu cuenta con ella cuando quieras.',
    },
  },
  sharePage: {
    title: 'Sillage — la enciclopedia del perfume',
    description:
      'Encuentra perfumes por nombre, ingrediente, concepto o familia olfativa, descubre su composición y lo que huele parecido.',
    perfumeTitle: '{perfume} de {brand} — Sillage',
  },
  /** Why a perfume is recommended: `many` for several favourites, `one` for a single favourite. */
  recommendationReason: {
    hero: {
      many: 'Porque te encanta su ingrediente principal: {ingredient}.',
      one: 'Porque te encanta su ingrediente principal: {ingredient}.',
    },
    family: {
      many: 'Porque la familia {family} es una de tus favoritas.',
      one: 'Porque, como tu favorito, pertenece a la familia {family}.',
    },
    ingredients: {
      many: 'Comparte con tus favoritos: {ingredients}.',
      one: 'Comparte con tu favorito: {ingredients}.',
    },
    closeness: { many: 'Cercano a tu perfil olfativo.', one: 'Cercano a tu favorito.' },
  },
  signatureReason: {
    house: {
      some: 'En {count} de sus {total} perfumes, {times} más a menudo que en el conjunto del catálogo.',
      all: 'En todos sus {total} perfumes, {times} más a menudo que en el conjunto del catálogo.',
    },
    perfumer: {
      some: 'En {count} de sus {total} perfumes, {times} más a menudo que en el conjunto del catálogo.',
      all: 'En todos sus {total} perfumes, {times} más a menudo que en el conjunto del catálogo.',
    },
    times: {
      oneAndHalf: 'una vez y media',
      '2': 'dos veces',
      '3': 'tres veces',
      '4': 'cuatro veces',
      '5': 'cinco veces',
      '6': 'seis veces',
      '7': 'siete veces',
      '8': 'ocho veces',
      '9': 'nueve veces',
      '10': 'diez veces',
      many: '{n} veces',
    },
  },
};
