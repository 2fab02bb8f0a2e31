import type { ServerTexts } from './server-texts';

export const fr: ServerTexts = {
  mail: {
    signature: 'L’équipe Sillage',
    contactMessage: {
      subject: 'Formulaire de contact : un message de {name}',
      intro: '{name} <{email}> a écrit via le formulaire de contact ({lang}) le {date} :',
      empty: '(Le visiteur a laissé le message vide.)',
      reply: 'Répondez à cet e-mail pour lui répondre.',
    },
    resetPassword: {
      subject: 'Choisissez un nouveau mot de passe Sillage',
      greeting: 'Bonjour {name},',
      body: 'Quelqu’un, vous sans doute, a demandé à réinitialiser le mot de passe du compte Sillage associé à cette adresse. Suivez le lien ci-dessous pour en choisir un nouveau. Il ne fonctionne qu’une fois, et pendant une heure.',
      action: 'Choisir un nouveau mot de passe',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    },
    verifyEmail: {
      subject: 'Confirmez votre adresse e-mail sur Sillage',
      greeting: 'Bonjour {name},',
      body: 'Bienvenue sur Sillage ! Pour confirmer que cette adresse est bien la vôtre, suivez le lien ci-dessous. Il ne fonctionne qu’une fois, et pendant 48 heures.',
      action: 'Confirmer mon adresse',
      ignore:
        'Si vous n’avez pas créé de compte Sillage, ignorez ce message et n’ouvrez pas le lien : l’adresse reste non confirmée, et vous pourrez toujours créer un compte avec elle.',
    },
  },
  sharePage: {
    title: 'Sillage — l’encyclopédie du parfum',
    description:
      'Trouvez des parfums par nom, ingrédient, concept ou famille olfactive, découvrez leur composition et ce qui leur ressemble.',
    perfumeTitle: '{perfume} de {brand} — Sillage',
  },
  /** Why a perfume is recommended: `many` for several favourites, `one` for a single favourite. */
  recommendationReason: {
    hero: {
      many: 'Parce que vous aimez son ingrédient principal\u00a0: {ingredient}.',
      one: 'Parce que vous aimez son ingrédient principal\u00a0: {ingredient}.',
    },
    family: {
      many: 'Parce que la famille {family} fait partie de vos préférées.',
      one: 'Parce que, comme votre favori, il appartient à la famille {family}.',
    },
    ingredients: {
      many: 'Il partage avec vos favoris\u00a0: {ingredients}.',
      one: 'Il partage avec votre favori\u00a0: {ingredients}.',
    },
    closeness: { many: 'Proche de votre profil olfactif.', one: 'Proche de votre favori.' },
  },
  signatureReason: {
    house: {
      some: 'Dans {count} de ses {total} parfums, {times} plus souvent que dans l’ensemble du catalogue.',
      all: 'Dans chacun de ses {total} parfums, {times} plus souvent que dans l’ensemble du catalogue.',
    },
    perfumer: {
      some: 'Dans {count} de ses {total} parfums, {times} plus souvent que dans l’ensemble du catalogue.',
      all: 'Dans chacun de ses {total} parfums, {times} plus souvent que dans l’ensemble du catalogue.',
    },
    times: {
      oneAndHalf: 'une fois et demie',
      '2': 'deux fois',
      '3': 'trois fois',
      '4': 'quatre fois',
      '5': 'cinq fois',
      '6': 'six fois',
      '7': 'sept fois',
      '8': 'huit fois',
      '9': 'neuf fois',
      '10': 'dix fois',
      many: '{n} fois',
    },
  },
};
