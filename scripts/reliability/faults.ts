import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { apiPaths } from '../../common/api/paths';
import { createRandom } from '../../server/lib/random';
import { createPostgresTestDatabase } from '../../server/test-support/databases';
import { createClient, sessionCookie, type HttpAnswer } from './http-client';
import { freePort, root, spawnTs, startServer, type ServerProcess } from './server-process';

// The fault proofs: the real server killed with SIGKILL in the middle of favourite toggles and
// sign-ups, again and again; PostgreSQL connections terminated under requests; a catalog import
// killed at random points.

const json = { 'content-type': 'application/json' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The promise's value if it settles within ms, else null. */
const settled = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  Promise.race([promise, sleep(ms).then(() => null)]);

interface ProfileAnswer {
  account: { email: string } | null;
  favoritePerfumes: { perfume: { id: number } }[];
}

const favouriteIds = (answer: HttpAnswer) =>
  answer.json<ProfileAnswer>().favoritePerfumes.map((f) => f.perfume.id);

async function signup(
  client: ReturnType<typeof createClient>,
  email: string,
  password: string,
): Promise<HttpAnswer> {
  return client.send({
    method: 'POST',
    path: endpointRoutes.signup.path,
    headers: json,
    body: JSON.stringify({
      email,
      name: 'Fault',
      password,
      passwordCheck: password,
      privacyPolicyAccepted: true,
      termsAccepted: true,
    }),
  });
}

// --- kill -9 during favourite toggles and sign-ups ------------------------------------------

export interface KillResult {
  kills: number;
  togglesAcknowledged: number;
  togglesInFlight: number;
  signupsAcknowledged: number;
  signupsInFlight: number;
  /** Acknowledged additions missing after a restart. */
  lost: number;
  /** A perfume listed twice in a profile. */
  duplicated: number;
  /** Acknowledged removals back after a restart. */
  reappeared: number;
  /** Acknowledged accounts that cannot log in after a restart. */
  accountsLost: number;
  /** Accounts neither usable nor free to sign up again after a restart. */
  accountsHalfMade: number;
  /** Server errors answered after a restart, while checking. */
  serverErrors: number;
  logs: string[];
  secrets: string[];
}

const USERS = 4;
const PASSWORD = 'oakmoss, labdanum and patchouli';

export async function killDuringWrites(options: {
  kills: number;
  log?: (line: string) => void;
}): Promise<KillResult> {
  const log = options.log ?? (() => {});
  const random = createRandom(50);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-kill-'));
  const port = await freePort();
  const result: KillResult = {
    kills: 0,
    togglesAcknowledged: 0,
    togglesInFlight: 0,
    signupsAcknowledged: 0,
    signupsInFlight: 0,
    lost: 0,
    duplicated: 0,
    reappeared: 0,
    accountsLost: 0,
    accountsHalfMade: 0,
    serverErrors: 0,
    logs: [],
    secrets: [PASSWORD],
  };
  const run = Date.now().toString(36);
  let server: ServerProcess | undefined;
  // What the client was told: per user, each perfume present or absent; undefined when the last
  // request about it got no answer (either outcome is then right).
  const told: Map<number, 'present' | 'absent' | undefined>[] = [];
  const cookies: string[] = [];
  let pendingSignups: { email: string; acknowledged: boolean }[] = [];
  let signupCount = 0;
  const pool = Array.from({ length: 40 }, (_, i) => 3001 + i * 7);
  try {
    server = await startServer({ dataDir, port });
    let client = createClient(server.url, 8);
    for (let u = 0; u < USERS; u++) {
      const answer = await signup(client, `toggler-${run}-${u}@example.com`, PASSWORD);
      const cookie = sessionCookie(answer);
      if (answer.status !== 200 || !cookie) throw new Error(`sign-up answered ${answer.status}`);
      cookies.push(cookie);
      result.secrets.push(cookie.split('=')[1]!);
      told.push(new Map());
    }
    // Known perfume ids of the seed catalog, from the server itself.
    const idsAnswer = await client.send({
      path: `${endpointRoutes.search.path}?q=a&limit=200`,
    });
    const known = idsAnswer.json<{ data: { id: number }[] }>().data.map((p) => p.id);
    pool.splice(0, pool.length, ...known.slice(0, 40));

    for (let round = 0; round <= options.kills; round++) {
      // After a restart: what was acknowledged is there, once.
      if (round > 0) {
        for (let u = 0; u < USERS; u++) {
          const answer = await client.send({
            path: endpointRoutes.profile.path,
            headers: { cookie: cookies[u]! },
          });
          if (answer.status >= 500) result.serverErrors++;
          if (answer.status !== 200) throw new Error(`profile answered ${answer.status}`);
          const ids = favouriteIds(answer);
          const present = new Set(ids);
          result.duplicated += ids.length - present.size;
          for (const [perfume, state] of told[u]!) {
            if (state === 'present' && !present.has(perfume)) result.lost++;
            if (state === 'absent' && present.has(perfume)) result.reappeared++;
          }
          // Settle what was unknown: from now on the server's answer is what the client knows.
          for (const perfume of pool)
            told[u]!.set(perfume, present.has(perfume) ? 'present' : 'absent');
        }
        for (const pending of pendingSignups) {
          const login = await client.send({
            method: 'POST',
            path: endpointRoutes.login.path,
            headers: json,
            body: JSON.stringify({ user: pending.email, password: PASSWORD }),
          });
          if (login.status >= 500) result.serverErrors++;
          if (login.status === 200) continue;
          if (pending.acknowledged) {
            result.accountsLost++;
            continue;
          }
          // Not acknowledged and cannot log in: the address must be free to sign up again.
          const again = await signup(client, pending.email, PASSWORD);
          if (again.status >= 500) result.serverErrors++;
          if (again.status !== 200) result.accountsHalfMade++;
        }
        pendingSignups = [];
      }
      if (round === options.kills) break;

      // Toggles by every user and sign-ups, until the kill.
      let killed = false;
      const toggler = async (u: number) => {
        while (!killed) {
          const perfume = random.pick(pool);
          const add = told[u]!.get(perfume) !== 'present';
          const request = add
            ? {
                method: 'POST',
                path: endpointRoutes.addFavourites.path,
                body: JSON.stringify([{ perfumeId: perfume, rating: 5 }]),
              }
            : {
                method: 'DELETE',
                path: endpointRoutes.removeFavourites.path,
                body: JSON.stringify([perfume]),
              };
          told[u]!.set(perfume, undefined);
          try {
            const answer = await client.send(
              { ...request, headers: { ...json, cookie: cookies[u]! } },
              10_000,
            );
            if (answer.status !== 200) throw new Error(`toggle answered ${answer.status}`);
            told[u]!.set(perfume, add ? 'present' : 'absent');
            result.togglesAcknowledged++;
          } catch (error) {
            if (!killed) throw error;
            result.togglesInFlight++;
            return;
          }
        }
      };
      const signer = async () => {
        while (!killed) {
          const email = `signup-${run}-${signupCount++}@example.com`;
          const pending = { email, acknowledged: false };
          pendingSignups.push(pending);
          try {
            const answer = await signup(client, email, PASSWORD);
            if (answer.status === 429) return; // the limit of this process: wait for the next
            if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}`);
            pending.acknowledged = true;
            result.signupsAcknowledged++;
          } catch (error) {
            if (!killed) throw error;
            result.signupsInFlight++;
            return;
          }
        }
      };
      const work = Promise.allSettled([
        ...Array.from({ length: USERS }, (_, u) => toggler(u)),
        signer(),
      ]);
      await sleep(random.int(150, 900));
      killed = true;
      await server.kill9();
      result.kills++;
      for (const outcome of await work) {
        if (outcome.status === 'rejected') throw outcome.reason;
      }
      result.logs.push(...server.logs);
      client.close();
      server = await startServer({ dataDir, port });
      client = createClient(server.url, 8);
      if ((round + 1) % 10 === 0) log(`  ${round + 1} kills`);
    }
    client.close();
    return result;
  } finally {
    if (server) {
      await server.stop();
      result.logs.push(...server.logs);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- PostgreSQL connections terminated during requests ---------------------------------------

export interface PgKillResult {
  available: boolean;
  reason?: string;
  connectionsTerminated: number;
  answers: Record<string, number>;
  /** Requests that got no answer at all (connection refused or reset). */
  unanswered: number;
  serverExited: boolean;
  exitDetail?: string;
  /** Whether health and a favourite toggle worked at the end. */
  recovered: boolean;
  logs: string[];
}

export async function killPostgresConnections(options: {
  databaseUrl: string;
  log?: (line: string) => void;
}): Promise<PgKillResult> {
  const result: PgKillResult = {
    available: true,
    connectionsTerminated: 0,
    answers: {},
    unanswered: 0,
    serverExited: false,
    recovered: false,
    logs: [],
  };
  let database;
  try {
    database = await createPostgresTestDatabase(options.databaseUrl);
  } catch (error) {
    return { ...result, available: false, reason: (error as Error).message };
  }
  const appName = `sillage-reliability-${process.pid}`;
  const url = new URL(database.databaseUrl!);
  url.searchParams.set('application_name', appName);
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-pgkill-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ dataDir, env: { DATABASE_URL: url.toString() } });
    const client = createClient(server.url, 8);
    const answer = await signup(client, `pg-${Date.now()}@example.com`, PASSWORD);
    const cookie = sessionCookie(answer);
    if (!cookie) throw new Error(`sign-up answered ${answer.status}`);
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const request =
          i % 3 === 0
            ? { path: apiPaths.health }
            : i % 3 === 1
              ? { path: endpointRoutes.profile.path, headers: { cookie } }
              : {
                  method: 'POST',
                  path: endpointRoutes.addFavourites.path,
                  headers: { ...json, cookie },
                  body: JSON.stringify([{ perfumeId: 3004 + w, rating: 5 }]),
                };
        try {
          const res = await client.send(request, 5000);
          result.answers[res.status] = (result.answers[res.status] ?? 0) + 1;
        } catch {
          result.unanswered++;
          await sleep(50);
        }
      }
    };
    const workers = Promise.all(Array.from({ length: 4 }, (_, w) => worker(w)));
    for (let k = 0; k < 3; k++) {
      await sleep(1000);
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [appName],
      );
      result.connectionsTerminated += killed.rowCount ?? 0;
    }
    await sleep(2000);
    stop = true;
    await workers;
    result.serverExited = !server.alive();
    if (result.serverExited) {
      const code = await server.exited;
      const reason = server.logs.find((l) => /^\S*error: /i.test(l.trim()))?.trim() ?? '';
      const unhandled = server.logs.some((l) => l.includes("Unhandled 'error' event"));
      result.exitDetail = `exit ${code}${unhandled ? ", an unhandled 'error' event" : ''}${reason ? `: ${reason.slice(0, 120)}` : ''}`;
    } else {
      const health = await client.send({ path: apiPaths.health }).catch(() => undefined);
      const toggle = await client
        .send({
          method: 'POST',
          path: endpointRoutes.addFavourites.path,
          headers: { ...json, cookie },
          body: JSON.stringify([{ perfumeId: 3010, rating: 5 }]),
        })
        .catch(() => undefined);
      result.recovered = health?.status === 200 && toggle?.status === 200;
    }
    client.close();
    return result;
  } finally {
    if (server) {
      await server.stop();
      result.logs = server.logs;
    }
    await admin.end();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- a catalog import killed at random points -------------------------------------------------

export interface CatalogState {
  version: number;
  counts: Record<string, number>;
  integrity: string;
}

const catalogTables = [
  'perfumes',
  'perfume_descriptions',
  'brands',
  'ingredients',
  'families',
  'concepts',
  'countries',
] as const;

export function readCatalogState(sqliteFile: string): CatalogState {
  const db = new SqliteDatabase(sqliteFile);
  try {
    const version = (
      db.prepare('select version from catalog_version').get() as { version: number } | undefined
    )?.version;
    const counts: Record<string, number> = {};
    for (const table of catalogTables) {
      counts[table] = (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    }
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .join(', ');
    return { version: version ?? 0, counts, integrity };
  } finally {
    db.close();
  }
}

export interface ImportKillResult {
  kills: number;
  /** Kills after which the catalog was exactly as before. */
  unchanged: number;
  /** Kills that came after the commit: the whole new catalog, version bumped once. */
  complete: number;
  /** Anything else: a half-written catalog. */
  partial: number;
  importSeconds: number;
  perfumes: number;
  details: string[];
}

function runImport(dataDir: string, target: string) {
  return spawnTs('server/catalog-tools/cli/import.ts', [target], { DATA_DIR: dataDir });
}

export async function killImports(options: {
  kills: number;
  perfumes: number;
  log?: (line: string) => void;
}): Promise<ImportKillResult> {
  const log = options.log ?? (() => {});
  const random = createRandom(99);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-import-'));
  try {
    const generated = path.join(work, 'generated');
    const gen = spawnTs(
      'server/catalog-tools/cli/generate.ts',
      ['--perfumes', String(options.perfumes), '--seed', '1', '--out', generated],
      { DATA_DIR: path.join(work, 'unused') },
    );
    if ((await gen.exited) !== 0) throw new Error(`generate failed:\n${gen.logs.join('\n')}`);

    // A full import on a scratch copy: how long it takes, and what the catalog is after it.
    const scratch = path.join(work, 'scratch');
    if ((await runImport(scratch, path.join(root, 'catalog')).exited) !== 0)
      throw new Error('seeding the scratch database failed');
    const started = performance.now();
    const full = runImport(scratch, generated);
    if ((await full.exited) !== 0) throw new Error(`import failed:\n${full.logs.join('\n')}`);
    const importMs = performance.now() - started;
    const completeCounts = readCatalogState(path.join(scratch, 'sillage.db')).counts;

    const dataDir = path.join(work, 'data');
    if ((await runImport(dataDir, path.join(root, 'catalog')).exited) !== 0)
      throw new Error('seeding the database failed');
    const sqliteFile = path.join(dataDir, 'sillage.db');
    const result: ImportKillResult = {
      kills: 0,
      unchanged: 0,
      complete: 0,
      partial: 0,
      importSeconds: importMs / 1000,
      perfumes: options.perfumes,
      details: [],
    };
    for (let k = 0; k < options.kills; k++) {
      const before = readCatalogState(sqliteFile);
      const child = runImport(dataDir, generated);
      const startedAt = performance.now();
      // Every other kill lands while perfumes are written (after the import's progress line for a
      // random tenth of them); the others anywhere from start to end.
      if (k % 2 === 1) {
        const tenth = `writing perfumes ${random.int(0, 9) * 10}%`;
        while (
          !child.logs.some((l) => l.startsWith(tenth)) &&
          (await settled(child.exited, 5)) === null
        );
        await sleep(random.int(0, 150));
      } else {
        await sleep(random.int(Math.round(importMs * 0.05), Math.round(importMs * 0.98)));
      }
      const at = Math.round(performance.now() - startedAt);
      child.child.kill('SIGKILL');
      const exit = await child.exited;
      result.kills++;
      const after = readCatalogState(sqliteFile);
      const same = (a: Record<string, number>, b: Record<string, number>) =>
        catalogTables.every((t) => a[t] === b[t]);
      const lastPhase =
        child.logs
          .filter((l) => l.trim())
          .slice(-1)[0]
          ?.slice(0, 60) ?? '';
      let verdict: string;
      if (after.integrity !== 'ok') {
        result.partial++;
        verdict = `damaged (${after.integrity})`;
      } else if (after.version === before.version && same(after.counts, before.counts)) {
        result.unchanged++;
        verdict = 'unchanged';
      } else if (after.version === before.version + 1 && same(after.counts, completeCounts)) {
        result.complete++;
        verdict = 'complete (killed after the commit)';
      } else {
        result.partial++;
        verdict = `PARTIAL: version ${before.version} → ${after.version}, ${JSON.stringify(after.counts)}`;
      }
      result.details.push(
        `kill ${k + 1} at ${at} ms (${exit === 'SIGKILL' ? 'killed' : `ended first: ${exit}`}; last output "${lastPhase}"): ${verdict}`,
      );
    }
    log(`  ${result.kills} imports killed`);
    return result;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
