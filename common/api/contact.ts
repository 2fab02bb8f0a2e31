import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from '../domain/constants';
import { MAX_NAME_LENGTH, emailField, requiredText } from './accounts';

// POST /api/user/contactEmail (spec sections 2, 5 and 7): name and e-mail are required, the message
// is not. A message longer than MAX_MESSAGE_LENGTH is refused whole (code too_long), never cut.
export const contactBodySchema = z.object({
  email: emailField('email'),
  name: requiredText('name', MAX_NAME_LENGTH),
  message: z
    .string({ message: 'The message field must be text.' })
    .trim()
    .max(MAX_MESSAGE_LENGTH, `The message field takes at most ${MAX_MESSAGE_LENGTH} characters.`)
    .default(''),
});
export type ContactBody = z.input<typeof contactBodySchema>;
