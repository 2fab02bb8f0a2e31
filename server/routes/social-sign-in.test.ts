import { createHash, createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../common/api/accounts';
import { endpointRoutes, socialSignInPaths } from '../../common/api/endpoint-routes';
import { SESSION_COOKIE } from '../plugins/session';
import { startTestOidcProvider, type TestOidcProvider } from '../test-support/oidc-provider';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { SOCIAL_FLOW_COOKIE } from './social-sign-in';

// Google and Facebook sign-in through the real app: Google against a real OpenID Connect provider
// (oidc-provider) on 127.0.0.1, Facebook against a small stand-in for its dialog, token endpoint
// and Graph /me. Every failure must land on the login screen with a reason, never on an error page.

const SITE = 'http://127.0.0.1:3999';
const GOOGLE_ID = 'sillage-test-google';
const GOOGLE_SECRET = `google-secret-${randomUUID()}`;
const FACEBOOK_ID = '1234567890';
const FACEBOOK_SECRET = `facebook-secret-${randomUUID()}`;

/** A stand-in for Facebook: the login dialog, the code exchange (with PKCE) and Graph /me. */
async function startFakeFacebook() {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Set<string>();
  const fake = {
    url: '',
    person: { id: '10150000001', name: 'Flora Facebook', email: 'flora@example.com' } as {
      id: string;
      name: string;
      email?: string;
    },
    graphDown: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const fbError = (res: http.ServerResponse, status: number, message: string) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type: 'OAuthException', code: 100 } }));
  };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, fake.url);
    if (url.pathname === '/dialog/oauth') {
      const code = randomUUID();
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: url.searchParams.get('redirect_uri')!,
      });
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (url.pathname === '/oauth/access_token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += String(chunk);
      const form = new URLSearchParams(raw);
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        form.get('client_id') !== FACEBOOK_ID ||
        form.get('client_secret') !== FACEBOOK_SECRET ||
        !pending ||
        pending.challenge !== challenge ||
        pending.redirectUri !== form.get('redirect_uri')
      ) {
        return fbError(res, 400, 'Invalid verification code format.');
      }
      const token = randomUUID();
      tokens.add(token);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 5183944 }));
      return;
    }
    if (url.pathname === '/me') {
      if (fake.graphDown) return fbError(res, 500, 'An unknown error has occurred.');
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const proof = createHmac('sha256', FACEBOOK_SECRET).update(token).digest('hex');
      if (!tokens.has(token) || url.searchParams.get('appsecret_proof') !== proof) {
        return fbError(res, 400, 'Invalid OAuth access token.');
      }
      expect(url.searchParams.get('fields')).toBe('id,name,email');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(fake.person));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** A port nothing listens on: a provider that is down. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A browser at the identity provider: follows its redirects with its cookies, fills its sign-in
 * form, and stops at the address it sends back to the site.
 */
async function signInAtProvider(
  authorizationUrl: string,
  form: Record<string, string>,
): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: { method?: string; body?: string } = {}) => {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.body ? { body: init.body } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0]!;
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return res;
  };
  let res = await send(authorizationUrl);
  for (let hops = 0; hops < 10; hops += 1) {
    const location = new URL(res.headers.get('location')!, res.url || authorizationUrl);
    if (location.href.startsWith(SITE)) return location;
    res = await send(location.href);
    if (res.status === 200 && location.pathname.startsWith('/interaction/')) {
      expect(await res.text()).toContain('Sign in to the test identity provider');
      res = await send(location.href, {
        method: 'POST',
        body: new URLSearchParams(form).toString(),
      });
    }
    expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(300);
  }
  throw new Error('The provider never sent the browser back.');
}

