import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../common/api/accounts';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { HOST_SESSION_COOKIE } from '../plugins/session';
import { createTestApp, type TestApp } from '../test-support/test-app';

// E-mail verification (docs/decisions/038): a sign-up is unverified until the link mailed to its
// address is opened; an unverified account does not hold its address (a new sign-up replaces
// it); a reset link proves the address too. Social sign-in's side is in social-sign-in.test.ts.

const r = endpointRoutes;
const HOUR = 3600 * 1000;

describe('e-mail verification on a real SQLite database', () => {
  let t: TestApp;
  let clock = new Date('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, env: { PUBLIC_URL: 'https://sillage.test' } });
  });
  afterAll(() => t.close());

  async function call(
    route: { method: string; path: string },
    options: { body?: unknown; cookie?: string; query?: string; from?: string } = {},
  ) {
    const res = await t.app.inject({
      method: route.method as 'GET',
      // Rate limits count per client: a test may come from another one.
      remoteAddress: options.from ?? '127.0.0.1',
      url: `${route.path}${options.query ?? ''}`,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      headers: options.cookie ? { cookie: `${HOST_SESSION_COOKIE}=${options.cookie}` } : {},
    });
    const cookie = res.cookies.find((c) => c.name === HOST_SESSION_COOKIE)?.value;
    return {
      status: res.statusCode,
      body: (res.body ? res.json() : {}) as Record<string, unknown> & {
        error?: { code: string; fields?: { path: string; code: string }[] };
      },
      raw: res.body,
      cookie: cookie || undefined,
    };
  }

  const signup = (email: string, password = 'jasmin sambac 1', query = '') =>
    call(r.signup, {
      query,
      body: { email, name: 'Ana', password, passwordCheck: password, termsAccepted: true },
    });

  const account = async (cookie: string | undefined) =>
    profileResponseSchema.parse((await call(r.profile, { cookie })).body).account;

  const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);

  /** The token of the last verification link mailed to `email`. */
  function linkTo(email: string) {
    const mail = mailsTo(email).at(-1)!;
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(url.origin + url.pathname).toBe('https://sillage.test/verify-email');
    return url.searchParams.get('token')!;
  }

  const verify = (token: string) => call(r.verifyEmail, { body: { token } });

  it('signs up unverified and mails a link, in the visitor language, not given in the answer', async () => {
    const res = await signup('ana@example.com', 'jasmin sambac 1', '?lang=es');
    expect(res.status, res.raw).toBe(200);
    expect(profileResponseSchema.parse(res.body).account).toMatchObject({
      email: 'ana@example.com',
      emailVerified: false,
    });
    const mails = mailsTo('ana@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirma tu dirección de correo en Sillage');
    expect(mails[0]!.text).toContain('Hola, Ana:');
    const token = linkTo('ana@example.com');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mails[0]!.html).toContain(`/verify-email?token=${token}`);
    expect(res.raw).not.toContain(token);
    // Stored hashed: the table does not hold the token itself.
    const rows = await t.db.db.selectFrom('email_verification_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    // Unverified, the account works as any other.
    expect((await account(res.cookie))?.emailVerified).toBe(false);
  });

  it('verifies the address once with the link; a second use says used', async () => {
    const res = await signup('bea@example.com');
    const token = linkTo('bea@example.com');
    const done = await verify(token);
    expect(done.status, done.raw).toBe(200);
    expect(done.body).toEqual({ state: 'verified' });
    expect((await account(res.cookie))?.emailVerified).toBe(true);
    expect(await verify(token)).toMatchObject({ status: 200, body: { state: 'used' } });
  });

  it('says a link has expired after 48 hours, and an unknown one is not valid', async () => {
    await signup('cleo@example.com');
    const token = linkTo('cleo@example.com');
    clock = new Date(clock.getTime() + 48 * HOUR);
    expect((await verify(token)).body).toEqual({ state: 'expired' });
    const cleo = await t.ctx.repositories.users.findByEmail('cleo@example.com');
    expect(cleo?.emailVerified).toBe(false);
    expect((await verify('made-up-token')).body).toEqual({ state: 'unknown' });
    const empty = await call(r.verifyEmail, { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error!.fields).toEqual([{ path: 'token', code: 'required' }]);
  });

  it('replaces an unverified account at a new sign-up with its address, as a fresh sign-up', async () => {
    const squatter = await signup('dora@example.com', 'not her password');
    const squatterId = (await account(squatter.cookie))!.userId;
    await call(r.addFavourites, { cookie: squatter.cookie, body: [{ perfumeId: 3004 }] });
    const oldToken = linkTo('dora@example.com');

    const owner = await signup('dora@example.com', 'her own password');
    expect(owner.status, owner.raw).toBe(200);
    const profile = profileResponseSchema.parse(owner.body);
    expect(profile.account).toMatchObject({ email: 'dora@example.com', emailVerified: false });
    expect(profile.account!.userId).not.toBe(squatterId);
    expect(profile.favoritePerfumes).toEqual([]);
    expect(owner.cookie).toBeTruthy();
    // The old account is gone: its session, its password and its link with it.
    expect(await account(squatter.cookie)).toBeNull();
    const login = (password: string) =>
      call(r.login, { body: { user: 'dora@example.com', password } });
    expect((await login('not her password')).status).toBe(401);
    expect((await login('her own password')).status).toBe(200);
    expect((await verify(oldToken)).body).toEqual({ state: 'unknown' });
    // A new link for the new account.
    expect(mailsTo('dora@example.com')).toHaveLength(2);
    expect((await verify(linkTo('dora@example.com'))).body).toEqual({ state: 'verified' });
  });

  it('refuses a sign-up with the address of a verified account, which keeps its session', async () => {
    const first = await signup('eva@example.com');
    await verify(linkTo('eva@example.com'));
    const again = await signup('EVA@example.com', 'another password');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'email_taken',
      fields: [{ path: 'email', code: 'taken' }],
    });
    expect(again.cookie).toBeUndefined();
    expect((await account(first.cookie))?.email).toBe('eva@example.com');
    expect(mailsTo('eva@example.com')).toHaveLength(1);
  });

  it('verifies the address when a password-reset link is used', async () => {
    await signup('fay@example.com');
    await call(r.recoverPassword, { body: { user: 'fay@example.com' } });
    // The reset mail is written after the answer.
    await t.ctx.background.settled();
    const url = new URL(/https?:\/\/\S+/.exec(mailsTo('fay@example.com').at(-1)!.text)![0]);
    const reset = await call(r.restorePassword, {
      body: {
        user: 'fay@example.com',
        token: url.searchParams.get('token'),
        password: 'a new one',
      },
    });
    expect(reset.status, reset.raw).toBe(200);
    const login = await call(r.login, { body: { user: 'fay@example.com', password: 'a new one' } });
    expect((await account(login.cookie))?.emailVerified).toBe(true);
  });

  it('sends the link again to a signed-in unverified account, a few times only', async () => {
    const res = await signup('gia@example.com');
    const first = linkTo('gia@example.com');
    const again = await call(r.resendVerification, { cookie: res.cookie, query: '?lang=fr' });
    expect(again.status, again.raw).toBe(200);
    expect(again.body).toEqual({ ok: true });
    const mail = mailsTo('gia@example.com').at(-1)!;
    expect(mail.subject).toBe('Confirmez votre adresse e-mail sur Sillage');
    const second = linkTo('gia@example.com');
    expect(second).not.toBe(first);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await call(r.resendVerification, { cookie: res.cookie })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(mailsTo('gia@example.com')).toHaveLength(4);
    // Either link confirms the address.
    expect((await verify(first)).body).toEqual({ state: 'verified' });
  });

  it('asks for a session to send the link again, and sends none once the address is verified', async () => {
    const from = '10.0.0.2';
    expect((await call(r.resendVerification, { from })).status).toBe(401);
    const res = await signup('hana@example.com');
    await verify(linkTo('hana@example.com'));
    const again = await call(r.resendVerification, { cookie: res.cookie, from });
    expect(again.status).toBe(200);
    expect(mailsTo('hana@example.com')).toHaveLength(1);
  });

  it('signs up even when the mail cannot be sent, and says nothing of it', async () => {
    const send = t.ctx.mailer.send;
    t.ctx.mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const res = await signup('ines@example.com');
      expect(res.status, res.raw).toBe(200);
      expect(res.raw).not.toContain('SMTP');
    } finally {
      t.ctx.mailer.send = send;
    }
  });

  it('exports whether the address is verified, and deletion removes the links', async () => {
    const res = await signup('jo@example.com');
    const token = linkTo('jo@example.com');
    const data = await call(r.exportData, { cookie: res.cookie });
    expect(data.body).toMatchObject({ account: { email: 'jo@example.com', emailVerified: false } });
    const userId = (await account(res.cookie))!.userId;
    await call(r.deleteAccount, { cookie: res.cookie, body: { password: 'jasmin sambac 1' } });
    const left = await t.db.db
      .selectFrom('email_verification_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(left).toEqual([]);
    expect((await verify(token)).body).toEqual({ state: 'unknown' });
  });
});
