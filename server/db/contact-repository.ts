import type { Kysely } from 'kysely';
import type { Database } from './schema';

// Messages sent through the contact form. Each is stored before any mail is attempted, so a
// message is never lost to a mail server that is down.

export interface ContactMessage {
  id: string;
  email: string;
  name: string;
  message: string;
  lang: string;
  createdAt: string;
  mailedAt: string | null;
  mailError: string | null;
}

export type NewContactMessage = Omit<ContactMessage, 'mailedAt' | 'mailError'>;

export function createContactRepository(db: Kysely<Database>) {
  return {
    async create(message: NewContactMessage): Promise<void> {
      await db
        .insertInto('contact_messages')
        .values({
          id: message.id,
          email: message.email,
          name: message.name,
          message: message.message,
          lang: message.lang,
          created_at: message.createdAt,
          mailed_at: null,
          mail_error: null,
        })
        .execute();
    },

    async markMailed(id: string, at: string): Promise<void> {
      await db
        .updateTable('contact_messages')
        .set({ mailed_at: at, mail_error: null })
        .where('id', '=', id)
        .execute();
    },

    async markMailFailed(id: string, reason: string): Promise<void> {
      await db
        .updateTable('contact_messages')
        .set({ mail_error: reason.slice(0, 500) })
        .where('id', '=', id)
        .execute();
    },

    /** The newest messages first; `unmailedOnly` lists those the mail service did not take. */
    async list(
      options: { limit?: number; unmailedOnly?: boolean } = {},
    ): Promise<ContactMessage[]> {
      let query = db.selectFrom('contact_messages').selectAll();
      if (options.unmailedOnly) query = query.where('mailed_at', 'is', null);
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(options.limit ?? 100)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        message: row.message,
        lang: row.lang,
        createdAt: row.created_at,
        mailedAt: row.mailed_at,
        mailError: row.mail_error,
      }));
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
