import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { apiPaths } from '../../common/api/paths';
import { decodeBody } from './fuzz-judge';
import { describeFailure, runFuzz, seedCatalogIds, type FuzzReport } from './fuzz';
import { createClient, sessionCookie } from './http-client';
import {
  cspProblems,
  inlineScriptProblems,
  probeDollarAddresses,
  probeEncodedPathCsrf,
  probeSpoofedHostReset,
  isResetMail,
  waitForMail,
  type ProbeResult,
} from './security';
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
  /** Forged requests and odd addresses against the real server (security.ts). */
  edgeProbes: ProbeResult[];
  /** The built pages as served, checked for their policy and for inline scripts. */
  pages: { url: string; status: number; problems: string[] }[];
}

/**
 * A password reset as a visitor makes it (the link from the outbox, the new password, a login
 * with it), so that the run's logs can be searched for the reset token and both passwords.
 * Returns the secrets it used and the session cookie of the login. It runs before the fuzzing:
 * the fuzzed logins fail by the dozen from this one client, which the login throttle then
 * refuses for a while, as it would any client failing that often.
 */
async function passwordReset(
  client: ReturnType<typeof createClient>,
  dataDir: string,
  email: string,
): Promise<{ secrets: string[]; cookie: string }> {
  const json = { 'content-type': 'application/json' };
  const outbox = path.join(dataDir, 'outbox');
  const before = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
  const asked = await client.send({
    method: 'POST',
    path: endpointRoutes.recoverPassword.path,
    headers: json,
    body: JSON.stringify({ user: email }),
  });
  if (asked.status !== 200) throw new Error(`the reset request answered ${asked.status}`);
  // Mailed after the answer, by the server's background work.
  const text = await waitForMail(outbox, before, isResetMail);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error('no reset link in the mail');
  const newPassword = 'oud, saffron and rose';
  const restored = await client.send({
    method: 'POST',
    path: endpointRoutes.restorePassword.path,
    headers: json,
    body: JSON.stringify({ user: email, token, password: newPassword }),
  });
  if (restored.status !== 200) throw new Error(`the reset answered ${restored.status}`);
  const login = await client.send({
    method: 'POST',
    path: endpointRoutes.login.path,
    headers: json,
    body: JSON.stringify({ user: email, password: newPassword }),
  });
  const cookie = sessionCookie(login);
  if (login.status !== 200 || !cookie) throw new Error(`login answered ${login.status}`);
  return { secrets: [token, newPassword, cookie.split('=')[1]!], cookie };
}

/** The probes of the account edges: a forged Host on a reset, encoded-path CSRF, $ in addresses. */
async function runEdgeProbes(
  client: ReturnType<typeof createClient>,
  dataDir: string,
  siteOrigin: string,
): Promise<ProbeResult[]> {
  return [
    await probeSpoofedHostReset(client, { dataDir, siteOrigin }),
    await probeEncodedPathCsrf(client),
    await probeDollarAddresses(client),
  ];
}

export async function fuzzOverHttp(options: {
  count: number;
  seed: number;
  concurrency?: number;
  log?: (line: string) => void;
}): Promise<FuzzHttpResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-fuzz-'));
  // Debug logs: the richest the server writes, searched afterwards for every secret of the run.
  const server = await startServer({ dataDir, env: { LOG_LEVEL: 'debug' } });
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
    const signupCookie = sessionCookie(signup);
    if (signup.status !== 200 || !signupCookie)
      throw new Error(`sign-up answered ${signup.status}`);
    // Before the fuzzing, whose sign-ups and resets use up the rate limits of this client.
    const edgeProbes = await runEdgeProbes(client, dataDir, server.url);
    // The reset ends every session of the account: the fuzzing uses the login's after it.
    const reset = await passwordReset(client, dataDir, 'fuzz@example.com');
    const cookie = reset.cookie;
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
    const search = await client.send({ path: `${endpointRoutes.search.path}?q=shalimar` });
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
    const pages = [];
    for (const url of ['/', '/explore/by-name?selection=3004', '/profile', '/no-such-page']) {
      const page = await client.send({ path: url, headers: { 'accept-encoding': 'identity' } });
      const html = page.text();
      const problems = [
        ...cspProblems(String(page.headers['content-security-policy'] ?? '')),
        ...(page.status === 503 ? ['the web app is not built (npm run build)'] : []),
        ...inlineScriptProblems(html),
      ];
      pages.push({ url, status: page.status, problems });
    }
    return {
      report,
      seconds,
      healthyAfter,
      failedRequestLogs: server.logs.filter((l) => l.includes('"request failed"')).length,
      logs: server.logs,
      secrets: [password, signupCookie.split('=')[1]!, ...reset.secrets],
      edgeProbes,
      pages,
    };
  } finally {
    client.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
