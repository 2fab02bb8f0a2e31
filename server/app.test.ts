import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../common/api/paths';
import { createTestApp, type TestApp } from './test-support/test-app';
import { readPerfumeDescriptions } from './db/catalog-repository';

describe('the API over a real SQLite file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health: database reachable and the seed catalog counts', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toEqual({ reachable: true, dialect: 'sqlite' });
    expect(body.catalog.version).toBe(1);
    expect(body.catalog.counts.perfumes).toBeGreaterThan(0);
    expect(body.catalog.counts.families).toBe(14);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'There is no API route GET /api/nope.' },
    });
  });

  it('rejects a language other than en, fr and es with a JSON 400 naming lang', async () => {
    const res = await t.app.inject('/api/health?lang=de');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'invalid_lang', message: 'The lang parameter must be en, fr or es.' },
    });
  });

  it('accepts each supported language and a hostId, and rejects a malformed hostId', async () => {
    for (const lang of ['en', 'fr', 'es']) {
      expect((await t.app.inject(`/api/health?lang=${lang}&hostId=2`)).statusCode).toBe(200);
    }
    const res = await t.app.inject('/api/health?hostId=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('hostId');
  });

  it('never answers a stack trace, even for malformed JSON bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.json().error.code).toBeTypeOf('string');
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The old header agrees with the policy's frame-ancestors 'none': never framed, anywhere.
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('publishes an OpenAPI document of every API path, with its answers and its errors', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.keys(doc.paths);
    for (const [name, path] of Object.entries(apiPaths)) {
      if (name === 'docs') continue;
      const openApiPath = path.replace(':id', '{id}');
      expect(documented, name).toContain(openApiPath);
      for (const operation of Object.values(doc.paths[openApiPath]) as {
        responses: Record<string, { content: Record<string, { schema: unknown }> }>;
      }[]) {
        expect(Object.keys(operation.responses), name).toEqual(
          expect.arrayContaining(['200', '4XX', '5XX']),
        );
        expect(
          JSON.stringify(operation.responses['4XX']!.content['application/json']!.schema),
        ).toContain('"code"');
      }
    }
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-web-'));
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      `<!doctype html><html><head><title>Sillage</title>${'<meta name="x" />'.repeat(80)}</head><body><div id="app"></div></body></html>`,
    );
    fs.writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1);'.repeat(200));
    t = await createTestApp({
      webRoot,
      env: {
        SOCIAL_URL: 'https://social.example/sillage',
        COMPANY_NAME: 'Acme "Perfumes" & Co',
        PRIVACY_EMAIL: 'dpo@acme.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers every app route with index.html, deep links included', async () => {
    for (const url of [
      '/',
      '/home',
      '/explore/by-name?query=rose',
      '/profile',
      '/change-password?token=a&user=b',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="app">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("asks for a perfume link's perfume with the page, at the address the app will ask", async () => {
    const res = await t.app.inject('/explore/by-name?selection=3004&showSimilar=true');
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/perfumes/3004?lang=en&amp;hostId=2">',
    );
    for (const url of [
      '/explore/by-name?selection=0x9C',
      '/explore/by-name',
      '/profile?selection=1',
    ])
      expect((await t.app.inject(url)).body, url).not.toContain('as="fetch"');
  });

  it('answers an unknown page with the app and a 404 status, so the app shows its not-found page', async () => {
    const res = await t.app.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="app">');
  });

  it('serves hashed assets with a long cache, compressed when asked', async () => {
    const res = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('compresses the page when asked, as every visit starts with it', async () => {
    const res = await t.app.inject({ url: '/profile', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="app">');
  });

  it('tells the app the host the API answers for, which it sends as hostId', async () => {
    const res = await t.app.inject('/');
    expect(res.body).toContain('<meta name="sillage:host-id" content="2" />');
  });

  it('passes the configured social link to the app as a meta tag', async () => {
    const res = await t.app.inject('/');
    expect(res.body).toContain(
      '<meta name="sillage:social-url" content="https://social.example/sillage" />',
    );
  });

  it('passes the company named by the legal texts to the app as meta tags, escaped', async () => {
    const res = await t.app.inject('/legal/privacy');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<meta name="sillage:company-name" content="Acme &quot;Perfumes&quot; &amp; Co" />',
    );
    expect(res.body).toContain(
      '<meta name="sillage:company-address" content="Carrer de Provença 250, 08008 Barcelona, Spain" />',
    );
    expect(res.body).toContain('<meta name="sillage:privacy-email" content="dpo@acme.example" />');
  });
});

describe('share-link previews', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-web-'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>Sillage</title><meta name="description" content="x" /></head><body><div id="app"></div></body></html>',
    );
    t = await createTestApp({ webRoot, env: { PUBLIC_URL: 'https://sillage.example' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it("gives a perfume link the perfume's Open Graph and Twitter tags, in the visitor's language", async () => {
    const shalimar = t.catalog.index.perfumes.find((p) => p.name === 'Shalimar')!;
    const description = (await readPerfumeDescriptions(t.db.db, [shalimar.id], 'en')).get(
      shalimar.id,
    )!;
    expect(description.length).toBeGreaterThan(20);
    const en = await t.app.inject(`/explore/by-name?selection=${shalimar.id}`);
    expect(en.body).toContain(
      '<meta property="og:title" content="Shalimar by Guerlain — Sillage" />',
    );
    expect(en.body).toContain('<title>Shalimar by Guerlain — Sillage</title>');
    expect(en.body).toContain(
      `<meta property="og:url" content="https://sillage.example/explore/by-name?selection=${shalimar.id}" />`,
    );
    expect(en.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(en.body).toContain(
      `<meta property="og:description" content="${description.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}" />`,
    );

    const fr = await t.app.inject({
      url: `/explore/by-name?selection=${shalimar.id}`,
      headers: { 'accept-language': 'de-DE,fr;q=0.8,en;q=0.5' },
    });
    expect(fr.body).toContain(
      '<meta property="og:title" content="Shalimar de Guerlain — Sillage" />',
    );
    expect(fr.body).toContain('<meta property="og:locale" content="fr_FR" />');
  });

  it('gives other pages the site description', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-language': 'es' } });
    expect(res.body).toContain(
      '<meta property="og:title" content="Sillage — la enciclopedia del perfume" />',
    );
    const unknown = await t.app.inject('/explore/by-name?selection=999999');
    expect(unknown.body).toContain(
      '<meta property="og:title" content="Sillage — the fragrance encyclopedia" />',
    );
  });
});
