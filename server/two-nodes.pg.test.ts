import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, type TestDatabase } from './test-support/databases';
import { createTestApp, type TestApp } from './test-support/test-app';

// Two app nodes on one PostgreSQL, as behind a load balancer: nothing about a visitor lives in a
// node's memory. A session made on one is honoured by the other, a favourite added on one shows on
// both, a logout on one ends the session everywhere; with REDIS_URL the login limit is counted
// across nodes, so a guesser gains nothing by landing on another one.
// npm run test:pg, with DATABASE_URL_TEST=postgres://… (CI: the local server, database test).

const url = process.env.DATABASE_URL_TEST;
const redisUrl = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
const SHALIMAR = 3004;

(url ? describe : describe.skip)('two app nodes on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createPostgresTestDatabase(url!);
    const env = { REDIS_URL: redisUrl };
    a = await createTestApp({ databaseUrl: database.databaseUrl, env });
    b = await createTestApp({ databaseUrl: database.databaseUrl, env });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const email = `two-nodes-${Date.now()}@example.com`;
  const password = 'iris and vetiver';
  let cookie = '';

  it('logs in on one node and adds a favourite on the other; both show it', async () => {
    const signup = await a.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        email,
        name: 'Iris',
        password,
        passwordCheck: password,
        privacyPolicyAccepted: true,
        termsAccepted: true,
      },
    });
    expect(signup.statusCode).toBe(200);
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { user: email, password, remember: false },
    });
    expect(login.statusCode).toBe(200);
    cookie = String(login.headers['set-cookie']).split(';')[0]!;

    const added = await b.app.inject({
      method: 'POST',
      url: '/api/favorites/perfume/add',
      headers: { cookie },
      payload: [{ perfumeId: SHALIMAR, rating: 5 }],
    });
    expect(added.statusCode).toBe(200);

    for (const node of [a, b]) {
      const profile = await node.app.inject({ url: '/api/user/profile', headers: { cookie } });
      expect(profile.json().account.email).toBe(email);
      expect(
        profile.json().favoritePerfumes.map((f: { perfume: { id: number } }) => f.perfume.id),
      ).toEqual([SHALIMAR]);
    }
  });

  it('ends the session on both when logging out on one', async () => {
    const out = await b.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    const profile = await a.app.inject({ url: '/api/user/profile', headers: { cookie } });
    expect(profile.json().account).toBeNull();
  });

  it('counts login attempts across nodes through Redis: the 6th in a minute is refused', async () => {
    const user = `guess-${Date.now()}@example.com`;
    const attempt = (node: TestApp) =>
      node.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { user, password: 'wrong', remember: false },
      });
    for (const node of [a, b, a, b, a]) expect((await attempt(node)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});
