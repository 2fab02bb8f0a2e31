import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointRoutes,
  socialCallbackPath,
  socialSignInPaths,
  type SocialProviderName,
} from '../../common/api/endpoint-routes';
import { apiPaths } from '../../common/api/paths';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Every JSON endpoint is registered from the endpoint table (docs/decisions/042): a route added
// with app.get/app.post beside it, or a table entry without its route, fails here. The app is
// built as in production, web root and metrics included, and its routes read from Fastify.

/**
 * What the server may serve outside the table, and why: none of these is a JSON call of the web
 * app, so none has a query, body and answer for the web client to type.
 */
const outsideTheTable: readonly string[] = [
  // Operations: probes and Prometheus read these, not the web app.
  `GET ${apiPaths.health}`,
  `GET ${apiPaths.healthLive}`,
  `GET ${apiPaths.healthReady}`,
  'GET /metrics',
  // The OpenAPI document itself.
  `GET ${apiPaths.docs}`,
  // Social sign-in: the browser is redirected there and back, with no JSON answer.
  ...(Object.keys(socialSignInPaths) as SocialProviderName[]).flatMap((provider) => [
    `GET ${socialSignInPaths[provider]}`,
    `GET ${socialCallbackPath(provider)}`,
  ]),
];

/** `METHOD /path` as Fastify stores it: the trailing slash dropped (ignoreTrailingSlash). */
const routeKey = (method: string, url: string) => `${method} ${url.replace(/(.)\/$/, '$1')}`;

/**
 * The routes of `app.printRoutes({ commonPrefix: false })`: one line per path segment, indented
 * by four characters a level, each with its methods: "│   └── /check (GET, HEAD)".
 */
function registeredRoutes(printed: string): Set<string> {
  const routes = new Set<string>();
  const parents: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      // Fastify answers HEAD for every GET on its own.
      if (method !== 'HEAD') routes.add(routeKey(method, url));
    }
  }
  return routes;
}

describe('the endpoint table', () => {
  let t: TestApp;
  let webRoot: string;
  let registered: Set<string>;
  let staticFiles: string[];

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-endpoint-table-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Sillage</title>');
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), 'export {};\n');
    fs.writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *\n');
    t = await createTestApp({ webRoot, env: { METRICS: 'on' } });
    registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    // The web app's files are served one route each (fastify-static without a wildcard).
    staticFiles = [...registered].filter((r) => {
      const [method, url] = r.split(' ');
      return method === 'GET' && !url!.startsWith('/api/') && url !== '/metrics';
    });
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('reads the routes Fastify registered', () => {
    expect(registered.has(routeKey('GET', endpointRoutes.search.path))).toBe(true);
    expect(registered.has(routeKey('POST', endpointRoutes.login.path))).toBe(true);
    expect(registered.has('GET /robots.txt')).toBe(true);
  });

  it('holds every JSON route the server registers', () => {
    const table = Object.values(endpointRoutes).map((r) => routeKey(r.method, r.path));
    const allowed = new Set([...table, ...outsideTheTable, ...staticFiles]);
    const unlisted = [...registered].filter((r) => !allowed.has(r));
    expect(unlisted, 'routes registered outside the endpoint table').toEqual([]);
  });

  it('has a route for each of its endpoints and each allowed exception', () => {
    for (const [name, r] of Object.entries(endpointRoutes)) {
      expect(registered.has(routeKey(r.method, r.path)), name).toBe(true);
    }
    for (const exception of outsideTheTable)
      expect(registered.has(exception), exception).toBe(true);
  });

  it('serves only files of the web root outside /api', () => {
    for (const route of staticFiles) {
      const file = route.slice('GET /'.length);
      expect(fs.existsSync(path.join(webRoot, file)), route).toBe(true);
    }
  });
});
