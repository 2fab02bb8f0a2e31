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
  /**
   * Where lost connections are reported (the app's logger once it exists). A lost connection is
   * never fatal: the pool drops it and opens another for the next query.
   */
  reportFaultsTo(log: FaultLog): void;
  /** PostgreSQL's pool, for the metrics: connections open, idle, and queries waiting for one. */
  poolUse(): PoolUse | null;
}

export interface PoolUse {
  open: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface FaultLog {
  warn(details: object, message: string): void;
}

// Before the app's logger exists, a fault is still one JSON line on standard error.
const startupLog: FaultLog = {
  warn: (details, message) =>
    console.error(
      JSON.stringify({ level: 40, time: Date.now(), msg: message, ...serialise(details) }),
    ),
};

function serialise(details: object): object {
  const { err, ...rest } = details as { err?: Error & { code?: unknown } };
  return err ? { ...rest, err: { message: err.message, code: err.code } } : rest;
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
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a commit survives a crash of the
  // process (the kill -9 proof checks it), only the last ones may be lost on a power cut, and a
  // favourite toggle no longer holds the event loop for an fsync (docs/decisions/035).
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    dialect: 'sqlite',
    describe: `sqlite ${file}`,
    close: () => db.destroy(),
    // An embedded file has no connection to lose, and no pool: one connection in the process.
    reportFaultsTo: () => {},
    poolUse: () => null,
  };
}

/** Statements kept; queries with a list of values have one text per length, so a few hundred. */
const STATEMENTS_KEPT = 500;

/**
 * Kysely prepares every query anew, which costs more than running the small ones the API asks
 * (a session, a user's favourites). Statements are kept by their text and reused: Kysely runs one
 * query at a time on SQLite, and never streams here, so a kept statement is never busy.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENTS_KEPT) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string): DbHandle {
  // Integers and counts come back as numbers, not strings: our ids and counts fit in 53 bits.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // While the database is down, a request fails within seconds (a 503) instead of hanging.
    connectionTimeoutMillis: 5000,
    // A peer that vanished without closing (a failover) is noticed by the operating system.
    keepAlive: true,
  });
  let log = startupLog;
  // A connection the server ends (a restart, pg_terminate_backend, a failover) emits 'error' on
  // its client, and the pool repeats it when the connection was idle. Without a listener on both
  // the process would end; the pool already drops that connection and opens another when needed.
  pool.on('connect', (client) =>
    client.on('error', (error) => log.warn({ err: error }, 'database connection lost')),
  );
  pool.on('error', () => {
    // Logged once, by the client's listener above.
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    dialect: 'postgres',
    describe: `postgres ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    close: () => db.destroy(),
    reportFaultsTo: (next) => void (log = next),
    poolUse: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
  };
}
