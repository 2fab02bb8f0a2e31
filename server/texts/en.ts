// Words the server writes for people, in English. fr.ts and es.ts have the same keys (a test
// checks); {name}-style placeholders are filled by fillText.
export const en = {
  mail: {
    signature: 'The Sillage team',
    contactMessage: {
      subject: 'Contact form: a message from {name}',
      intro: '{name} <{email}> wrote through the contact form ({lang}) on {date}:',
      empty: '(The visitor left the message empty.)',
      reply: 'Reply to this e-mail to answer them.',
    },
    resetPassword: {
      subject: 'Choose a new Sillage password',
      greeting: 'Hello {name},',
      body: 'Someone, hopefully you, asked to reset the password of the Sillage account linked to this address. Follow the link below to choose a new one. It works once, within the next hour.',
      action: 'Choose a new password',
      ignore:
        'If you did not ask for this, you can ignore this message: your password stays as it is.',
    },
    verifyEmail: {
      subject: 'Confirm your e-mail address on Sillage',
      greeting: 'Hello {name},',
      body: 'Welcome to Sillage! To confirm that this address is yours, follow the link below. It works once, within the next 48 hours.',
      action: 'Confirm my address',
      ignore:
        'If you did not create a Sillage account, ignore this message and do not open the link: the address stays unconfirmed, and signing up with it remains open to you.',
    },
  },
  sharePage: {
    title: 'Sillage — the fragrance encyclopedia',
    description:
      'Find perfumes by name, ingredient, concept or olfactory family, see what they are made of and discover what smells alike.',
    perfumeTitle: '{perfume} by {brand} — Sillage',
  },
  /** Why a perfume is recommended: `many` for several favourites, `one` for a single favourite. */
  recommendationReason: {
    hero: {
      many: 'Because you love {ingredient}, its main ingredient.',
      one: 'Because you love {ingredient}, its main ingredient.',
    },
    family: {
      many: 'Because {family} is one of your favourite families.',
      one: 'Because it belongs to the {family} family, like your favourite.',
    },
    ingredients: {
      many: 'It shares {ingredients} with your favourites.',
      one: 'It shares {ingredients} with your favourite.',
    },
    closeness: { many: 'Close to your olfactory profile.', one: 'Close to your favourite.' },
  },
  /**
   * Why an ingredient is a signature of a house (`its`) or a perfumer (`their`): in how many of the
   * perfumes, and how many times as often as the catalog. `times` is written out in words up to ten.
   */
  signatureReason: {
    house: {
      some: 'In {count} of its {total} perfumes, {times} as often as the catalog as a whole.',
      all: 'In all {total} of its perfumes, {times} as often as the catalog as a whole.',
    },
    perfumer: {
      some: 'In {count} of their {total} perfumes, {times} as often as the catalog as a whole.',
      all: 'In all {total} of their perfumes, {times} as often as the catalog as a whole.',
    },
    times: {
      oneAndHalf: 'one and a half times',
      '2': 'twice',
      '3': 'three times',
      '4': 'four times',
      '5': 'five times',
      '6': 'six times',
      '7': 'seven times',
      '8': 'eight times',
      '9': 'nine times',
      '10': 'ten times',
      many: '{n} times',
    },
  },
} as const;
