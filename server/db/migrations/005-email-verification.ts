import { sql, type Kysely } from 'kysely';

// E-mail verification (docs/decisions/038). An account holds its address only once the address is
// proven: by the link mailed at sign-up, by a password-reset link, or by a Google or Facebook
// sign-in. Touches only the users table and a table of its own, so it applies whatever other
// migrations ran before it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Accounts made before: one linked to a provider had its address proven by that provider. A
  // password-only account proved nothing, so it stays unverified, and a later social sign-in with
  // its address takes the rule of unverified accounts (its password and sessions end).
  await sql`update users set email_verified = 1
    where google_subject is not null or facebook_subject is not null`.execute(db);

  // Links of verification mails: 256 random bits stored as SHA-256, used once, 48 hours.
  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_user')
    .on('email_verification_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verification_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified').execute();
}
