import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { apiPaths } from '../../common/api/paths';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { decodeBody, judge } from './fuzz-judge';
import { sampleRequests } from './fuzz-requests';
import { describeFailure, runFuzz, seedCatalogIds, type FuzzReport, type Send } from './fuzz';
import { operationsOf, type OpenApiDocument } from './openapi-operations';

// The slice of the fuzzing proof that runs with every change: 500 generated requests (seed 14)
// over every API route of the OpenAPI document, through app.inject on a real SQLite database.
// npm run verify:reliability sends 10,000 over HTTP to the real server process.

const root = path.resolve(import.meta.dirname, '..', '..');
const SEED = 14;
const COUNT = 500;

describe('fuzzing the API (seeded slice)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let knownIds: number[];
  let report: FuzzReport;
  let webRoot: string;

  beforeAll(async () => {
    // The page template, so that paths outside /api are answered as in production.
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-fuzz-web-'));
    fs.copyFileSync(path.join(root, 'web', 'index.html'), path.join(webRoot, 'index.html'));
    t = await createTestApp({ webRoot });
    doc = (await t.app.inject({ url: apiPaths.docs })).json();
    knownIds = await seedCatalogIds(root);
    const password = 'cedar and tonka';
    const signup = await t.app.inject({
      method: 'POST',
      url: endpointRoutes.signup.path,
      payload: {
        email: 'fuzz@example.com',
        name: 'Fuzz',
        password,
        passwordCheck: password,
        privacyPolicyAccepted: true,
        termsAccepted: true,
      },
    });
    const cookie = String(signup.headers['set-cookie']).split(';')[0]!;
    const send: Send = async (request, withCookie) => {
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(withCookie ? { cookie: withCookie } : {}) },
        ...(request.body === undefined ? {} : { payload: request.body }),
      });
      return {
        status: res.statusCode,
        headers: res.headers,
        body: decodeBody(res.headers, res.rawPayload),
        // inject resolves dot segments as a URL parser does: the server sees the result.
        url: new URL(request.url, 'http://localhost').pathname,
      };
    };
    report = await runFuzz({ doc, knownIds, seed: SEED, count: COUNT, send, cookie });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('covers every API route of the endpoint table and of the path table', () => {
    const fuzzed = new Set(
      operationsOf(doc).map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const wanted = [
      ...Object.values(endpointRoutes).map((r) => `${r.method} ${r.path}`),
      ...Object.entries(apiPaths)
        .filter(([name]) => name !== 'docs')
        .map(([, p]) => p),
    ];
    for (const route of wanted) {
      const found = route.includes(' ')
        ? fuzzed.has(route)
        : [...fuzzed].some((op) => op.endsWith(` ${route}`));
      expect(found, route).toBe(true);
    }
  });

  it('draws the same requests from the same seed', () => {
    const ops = operationsOf(doc);
    const a = sampleRequests(ops, { knownIds }, SEED, 50);
    const b = sampleRequests(ops, { knownIds }, SEED, 50);
    expect(a).toEqual(b);
    expect(sampleRequests(ops, { knownIds }, SEED + 1, 50)).not.toEqual(a);
  });

  it('answers every request without a 5xx, a stack trace or an error outside the JSON shape', () => {
    expect(report.requests + report.unsent).toBe(COUNT);
    expect(report.failures.map(describeFailure)).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.stackTraces).toBe(0);
    expect(report.shapeErrors).toBe(0);
    // Each kind of fault was sent, and requests both failed and succeeded.
    expect(Object.keys(report.kinds).sort()).toEqual(
      expect.arrayContaining([
        'bad-json',
        'body',
        'content-type',
        'oversized',
        'query',
        'traversal',
        'valid',
      ]),
    );
    expect(report.statuses[200]).toBeGreaterThan(20);
    expect(report.statuses[400]).toBeGreaterThan(20);
  });

  it('is healthy afterwards: health, a search and the signed-in profile answer', async () => {
    const health = await t.app.inject({ url: apiPaths.health });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
    const search = await t.app.inject({ url: `${endpointRoutes.search.path}?q=shalimar` });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.length).toBeGreaterThan(0);
  });

  it('judges a stack trace, a 5xx and a bare error as failures', () => {
    const request = {
      kind: 'valid',
      method: 'GET',
      url: '/api/health',
      headers: {},
      signedIn: false,
    };
    const json = { 'content-type': 'application/json' };
    expect(judge(request, { status: 500, headers: json, body: '{}' }).ok).toBe(false);
    expect(
      judge(request, { status: 400, headers: json, body: '"Error: x\\n"\n    at f (a.ts:1:2)' }).ok,
    ).toBe(false);
    expect(judge(request, { status: 400, headers: json, body: '{"error":"Bad"}' }).ok).toBe(false);
    expect(
      judge(request, {
        status: 400,
        headers: json,
        body: '{"error":{"code":"invalid_parameter","message":"The q parameter is required."}}',
      }).ok,
    ).toBe(true);
  });
});
