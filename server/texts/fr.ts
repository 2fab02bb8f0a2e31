import type { ServerTexts } from './server-texts';

export const fr: ServerTexts = {
  mail: {
    signature: 'L’équipe Sillage',
    resetPassword: {
      subject: 'Choisissez un nouveau mot de passe Sillage',
      greeting: 'Bonjour {name},',
      body: 'Quelqu’un, vous sans doute, a demandé à réinitialiser le mot de passe du compte Sillage associé à cette adresse. Suivez le lien ci-dessous pour en choisir un nouveau. Il ne fonctionne qu’une fois, et pendant une heure.',
      action: 'Choisir un nouveau mot de passe',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    },
  },
};
