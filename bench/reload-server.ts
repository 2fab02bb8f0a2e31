// Child process of the benchmark: the real app on a prepared data folder, with one more route that
// bumps the catalog version and reloads it (docs/decisions/028-catalog-reload-in-slices.md). The
// reload runs in slices, or with --at-once in one go as every reload did before, for the baseline;
// with --steady=<ms> nothing is reloaded, the route only waits: the same traffic's waits without a
// reload, for the other baseline.
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../server/app';
import { createAppContext } from '../server/app-context';
import { CatalogStore, type ReloadReport } from '../server/catalog/catalog-store';
import { catalogWarmUp } from '../server/catalog-warm-up';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';

const [dataDir, mode] = process.argv.slice(2) as [string, string | undefined];
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const db = openDatabase({ sqliteFile: config.sqliteFile });
await migrateToLatest(db.db);

let report: ReloadReport | undefined;
const silent = () => {};
const log = {
  info: (fields: ReloadReport, message: string) => {
    if (message === 'catalog reloaded') report = fields;
  },
  error: (fields: unknown) => console.error(fields),
  warn: silent,
  debug: silent,
  trace: silent,
  fatal: silent,
} as unknown as FastifyBaseLogger;

const catalog = await CatalogStore.open(db.db, {
  warmUp: catalogWarmUp,
  seedDir: config.catalogDir,
  log,
  // The whole build in one slice is the reload as it was: built in one go.
  sliceMs: mode === '--at-once' ? Infinity : undefined,
});
const app = await buildApp(createAppContext({ config, db, catalog }), { logger: false });
// The event loop's longest stretch without a turn, seen by a timer every 5 ms: its gaps, and the
// one still open when the reload ends (a histogram would miss that one, its timer not having run).
let lastTick = performance.now();
let longestGap = 0;
setInterval(() => {
  const now = performance.now();
  longestGap = Math.max(longestGap, now - lastTick);
  lastTick = now;
}, 5).unref();
// Each request's time in the server, from its arrival to its answer's last byte handed to the
// socket, with when it arrived: a long wait the clients see and the server does not was spent in
// the clients or the kernel, not in the reload.
let served: { at: number; ms: number }[] = [];
app.addHook('onResponse', async (request, reply) => {
  if (request.url.startsWith('/api/bench/')) return;
  served.push({ at: performance.now() - reply.elapsedTime, ms: reply.elapsedTime });
});
let reloadStartedAt = 0;
app.get('/api/bench/served', async () => {
  const longest = served.reduce((a, b) => (b.ms > a.ms ? b : a), { at: reloadStartedAt, ms: 0 });
  return { longestMs: longest.ms, longestAtMs: longest.at - reloadStartedAt };
});
const steadyMs = mode?.startsWith('--steady=') ? Number(mode.slice('--steady='.length)) : null;
app.post('/api/bench/reload', async () => {
  served = [];
  reloadStartedAt = performance.now();
  longestGap = 0;
  lastTick = performance.now();
  if (steadyMs !== null) {
    await new Promise((resolve) => setTimeout(resolve, steadyMs));
    return { ms: steadyMs, slices: 0, longestSliceMs: 0, eventLoopMaxMs: longestGap };
  }
  await sql`update catalog_version set version = version + 1 where id = 1`.execute(db.db);
  const started = performance.now();
  await catalog.refresh();
  // With traces asked for, when the reload ran, on the clock of --trace-gc's lines.
  if (process.env.BENCH_RELOAD_NODE_OPTIONS) {
    console.error(`reload from ${started.toFixed(0)} ms to ${performance.now().toFixed(0)} ms`);
  }
  return { ...report, eventLoopMaxMs: Math.max(longestGap, performance.now() - lastTick) };
});
// Port 0: a free port, which the bench reads from the ready line. (A port it picks itself could
// be one fetch refuses to reach, such as 4045.)
await app.listen({ port: 0, host: '127.0.0.1' });
// A normal exit, so that a CPU profile asked for is written.
process.on('SIGTERM', () => process.exit(0));
console.log(`ready ${(app.server.address() as { port: number }).port}`);
