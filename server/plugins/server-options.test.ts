import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { defaultTimeouts } from './server-options';

// What the HTTP server does before a route runs: slow clients, requests it cannot read, and which
// forwarded headers it believes. These talk to a listening server over TCP where the HTTP parser
// is involved; app.inject skips it.

/** Sends raw bytes and resolves with everything the server wrote once it closes the connection. */
function rawExchange(
  port: number,
  bytes: string,
  { giveUpAfterMs = 15_000 } = {},
): Promise<{ closed: boolean; received: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, received });
    }, giveUpAfterMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closed: true, received });
    });
    socket.write(bytes);
  });
}

const bodyOf = (received: string) => JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4));

describe('clients that are slow or send what cannot be read', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // The same limits as in production, shortened so the test does not wait half a minute.
    t = await createTestApp({
      timeouts: { headersMs: 400, requestMs: 800, keepAliveMs: 800, checkEveryMs: 100 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('has request, header and keep-alive limits by default', () => {
    expect(defaultTimeouts.headersMs).toBeGreaterThan(0);
    expect(defaultTimeouts.requestMs).toBeGreaterThanOrEqual(defaultTimeouts.headersMs);
    expect(defaultTimeouts.keepAliveMs).toBeGreaterThan(0);
    expect(t.app.server.requestTimeout).toBe(800);
    expect(t.app.server.headersTimeout).toBe(400);
    expect(t.app.server.keepAliveTimeout).toBe(800);
  });

  it('closes a request that announces 100 bytes and sends 2, with a JSON 408', async () => {
    const { closed, received } = await rawExchange(
      port,
      'POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"',
    );
    expect(closed).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(received)).toEqual({
      error: { code: 'request_timeout', message: 'The request took too long to arrive.' },
    });
  });

  it('closes a client that never finishes its headers', async () => {
    const { closed } = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: local');
    expect(closed).toBe(true);
  });

  it('answers headers too large with the JSON error shape, without echoing them', async () => {
    const huge = 'x'.repeat(20_000);
    const { received } = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${huge}\r\n\r\n`,
    );
    expect(received).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(received)).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large.' },
    });
    expect(received).not.toContain('xxxxxxxx');
  });

  it('answers an address it cannot decode with a short JSON 400, without echoing it', async () => {
    const res = await t.app.inject('/api/perfumes/%c0%ae');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'bad_request', message: 'The address is not valid.' },
    });
    expect(res.body).not.toContain('%c0');
  });

  it('answers a path parameter too long with a short JSON 414, without echoing it', async () => {
    const res = await t.app.inject(`/api/perfumes/${'1'.repeat(12_000)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      error: { code: 'uri_too_long', message: 'The address is too long.' },
    });
    expect(res.body.length).toBeLessThan(100);
  });
});

describe('forwarded headers', () => {
  const attempt = (t: TestApp, forwardedFor: string, user = 'forged@example.com') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { user, password: 'wrong', remember: false },
    });

  describe('by default, from nobody', () => {
    let t: TestApp;
    let webRoot: string;
    beforeAll(async () => {
      webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-web-'));
      fs.writeFileSync(
        path.join(webRoot, 'index.html'),
        '<!doctype html><html><head><title>Sillage</title><meta name="description" content="x" /></head><body></body></html>',
      );
      t = await createTestApp({ webRoot });
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    });

    it('counts login attempts by the real client, whatever X-Forwarded-For claims', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++) statuses.push((await attempt(t, `203.0.113.${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('never writes a forwarded host or protocol into share links', async () => {
      const res = await t.app.inject({
        url: '/explore/by-name',
        headers: {
          host: 'sillage.local',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.example');
      // Nor the Host itself: links name the site's own origin, fixed at start.
      expect(res.body).not.toContain('sillage.local');
      expect(res.body).toContain(
        `<meta property="og:url" content="${t.ctx.config.siteOrigin}/explore/by-name" />`,
      );
      expect(res.body).toContain(`content="${t.ctx.config.siteOrigin}/og-image.png"`);
    });
  });

  describe('with TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    });
    afterAll(() => t.close());

    it('counts by the address the trusted proxy gives, one hop from the server', async () => {
      const statuses: number[] = [];
      // The client forged the first entry; the proxy appended the address it saw.
      for (let i = 1; i <= 6; i++)
        statuses.push(
          (await attempt(t, `10.9.9.${i}, 198.51.100.7`, 'hop@example.com')).statusCode,
        );
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // Another client behind the proxy has its own count (4 left); the address itself now
      // waits whoever tries it, after 5 failures (accounts/login-throttle.ts).
      const other = await attempt(t, '198.51.100.8', 'hop@example.com');
      expect(other.headers['x-ratelimit-remaining']).toBe('4');
      expect(other.statusCode).toBe(429);
    });
  });
});
