import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { CATALOG_LOCK_KEY, isPostgres } from './catalog-repository';
import * as m001 from './migrations/001-catalog';
import * as m002 from './migrations/002-accounts';
import * as m003 from './migrations/003-contact-and-analytics';
import * as m004 from './migrations/004-perfume-pyramid';
import * as m005 from './migrations/005-email-verification';
import * as m006 from './migrations/006-session-activity';
import * as m008 from './migrations/008-house-facts';

// Migrations are imported, not read from disk, so they work the same under tsx, in tests and in
// a bundle. Add a new file with the next number and list it here.
const migrations: Record<string, Migration> = {
  '001-catalog': m001,
  '002-accounts': m002,
  '003-contact-and-analytics': m003,
  '004-perfume-pyramid': m004,
  '005-email-verification': m005,
  '006-session-activity': m006,
  '008-house-facts': m008,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies every pending migration; throws with the failing migration's name. On PostgreSQL it holds
 * the catalog lock meanwhile, as seeding and imports do: nodes started together on one database
 * migrate it one after the other, and none seeds or imports into a half-migrated schema.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  if (!isPostgres(db)) return migrate(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${CATALOG_LOCK_KEY})`.execute(connection);
    try {
      return await migrate(db);
    } finally {
      await sql`select pg_advisory_unlock(${CATALOG_LOCK_KEY})`.execute(connection);
    }
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema exists
async function migrate(db: Kysely<any>): Promise<string[]> {
  // Migrations are numbered on separate branches of work and may land out of order: one that
  // arrives after a later-numbered one has run still applies (each is independent of the others).
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(
      `Database migration failed${where}: ${String((error as Error).message ?? error)}`,
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}
