import { sql, type Kysely } from 'kysely';

// What the account's list of sessions shows, and the idle timeout (docs/decisions/008, "Sessions"):
// a random public id that names a session to the browser (never its token or the token's hash),
// when it was last seen, and its device in words. Touches only the sessions table, so it applies
// whatever other migrations ran before it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Sessions started before have none of these, and over https their cookie is renamed anyway
  // (__Host-sillage_session): they end, and everyone signs in once more.
  await sql`delete from sessions`.execute(db);
  // Nullable in the table only because SQLite cannot add a NOT NULL column without a default; the
  // repository always writes them.
  await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  // "Firefox", "Windows": the words the User-Agent was read as, not the header itself.
  await db.schema.alterTable('sessions').addColumn('browser', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('system', 'text').execute();
  await db.schema
    .createIndex('sessions_public_id')
    .on('sessions')
    .column('public_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_public_id').execute();
  for (const column of ['system', 'browser', 'last_seen_at', 'public_id']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
}
