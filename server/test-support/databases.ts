import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../db/client';
import { migrateToLatest } from '../db/migrate';

// Fresh, migrated databases for repository tests: a temporary SQLite file, or a private schema in
// the PostgreSQL database named by DATABASE_URL_TEST (dropped afterwards).

export interface TestDatabase {
  handle: DbHandle;
  /** A second connection to the same database, as another app node would have. */
  openAnother(): DbHandle;
  /** For PostgreSQL: the address of this private schema, to start whole app nodes on it. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

export async function createSqliteTestDatabase(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-db-'));
  const sqliteFile = path.join(dir, 'sillage.db');
  const handle = openDatabase({ sqliteFile });
  await migrateToLatest(handle.db);
  return {
    handle,
    openAnother: () => openDatabase({ sqliteFile }),
    async drop() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function createPostgresTestDatabase(
  baseUrl: string,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const schema = `sillage_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
  // Left empty when the test is about what nodes do to a new database.
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return {
    handle,
    databaseUrl: url.toString(),
    openAnother: () => openDatabase({ databaseUrl: url.toString(), sqliteFile: '' }),
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
