import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { applyPageMeta } from './page-meta';

// A page's tags are written into index.html with the visitor's address in them. In a replacement
// string, String.replace reads $&, $1, $` and $' as the match, a group and the text around it, so
// an address holding them once copied the page's head into og:url.

const index =
  '<!doctype html><html><head><title>Sillage</title><meta name="description" content="x" /></head>' +
  '<body><div id="app"></div></body></html>';

const patterns = ['$&', '$1', '$`', "$'", '$$', '$<name>'];

const escaped = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function expectIntact(html: string) {
  expect(html.match(/<head>/g)).toHaveLength(1);
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<body>/g)).toHaveLength(1);
  expect(html.match(/<div id="app">/g)).toHaveLength(1);
  expect(html.match(/property="og:url"/g)).toHaveLength(1);
  expect(html.endsWith('</body></html>')).toBe(true);
}

describe('share-link tags with $ in what they carry', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), index);
    t = await createTestApp({ webRoot, env: { COMPANY_NAME: "Maison $& $1 $` $' Test" } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(patterns)('keeps the page whole and the address in og:url with %s in it', async (p) => {
    for (const url of [
      `/explore/by-name?x=${p}`,
      `/explore/by-name?selection=3004&x=${p}`,
      `/?q=${encodeURIComponent(p)}`,
    ]) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expectIntact(res.body);
      // As the request reached the server: inject, like a browser, encodes ' < > in a query.
      const sent = new URL(url, 'http://localhost');
      const address = `${t.ctx.config.siteOrigin}${sent.pathname}${sent.search}`;
      expect(res.body).toContain(`<meta property="og:url" content="${escaped(address)}" />`);
    }
  });

  it("writes the site's settings as they are, $ and all", async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expectIntact(res.body);
    expect(res.body).toContain(
      `<meta name="sillage:company-name" content="Maison $&amp; $1 $\` $' Test" />`,
    );
  });

  it('writes a title and description holding $ patterns as they are', () => {
    const html = applyPageMeta(index, {
      title: "Eau $' de $&",
      description: 'Notes: $` and $1',
      url: 'https://sillage.example/?a=$&',
      lang: 'en',
    });
    expectIntact(html);
    expect(html).toContain("<title>Eau $' de $&amp;</title>");
    expect(html).toContain('<meta name="description" content="Notes: $` and $1" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://sillage.example/?a=$&amp;" />',
    );
  });
});
