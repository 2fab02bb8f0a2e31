import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { apiPaths } from '../../common/api/paths';
import { decodeBody } from './fuzz-judge';
import { describeFailure, runFuzz, seedCatalogIds, type FuzzReport } from './fuzz';
import { createClient, sessionCookie } from './http-client';
import { root, startServer } from './server-process';

// The full fuzzing proof: generated requests over HTTP to the real server process, then a check
// that it still serves (health, a search, the signed-in profile) and never logged a failed request.

export interface FuzzHttpResult {
  report: FuzzReport;
  seconds: number;
  healthyAfter: boolean;
  /** "request failed" lines: the server's own record of a 5xx. */
  failedRequestLogs: number;
  logs: string[];
  secrets: string[];
}

export async function fuzzOverHttp(options: {
  count: number;
  seed: number;
  concurrency?: number;
  log?: (line: string) => void;
}): Promise<FuzzHttpResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-fuzz-'));
  const server = await startServer({ dataDir });
  const client = createClient(server.url, options.concurrency ?? 8);
  try {
    const password = 'cedar and tonka bean';
    const signup = await client.send({
      method: 'POST',
      path: endpointRoutes.signup.path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'fuzz@example.com',
        name: 'Fuzz',
        password,
        passwordCheck: password,
        privacyPolicyAccepted: true,
        termsAccepted: true,
      }),
    });
    const cookie = sessionCookie(signup);
    if (signup.status !== 200 || !cookie) throw new Error(`sign-up answered ${signup.status}`);
    const doc = (await client.send({ path: apiPaths.docs })).json<never>();
    const started = performance.now();
    let shown = 0;
    const report = await runFuzz({
      doc,
      knownIds: await seedCatalogIds(root),
      seed: options.seed,
      count: options.count,
      cookie,
      concurrency: options.concurrency ?? 8,
      send: async (request, withCookie) => {
        const answer = await client.send({
          method: request.method,
          path: request.url,
          headers: { ...request.headers, ...(withCookie ? { cookie: withCookie } : {}) },
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        return {
          status: answer.status,
          headers: answer.headers,
          body: decodeBody(answer.headers, answer.raw),
        };
      },
      onProgress: (done) => {
        if (done - shown >= 2000) {
          shown = done;
          options.log?.(`  ${done.toLocaleString('en')} requests sent`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const health = await client.send({ path: apiPaths.health });
    const search = await client.send({ path: `${apiPaths.search}?q=shalimar` });
    const profile = await client.send({ path: endpointRoutes.profile.path, headers: { cookie } });
    const healthyAfter =
      server.alive() &&
      health.status === 200 &&
      health.json<{ status: string }>().status === 'ok' &&
      search.status === 200 &&
      search.json<{ data: unknown[] }>().data.length > 0 &&
      profile.status === 200 &&
      profile.json<{ account: { email: string } | null }>().account?.email === 'fuzz@example.com';
    for (const failure of report.failures) options.log?.(`  ${describeFailure(failure)}`);
    return {
      report,
      seconds,
      healthyAfter,
      failedRequestLogs: server.logs.filter((l) => l.includes('"request failed"')).length,
      logs: server.logs,
      secrets: [password, cookie.split('=')[1]!],
    };
  } finally {
    client.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
