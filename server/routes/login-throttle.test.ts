import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { SESSION_COOKIE } from '../plugins/session';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Failed logins limited beyond the 5 a minute per client and address: a client spraying one
// password over many accounts, and one account guessed from many addresses, are both refused
// (429 with Retry-After), the same way whether the account exists or not. Every password check
// is a real Argon2id hash, hence the longer time limits of the longest runs.

const r = endpointRoutes;
const PASSWORD = 'vetiver and grapefruit';

describe('login throttle through the API', () => {
  let t: TestApp;
  let clock = new Date('2026-11-25T10:00:00Z');
  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    for (const email of ['owner@example.com', 'resets@example.com', 'deletes@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: r.signup.path,
        payload: {
          email,
          name: 'Owner',
          password: PASSWORD,
          passwordCheck: PASSWORD,
          privacyPolicyAccepted: true,
          termsAccepted: true,
        },
        remoteAddress: '192.0.2.250',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 30_000);
  afterAll(() => t.close());

  async function login(user: string, password: string, ip: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: r.login.path,
      payload: { user, password },
      remoteAddress: ip,
    });
    return {
      status: res.statusCode,
      retryAfter: res.headers['retry-after'] as string | undefined,
      body: res.body,
      cookie: res.headers['set-cookie'],
    };
  }

  let nextIp = 1;
  /** A client address used once, so the 5-a-minute limit per client and address stays out. */
  const freshIp = () => {
    const n = nextIp++;
    return `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };

  it('refuses a client spraying one password over 50 accounts well before the 50th', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const user = i === 3 ? 'owner@example.com' : `sprayed-${i}@example.com`;
      statuses.push((await login(user, 'Summer2026!', ip)).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(30).fill(429));
    const refused = await login('another@example.com', 'Summer2026!', ip);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.code).toBe('rate_limited');
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60);
    // Other clients are not refused, and the client itself is heard again after the window.
    expect((await login('another@example.com', 'x', freshIp())).status).toBe(401);
    later(15 * 60);
    expect((await login('another@example.com', 'x', ip)).status).toBe(401);
  }, 60_000);

  it('makes one account wait after 5 failures from any address, doubling up to 15 minutes', async () => {
    const user = 'owner@example.com';
    later(3600);
    for (let i = 0; i < 5; i++)
      expect((await login(user, `guess ${i}`, freshIp())).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await login(user, 'another guess', freshIp());
      expect(refused.status).toBe(429);
      waits.push(Number(refused.retryAfter));
      later(Number(refused.retryAfter));
      expect((await login(user, `guess after wait ${i}`, freshIp())).status).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    // The owner waits too, then gets in; the success forgets the failures.
    const blocked = await login(user, PASSWORD, freshIp());
    expect(blocked.status).toBe(429);
    later(900);
    expect((await login(user, PASSWORD, freshIp())).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(user, `new ${i}`, freshIp())).status).toBe(401);
    expect((await login(user, 'new 5', freshIp())).status).toBe(429);
  }, 60_000);

  it('forgets an account’s failures after a successful login', async () => {
    const user = 'resets@example.com';
    for (let i = 0; i < 4; i++)
      expect((await login(user, `guess ${i}`, freshIp())).status).toBe(401);
    expect((await login(user, PASSWORD, freshIp())).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(user, `again ${i}`, freshIp())).status).toBe(401);
    expect((await login(user, 'again 5', freshIp())).status).toBe(429);
  });

  it('answers an unknown address exactly as a known one', async () => {
    later(3600);
    const run = async (user: string) => {
      const answers = [];
      for (let i = 0; i < 7; i++) {
        const answer = await login(user, `guess ${i}`, freshIp());
        answers.push({ status: answer.status, retryAfter: answer.retryAfter, body: answer.body });
      }
      return answers;
    };
    const known = await run('OWNER@example.com ');
    const unknown = await run('nobody-here@example.com');
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(unknown).toEqual(known);
  });

  it('counts wrong passwords given to delete the account with the failed logins', async () => {
    const user = 'deletes@example.com';
    const signedIn = await login(user, PASSWORD, freshIp());
    const cookie = String(signedIn.cookie).split(';')[0]!;
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const wrong = await t.app.inject({
        method: 'DELETE',
        url: r.deleteAccount.path,
        headers: { cookie },
        payload: { password: `wrong ${i}` },
        remoteAddress: ip,
      });
      expect(wrong.statusCode).toBe(403);
    }
    for (let i = 0; i < 2; i++)
      expect((await login(user, `guess ${i}`, freshIp())).status).toBe(401);
    expect((await login(user, PASSWORD, freshIp())).status).toBe(429);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: r.deleteAccount.path,
      headers: { cookie },
      payload: { password: PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(deletion.statusCode).toBe(429);
    expect(Number(deletion.headers['retry-after'])).toBe(60);
  });
});
