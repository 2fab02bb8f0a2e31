import { randomUUID } from 'node:crypto';
import type { Language } from '../../common/domain/languages';
import type { ContactRepository } from '../db/contact-repository';
import type { Mailer } from '../mail/mailer';
import { contactMail } from './contact-mail';

// The contact form's rule: the message is kept first, then mailed to the site's team. A mail
// server that is down costs an e-mail, never the message: it stays in the database with the
// reason, and the visitor is told it was received.

export interface ContactServiceDeps {
  contacts: ContactRepository;
  mailer: Mailer;
  contactTo: string;
  now?: () => Date;
}

export interface ContactInput {
  email: string;
  name: string;
  message: string;
  lang: Language;
}

export type ContactOutcome =
  { id: string; mailed: true } | { id: string; mailed: false; error: unknown };

export function createContactService(deps: ContactServiceDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async submit(input: ContactInput): Promise<ContactOutcome> {
      const message = { id: randomUUID(), ...input, createdAt: now().toISOString() };
      await deps.contacts.create(message);
      try {
        await deps.mailer.send(contactMail(deps.contactTo, message));
      } catch (error) {
        await deps.contacts.markMailFailed(message.id, describeError(error));
        return { id: message.id, mailed: false, error };
      }
      await deps.contacts.markMailed(message.id, now().toISOString());
      return { id: message.id, mailed: true };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

/** A short reason for the operator, without the mail server's address or credentials. */
function describeError(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${code}: ` : '') + message.replace(/\/\/[^@\s]*@/g, '//***@');
}
