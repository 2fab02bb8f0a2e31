import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** A short, secret-free description for logs: the file or host/database. */
  describe: string;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  sqliteFile: string;
}

/** Opens PostgreSQL when a URL is given, else the embedded SQLite file (created with its folder). */
export function openDatabase(options: DbOptions): DbHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openSqlite(options.sqliteFile);
}

function openSqlite(file: string): DbHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers go on while an import writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', describe: `sqlite ${file}`, close: () => db.destroy() };
}

function openPostgres(url: string): DbHandle {
  // Integers and counts come back as numbers, not strings: our ids and counts fit in 53 bits.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    dialect: 'postgres',
    describe: `postgres ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    close: () => db.destroy(),
  };
}
