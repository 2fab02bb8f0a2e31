import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CatalogStore } from '../catalog/catalog-store';
import { catalogWarmUp } from '../catalog-warm-up';
import { createPostgresTestDatabase } from '../test-support/databases';
import { seedCatalogDir } from '../test-support/test-app';
import { openDatabase } from './client';

// The PostgreSQL backup and restore of docs/operations.md, run with the real pg_dump and
// pg_restore. The test database is shared, so the commands name this test's private schema
// (--schema); the guide's commands are otherwise the same.

const url = process.env.DATABASE_URL_TEST;
const suite = url ? describe : describe.skip;

suite('pg_dump and pg_restore, as the operations guide gives them', () => {
  it('restores every account and the catalog after the schema is lost', async () => {
    const database = await createPostgresTestDatabase(url!);
    const schema = new URL(database.databaseUrl!).searchParams
      .get('options')!
      .replace('-c search_path=', '');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-pg-backup-'));
    const dump = path.join(folder, 'sillage.dump');
    try {
      const db = database.handle.db;
      (await CatalogStore.open(db, { warmUp: catalogWarmUp, seedDir: seedCatalogDir })).stop();
      for (const [i, email] of ['ines@example.com', 'tomas@example.com'].entries()) {
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
            created_at: new Date().toISOString(),
          })
          .execute();
      }
      const count = async (table: 'users' | 'perfumes' | 'brands') =>
        Number(
          (
            await database.handle.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = { users: await count('users'), perfumes: await count('perfumes') };
      const brands = await count('brands');
      // The seed catalog, whatever its size: hundreds of perfumes, a hundred houses and more.
      expect(before.users).toBe(2);
      expect(before.perfumes).toBeGreaterThan(500);
      expect(brands).toBeGreaterThanOrEqual(100);
      await database.handle.close();

      execFileSync('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${dump}`, url!]);
      expect(fs.statSync(dump).size).toBeGreaterThan(0);

      // The data is lost: the schema and everything in it.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();

      execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, dump]);
      // A node started again after the restore.
      database.handle = openDatabase({ databaseUrl: database.databaseUrl!, sqliteFile: '' });
      expect({ users: await count('users'), perfumes: await count('perfumes') }).toEqual(before);
      expect(await count('brands')).toBe(brands);
      const emails = await database.handle.db
        .selectFrom('users')
        .select('email')
        .orderBy('email')
        .execute();
      expect(emails.map((row) => row.email)).toEqual(['ines@example.com', 'tomas@example.com']);
    } finally {
      await database.handle.close().catch(() => {});
      await database.drop().catch(() => {});
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
