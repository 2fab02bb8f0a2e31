import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoutes } from '../common/api/endpoint-routes';
import { apiPaths } from '../common/api/paths';
import { HOST_SESSION_COOKIE, SESSION_COOKIE } from './plugins/session';
import { createTestApp, seedCatalogDir, type TestApp } from './test-support/test-app';

// The security checks of issue 14 not proven elsewhere: the session cookie's flags on every
// answer that sets or clears it, on a site served over https and over plain http, and a
// Content-Security-Policy that allows no inline script on every kind of answer, with pages that
// need none (share-link meta included, whatever the address asked).
// Session rotation, reset tokens used twice or expired, cross-origin POSTs and the login limit
// are in routes/accounts.test.ts; secrets in logs in routes/secrets-never-leak.test.ts.

const root = path.resolve(seedCatalogDir, '..');
const password = 'vetiver and grapefruit';

function webRootWithTemplate(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-security-web-'));
  fs.copyFileSync(path.join(root, 'web', 'index.html'), path.join(dir, 'index.html'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'export {};\n');
  return dir;
}

const cookieOf = (setCookie: string | string[] | undefined, name = SESSION_COOKIE): string => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(all)}`);
  return found;
};

const attributes = (cookie: string) =>
  cookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().split('=')[0]!.toLowerCase());

async function signUp(t: TestApp, email: string) {
  return t.app.inject({
    method: 'POST',
    url: endpointRoutes.signup.path,
    payload: {
      email,
      name: 'Vera',
      password,
      passwordCheck: password,
      privacyPolicyAccepted: true,
      termsAccepted: true,
    },
  });
}

describe('the session cookie over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://sillage.example' } });
  });
  afterAll(() => t.close());

  // Over https the cookie is __Host-sillage_session: a browser takes a __Host- cookie only when
  // it is Secure, Path=/ and without Domain, so no other host of the domain can plant one.
  const hostCookieOf = (setCookie: string | string[] | undefined) =>
    cookieOf(setCookie, HOST_SESSION_COOKIE);

  it('is __Host-, Secure, HttpOnly, SameSite=Lax and site-wide whenever it is set or cleared', async () => {
    const signup = await signUp(t, 'vera@example.com');
    expect(signup.statusCode).toBe(200);
    expect(HOST_SESSION_COOKIE).toBe(`__Host-${SESSION_COOKIE}`);
    const login = await t.app.inject({
      method: 'POST',
      url: endpointRoutes.login.path,
      payload: { user: 'vera@example.com', password, remember: true },
    });
    const session = hostCookieOf(login.headers['set-cookie']).split(';')[0]!;
    const newPassword = 'salt air on warm skin';
    const changed = await t.app.inject({
      method: 'POST',
      url: endpointRoutes.changePassword.path,
      headers: { cookie: session },
      payload: { current: password, password: newPassword, passwordCheck: newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const rotated = hostCookieOf(changed.headers['set-cookie']).split(';')[0]!;
    // And back, for the tests below.
    const back = await t.app.inject({
      method: 'POST',
      url: endpointRoutes.changePassword.path,
      headers: { cookie: rotated },
      payload: { current: newPassword, password, passwordCheck: password },
    });
    expect(back.statusCode, back.body).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: endpointRoutes.logout.path,
      headers: { cookie: hostCookieOf(back.headers['set-cookie']).split(';')[0]! },
    });
    for (const answer of [signup, login, changed, back, logout]) {
      const all = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
      expect(all.some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
      const cookie = hostCookieOf(answer.headers['set-cookie']);
      expect(attributes(cookie)).toEqual(
        expect.arrayContaining(['path', 'httponly', 'secure', 'samesite']),
      );
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).not.toMatch(/;\s*Domain=/i);
    }
    // Remember-me keeps it 30 days; the logout's copy is empty and already expired.
    const expires = Date.parse(
      /Expires=([^;]+)/i.exec(hostCookieOf(login.headers['set-cookie']))![1]!,
    );
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const cleared = hostCookieOf(logout.headers['set-cookie']);
    expect(cleared.startsWith(`${HOST_SESSION_COOKIE}=;`)).toBe(true);
    expect(Date.parse(/Expires=([^;]+)/i.exec(cleared)![1]!)).toBeLessThan(Date.now());
    expect(logout.headers['strict-transport-security']).toContain('max-age=');
  });

  it('is read under its __Host- name only', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: endpointRoutes.login.path,
      payload: { user: 'vera@example.com', password },
    });
    const token = hostCookieOf(login.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const profileWith = async (cookie: string) =>
      (await t.app.inject({ url: endpointRoutes.profile.path, headers: { cookie } })).json()
        .account;
    expect(await profileWith(`${HOST_SESSION_COOKIE}=${token}`)).not.toBeNull();
    expect(await profileWith(`${SESSION_COOKIE}=${token}`)).toBeNull();
  });

  it('ends with the browser when remember-me is not ticked', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: endpointRoutes.login.path,
      payload: { user: 'vera@example.com', password, remember: false },
    });
    const cookie = hostCookieOf(login.headers['set-cookie']);
    expect(cookie).not.toMatch(/Expires|Max-Age/i);
    expect(attributes(cookie)).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite']));
  });
});

describe('the session cookie over plain http (local use)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is HttpOnly and SameSite=Lax but not Secure, so that a browser keeps it on http', async () => {
    const signup = await signUp(t, 'local@example.com');
    const cookie = cookieOf(signup.headers['set-cookie']);
    expect(attributes(cookie)).toEqual(expect.arrayContaining(['httponly', 'samesite', 'path']));
    expect(attributes(cookie)).not.toContain('secure');
    expect(signup.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Content-Security-Policy and pages without inline script', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = webRootWithTemplate();
    t = await createTestApp({ webRoot, env: { PUBLIC_URL: 'https://sillage.example' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const directives = (csp: string) =>
    new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values];
      }),
    );

  it('sends a policy allowing scripts only from the site itself on every kind of answer', async () => {
    const shalimar = t.catalog.index.perfumes.find((p) => p.name === 'Shalimar')!;
    const answers = await Promise.all(
      [
        '/',
        `/explore/by-name?selection=${shalimar.id}`,
        '/no-such-page',
        '/assets/app-1234.js',
        apiPaths.health,
        `${endpointRoutes.search.path}?q=rose`,
        '/api/no-such-route',
        `${endpointRoutes.search.path}?lang=xx`,
      ].map((url) => t.app.inject(url)),
    );
    for (const answer of answers) {
      const csp = directives(String(answer.headers['content-security-policy']));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      for (const values of csp.values()) {
        expect(values).not.toContain("'unsafe-inline'");
        expect(values).not.toContain("'unsafe-eval'");
      }
    }
  });

  it('serves pages whose every script is a file of the site, whatever the address carries', async () => {
    const shalimar = t.catalog.index.perfumes.find((p) => p.name === 'Shalimar')!;
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const urls = [
      '/',
      `/explore/by-name?selection=${shalimar.id}`,
      `/explore/by-name?selection=${encodeURIComponent(hostile)}`,
      `/explore/by-name?q=${encodeURIComponent(hostile)}&selection=${shalimar.id}`,
      `/${encodeURIComponent(hostile)}`,
    ];
    for (const url of urls) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(page.headers['content-type']).toContain('text/html');
      const html = page.body;
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const [tag, inner] of scripts) {
        expect(tag, url).toMatch(/\ssrc="\/[^"]*"/);
        expect(inner!.trim(), url).toBe('');
      }
      expect(html, url).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html, url).not.toMatch(/javascript:/i);
      // The address may come back in share meta, escaped: never as markup.
      expect(html, url).not.toContain('<script>alert');
      expect(html, url).not.toMatch(/<img[^>]*onerror/i);
    }
  });
});
