import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoutes as r } from '../../common/api/endpoint-routes';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { SESSION_COOKIE } from './session';

// Cross-site request forgery: another site's page may make the browser post anything anywhere
// with the visitor's cookie, in any spelling of the path. Every request that is not a read must
// come from the site's own origin, whatever its path and however it is spelt.

describe('the Origin check', () => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp();
    const signup = await t.app.inject({
      method: 'POST',
      url: r.signup.path,
      payload: {
        email: 'csrf@example.com',
        name: 'Ana',
        password: 'jasmin sambac 1',
        passwordCheck: 'jasmin sambac 1',
        privacyPolicyAccepted: true,
        termsAccepted: true,
      },
    });
    const set = ([] as string[]).concat(signup.headers['set-cookie'] ?? []);
    cookie = set.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!;
  });
  afterAll(() => t.close());

  const signedIn = async () =>
    (await t.app.inject({ url: r.profile.path, headers: { cookie } })).json<{
      account: { email: string } | null;
    }>().account?.email;

  const forged = (method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, origin: string) =>
    t.app.inject({
      method,
      url,
      payload: '{}',
      headers: { cookie, origin, 'content-type': 'text/plain' },
    });

  it('refuses a logout posted from another site to /%61pi/…, and the session survives', async () => {
    const res = await forged('POST', '/%61pi/user/logout', 'http://evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain(SESSION_COOKIE);
    expect(await signedIn()).toBe('csrf@example.com');
  });

  it.each([
    '/api/user/logout',
    '/API/user/logout',
    '//api/user/logout',
    '/%2561pi/user/logout',
    '/%61%70%69/user/logout',
    '/./api/user/logout',
    '/x/../api/user/logout',
    '/api/user/logout/',
    '/api/user/logout?x=1',
    '/no-such-page',
  ])('refuses a post from another site to %s', async (url) => {
    const res = await forged('POST', url, 'http://evil.example');
    expect(res.statusCode).toBe(403);
    expect(await signedIn()).toBe('csrf@example.com');
  });

  it('refuses every method that changes something, and an opaque origin', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const)
      expect((await forged(method, '/%61pi/user/account', 'http://evil.example')).statusCode).toBe(
        403,
      );
    expect((await forged('POST', '/api/user/logout', 'null')).statusCode).toBe(403);
    expect(await signedIn()).toBe('csrf@example.com');
  });

  it('refuses an origin that only names the Host the request was sent with', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie, origin: 'http://evil.example', host: 'evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await signedIn()).toBe('csrf@example.com');
  });

  it("lets the site's own pages through, and reads without an Origin", async () => {
    expect((await t.app.inject({ url: '/%61pi/health', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const own = await t.app.inject({
      method: 'POST',
      url: r.logout.path,
      headers: { cookie, origin: t.ctx.config.siteOrigin },
    });
    expect(own.statusCode).toBe(200);
    expect(await signedIn()).toBeUndefined();
  });
});
