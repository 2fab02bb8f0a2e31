import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointRoutes as r, socialSignInPaths } from '../../common/api/endpoint-routes';
import { hashToken } from '../accounts/secrets';
import type { MailMessage } from '../mail/mailer';
import { SESSION_COOKIE } from '../plugins/session';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The edges of the password reset: whose address its link names, what the request path does and
// tells, and which links still work once another has been asked for or used.

const password = 'jasmin sambac 1';
const signupBody = (email: string) => ({
  email,
  name: 'Ana',
  password,
  passwordCheck: password,
  privacyPolicyAccepted: true,
  termsAccepted: true,
});
const linkIn = (mail: MailMessage) => new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
// Whoever asks can choose these: a link built from them would carry the token to their site.
const spoofed = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

async function signUp(t: TestApp, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: r.signup.path,
    payload: signupBody(email),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function askReset(t: TestApp, email: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: r.recoverPassword.path,
    payload: { user: email },
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.ctx.background.settled();
  return res;
}

describe('the links the server writes name its own address, never the Host a client sends', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    behindProxy = await createTestApp({
      env: { PUBLIC_URL: 'https://sillage.example', TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => {
    await t.close();
    await behindProxy.close();
  });

  it('mails a reset link on the address the server answers at, whatever the Host says', async () => {
    await signUp(t, 'host@example.com');
    await askReset(t, 'host@example.com', spoofed);
    const link = linkIn(t.mails.at(-1)!);
    expect(link.origin).toBe(t.ctx.config.siteOrigin);
    expect(link.origin).toBe('http://localhost');
    expect(link.pathname).toBe('/change-password');
  });

  it('mails PUBLIC_URL when set, even through a trusted proxy that forwards another host', async () => {
    await signUp(behindProxy, 'proxy@example.com');
    await askReset(behindProxy, 'proxy@example.com', spoofed);
    expect(linkIn(behindProxy.mails.at(-1)!).origin).toBe('https://sillage.example');
  });

  it("sends a social sign-in back to the site's own callback", async () => {
    const social = await createTestApp({
      env: {
        FACEBOOK_CLIENT_ID: '1234567890',
        FACEBOOK_CLIENT_SECRET: 'facebook-secret-for-this-test',
      },
    });
    try {
      const res = await social.app.inject({ url: socialSignInPaths.facebook, headers: spoofed });
      expect(res.statusCode).toBe(302);
      const redirectUri = new URL(String(res.headers.location)).searchParams.get('redirect_uri');
      expect(redirectUri).toBe('http://localhost/api/auth/facebook/callback');
    } finally {
      await social.close();
    }
  });
});

describe('asking for a reset tells nothing and costs the same, known address or not', () => {
  let t: TestApp;
  let held: MailMessage[] = [];
  let release: () => void = () => {};
  let holding = false;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      mailer: {
        describe: 'a mailbox that may hold its messages',
        send: async (message) => {
          if (!holding) return void sent.push(message);
          held.push(message);
          // Never answers until the test lets it: a mail server that hangs.
          await new Promise<void>((resolve) => (release = resolve));
          sent.push(message);
        },
      },
    });
    await signUp(t, 'known@example.com');
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('answers before the mail is sent: a mail server that hangs does not hold the answer', async () => {
    holding = true;
    held = [];
    const answer = await Promise.race([
      t.app.inject({
        method: 'POST',
        url: r.recoverPassword.path,
        payload: { user: 'known@example.com' },
      }),
      new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000)),
    ]);
    expect(answer).not.toBe('waited');
    expect(answer !== 'waited' && answer.statusCode).toBe(200);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    expect(t.ctx.background.pending).toBe(1);
    release();
    holding = false;
    await t.ctx.background.settled();
    expect(t.ctx.background.pending).toBe(0);
    expect(sent.at(-1)!.to).toBe('known@example.com');
  });

  it('does the same work before answering for a known and an unknown address: none', async () => {
    const users = vi.spyOn(t.ctx.repositories.users, 'findByEmail');
    const tokens = vi.spyOn(t.ctx.repositories.resetTokens, 'create');
    const mails = vi.spyOn(t.ctx.mailer, 'send');
    // The tasks handed to the background are kept here, to be run once the answer is in.
    const handed: (() => Promise<void>)[] = [];
    vi.spyOn(t.ctx.background, 'run').mockImplementation((_log, _failure, task) => {
      handed.push(task);
    });
    const answers = [];
    for (const email of ['known@example.com', 'nobody@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: r.recoverPassword.path,
        payload: { user: email },
      });
      answers.push({
        status: res.statusCode,
        body: res.body,
        work: [users.mock.calls.length, tokens.mock.calls.length, mails.mock.calls.length],
        handed: handed.length,
      });
    }
    expect(answers).toEqual([
      { status: 200, body: '{"ok":true}', work: [0, 0, 0], handed: 1 },
      { status: 200, body: '{"ok":true}', work: [0, 0, 0], handed: 2 },
    ]);
    for (const task of handed) await task();
    expect(users).toHaveBeenCalledTimes(2);
    expect(tokens).toHaveBeenCalledTimes(1);
    expect(mails).toHaveBeenCalledTimes(1);
  });
});

