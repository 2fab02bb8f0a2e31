import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../accounts/secrets';
import { SESSION_COOKIE } from '../plugins/session';
import { createTestApp, type TestApp } from '../test-support/test-app';

// A whole account's life, with the logs at their most talkative (debug) written to a buffer: no
// log line and no response body ever holds a password, a session token, a reset token or a
// password hash. A failure here names the secret and where it appeared.

describe('secrets never reach the logs or the answers', () => {
  let t: TestApp;
  const logs: string[] = [];
  const bodies: { call: string; body: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      logger: { level: 'debug', stream: { write: (line: string) => void logs.push(line) } },
    });
  });
  afterAll(() => t.close());

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie?: string,
  ) {
    const res = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
    });
    bodies.push({ call: `${method} ${url.split('?')[0]}`, body: res.body });
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = set.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    return { res, cookie: session?.split(';')[0]!.split('=')[1] || undefined };
  }

  it('holds for sign-up, login, a wrong password, a reset, a password change, export and deletion', async () => {
    const email = 'secret-keeper@example.com';
    const first = 'first secret password';
    const second = 'second secret password';
    const secrets: Record<string, string> = { first, second };

    const signup = await call('POST', '/api/user/signup', {
      email,
      name: 'Keeper',
      password: first,
      passwordCheck: first,
      privacyPolicyAccepted: true,
      termsAccepted: true,
    });
    secrets.signupSession = signup.cookie!;
    await call('POST', '/api/user/login', { user: email, password: 'not it', remember: false });
    const login = await call('POST', '/api/user/login', {
      user: email,
      password: first,
      remember: true,
    });
    secrets.loginSession = login.cookie!;
    await call(
      'POST',
      '/api/favorites/perfume/add',
      [{ perfumeId: 3004, rating: 5 }],
      login.cookie,
    );

    await call('POST', '/api/user/recoverPwd', { user: email });
    await t.ctx.background.settled();
    const link = new URL(/https?:\/\/\S+/.exec(t.mails.at(-1)!.text)![0]);
    secrets.resetToken = link.searchParams.get('token')!;
    await call(
      'GET',
      `/api/user/restorePwd/check?user=${encodeURIComponent(email)}&token=${secrets.resetToken}`,
    );
    await call('POST', '/api/user/restorePwd', {
      user: email,
      token: secrets.resetToken,
      password: second,
    });
    // The page the link opens is logged with its address too.
    await call(
      'GET',
      `/change-password?token=${secrets.resetToken}&user=${encodeURIComponent(email)}`,
    );

    const again = await call('POST', '/api/user/login', {
      user: email,
      password: second,
      remember: false,
    });
    secrets.thirdSession = again.cookie!;
    // The password changed while signed in, and the list of sessions.
    const third = 'third secret password';
    secrets.third = third;
    const changed = await call(
      'POST',
      '/api/user/password',
      { current: second, password: third, passwordCheck: third },
      again.cookie,
    );
    secrets.rotatedSession = changed.cookie!;
    // What the table holds of it, which the list of sessions must not show either.
    secrets.rotatedSessionHash = hashToken(changed.cookie!);
    await call('GET', '/api/user/sessions', undefined, changed.cookie);
    await call('DELETE', '/api/user/sessions', { others: true }, changed.cookie);
    await call('GET', '/api/user/export', undefined, changed.cookie);
    const user = await t.ctx.repositories.users.findByEmail(email);
    secrets.hash = user!.passwordHash!;
    await call('DELETE', '/api/user/account', { password: third }, changed.cookie);

    expect(logs.length).toBeGreaterThan(10);
    // Nor the account's e-mail address, which the reset link carries: personal data, typed or
    // URL-encoded.
    for (const line of logs) {
      const found = [email, encodeURIComponent(email)].some((form) => line.includes(form));
      expect(found, `the e-mail address in the log: ${line}`).toBe(false);
    }
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret, name).toBeTruthy();
      for (const line of logs)
        expect(line.includes(secret), `${name} in the log: ${line}`).toBe(false);
      for (const { call, body } of bodies) {
        expect(body.includes(secret), `${name} in the answer to ${call}: ${body}`).toBe(false);
      }
    }
  });
});
