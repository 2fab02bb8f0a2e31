import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

// Backing up and restoring the embedded SQLite database. A backup uses SQLite's online backup API
// through its own connection: it is consistent and safe while the server serves and writes. A
// restore replaces the file, so it needs the server stopped, and refuses when the file is in use.

export class BackupError extends Error {}

export interface BackupSummary {
  file: string;
  bytes: number;
  catalogVersion: number;
  accounts: number;
  favourites: number;
}

/** Copies the live database into a new file (written under a temporary name, then renamed). */
export async function backupSqlite(sqliteFile: string, target: string): Promise<BackupSummary> {
  if (!fs.existsSync(sqliteFile)) {
    throw new BackupError(`there is no database at ${sqliteFile} (check DATA_DIR).`);
  }
  if (fs.existsSync(target)) {
    throw new BackupError(`${target} already exists: give a new file name, or delete it first.`);
  }
  if (!fs.existsSync(path.dirname(path.resolve(target)))) {
    throw new BackupError(`the folder of ${target} does not exist.`);
  }
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const source = new SqliteDatabase(sqliteFile, { fileMustExist: true, timeout: 5000 });
  try {
    // All remaining pages in one step: the copy is one read transaction, a snapshot the server's
    // writes (in WAL mode) neither wait for nor disturb. In small steps, each write of another
    // connection would restart the copy.
    await source.backup(partial, { progress: ({ remainingPages }) => remainingPages });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  const summary = checkSillageDatabase(partial);
  fs.renameSync(partial, target);
  return { ...summary, file: target };
}

/**
 * Puts a backup in place of the database, keeping the replaced file beside it. Refuses when the
 * backup is not a sound Sillage database, or when a server has the database open.
 */
export function restoreSqlite(
  sqliteFile: string,
  backup: string,
  now = new Date(),
): BackupSummary & { keptAs: string | null } {
  if (!fs.existsSync(backup)) throw new BackupError(`there is no file ${backup}.`);
  const summary = checkSillageDatabase(backup);
  let keptAs: string | null = null;
  if (fs.existsSync(sqliteFile)) {
    const current = new SqliteDatabase(sqliteFile, { fileMustExist: true, timeout: 200 });
    try {
      // Leaving WAL mode needs the only connection to the file: it fails while a server has the
      // database open, and otherwise folds the write-ahead log into the file, which then stands
      // alone and can be moved aside whole.
      current.pragma('journal_mode = DELETE');
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') {
        throw new BackupError(
          `the database ${sqliteFile} is in use: stop the server (and any import) first, then restore.`,
        );
      }
      throw error;
    } finally {
      current.close();
    }
    keptAs = `${sqliteFile}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(sqliteFile, keptAs);
  }
  fs.mkdirSync(path.dirname(sqliteFile), { recursive: true });
  const incoming = `${sqliteFile}.restoring`;
  fs.copyFileSync(backup, incoming);
  fs.renameSync(incoming, sqliteFile);
  return { ...summary, file: sqliteFile, keptAs };
}

/** Opens a file read-only and checks it is a whole, sound Sillage database; what it holds. */
export function checkSillageDatabase(file: string): Omit<BackupSummary, 'file'> {
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as a database: ${(error as Error).message}.`);
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`${file} is damaged: ${String(integrity)}.`);
    const tables = new Set(
      db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[],
    );
    for (const table of ['kysely_migration', 'catalog_version', 'users', 'favourites']) {
      if (!tables.has(table)) throw new BackupError(`${file} is not a Sillage database.`);
    }
    const count = (query: string) => Number(db.prepare(query).pluck().get() ?? 0);
    return {
      bytes: fs.statSync(file).size,
      catalogVersion: count('select version from catalog_version'),
      accounts: count('select count(*) from users'),
      favourites: count('select count(*) from favourites'),
    };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a Sillage database: ${(error as Error).message}.`);
  } finally {
    db.close();
  }
}
