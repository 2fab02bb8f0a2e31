import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteTestDatabase, type TestDatabase } from '../test-support/databases';

// The operator's commands, run as an operator runs them (npm run db:backup / db:restore are these
// scripts under tsx), on a database another connection keeps writing to, as a serving node does.

const root = path.resolve(import.meta.dirname, '..', '..');

function runCli(script: 'backup' | 'restore', file: string, dataDir: string) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'server', 'db', 'cli', `${script}.ts`), file],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const emails = (file: string): string[] => {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    return db.prepare('select email from users order by created_at').pluck().all() as string[];
  } finally {
    db.close();
  }
};

describe('db:backup and db:restore on SQLite', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop().catch(() => {});
    database = undefined;
  });

  it('backs up a live database during writes, and restores it with nothing lost', async () => {
    database = await createSqliteTestDatabase();
    const db = database.handle.db;
    const dataDir = path.dirname(database.handle.describe.replace(/^sqlite /, ''));
    // Sign-ups committed one after another, each acknowledged once its commit returned.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const email = `reader-${String(i).padStart(6, '0')}@example.com`;
        await db
          .insertInto('users')
          .values({
            id: `user-${i}`,
            email,
            name: 'Reader',
            surname: '',
            password_hash: null,
            privacy_policy_accepted: 1,
            terms_accepted_at: null,
            google_subject: null,
            facebook_subject: null,
            created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, i)).toISOString(),
          })
          .execute();
        acknowledged.push(email);
        // Lets the test see the backup process end.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 10));

    const backupFile = path.join(dataDir, 'backup.db');
    const before = acknowledged.length;
    const backup = await runCli('backup', backupFile, dataDir);
    const after = acknowledged.length;
    expect(backup.out).toMatch(/^Backed up .* to .*backup\.db: .* accounts/m);
    expect(backup.code).toBe(0);
    // The writes went on during the copy, and it is one consistent moment of them: every sign-up
    // acknowledged before it began, then those that followed in order, none missing in between.
    expect(after).toBeGreaterThan(before);
    const saved = emails(backupFile);
    expect(saved.length).toBeGreaterThanOrEqual(before);
    expect(saved.length).toBeLessThanOrEqual(after);
    expect(saved).toEqual(acknowledged.slice(0, saved.length));

    // While a server has the database open, a restore refuses and changes nothing.
    const refused = await runCli('restore', backupFile, dataDir);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/Nothing was restored: the database .* is in use: stop the server/);

    writing = false;
    await writer;
    const written = [...acknowledged];
    await database.handle.close();

    const restore = await runCli('restore', backupFile, dataDir);
    expect(restore.out).toMatch(/^Restored .*backup\.db into .*sillage\.db/m);
    expect(restore.code).toBe(0);
    const sqliteFile = path.join(dataDir, 'sillage.db');
    expect(emails(sqliteFile)).toEqual(saved);
    // The database it replaced is kept whole beside it, with every write.
    const kept = fs.readdirSync(dataDir).find((name) => name.includes('before-restore'));
    expect(kept).toBeDefined();
    expect(emails(path.join(dataDir, kept!))).toEqual(written);
  }, 120_000);

  it('refuses to overwrite a file, and to restore what is not a Sillage database', async () => {
    database = await createSqliteTestDatabase();
    const dataDir = path.dirname(database.handle.describe.replace(/^sqlite /, ''));
    const existing = path.join(dataDir, 'notes.txt');
    fs.writeFileSync(existing, 'not a database');
    const backup = await runCli('backup', existing, dataDir);
    expect(backup.code).toBe(1);
    expect(backup.out).toMatch(/notes\.txt already exists: give a new file name/);
    await database.handle.close();
    const restore = await runCli('restore', existing, dataDir);
    expect(restore.code).toBe(1);
    expect(restore.out).toMatch(
      /Nothing was restored: .*notes\.txt cannot be opened as a database|is not a Sillage database/,
    );
  }, 60_000);
});
