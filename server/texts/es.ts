import type { ServerTexts } from './server-texts';

export const es: ServerTexts = {
  mail: {
    signature: 'El equipo de Sillage',
    resetPassword: {
      subject: 'Elige una nueva contraseña de Sillage',
      greeting: 'Hola, {name}:',
      body: 'Alguien, seguramente tú, ha pedido restablecer la contraseña de la cuenta de Sillage vinculada a esta dirección. Sigue el enlace de abajo para elegir una nueva. Solo funciona una vez y durante la próxima hora.',
      action: 'Elegir una nueva contraseña',
      ignore:
        'Si no lo has pedido tú, puedes ignorar este mensaje: tu contraseña seguirá siendo la misma.',
    },
  },
};