describe('a reset link is checked against its own account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUp(t, 'owner@example.com');
    await signUp(t, 'other@example.com');
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const check = async (user: string, token: string) =>
    (
      await t.app.inject({
        url: `${r.checkResetLink.path}?user=${encodeURIComponent(user)}&token=${token}`,
      })
    ).json<{ state: string }>().state;

  it("says 'unknown' unless the token exists and belongs to that address's account", async () => {
    await askReset(t, 'owner@example.com');
    const token = linkIn(t.mails.at(-1)!).searchParams.get('token')!;
    expect(await check('owner@example.com', token)).toBe('valid');
    expect(await check('other@example.com', token)).toBe('unknown');
    expect(await check('ghost@example.com', token)).toBe('unknown');
    expect(await check('owner@example.com', 'made-up')).toBe('unknown');
    expect(await check('ghost@example.com', 'made-up')).toBe('unknown');
  });

  it('takes the same path for a known and an unknown address with a made-up token', async () => {
    const calls = [
      vi.spyOn(t.ctx.repositories.users, 'findByEmail'),
      vi.spyOn(t.ctx.repositories.users, 'findById'),
      vi.spyOn(t.ctx.repositories.resetTokens, 'inspect'),
    ];
    const work = [];
    for (const user of ['owner@example.com', 'ghost@example.com']) {
      for (const spy of calls) spy.mockClear();
      work.push({
        state: await check(user, 'made-up'),
        calls: calls.map((s) => s.mock.calls.length),
      });
    }
    expect(work[0]).toEqual(work[1]);
  });

  it("refuses another account's link without using it up", async () => {
    await askReset(t, 'owner@example.com');
    const token = linkIn(t.mails.at(-1)!).searchParams.get('token')!;
    const res = await t.app.inject({
      method: 'POST',
      url: r.restorePassword.path,
      payload: { user: 'other@example.com', token, password: 'taken over' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('token_invalid');
    expect(await check('owner@example.com', token)).toBe('valid');
  });
});

describe('only the newest reset link of an account works, and none once one is used', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUp(t, 'many@example.com');
  });
  afterAll(() => t.close());

  const restore = (token: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: r.restorePassword.path,
      payload: { user: 'many@example.com', token, password: newPassword },
    });

  it('ends the older links when a new one is mailed', async () => {
    await askReset(t, 'many@example.com');
    const first = linkIn(t.mails.at(-1)!).searchParams.get('token')!;
    await askReset(t, 'many@example.com');
    const second = linkIn(t.mails.at(-1)!).searchParams.get('token')!;
    const old = await restore(first, 'from the first link');
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe('token_expired');
    expect((await restore(second, 'from the second link')).statusCode).toBe(200);
  });

  it('ends every other link of the account when one is used', async () => {
    await askReset(t, 'many@example.com');
    const mailed = linkIn(t.mails.at(-1)!).searchParams.get('token')!;
    // A link issued alongside (two requests racing): the repository is asked directly.
    const user = await t.ctx.repositories.users.findByEmail('many@example.com');
    const now = new Date();
    await t.ctx.repositories.resetTokens.create(hashToken('racing-link-token'), {
      userId: user!.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 3600_000).toISOString(),
    });
    expect((await restore(mailed, 'third password')).statusCode).toBe(200);
    const late = await restore('racing-link-token', 'fourth password');
    expect(late.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: r.login.path,
      payload: { user: 'many@example.com', password: 'third password' },
    });
    expect(login.statusCode).toBe(200);
    expect(String(login.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=`);
  });
});
