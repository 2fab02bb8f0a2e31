import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { endpointRoutes, withId } from '../../common/api/endpoint-routes';
import { normalizeText } from '../../common/domain/text';
import { createRandom } from '../../server/lib/random';
import { readCatalogFolder } from '../../server/catalog/read-catalog';
import { validateCatalog } from '../../server/catalog/validate';
import { createClient, sessionCookie } from './http-client';
import { LOAD_PASSWORD, loadUserEmail } from './load-users';
import { root, startServer } from './server-process';

// The load proof: autocannon at 200 connections on search (queries that vary), a perfume,
// similar perfumes and a signed-in profile with favourite toggles, each beside a route answering a
// constant JSON body in the same run; errors, p99, and the server's resident memory before and
// after. Each virtual user logs in once, before the run, as a visitor would: the login limit
// (5 a minute per address and e-mail) is never reached, and favourite toggles are not limited.

export interface LoadFigures {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors, time-outs included. */
  errors: number;
  /** Requests unanswered after autocannon's 10 s. */
  timeouts: number;
  /** Answers other than 2xx, by status. */
  non2xx: Record<string, number>;
  rssAfterMb: number;
  /** The server's event-loop delay during the run: p99 and longest, in ms. */
  loopP99: number;
  loopMax: number;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  users: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  scenarios: LoadFigures[];
}

const languages = ['en', 'fr', 'es'];

/** Queries as visitors type them: names, prefixes, brand and name, accents stripped, typos. */
function searchQueries(names: string[], brands: string[]): string[] {
  const random = createRandom(14);
  const out = new Set<string>();
  for (const name of names) {
    const plain = normalizeText(name);
    out.add(name);
    out.add(plain.slice(0, random.int(2, Math.max(2, plain.length))));
    if (plain.length > 6) {
      const at = random.int(2, plain.length - 2);
      out.add(plain.slice(0, at) + plain.slice(at + 1));
    }
  }
  for (const brand of brands) out.add(brand.toLowerCase());
  return random.shuffle([...out].filter((q) => q.trim().length > 0));
}

