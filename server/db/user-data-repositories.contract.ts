import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test-support/databases';
import { createEmailVerificationRepository } from './email-verification-repository';
import { createFavouriteRepository } from './favourite-repository';
import { createResetTokenRepository } from './reset-token-repository';
import { createSessionRepository } from './session-repository';
import { createUserRepository, type NewUser } from './user-repository';

// The user-data repositories' expectations for every dialect: user-data-repositories.test.ts runs
// them on SQLite, user-data-repositories.pg.test.ts on PostgreSQL.

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();

function newUser(email: string): NewUser {
  return {
    id: randomUUID(),
    email,
    name: 'Ana',
    surname: '',
    passwordHash: '$argon2id$hash',
    privacyPolicyAccepted: true,
    termsAcceptedAt: at(0),
    createdAt: at(0),
  };
}

export function userDataRepositoriesContract(
  name: string,
  create: () => Promise<TestDatabase>,
): void {
  describe(`user-data repositories on ${name}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await create();
    });
    afterAll(() => t.drop());

    it('creates an account once per e-mail and finds it by id, e-mail and social subject', async () => {
      const users = createUserRepository(t.handle.db);
      const ana = newUser('ana@example.com');
      expect(await users.create(ana)).toBe(true);
      expect(await users.create({ ...newUser('ana@example.com') })).toBe(false);
      expect(await users.findByEmail('ana@example.com')).toMatchObject({
        id: ana.id,
        name: 'Ana',
        passwordHash: '$argon2id$hash',
        privacyPolicyAccepted: true,
        googleSubject: null,
      });
      expect((await users.findById(ana.id))?.email).toBe('ana@example.com');
      await users.linkSocialSubject(ana.id, 'google', 'g-123');
      expect((await users.findBySocialSubject('google', 'g-123'))?.id).toBe(ana.id);
      expect(await users.findBySocialSubject('facebook', 'g-123')).toBeUndefined();
      await users.setPasswordHash(ana.id, '$argon2id$other');
      expect((await users.findById(ana.id))?.passwordHash).toBe('$argon2id$other');
    });

    it('keeps whether an address is verified, and takes over or frees an unverified one', async () => {
      const users = createUserRepository(t.handle.db);
      const sessions = createSessionRepository(t.handle.db);
      const favourites = createFavouriteRepository(t.handle.db);
      const vera = newUser('vera@example.com');
      await users.create(vera);
      expect((await users.findById(vera.id))?.emailVerified).toBe(false);
      const social = newUser('sol@example.com');
      await users.create({ ...social, passwordHash: null, emailVerified: true });
      expect((await users.findById(social.id))?.emailVerified).toBe(true);

      // A provider proves the address: verified, and the password nobody proved is gone.
      await users.markEmailVerified(vera.id, { removePassword: true });
      expect(await users.findById(vera.id)).toMatchObject({
        emailVerified: true,
        passwordHash: null,
      });
      const kim = newUser('kim@example.com');
      await users.create(kim);
      await users.markEmailVerified(kim.id);
      expect(await users.findById(kim.id)).toMatchObject({
        emailVerified: true,
        passwordHash: '$argon2id$hash',
      });

      // Only an unverified account is freed, with everything of it.
      expect(await users.deleteIfUnverified(kim.id)).toBe(false);
      expect(await users.findById(kim.id)).toBeDefined();
      const sam = newUser('sam@example.com');
      await users.create(sam);
      await sessions.create('sam-s', {
        userId: sam.id,
        remember: false,
        createdAt: at(0),
        expiresAt: at(30),
      });
      await favourites.add(sam.id, [{ perfumeId: 1, rating: 5, addedAt: at(1) }]);
      expect(await users.deleteIfUnverified(sam.id)).toBe(true);
      expect(await users.findById(sam.id)).toBeUndefined();
      expect(await sessions.findValid('sam-s', at(1))).toBeUndefined();
      expect(await favourites.list(sam.id)).toEqual([]);
      expect(await users.create(newUser('sam@example.com'))).toBe(true);
    });

    it('consumes an e-mail verification token once, and tells used, expired and unknown apart', async () => {
      const users = createUserRepository(t.handle.db);
      const tokens = createEmailVerificationRepository(t.handle.db);
      const other = createEmailVerificationRepository(t.openAnother().db);
      const val = newUser('val@example.com');
      await users.create(val);
      await tokens.create('v1', { userId: val.id, createdAt: at(0), expiresAt: at(60) });
      await tokens.create('v2', { userId: val.id, createdAt: at(0), expiresAt: at(60) });
      const results = await Promise.all([tokens.consume('v1', at(1)), other.consume('v1', at(1))]);
      expect(results.filter((r) => r.status === 'ok')).toEqual([{ status: 'ok', userId: val.id }]);
      expect(results.filter((r) => r.status !== 'ok')).toEqual([{ status: 'used' }]);
      expect(await tokens.consume('v1', at(2))).toEqual({ status: 'used' });
      expect(await tokens.consume('v2', at(60))).toEqual({ status: 'expired' });
      expect(await tokens.consume('nope', at(1))).toEqual({ status: 'unknown' });
    });

    it('finds a session until it expires, and forgets it on logout or for the whole user', async () => {
      const users = createUserRepository(t.handle.db);
      const sessions = createSessionRepository(t.handle.db);
      const bob = newUser('bob@example.com');
      await users.create(bob);
      await sessions.create('h1', {
        userId: bob.id,
        remember: true,
        createdAt: at(0),
        expiresAt: at(30),
      });
      await sessions.create('h2', {
        userId: bob.id,
        remember: false,
        createdAt: at(0),
        expiresAt: at(10),
      });
      expect(await sessions.findValid('h1', at(5))).toMatchObject({
        userId: bob.id,
        remember: true,
        createdAt: at(0),
        expiresAt: at(30),
      });
      expect(await sessions.findValid('h2', at(10))).toBeUndefined();
      expect(await sessions.findValid('nope', at(5))).toBeUndefined();
      expect(await sessions.deleteExpired(at(20))).toBe(1);
      await sessions.delete('h1');
      expect(await sessions.findValid('h1', at(5))).toBeUndefined();
      await sessions.create('h3', {
        userId: bob.id,
        remember: false,
        createdAt: at(0),
        expiresAt: at(30),
      });
      await sessions.deleteForUser(bob.id);
      expect(await sessions.findValid('h3', at(5))).toBeUndefined();
    });

    it('keeps the public id, device and last activity of each session, and ends one or the others', async () => {
      const users = createUserRepository(t.handle.db);
      const sessions = createSessionRepository(t.handle.db);
      const gil = newUser('gil@example.com');
      const hal = newUser('hal@example.com');
      await users.create(gil);
      await users.create(hal);
      const base = { userId: gil.id, createdAt: at(0), expiresAt: at(50) };
      await sessions.create('g1', {
        ...base,
        publicId: 'p-g1',
        remember: true,
        browser: 'Firefox',
        system: 'Windows',
      });
      await sessions.create('g2', {
        ...base,
        publicId: 'p-g2',
        remember: false,
        lastSeenAt: at(2),
      });
      await sessions.create('g3', { ...base, publicId: 'p-g3', remember: false, expiresAt: at(4) });
      await sessions.create('h1', { ...base, userId: hal.id, publicId: 'p-h1', remember: false });
      expect(await sessions.findValid('g1', at(1))).toEqual({
        publicId: 'p-g1',
        userId: gil.id,
        remember: true,
        createdAt: at(0),
        expiresAt: at(50),
        lastSeenAt: at(0),
        browser: 'Firefox',
        system: 'Windows',
      });
      // Without a public id given, one is made; the last activity starts at creation.
      await sessions.create('g4', { ...base, remember: false });
      const made = (await sessions.findValid('g4', at(1)))!;
      expect(made.publicId).toMatch(/^[0-9a-f-]{36}$/);
      expect(made).toMatchObject({ lastSeenAt: at(0), browser: null, system: null });
      await sessions.delete('g4');

      // A touch writes only when the session was last seen before the given time.
      await sessions.touch('g1', at(3), at(2));
      expect((await sessions.findValid('g1', at(3)))!.lastSeenAt).toBe(at(3));
      await sessions.touch('g1', at(4), at(3));
      expect((await sessions.findValid('g1', at(4)))!.lastSeenAt).toBe(at(3));

      // The account's sessions not yet expired, most recently seen first, with their token hash.
      const listed = await sessions.listForUser(gil.id, at(5));
      expect(listed.map((s) => [s.tokenHash, s.publicId, s.lastSeenAt])).toEqual([
        ['g1', 'p-g1', at(3)],
        ['g2', 'p-g2', at(2)],
      ]);

      // One session is ended by its public id within its own account only.
      expect(await sessions.deleteByPublicId(hal.id, 'p-g2')).toBe(false);
      expect(await sessions.deleteByPublicId(gil.id, 'p-g2')).toBe(true);
      expect(await sessions.deleteByPublicId(gil.id, 'p-g2')).toBe(false);
      await sessions.create('g5', { ...base, publicId: 'p-g5', remember: false });
      expect(await sessions.deleteOthers(gil.id, 'g5')).toBe(2);
      expect((await sessions.listForUser(gil.id, at(1))).map((s) => s.tokenHash)).toEqual(['g5']);
      expect(await sessions.findValid('h1', at(1))).toBeDefined();
    });

    it('consumes a reset token once, and tells used, expired and unknown tokens apart', async () => {
      const users = createUserRepository(t.handle.db);
      const tokens = createResetTokenRepository(t.handle.db);
      const cleo = newUser('cleo@example.com');
      await users.create(cleo);
      await tokens.create('t1', { userId: cleo.id, createdAt: at(0), expiresAt: at(60) });
      await tokens.create('t2', { userId: cleo.id, createdAt: at(0), expiresAt: at(60) });
      expect(await tokens.inspect('t1', at(1))).toEqual({ status: 'valid', userId: cleo.id });
      expect(await tokens.consume('t1', at(1))).toEqual({ status: 'ok', userId: cleo.id });
      expect(await tokens.consume('t1', at(2))).toEqual({ status: 'used' });
      expect(await tokens.inspect('t1', at(2))).toEqual({ status: 'used', userId: cleo.id });
      expect(await tokens.consume('t2', at(60))).toEqual({ status: 'expired' });
      expect(await tokens.inspect('t2', at(61))).toEqual({ status: 'expired', userId: cleo.id });
      expect(await tokens.consume('zz', at(1))).toEqual({ status: 'unknown' });
      expect(await tokens.inspect('zz', at(1))).toEqual({ status: 'unknown' });
    });

    it("ends every live reset token of one user at once, and no one else's", async () => {
      const users = createUserRepository(t.handle.db);
      const tokens = createResetTokenRepository(t.handle.db);
      const hana = newUser('hana@example.com');
      const ivo = newUser('ivo@example.com');
      await users.create(hana);
      await users.create(ivo);
      for (const hash of ['e1', 'e2', 'e3'])
        await tokens.create(hash, { userId: hana.id, createdAt: at(0), expiresAt: at(60) });
      await tokens.create('f1', { userId: ivo.id, createdAt: at(0), expiresAt: at(60) });
      expect(await tokens.consume('e1', at(1))).toEqual({ status: 'ok', userId: hana.id });
      expect(await tokens.endAllForUser(hana.id, at(2))).toBe(2);
      expect((await tokens.inspect('e1', at(3))).status).toBe('used');
      expect((await tokens.inspect('e2', at(3))).status).toBe('expired');
      expect(await tokens.consume('e3', at(3))).toEqual({ status: 'expired' });
      expect((await tokens.inspect('f1', at(3))).status).toBe('valid');
      expect(await tokens.endAllForUser(hana.id, at(4))).toBe(0);
    });

    it('two racing uses of one reset token: exactly one succeeds', async () => {
      const users = createUserRepository(t.handle.db);
      const tokens = createResetTokenRepository(t.handle.db);
      const other = createResetTokenRepository(t.openAnother().db);
      const dan = newUser('dan@example.com');
      await users.create(dan);
      await tokens.create('race', { userId: dan.id, createdAt: at(0), expiresAt: at(60) });
      const results = await Promise.all([
        tokens.consume('race', at(1)),
        other.consume('race', at(1)),
      ]);
      expect(results.filter((r) => r.status === 'ok')).toHaveLength(1);
    });

    it('keeps favourites in the order added, ignores duplicates, removes by id', async () => {
      const users = createUserRepository(t.handle.db);
      const favourites = createFavouriteRepository(t.handle.db);
      const eve = newUser('eve@example.com');
      await users.create(eve);
      await favourites.add(eve.id, [{ perfumeId: 7, rating: 5, addedAt: at(1) }]);
      await favourites.add(eve.id, [
        { perfumeId: 3, rating: 5, addedAt: at(2) },
        { perfumeId: 7, rating: 5, addedAt: at(2) },
      ]);
      expect((await favourites.list(eve.id)).map((f) => f.perfumeId)).toEqual([7, 3]);
      await favourites.remove(eve.id, [7, 99]);
      expect(await favourites.list(eve.id)).toEqual([{ perfumeId: 3, rating: 5, addedAt: at(2) }]);
      await favourites.addDisliked(eve.id, [12, 4], at(3));
      await favourites.addDisliked(eve.id, [4], at(4));
      expect(await favourites.listDisliked(eve.id)).toEqual([4, 12]);
      await favourites.removeDisliked(eve.id, [4]);
      expect(await favourites.listDisliked(eve.id)).toEqual([12]);
    });

    it('a favourite added on one connection is read on another, as two app nodes would', async () => {
      const users = createUserRepository(t.handle.db);
      const fay = newUser('fay@example.com');
      await users.create(fay);
      await createFavouriteRepository(t.openAnother().db).add(fay.id, [
        { perfumeId: 5, rating: 5, addedAt: at(1) },
      ]);
      expect(
        (await createFavouriteRepository(t.handle.db).list(fay.id)).map((f) => f.perfumeId),
      ).toEqual([5]);
    });

    it('deleting an account removes its sessions, tokens, favourites and dislikes', async () => {
      const users = createUserRepository(t.handle.db);
      const sessions = createSessionRepository(t.handle.db);
      const tokens = createResetTokenRepository(t.handle.db);
      const verifications = createEmailVerificationRepository(t.handle.db);
      const favourites = createFavouriteRepository(t.handle.db);
      const gus = newUser('gus@example.com');
      await users.create(gus);
      await sessions.create('gs', {
        userId: gus.id,
        remember: false,
        createdAt: at(0),
        expiresAt: at(30),
      });
      await tokens.create('gt', { userId: gus.id, createdAt: at(0), expiresAt: at(30) });
      await verifications.create('gv', { userId: gus.id, createdAt: at(0), expiresAt: at(30) });
      await favourites.add(gus.id, [{ perfumeId: 1, rating: 5, addedAt: at(1) }]);
      await favourites.addDisliked(gus.id, [2], at(1));
      await users.delete(gus.id);
      expect(await users.findById(gus.id)).toBeUndefined();
      expect(await sessions.findValid('gs', at(1))).toBeUndefined();
      expect(await tokens.inspect('gt', at(1))).toEqual({ status: 'unknown' });
      expect(await verifications.consume('gv', at(1))).toEqual({ status: 'unknown' });
      expect(await favourites.list(gus.id)).toEqual([]);
      expect(await favourites.listDisliked(gus.id)).toEqual([]);
      // The address is free again.
      expect(await users.create(newUser('gus@example.com'))).toBe(true);
    });
  });
}
