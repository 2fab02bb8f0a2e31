import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { createClient } from './http-client';
import { startServer } from './server-process';

// Checks of what a browser receives and of what the server wrote, shared by the proofs: a page
// with no inline script under a policy that forbids them, and logs without a secret; and probes
// of the security part against the real server process.

/** What is wrong with a Content-Security-Policy for a site that runs only its own script files. */
export function cspProblems(csp: string | undefined): string[] {
  if (!csp) return ['no Content-Security-Policy header'];
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
  const problems: string[] = [];
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  if (!scripts) problems.push('no script-src nor default-src');
  else if (scripts.join(' ') !== "'self'") problems.push(`script-src is "${scripts.join(' ')}"`);
  for (const [name, values] of directives) {
    if (values.includes("'unsafe-inline'") && name !== 'style-src')
      problems.push(`${name} allows 'unsafe-inline'`);
    if (values.includes("'unsafe-eval'")) problems.push(`${name} allows 'unsafe-eval'`);
  }
  return problems;
}

/** Inline scripts, inline event handlers and javascript: links in a page. */
export function inlineScriptProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [tag, inner] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc=/.test(tag) || inner!.trim() !== '')
      problems.push(`inline script: ${tag.slice(0, 80)}`);
  }
  for (const [tag] of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi))
    problems.push(`event handler attribute: ${tag.slice(0, 80)}`);
  if (/javascript:/i.test(html)) problems.push('a javascript: address');
  return problems;
}

export interface SecretHit {
  secret: string;
  line: string;
}

/** Log lines holding one of the secrets (passwords, session and reset tokens). */
export function findSecrets(logs: string[], secrets: string[]): SecretHit[] {
  const hits: SecretHit[] = [];
  const wanted = secrets.filter((s) => s.length >= 8);
  for (const line of logs) {
    for (const secret of wanted) {
      if (line.includes(secret) || line.includes(encodeURIComponent(secret)))
        hits.push({ secret: `${secret.slice(0, 4)}…`, line: line.slice(0, 200) });
    }
  }
  return hits;
}

export interface SprayingResult {
  /** The status of each login, in order: one password tried on each address. */
  statuses: number[];
  /** The attempt (from 1) first answered 429, or null. */
  firstRefused: number | null;
  retryAfter: string | undefined;
  logs: string[];
  secrets: string[];
}

/**
 * Password spraying against the real server process: one client tries one common password on
 * `accounts` addresses, a few of them registered. The login limits must refuse it (429, with
 * Retry-After) well before the last address.
 */
export async function passwordSprayingProbe(options: {
  accounts: number;
  log?: (line: string) => void;
}): Promise<SprayingResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-spray-'));
  const server = await startServer({ dataDir });
  const client = createClient(server.url, 1);
  const json = { 'content-type': 'application/json' };
  const password = 'orange blossom and musk';
  const sprayed = 'Spring2026!';
  try {
    const registered = new Set([3, 17, 31, 44]);
    for (const i of registered) {
      const signup = await client.send({
        method: 'POST',
        path: endpointRoutes.signup.path,
        headers: json,
        body: JSON.stringify({
          email: `sprayed-${i}@example.com`,
          name: 'Sprayed',
          password,
          passwordCheck: password,
          privacyPolicyAccepted: true,
          termsAccepted: true,
        }),
      });
      if (signup.status !== 200) throw new Error(`sign-up answered ${signup.status}`);
    }
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < options.accounts; i++) {
      const answer = await client.send({
        method: 'POST',
        path: endpointRoutes.login.path,
        headers: json,
        body: JSON.stringify({ user: `sprayed-${i}@example.com`, password: sprayed }),
      });
      statuses.push(answer.status);
      if (answer.status === 429 && retryAfter === undefined)
        retryAfter = String(answer.headers['retry-after'] ?? '');
    }
    const refused = statuses.indexOf(429);
    options.log?.(`  statuses in order: ${statuses.join(' ')}`);
    return {
      statuses,
      firstRefused: refused === -1 ? null : refused + 1,
      retryAfter,
      logs: server.logs,
      secrets: [password, sprayed],
    };
  } finally {
    client.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
