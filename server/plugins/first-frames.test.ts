import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The page the server draws ahead of the app (ADR 036), with a stand-in renderer: the real one is
// built by `vite build --ssr` and exercised by web/prerender.test.tsx and the end-to-end tests.

const index = `<!doctype html>
<html lang="en">
  <head>
    <title>Sillage</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>`;

// Records each call in a file, so the test can count the renders the server asked for.
const renderer = (callsFile: string) => `
import fs from 'node:fs';
export async function renderPage(pathname, language, config) {
  fs.appendFileSync(${JSON.stringify(callsFile)}, pathname + ' ' + language + '\\n');
  if (pathname === '/contact') throw new Error('cannot draw');
  if (pathname === '/signup') return '<p>half</p><script>inline()</script>';
  return '<main><h1>' + pathname + ' in ' + language + '</h1><p>' + config.company.company + '</p></main>';
}
`;

describe('the first frame the server draws', () => {
  let t: TestApp;
  let dir: string;
  let callsFile: string;
  const calls = () => fs.readFileSync(callsFile, 'utf8').trim().split('\n');

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-frames-'));
    callsFile = path.join(dir, 'calls.txt');
    fs.writeFileSync(callsFile, '');
    const webRoot = path.join(dir, 'web');
    fs.mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'index.html'), index);
    fs.writeFileSync(
      path.join(webRoot, '.vite', 'first-frame.json'),
      JSON.stringify({
        fonts: ['assets/inter-1.woff2'],
        styles: { '/howto': ['assets/howto-2.css', 'assets/page-frame-3.css'], '*': [] },
      }),
    );
    fs.mkdirSync(path.join(dir, 'prerender'));
    fs.writeFileSync(path.join(dir, 'prerender', 'prerender.js'), renderer(callsFile));
    t = await createTestApp({ webRoot, env: { COMPANY_NAME: 'Maison Test' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("puts the address's frame in the page, with its styles and the typefaces", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/howto#search' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<div id="app"><main><h1>/howto in en</h1><p>Maison Test</p></main></div>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/howto-2.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page-frame-3.css">');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-1.woff2">',
    );
    // The entry's own style sheet stays; the app's modules start after the first paint.
    expect(html).toContain('href="/assets/index-jkl.css"');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<meta name="sillage:entry" content="/assets/index-abc.js">');
    expect(html).toContain(
      '<meta name="sillage:modules" content="/assets/react-def.js /assets/i18n-ghi.js">',
    );
    expect(html).toContain('<script src="/boot.js" defer></script>');
  });

  it("draws the visitor's chosen language, named by the cookie the browser writes", async () => {
    const french = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { cookie: 'sillage_lang=fr' },
    });
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('<h1>/login in fr</h1>');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { cookie: 'sillage_lang=de' },
    });
    expect(unknown.body).toContain('<h1>/login in en</h1>');
  });

  it('draws each address and language once, whatever its query', async () => {
    const before = calls().filter((line) => line === '/profile en').length;
    for (const url of ['/profile', '/profile?x=1', '/profile/', '/profile?x=2'])
      expect((await t.app.inject({ method: 'GET', url })).body).toContain(
        '<h1>/profile in en</h1>',
      );
    expect(calls().filter((line) => line === '/profile en').length - before).toBe(1);
  });

  it('draws the not-found frame for any other address, with its 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>/404 in en</h1>');
  });

  it('serves the bare page when a frame fails or would need an inline script', async () => {
    for (const url of ['/contact', '/signup']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="app"></div>');
      expect(response.body).not.toContain('inline()');
      expect(response.body).toContain(
        '<script type="module" crossorigin src="/assets/index-abc.js">',
      );
    }
  });
});

describe('a first frame holding $ patterns', () => {
  // A frame's text is the app's and the operator's (the company's name here): in a replacement
  // string, $& or $' in it would copy the page around it into the frame.
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-frames-'));
    const webRoot = path.join(dir, 'web');
    fs.mkdirSync(webRoot, { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'index.html'), index);
    fs.mkdirSync(path.join(dir, 'prerender'));
    fs.writeFileSync(
      path.join(dir, 'prerender', 'prerender.js'),
      renderer(path.join(dir, 'calls.txt')),
    );
    t = await createTestApp({ webRoot, env: { COMPANY_NAME: "Maison $& $1 $` $' Test" } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is put in the page as it was drawn', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/howto' })).body;
    expect(html).toContain(
      `<div id="app"><main><h1>/howto in en</h1><p>Maison $& $1 $\` $' Test</p></main></div>`,
    );
    expect(html.match(/<div id="app">/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});