describe('social sign-in', () => {
  let oidc: TestOidcProvider;
  let facebook: Awaited<ReturnType<typeof startFakeFacebook>>;
  let t: TestApp;
  let clock = new Date('2026-11-25T10:00:00Z');
  const logs: string[] = [];

  beforeAll(async () => {
    oidc = await startTestOidcProvider({
      clientId: GOOGLE_ID,
      clientSecret: GOOGLE_SECRET,
      redirectUris: [`${SITE}${socialSignInPaths.google}/callback`],
    });
    facebook = await startFakeFacebook();
    t = await createTestApp({
      // The ID token's times are checked against the real clock; the flow's against this one.
      now: () => clock,
      logger: { level: 'info', stream: { write: (line) => void logs.push(line) } },
      env: {
        PUBLIC_URL: SITE,
        GOOGLE_CLIENT_ID: GOOGLE_ID,
        GOOGLE_CLIENT_SECRET: GOOGLE_SECRET,
        GOOGLE_ISSUER_URL: oidc.issuer,
        FACEBOOK_CLIENT_ID: FACEBOOK_ID,
        FACEBOOK_CLIENT_SECRET: FACEBOOK_SECRET,
        FACEBOOK_AUTHORIZATION_URL: `${facebook.url}/dialog/oauth`,
        FACEBOOK_TOKEN_URL: `${facebook.url}/oauth/access_token`,
        FACEBOOK_PROFILE_URL: `${facebook.url}/me`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
    await facebook?.close();
  });

  async function get(url: string, cookies: Record<string, string | undefined> = {}, app = t) {
    const cookie = Object.entries(cookies)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const res = await app.app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    return {
      status: res.statusCode,
      location: String(res.headers.location ?? ''),
      cacheControl: res.headers['cache-control'],
      setCookie,
      cookie: (name: string) =>
        setCookie
          .find((c) => c.startsWith(`${name}=`))
          ?.split(';')[0]!
          .slice(name.length + 1) || undefined,
    };
  }

  const loginWith = (provider: string, reason: string) =>
    `/login?socialError=${provider}&reason=${reason}`;

  async function start(provider: 'google' | 'facebook', query = '') {
    const res = await get(`${socialSignInPaths[provider]}${query}`);
    expect(res.status).toBe(302);
    return { res, url: new URL(res.location), flow: res.cookie(SOCIAL_FLOW_COOKIE)! };
  }

  async function profileOf(session: string | undefined) {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointRoutes.profile.path,
      headers: { cookie: `${SESSION_COOKIE}=${session}` },
    });
    return profileResponseSchema.parse(res.json());
  }

  async function googleSignIn(form: Record<string, string>, query = '', cookies = {}) {
    const { url, flow } = await start('google', query);
    const back = await signInAtProvider(url.href, form);
    return get(`${back.pathname}${back.search}`, { [SOCIAL_FLOW_COOKIE]: flow, ...cookies });
  }

  it('starts Google sign-in with PKCE, state and nonce, kept in a short-lived httpOnly cookie', async () => {
    const { res, url, flow } = await start('google');
    expect(url.origin + url.pathname).toBe(`${oidc.issuer}/auth`);
    const p = url.searchParams;
    expect(p.get('client_id')).toBe(GOOGLE_ID);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('redirect_uri')).toBe(`${SITE}/api/auth/google/callback`);
    expect(p.get('scope')!.split(' ')).toEqual(['openid', 'email', 'profile']);
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(p.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(p.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(res.cacheControl).toBe('no-store');
    const cookie = res.setCookie.find((c) => c.startsWith(`${SOCIAL_FLOW_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Max-Age=600/);
    // The verifier stays with this browser: the challenge sent out does not give it away.
    expect(flow).not.toContain(p.get('code_challenge'));
  });

  it('starts Facebook sign-in at its login dialog with PKCE and state', async () => {
    const { url } = await start('facebook');
    expect(url.origin + url.pathname).toBe(`${facebook.url}/dialog/oauth`);
    expect(url.searchParams.get('client_id')).toBe(FACEBOOK_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/api/auth/facebook/callback`);
    expect(url.searchParams.get('scope')).toBe('email public_profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('creates an account from a Google sign-in and starts a session, as a login does', async () => {
    const res = await googleSignIn({ email: 'Nadia.New@Example.com', name: 'Nadia New' });
    expect(res.location).toBe('/profile');
    const session = res.cookie(SESSION_COOKIE);
    expect(session).toBeTruthy();
    const setCookie = res.setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    // Without remember-me, a cookie that ends with the browser; the flow cookie is gone.
    expect(setCookie).not.toMatch(/Expires=/);
    expect(res.setCookie.find((c) => c.startsWith(`${SOCIAL_FLOW_COOKIE}=;`))).toBeTruthy();
    const profile = await profileOf(session);
    expect(profile.account).toMatchObject({
      email: 'nadia.new@example.com',
      name: 'Nadia New',
      hasPassword: false,
    });
  });

  /** A sign-up with a password; its session token. */
  async function passwordSignup(email: string, name: string, password: string) {
    const signup = await t.app.inject({
      method: 'POST',
      url: endpointRoutes.signup.path,
      payload: { email, name, password, passwordCheck: password, termsAccepted: true },
    });
    expect(signup.statusCode).toBe(200);
    return signup.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  }

  async function verifyAddress(email: string) {
    const mail = t.mails.filter((m) => m.to === email).at(-1)!;
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token');
    const res = await t.app.inject({
      method: 'POST',
      url: endpointRoutes.verifyEmail.path,
      payload: { token },
    });
    expect(res.json()).toEqual({ state: 'verified' });
  }

  async function passwordLogin(email: string, password: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointRoutes.login.path,
      payload: { user: email, password },
    });
    return res.statusCode;
  }

  it('links a Google sign-in to the verified password account of the same address, and ends the old session', async () => {
    const oldSession = await passwordSignup('paula@example.com', 'Paula', 'oud and rose');
    await verifyAddress('paula@example.com');
    const before = await t.ctx.repositories.users.findByEmail('paula@example.com');

    const res = await googleSignIn(
      { email: 'Paula@Example.com', name: 'Paula G.' },
      '?remember=true',
      {
        [SESSION_COOKIE]: oldSession,
      },
    );
    expect(res.location).toBe('/profile');
    // Remember-me chosen on the login screen: a 30-day cookie.
    expect(res.setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Expires=/);
    const profile = await profileOf(res.cookie(SESSION_COOKIE));
    expect(profile.account).toMatchObject({ userId: before!.id, name: 'Paula', hasPassword: true });
    const after = await t.ctx.repositories.users.findByEmail('paula@example.com');
    expect(after!.googleSubject).toBeTruthy();
    // The session the browser had before is over (rotation, as at login).
    expect((await profileOf(oldSession)).account).toBeNull();

    // A second sign-in finds the same account by its Google subject.
    const again = await googleSignIn({ email: 'paula@example.com', name: 'Paula' });
    expect((await profileOf(again.cookie(SESSION_COOKIE))).account?.userId).toBe(before!.id);
  });

  it('lets Google prove the address of an unverified account: its password and every session end', async () => {
    // Someone signed up with Olga's address before her; she never confirmed it.
    const squatter = await passwordSignup('olga@example.com', 'Not Olga', 'squatted password');
    const before = await t.ctx.repositories.users.findByEmail('olga@example.com');
    expect(before!.emailVerified).toBe(false);

    const res = await googleSignIn({ email: 'olga@example.com', name: 'Olga' });
    expect(res.location).toBe('/profile');
    const profile = await profileOf(res.cookie(SESSION_COOKIE));
    expect(profile.account).toMatchObject({
      userId: before!.id,
      email: 'olga@example.com',
      emailVerified: true,
      hasPassword: false,
    });
    // The one who set the password is out, and the password no longer opens the account.
    expect((await profileOf(squatter)).account).toBeNull();
    expect(await passwordLogin('olga@example.com', 'squatted password')).toBe(401);
    expect((await t.ctx.repositories.users.findById(before!.id))!.googleSubject).toBeTruthy();
  });

  it('keeps the password and other sessions of a verified account a Google sign-in links to', async () => {
    const other = await passwordSignup('vic@example.com', 'Vic', 'vetiver 2');
    await verifyAddress('vic@example.com');
    const res = await googleSignIn({ email: 'vic@example.com', name: 'Vic' });
    expect((await profileOf(res.cookie(SESSION_COOKIE))).account).toMatchObject({
      emailVerified: true,
      hasPassword: true,
    });
    expect((await profileOf(other)).account?.email).toBe('vic@example.com');
    expect(await passwordLogin('vic@example.com', 'vetiver 2')).toBe(200);
  });

  it('makes a verified account from a Google sign-in of a new address', async () => {
    await googleSignIn({ email: 'fresh-google@example.com', name: 'Fresh' });
    expect(
      (await t.ctx.repositories.users.findByEmail('fresh-google@example.com'))!.emailVerified,
    ).toBe(true);
  });

  it('refuses a Google address the provider has not verified', async () => {
    const res = await googleSignIn({ email: 'unverified@example.com', email_verified: 'false' });
    expect(res.location).toBe(loginWith('google', 'no_email'));
    expect(res.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(await t.ctx.repositories.users.findByEmail('unverified@example.com')).toBeUndefined();
  });

  it('goes back to the login screen when the visitor cancels at the provider', async () => {
    const res = await googleSignIn({ action: 'cancel' });
    expect(res.location).toBe(loginWith('google', 'denied'));
    expect(res.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an answer whose state is not the one this browser started with', async () => {
    const { url, flow } = await start('google');
    const back = await signInAtProvider(url.href, { email: 'mallory@example.com' });
    back.searchParams.set('state', 'forged-state-value');
    const forged = await get(`${back.pathname}${back.search}`, { [SOCIAL_FLOW_COOKIE]: flow });
    expect(forged.location).toBe(loginWith('google', 'expired'));
    expect(forged.cookie(SESSION_COOKIE)).toBeUndefined();

    // The code alone, in a browser that did not start the sign-in (login CSRF): refused too.
    back.searchParams.set('state', url.searchParams.get('state')!);
    const elsewhere = await get(`${back.pathname}${back.search}`);
    expect(elsewhere.location).toBe(loginWith('google', 'expired'));
    // And a flow cookie altered by hand.
    const altered = await get(`${back.pathname}${back.search}`, {
      [SOCIAL_FLOW_COOKIE]: `${flow.slice(0, -2)}xx`,
    });
    expect(altered.location).toBe(loginWith('google', 'expired'));
    expect(await t.ctx.repositories.users.findByEmail('mallory@example.com')).toBeUndefined();
  });

  it('refuses a sign-in started more than ten minutes ago', async () => {
    const { url, flow } = await start('facebook');
    const back = await fetch(url, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    const res = await get(`${callback.pathname}${callback.search}`, {
      [SOCIAL_FLOW_COOKIE]: flow,
    });
    expect(res.location).toBe(loginWith('facebook', 'expired'));
  });

  it('answers a callback without a code with the login screen, not an error', async () => {
    const { url, flow } = await start('google');
    const res = await get(`/api/auth/google/callback?state=${url.searchParams.get('state')}`, {
      [SOCIAL_FLOW_COOKIE]: flow,
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe(loginWith('google', 'failed'));
    const bare = await get('/api/auth/google/callback');
    expect(bare.location).toBe(loginWith('google', 'expired'));
  });

  it('signs in with Facebook: the code exchanged with PKCE, the address read from Graph /me', async () => {
    const { url, flow } = await start('facebook');
    const back = await fetch(url, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    const res = await get(`${callback.pathname}${callback.search}`, {
      [SOCIAL_FLOW_COOKIE]: flow,
    });
    expect(res.location).toBe('/profile');
    const profile = await profileOf(res.cookie(SESSION_COOKIE));
    expect(profile.account).toMatchObject({ email: 'flora@example.com', name: 'Flora Facebook' });
    const user = await t.ctx.repositories.users.findByEmail('flora@example.com');
    expect(user!.facebookSubject).toBe('10150000001');
  });

  it('says so when Facebook gives no address, or when Graph is down', async () => {
    async function facebookSignIn() {
      const { url, flow } = await start('facebook');
      const back = await fetch(url, { redirect: 'manual' });
      const callback = new URL(back.headers.get('location')!);
      return get(`${callback.pathname}${callback.search}`, { [SOCIAL_FLOW_COOKIE]: flow });
    }
    const person = facebook.person;
    facebook.person = { id: '10150000002', name: 'No Mail' };
    expect((await facebookSignIn()).location).toBe(loginWith('facebook', 'no_email'));
    facebook.person = person;
    facebook.graphDown = true;
    expect((await facebookSignIn()).location).toBe(loginWith('facebook', 'unavailable'));
    facebook.graphDown = false;
  });

  it('never logs a code, a state, a token, a verifier or a secret', async () => {
    const all = logs.join('\n');
    expect(all).toContain('social sign-in');
    expect(all).toContain('/api/auth/google/callback?');
    expect(all).not.toContain(GOOGLE_SECRET);
    expect(all).not.toContain(FACEBOOK_SECRET);
    expect(all).not.toMatch(/[?&](code|state)=(?!\*\*\*)/);
    expect(all).not.toMatch(/code_verifier|access_token|id_token/);
  });

  describe('with a provider down, and another not set up', () => {
    let down: TestApp;
    beforeAll(async () => {
      down = await createTestApp({
        env: {
          GOOGLE_CLIENT_ID: GOOGLE_ID,
          GOOGLE_CLIENT_SECRET: GOOGLE_SECRET,
          GOOGLE_ISSUER_URL: `http://127.0.0.1:${await closedPort()}`,
        },
      });
    });
    afterAll(() => down?.close());

    it('goes to the login screen saying the provider cannot be reached', async () => {
      const res = await get(socialSignInPaths.google, {}, down);
      expect(res.status).toBe(302);
      expect(res.location).toBe(loginWith('google', 'unavailable'));
      expect(res.cookie(SOCIAL_FLOW_COOKIE)).toBeUndefined();
    });

    it('does not offer a provider without its client id and secret', async () => {
      const providers = await down.app.inject({ url: endpointRoutes.socialProviders.path });
      expect(providers.json()).toEqual({ google: true, facebook: false });
      expect((await get(socialSignInPaths.facebook, {}, down)).location).toBe(
        loginWith('facebook', 'not_offered'),
      );
      expect((await get('/api/auth/facebook/callback?code=x&state=y', {}, down)).location).toBe(
        loginWith('facebook', 'not_offered'),
      );
    });
  });
});