export async function loadProof(options: {
  seconds: number;
  connections: number;
  log?: (line: string) => void;
}): Promise<LoadResult> {
  const log = options.log ?? (() => {});
  const { data } = validateCatalog(await readCatalogFolder(path.join(root, 'catalog')));
  if (!data) throw new Error('The seed catalog does not validate.');
  const perfumes = data.brands.flatMap((b) => b.perfumes);
  const ids = createRandom(3).shuffle(perfumes.map((p) => p.id));
  const queries = searchQueries(
    perfumes.map((p) => p.name),
    data.brands.map((b) => b.name),
  );

  const users = options.connections;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-load-'));
  log(`  making ${users} accounts with 20 favourites each…`);
  const server = await startServer({
    dataDir,
    script: 'scripts/reliability/load-server.ts',
    args: [String(users)],
    env: { LOG_LEVEL: 'silent' },
    readyTimeoutMs: 300_000,
  });
  const client = createClient(server.url, 4);
  try {
    // Each virtual user logs in once.
    const cookies: string[] = [];
    for (let start = 0; start < users; start += 4) {
      await Promise.all(
        Array.from({ length: Math.min(4, users - start) }, async (_, k) => {
          const i = start + k;
          const login = await client.send({
            method: 'POST',
            path: endpointRoutes.login.path,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ user: loadUserEmail(i), password: LOAD_PASSWORD }),
          });
          const cookie = sessionCookie(login);
          if (login.status !== 200 || !cookie) throw new Error(`login answered ${login.status}`);
          cookies[i] = cookie;
        }),
      );
    }
    log(`  ${users} virtual users logged in`);

    let n = 0;
    const next = <T>(items: T[]) => items[n++ % items.length]!;
    const run = async (name: string, requests: autocannon.Request[], seconds: number) => {
      await client.send({ path: '/api/bench/event-loop' });
      const result = await autocannon({
        url: server.url,
        connections: options.connections,
        duration: seconds,
        requests,
      });
      const non2xx: Record<string, number> = {};
      for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
        if (!status.startsWith('2')) non2xx[status] = stat.count ?? 0;
      }
      const figures: LoadFigures = {
        name,
        requests: result.requests.total,
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx,
        rssAfterMb: server.rssMb(),
        loopP99: 0,
        loopMax: 0,
      };
      const loop = (await client.send({ path: '/api/bench/event-loop' })).json<{
        p99: number;
        max: number;
      }>();
      figures.loopP99 = loop.p99;
      figures.loopMax = loop.max;
      log(
        `  ${name.padEnd(44)} ${figures.perSecond.toFixed(0).padStart(6)} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms   max ${figures.max} ms   errors ${figures.errors} (${figures.timeouts} time-outs)   non-2xx ${JSON.stringify(non2xx)}   event loop p99 ${loop.p99.toFixed(0)} ms, max ${loop.max.toFixed(0)} ms   RSS ${figures.rssAfterMb.toFixed(0)} MB`,
      );
      return figures;
    };
    const get = (pathFor: () => string): autocannon.Request[] => [
      {
        method: 'GET',
        path: pathFor(),
        setupRequest: (request) => ({ ...request, path: pathFor() }),
      },
    ];

    await run(
      'warm-up (constant route)',
      get(() => '/api/bench/constant'),
      3,
    );
    const rssBeforeMb = server.rssMb();
    const scenarios: LoadFigures[] = [];
    scenarios.push(
      await run(
        'constant JSON route',
        get(() => '/api/bench/constant'),
        options.seconds,
      ),
    );
    scenarios.push(
      await run(
        'search, varied queries',
        get(
          () =>
            `${endpointRoutes.search.path}?lang=${next(languages)}&limit=20&q=${encodeURIComponent(next(queries))}`,
        ),
        options.seconds,
      ),
    );
    scenarios.push(
      await run(
        'a perfume',
        get(() => `${withId(endpointRoutes.perfume.path, next(ids))}?lang=${next(languages)}`),
        options.seconds,
      ),
    );
    scenarios.push(
      await run(
        'similar perfumes',
        get(
          () =>
            `${endpointRoutes.similarPerfumes.path}?ref_perfume=${next(ids)}&lang=${next(languages)}`,
        ),
        options.seconds,
      ),
    );
    // One pass of a virtual user: the profile, a favourite added, and removed. The context lives
    // for one pass of the list on one connection, so the three requests are the same user's.
    interface Pass {
      user?: number;
      perfume?: number;
    }
    const json = { 'content-type': 'application/json' };
    let nextUser = 0;
    scenarios.push(
      await run(
        'signed-in profile with favourite toggles',
        [
          {
            method: 'GET',
            path: endpointRoutes.profile.path,
            setupRequest: (request, context: Pass) => {
              context.user = nextUser++ % users;
              context.perfume = next(ids);
              return { ...request, headers: { cookie: cookies[context.user]! } };
            },
          },
          {
            method: 'POST',
            path: endpointRoutes.addFavourites.path,
            setupRequest: (request, context: Pass) => ({
              ...request,
              headers: { ...json, cookie: cookies[context.user ?? 0]! },
              body: JSON.stringify([{ perfumeId: context.perfume ?? ids[0], rating: 5 }]),
            }),
          },
          {
            method: 'DELETE',
            path: endpointRoutes.removeFavourites.path,
            setupRequest: (request, context: Pass) => ({
              ...request,
              headers: { ...json, cookie: cookies[context.user ?? 0]! },
              body: JSON.stringify([context.perfume ?? ids[0]]),
            }),
          },
        ],
        options.seconds,
      ),
    );
    return {
      connections: options.connections,
      seconds: options.seconds,
      users,
      rssBeforeMb,
      rssAfterMb: server.rssMb(),
      scenarios,
    };
  } finally {
    client.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
