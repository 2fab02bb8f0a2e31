import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../client';
import * as m002 from './002-accounts';
import * as m005 from './005-email-verification';

// The accounts that existed before e-mail verification (docs/decisions/038): those linked to a
// provider count as verified, password-only ones do not.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-m005-'));
const handle = openDatabase({ sqliteFile: path.join(dir, 'sillage.db') });
afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('marks accounts linked to Google or Facebook verified, and leaves password-only ones unverified', async () => {
  // Migrations are typed for any schema: they run before it exists.
  const untyped = handle.db as unknown as Kysely<unknown>;
  await m002.up(untyped);
  const user = (id: string, google: string | null, facebook: string | null) => ({
    id,
    email: `${id}@example.com`,
    name: id,
    surname: '',
    password_hash: id === 'pat' ? '$argon2id$hash' : null,
    privacy_policy_accepted: 0,
    terms_accepted_at: null,
    google_subject: google,
    facebook_subject: facebook,
    created_at: '2026-01-01T00:00:00.000Z',
  });
  await handle.db
    .insertInto('users')
    .values([user('pat', null, null), user('gil', 'g-1', null), user('fab', null, 'f-1')])
    .execute();
  await m005.up(untyped);
  const rows = await handle.db
    .selectFrom('users')
    .select(['id', 'email_verified'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { id: 'fab', email_verified: 1 },
    { id: 'gil', email_verified: 1 },
    { id: 'pat', email_verified: 0 },
  ]);
});
