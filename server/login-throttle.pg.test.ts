import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoutes } from '../common/api/endpoint-routes';
import { createPostgresTestDatabase, type TestDatabase } from './test-support/databases';
import { createTestApp, type TestApp } from './test-support/test-app';

// Two app nodes with REDIS_URL share the failed-login counters: a client spraying passwords, or
// a guesser spreading one account's attempts, gains nothing by landing on the other node.
// npm run test:pg, with DATABASE_URL_TEST=postgres://… and Redis at REDIS_URL_TEST (default local).
// Each password check is a real Argon2id hash: a busy machine needs more than the default 5 s.

const url = process.env.DATABASE_URL_TEST;
const redisUrl = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'iris and vetiver';

(url ? describe : describe.skip)('login throttle shared by two nodes through Redis', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  // Redis outlives a run: every address and account here is this run's own.
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const octets = () => Array.from({ length: 3 }, () => Math.floor(Math.random() * 250) + 1);
  let n = 0;
  const freshIp = () => {
    n++;
    const [x, y] = octets();
    return `10.${x}.${y}.${(n % 250) + 1}`;
  };

  beforeAll(async () => {
    database = await createPostgresTestDatabase(url!);
    const env = { REDIS_URL: redisUrl };
    a = await createTestApp({ databaseUrl: database.databaseUrl, env });
    b = await createTestApp({ databaseUrl: database.databaseUrl, env });
    redis = new Redis(redisUrl);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    redis?.disconnect();
  });

  const login = async (node: TestApp, user: string, password: string, ip: string) => {
    const res = await node.app.inject({
      method: 'POST',
      url: endpointRoutes.login.path,
      payload: { user, password },
      remoteAddress: ip,
    });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'] };
  };

  it('counts one client’s failures on both nodes: the 21st of 50 accounts is refused', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const node = i % 2 === 0 ? a : b;
      statuses.push((await login(node, `spray-${run}-${i}@example.com`, 'Winter2026', ip)).status);
    }
    expect(statuses.indexOf(429)).toBe(20);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  }, 60_000);

  it('backs one account off across nodes and addresses; a success on one node resets both', async () => {
    const user = `owner-${run}@example.com`;
    const signup = await a.app.inject({
      method: 'POST',
      url: endpointRoutes.signup.path,
      payload: {
        email: user,
        name: 'Owner',
        password: PASSWORD,
        passwordCheck: PASSWORD,
        privacyPolicyAccepted: true,
        termsAccepted: true,
      },
      remoteAddress: freshIp(),
    });
    expect(signup.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(i % 2 ? a : b, user, `guess ${i}`, freshIp())).status).toBe(401);
    }
    expect((await login(b, user, PASSWORD, freshIp())).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(i % 2 ? a : b, user, `again ${i}`, freshIp())).status).toBe(401);
    }
    const refused = await login(a, user, PASSWORD, freshIp());
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(30);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect((await login(b, user, PASSWORD, freshIp())).status).toBe(429);
  }, 60_000);

  it('keeps its keys in a namespace, with no address in them', async () => {
    const keys = await redis.keys('sillage-login:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => k.includes('@') || k.includes('example'))).toEqual([]);
    for (const key of keys.slice(0, 20)) expect(await redis.pttl(key)).toBeGreaterThan(0);
  });
});
