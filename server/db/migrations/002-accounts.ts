import type { Kysely } from 'kysely';

// User data: accounts, sessions, password-reset tokens, favourites and disliked ingredients.
// Ids are random UUIDs made by the server and times are ISO-8601 UTC text, so the same table
// definitions, comparisons and ordering work on SQLite and PostgreSQL. Secrets (session and reset
// tokens) are stored only as SHA-256 hashes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored lower-cased and trimmed: one account per address whatever the case typed.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull().defaultTo(''))
    // Null for an account made by a social sign-in and never given a password.
    .addColumn('password_hash', 'text')
    .addColumn('privacy_policy_accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('terms_accepted_at', 'text')
    .addColumn('google_subject', 'text', (c) => c.unique())
    .addColumn('facebook_subject', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No foreign key to perfumes: a catalog import replaces that table, and a favourite of a
    // perfume that left the catalog is kept (and hidden) rather than lost.
    .addColumn('perfume_id', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'perfume_id'])
    .execute();

  await db.schema
    .createTable('disliked_ingredients')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ingredient_id', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('disliked_ingredients_pk', ['user_id', 'ingredient_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'disliked_ingredients',
    'favourites',
    'password_reset_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
