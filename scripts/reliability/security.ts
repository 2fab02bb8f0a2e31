import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { createClient, sessionCookie } from './http-client';
import { startServer } from './server-process';

// Checks of what a browser receives and of what the server wrote, shared by the proofs: a page
// with no inline script under a policy that forbids them, and logs without a secret. Then probes
// of the real server's edges: password spraying, the links it mails, forged requests and odd
// addresses.

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

type Client = ReturnType<typeof createClient>;

/** A probe's outcome: a line for the table, and whether it held. */
export interface ProbeResult {
  name: string;
  ok: boolean;
  figure: string;
  target: string;
}

/** Quoted-printable, as mail bodies are written: soft line breaks and =XX bytes. */
export function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/**
 * The text of the first mail the outbox receives after `before` files: the reset mail is written
 * after the answer (the server's background work), so it is waited for.
 */
/**
 * The first mail written to the outbox after the `before` files that `matches` accepts: a sign-up's
 * address confirmation, written after its answer, may land between a reset's request and its mail.
 */
export async function waitForMail(
  outbox: string,
  before: number,
  matches: (text: string) => boolean = () => true,
  timeoutMs = 10_000,
) {
  const started = Date.now();
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
    for (const file of files.slice(before)) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
      if (matches(text)) return text;
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no mail in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A password-reset mail, whatever else the outbox receives meanwhile. */
export const isResetMail = (text: string) => text.includes('/change-password?');

const json = { 'content-type': 'application/json' };

async function signUp(client: Client, email: string): Promise<string> {
  const password = 'vetiver and black tea';
  const answer = await client.send({
    method: 'POST',
    path: endpointRoutes.signup.path,
    headers: json,
    body: JSON.stringify({
      email,
      name: 'Probe',
      password,
      passwordCheck: password,
      privacyPolicyAccepted: true,
      termsAccepted: true,
    }),
  });
  const cookie = sessionCookie(answer);
  if (answer.status !== 200 || !cookie) throw new Error(`sign-up answered ${answer.status}`);
  return cookie;
}

/**
 * A reset asked with a forged Host and forwarded headers: the mailed link must point at the
 * site's own address, or the token would go to whoever sent the request.
 */
export async function probeSpoofedHostReset(
  client: Client,
  options: { dataDir: string; siteOrigin: string },
): Promise<ProbeResult> {
  const name = 'reset link with a forged Host';
  const target = "the site's origin";
  const email = 'host-probe@example.com';
  await signUp(client, email);
  const outbox = path.join(options.dataDir, 'outbox');
  const before = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
  const asked = await client.send({
    method: 'POST',
    path: endpointRoutes.recoverPassword.path,
    headers: {
      ...json,
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    },
    body: JSON.stringify({ user: email }),
  });
  if (asked.status !== 200) return { name, target, ok: false, figure: `answered ${asked.status}` };
  const text = await waitForMail(outbox, before, isResetMail);
  const link = /https?:\/\/[^\s"<>]+\/change-password\?[^\s"<>]+/.exec(text)?.[0];
  if (!link) return { name, target, ok: false, figure: 'no reset link in the mail' };
  const origin = new URL(link).origin;
  return {
    name,
    target,
    ok: origin === options.siteOrigin && !text.includes('evil.example'),
    figure: `mailed link on ${origin}`,
  };
}

/** Spellings of /api/user/logout a router may reach, which a check on the path as written misses. */
export const forgedLogoutPaths = [
  '/%61pi/user/logout',
  '/API/user/logout',
  '//api/user/logout',
  '/%2561pi/user/logout',
  '/%61%70%69/user/logout',
  '/api/user/logout',
];

/**
 * Another site's form posting a logout (text/plain, the visitor's cookie) under each spelling:
 * every one must be refused with 403 and the session must still open the profile.
 */
export async function probeEncodedPathCsrf(client: Client): Promise<ProbeResult> {
  const name = 'cross-site logout under encoded paths';
  const cookie = await signUp(client, 'csrf-probe@example.com');
  const wrong: string[] = [];
  for (const target of forgedLogoutPaths) {
    const answer = await client.send({
      method: 'POST',
      path: target,
      headers: { cookie, origin: 'http://evil.example', 'content-type': 'text/plain' },
      body: '{}',
    });
    const profile = await client.send({ path: endpointRoutes.profile.path, headers: { cookie } });
    const signedIn =
      profile.status === 200 &&
      profile.json<{ account: { email: string } | null }>().account?.email ===
        'csrf-probe@example.com';
    if (answer.status !== 403 || !signedIn)
      wrong.push(`${target}: ${answer.status}${signedIn ? '' : ', signed out'}`);
  }
  return {
    name,
    target: '403, still signed in',
    ok: wrong.length === 0,
    figure:
      wrong.length === 0
        ? `${forgedLogoutPaths.length} spellings refused (403), session intact`
        : wrong.join('; '),
  };
}

/** Replacement patterns String.replace reads in a replacement string. */
export const dollarPatterns = ['$&', '$1', '$`', "$'", '$$', '$<x>'];

/** What is wrong with a served page's frame: each of these appears exactly once. */
export function pageHeadProblems(html: string): string[] {
  const once = ['<head>', '</head>', '<title>', '<body', 'property="og:url"', '<div id="app">'];
  return once
    .map((tag) => ({ tag, count: html.split(tag).length - 1 }))
    .filter(({ count }) => count !== 1)
    .map(({ tag, count }) => `${tag} ×${count}`);
}

/** Pages asked with $ patterns in their address: the page's head must stay whole. */
export async function probeDollarAddresses(client: Client): Promise<ProbeResult> {
  const name = 'pages with $ patterns in the address';
  const wrong: string[] = [];
  let pages = 0;
  for (const pattern of dollarPatterns) {
    for (const target of [
      `/explore/by-name?x=${pattern}`,
      `/explore/by-name?selection=3004&x=${encodeURIComponent(pattern)}`,
    ]) {
      const page = await client.send({ path: target, headers: { 'accept-encoding': 'identity' } });
      pages++;
      const problems = pageHeadProblems(page.text());
      if (page.status !== 200 || problems.length > 0)
        wrong.push(`${target}: ${page.status} ${problems.join(', ')}`);
    }
  }
  return {
    name,
    target: 'head whole',
    ok: wrong.length === 0,
    figure: wrong.length === 0 ? `${pages} pages whole` : wrong.slice(0, 3).join('; '),
  };
}
