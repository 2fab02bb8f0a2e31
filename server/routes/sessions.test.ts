import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionsResponseSchema } from '../../common/api/accounts';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { SESSION_COOKIE } from '../plugins/session';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Sessions of an account (docs/decisions/008, "Sessions"): their absolute and idle lifetimes, the
// list of the account's sessions with the device of each, ending one or all the others, and the
// password changed while signed in.

const r = endpointRoutes;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const PASSWORD = 'cardamom over cold cedar';
const NEW_PASSWORD = 'tonka bean under a winter moon';

interface Answer {
  status: number;
  body: Record<string, unknown> & {
    error?: { code: string; message: string; fields?: { path: string; code: string }[] };
  };
  raw: string;
  cookie?: string;
  setCookie: string[];
  headers: Record<string, unknown>;
}

describe('sessions of an account', () => {
  let t: TestApp;
  let clock = new Date('2026-12-01T08:00:00Z');
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  async function call(
    route: { method: string; path: string },
    options: {
      body?: unknown;
      cookie?: string;
      ua?: string;
      ip?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: route.path,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      headers: {
        ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}),
        ...(options.ua ? { 'user-agent': options.ua } : {}),
        ...options.headers,
      },
    });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    const value = session?.split(';')[0]!.split('=')[1];
    return {
      status: res.statusCode,
      body: res.body ? res.json() : {},
      raw: res.body,
      cookie: value || undefined,
      setCookie,
      headers: res.headers,
    };
  }

  let accounts = 0;
  async function newAccount(): Promise<string> {
    const email = `sessions-${++accounts}@example.com`;
    const res = await call(r.signup, {
      body: {
        email,
        name: 'Sam',
        password: PASSWORD,
        passwordCheck: PASSWORD,
        termsAccepted: true,
      },
    });
    expect(res.status, res.raw).toBe(200);
    // Each test counts the sessions it makes: the sign-up's own one ends here.
    await call(r.logout, { cookie: res.cookie });
    return email;
  }

  async function logIn(
    email: string,
    remember: boolean,
    ua = FIREFOX_WINDOWS,
    password = PASSWORD,
  ) {
    const res = await call(r.login, { body: { user: email, password, remember }, ua });
    expect(res.status, res.raw).toBe(200);
    return res.cookie!;
  }

  const signedIn = async (cookie: string) => {
    const res = await call(r.profile, { cookie });
    return res.body.account !== null;
  };

  const listOf = async (cookie: string, ua?: string) => {
    const res = await call(r.listSessions, { cookie, ua });
    expect(res.status, res.raw).toBe(200);
    return sessionsResponseSchema.parse(res.body).sessions;
  };

  describe('lifetimes', () => {
    it('ends an ordinary session after 30 minutes without a request, and clears its cookie', async () => {
      const email = await newAccount();
      const cookie = await logIn(email, false);
      later(29 * MINUTE);
      expect(await signedIn(cookie)).toBe(true);
      // Each request starts the 30 minutes again.
      later(29 * MINUTE);
      expect(await signedIn(cookie)).toBe(true);
      later(31 * MINUTE);
      const idle = await call(r.profile, { cookie });
      expect(idle.body.account).toBeNull();
      expect(idle.setCookie.join()).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
      // Gone for good: coming back sooner does not revive it.
      clock = new Date(clock.getTime() - 10 * MINUTE);
      expect(await signedIn(cookie)).toBe(false);
      later(10 * MINUTE);
    });

    it('ends a remembered session after 7 days without a request', async () => {
      const email = await newAccount();
      const cookie = await logIn(email, true);
      later(6 * DAY + 23 * HOUR);
      expect(await signedIn(cookie)).toBe(true);
      later(6 * DAY + 23 * HOUR);
      expect(await signedIn(cookie)).toBe(true);
      later(7 * DAY + MINUTE);
      expect(await signedIn(cookie)).toBe(false);
    });

    it('ends an ordinary session 12 hours after login however active it is', async () => {
      const email = await newAccount();
      const cookie = await logIn(email, false);
      for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
        later(20 * MINUTE);
        expect(await signedIn(cookie), `after ${elapsed / MINUTE + 20} minutes`).toBe(true);
      }
      later(21 * MINUTE);
      expect(await signedIn(cookie)).toBe(false);
    });

    it('ends a remembered session 30 days after login however active it is', async () => {
      const email = await newAccount();
      const login = await call(r.login, {
        body: { user: email, password: PASSWORD, remember: true },
      });
      const cookieHeader = login.setCookie.find((c) => c.startsWith(SESSION_COOKIE))!;
      const expires = Date.parse(/Expires=([^;]+)/i.exec(cookieHeader)![1]!);
      expect(expires - clock.getTime()).toBeCloseTo(30 * DAY, -4);
      for (let day = 0; day < 30; day += 5) {
        later(5 * DAY);
        expect(await signedIn(login.cookie!), `day ${day + 5}`).toBe(day + 5 < 30);
      }
    });

    it('writes when a session was last seen at most once a minute', async () => {
      const email = await newAccount();
      const cookie = await logIn(email, false);
      const loggedInAt = clock.toISOString();
      const touch = vi.spyOn(t.ctx.repositories.sessions, 'touch');
      try {
        for (let i = 0; i < 5; i++) {
          later(10 * 1000);
          expect(await signedIn(cookie)).toBe(true);
        }
        expect(touch).not.toHaveBeenCalled();
        expect((await listOf(cookie))[0]!.lastSeenAt).toBe(loggedInAt);
        later(15 * 1000);
        const seenAt = clock.toISOString();
        expect((await listOf(cookie))[0]!.lastSeenAt).toBe(seenAt);
        later(30 * 1000);
        expect(await signedIn(cookie)).toBe(true);
        expect(touch).toHaveBeenCalledTimes(1);
        expect((await listOf(cookie))[0]!.lastSeenAt).toBe(seenAt);
      } finally {
        touch.mockRestore();
      }
    });
  });

  describe('the list of sessions', () => {
    it('lists the account sessions with their device, this one first, and no secret', async () => {
      const email = await newAccount();
      const other = await newAccount();
      const firefox = await logIn(email, true, FIREFOX_WINDOWS);
      later(5 * MINUTE);
      const iphone = await logIn(email, false, SAFARI_IPHONE);
      await logIn(other, false, CHROME_ANDROID);
      later(2 * MINUTE);
      const res = await call(r.listSessions, { cookie: iphone, ua: SAFARI_IPHONE });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const { sessions } = sessionsResponseSchema.parse(res.body);
      // This account's two, not the other account's.
      expect(sessions.map((s) => [s.browser, s.system, s.current, s.remember])).toEqual([
        ['Safari', 'iPhone', true, false],
        ['Firefox', 'Windows', false, true],
      ]);
      expect(sessions[1]!.createdAt < sessions[0]!.createdAt).toBe(true);
      for (const s of sessions) expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      for (const token of [firefox, iphone]) {
        expect(res.raw).not.toContain(token);
        expect(res.raw).not.toContain(createHash('sha256').update(token).digest('hex'));
        expect(res.raw).not.toContain(createHash('sha256').update(token).digest('base64url'));
      }
      expect(res.raw).not.toContain('Mozilla');
    });

    it('needs a session', async () => {
      const res = await call(r.listSessions);
      expect(res.status).toBe(401);
      expect(res.body.error!.code).toBe('unauthorized');
    });

    it('ends another session of the account, whose cookie then opens nothing', async () => {
      const email = await newAccount();
      const phone = await logIn(email, true, CHROME_ANDROID);
      const laptop = await logIn(email, false, FIREFOX_WINDOWS);
      const target = (await listOf(laptop)).find((s) => !s.current)!;
      const res = await call(r.endSessions, { cookie: laptop, body: { sessionId: target.id } });
      expect(res.status, res.raw).toBe(200);
      expect(sessionsResponseSchema.parse(res.body).sessions.map((s) => s.current)).toEqual([true]);
      expect(await signedIn(phone)).toBe(false);
      expect(await signedIn(laptop)).toBe(true);
      // Ending it again changes nothing and says so with the same list.
      const again = await call(r.endSessions, { cookie: laptop, body: { sessionId: target.id } });
      expect(again.status).toBe(200);
      expect(sessionsResponseSchema.parse(again.body).sessions).toHaveLength(1);
    });

    it('does not end a session of another account, nor this one by its id', async () => {
      const email = await newAccount();
      const victim = await newAccount();
      const mine = await logIn(email, false);
      const theirs = await logIn(victim, false);
      const theirId = (await listOf(theirs))[0]!.id;
      await call(r.endSessions, { cookie: mine, body: { sessionId: theirId } });
      expect(await signedIn(theirs)).toBe(true);
      const ownId = (await listOf(mine))[0]!.id;
      const own = await call(r.endSessions, { cookie: mine, body: { sessionId: ownId } });
      expect(own.status).toBe(400);
      expect(own.body.error!.fields).toEqual([{ path: 'sessionId', code: 'invalid' }]);
      expect(await signedIn(mine)).toBe(true);
      const neither = await call(r.endSessions, { cookie: mine, body: {} });
      expect(neither.status).toBe(400);
      expect((await call(r.endSessions, { body: { others: true } })).status).toBe(401);
    });

    it('signs out everywhere else and keeps this session', async () => {
      const email = await newAccount();
      const a = await logIn(email, false, FIREFOX_WINDOWS);
      const b = await logIn(email, true, SAFARI_IPHONE);
      const c = await logIn(email, false, CHROME_ANDROID);
      const res = await call(r.endSessions, { cookie: b, body: { others: true } });
      expect(res.status, res.raw).toBe(200);
      const { sessions } = sessionsResponseSchema.parse(res.body);
      expect(sessions.map((s) => [s.browser, s.current])).toEqual([['Safari', true]]);
      expect(await signedIn(a)).toBe(false);
      expect(await signedIn(c)).toBe(false);
      expect(await signedIn(b)).toBe(true);
    });

    it('refuses to end sessions from another site', async () => {
      const email = await newAccount();
      const a = await logIn(email, false);
      const b = await logIn(email, false);
      const res = await call(r.endSessions, {
        cookie: a,
        body: { others: true },
        headers: { origin: 'https://evil.example' },
      });
      expect(res.status).toBe(403);
      expect(await signedIn(b)).toBe(true);
    });
  });

  describe('changing the password while signed in', () => {
    it('refuses a wrong current password with the field named, and changes nothing', async () => {
      const email = await newAccount();
      const cookie = await logIn(email, false);
      const res = await call(r.changePassword, {
        cookie,
        ip: '10.0.0.1',
        body: { current: 'not it', password: NEW_PASSWORD, passwordCheck: NEW_PASSWORD },
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({
        code: 'wrong_password',
        fields: [{ path: 'current', code: 'wrong' }],
      });
      expect(res.raw).not.toContain(NEW_PASSWORD);
      expect(await signedIn(cookie)).toBe(true);
      expect((await call(r.login, { body: { user: email, password: PASSWORD } })).status).toBe(200);
    });

    it('checks the new password as the reset does, and that both entries match', async () => {
      const email = await newAccount();
      const cookie = await logIn(email, false);
      const mismatch = await call(r.changePassword, {
        cookie,
        ip: '10.0.0.2',
        body: { current: PASSWORD, password: NEW_PASSWORD, passwordCheck: 'tonka' },
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error!.fields).toEqual([{ path: 'passwordCheck', code: 'mismatch' }]);
      const empty = await call(r.changePassword, {
        cookie,
        ip: '10.0.0.2',
        body: { current: PASSWORD, password: '', passwordCheck: '' },
      });
      expect(empty.status).toBe(400);
      expect(empty.body.error!.fields).toContainEqual({ path: 'password', code: 'required' });
      const long = 'x'.repeat(257);
      const tooLong = await call(r.changePassword, {
        cookie,
        ip: '10.0.0.2',
        body: { current: PASSWORD, password: long, passwordCheck: long },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error!.fields).toContainEqual({ path: 'password', code: 'too_long' });
      // The rule of every new password (ADR 037): long enough, and not one everyone tries.
      for (const [password, code] of [
        ['vanilla', 'too_short'],
        ['password123', 'too_common'],
      ] as const) {
        const refused = await call(r.changePassword, {
          cookie,
          ip: '10.0.0.2',
          body: { current: PASSWORD, password, passwordCheck: password },
        });
        expect(refused.status, password).toBe(400);
        expect(refused.body.error!.fields, password).toEqual([{ path: 'password', code }]);
      }
      expect((await call(r.login, { body: { user: email, password: PASSWORD } })).status).toBe(200);
    });

    it('changes it, ends every other session and gives this one a new token', async () => {
      const email = await newAccount();
      const other = await logIn(email, false, SAFARI_IPHONE);
      const cookie = await logIn(email, true, FIREFOX_WINDOWS);
      const res = await call(r.changePassword, {
        cookie,
        ua: FIREFOX_WINDOWS,
        ip: '10.0.0.3',
        body: { current: PASSWORD, password: NEW_PASSWORD, passwordCheck: NEW_PASSWORD },
      });
      expect(res.status, res.raw).toBe(200);
      expect(res.raw).not.toContain(NEW_PASSWORD);
      expect(res.cookie).toBeDefined();
      expect(res.cookie).not.toBe(cookie);
      // Remember-me stays as it was.
      expect(res.setCookie.find((c) => c.startsWith(SESSION_COOKIE))).toMatch(/Expires=/);
      expect(await signedIn(cookie)).toBe(false);
      expect(await signedIn(other)).toBe(false);
      expect(await signedIn(res.cookie!)).toBe(true);
      const sessions = await listOf(res.cookie!);
      expect(sessions.map((s) => [s.browser, s.current, s.remember])).toEqual([
        ['Firefox', true, true],
      ]);
      expect((await call(r.login, { body: { user: email, password: PASSWORD } })).status).toBe(401);
      expect((await call(r.login, { body: { user: email, password: NEW_PASSWORD } })).status).toBe(
        200,
      );
    });

    it('tells an account without a password to set one with a reset link', async () => {
      const user = await t.ctx.accounts.socialSignIn('google', {
        subject: 'g-sessions',
        email: 'social-sessions@example.com',
        name: 'Sol',
      });
      const { token } = await t.ctx.accounts.startSession(user.id, false);
      const res = await call(r.changePassword, {
        cookie: token,
        ip: '10.0.0.4',
        body: { current: 'anything', password: NEW_PASSWORD, passwordCheck: NEW_PASSWORD },
      });
      expect(res.status).toBe(400);
      expect(res.body.error!.code).toBe('no_password');
      expect(await signedIn(token)).toBe(true);
    });

    it('needs a session, and counts attempts as logins do (the 6th in a minute is refused)', async () => {
      const anonymous = await call(r.changePassword, {
        ip: '10.0.0.5',
        body: { current: PASSWORD, password: NEW_PASSWORD, passwordCheck: NEW_PASSWORD },
      });
      expect(anonymous.status).toBe(401);
      const email = await newAccount();
      const cookie = await logIn(email, false);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await call(r.changePassword, {
          cookie,
          ip: '10.0.0.6',
          body: { current: `guess ${i}`, password: NEW_PASSWORD, passwordCheck: NEW_PASSWORD },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([403, 403, 403, 403, 403]);
      const refused = await call(r.changePassword, {
        cookie,
        ip: '10.0.0.6',
        body: { current: PASSWORD, password: NEW_PASSWORD, passwordCheck: NEW_PASSWORD },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error!.code).toBe('rate_limited');
    });
  });
});
