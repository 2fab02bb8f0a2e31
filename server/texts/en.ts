// Words the server writes for people, in English. fr.ts and es.ts have the same keys (a test
// checks); {name}-style placeholders are filled by fillText.
export const en = {
  mail: {
    signature: 'The Sillage team',
    resetPassword: {
      subject: 'Choose a new Sillage password',
      greeting: 'Hello {name},',
      body: 'Someone, hopefully you, asked to reset the password of the Sillage account linked to this address. Follow the link below to choose a new one. It works once, within the next hour.',
      action: 'Choose a new password',
      ignore:
        'If you did not ask for this, you can ignore this message: your password stays as it is.',
    },
  },
} as const;
