import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createAppContext, type AppContext } from './app-context';
import { CatalogStore } from './catalog/catalog-store';
import { catalogWarmUp } from './catalog-warm-up';
import { ConfigError, loadConfig, type Config } from './config';
import { trackConnections, type ConnectionDrain } from './connection-drain';
import { openDatabase, type DbHandle } from './db/client';
import { migrateToLatest } from './db/migrate';
import { createLifecycle } from './lib/lifecycle';
import { listensBeyondLoopback } from './lib/site-origin';
import { describeStartupFailure } from './startup-failure';

// Process entry: read the configuration, open and migrate the database, load the catalog, listen,
// and close cleanly on SIGTERM or SIGINT. Any failure on the way is one "Sillage cannot start: …"
// sentence on standard error and exit code 1, never a stack trace.

// This file runs from server/ under tsx and from dist/server/ once compiled (npm run serve).
const here = import.meta.dirname;
const projectRoot = path.resolve(
  here,
  path.basename(path.dirname(here)) === 'dist' ? '../..' : '..',
);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : describeStartupFailure(error, { port: 0 }),
  );
  process.exit(1);
}

const lifecycle = createLifecycle();
let db: DbHandle | undefined;
let catalog: CatalogStore | undefined;
let app: FastifyInstance | undefined;
let ctx: AppContext | undefined;
let connections: ConnectionDrain | undefined;
try {
  db = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: config.sqliteFile });
  await migrateToLatest(db.db);
  catalog = await CatalogStore.open(db.db, { warmUp: catalogWarmUp, seedDir: config.catalogDir });
  ctx = createAppContext({ config, db, catalog, lifecycle });
  app = await buildApp(ctx, { webRoot: path.join(projectRoot, 'dist', 'web') });
  connections = trackConnections(app.server);
  catalog.watch(config.CATALOG_RELOAD_SECONDS, {
    staggerSeconds: config.CATALOG_RELOAD_STAGGER_SECONDS,
    log: app.log,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      database: db.describe,
      mail: ctx.mailer.describe,
      catalogVersion: catalog.index.version,
      ...catalog.index.counts(),
    },
    `Sillage is serving on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`,
  );
  // Links in mails and share tags name config.siteOrigin, never a request's Host: without
  // PUBLIC_URL that is this machine's own address, which other machines cannot open.
  if (!config.PUBLIC_URL && listensBeyondLoopback(config.HOST)) {
    app.log.warn(
      { host: config.HOST, siteOrigin: config.siteOrigin },
      `PUBLIC_URL is not set: reset links and share tags point at ${config.siteOrigin}; set PUBLIC_URL to the address visitors use`,
    );
  }
} catch (error) {
  console.error(describeStartupFailure(error, { port: config.PORT, database: db?.describe }));
  catalog?.stop();
  await app?.close().catch(() => {});
  await db?.close().catch(() => {});
  process.exit(1);
}

// SIGTERM (an orchestrator, a deploy): answer not-ready at once and keep serving for the notice
// period, so that the load balancer's checks take this node out; then stop accepting connections,
// let the requests in flight finish within the grace period (connection-drain.ts), and close the
// database pool. SIGINT
// (Ctrl-C in a terminal) skips the notice. A second signal ends the process at once.
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (!app || !connections) return;
  if (closing) process.exit(1);
  closing = true;
  const since = Date.now();
  const noticeSeconds = signal === 'SIGTERM' ? config.SHUTDOWN_NOTICE_SECONDS : 0;
  const graceSeconds = config.SHUTDOWN_GRACE_SECONDS;
  lifecycle.beginShutdown();
  app.log.info({ signal, noticeSeconds, graceSeconds }, 'shutting down: answering not-ready');
  await new Promise((resolve) => setTimeout(resolve, noticeSeconds * 1000));
  catalog?.stop();
  lifecycle.beginDrain();
  app.log.info('no longer accepting connections; finishing the requests in flight');
  const unanswered = await connections.drain({ since, graceMs: graceSeconds * 1000 });
  if (unanswered > 0) {
    app.log.warn({ unanswered, graceSeconds }, 'requests still unanswered after the grace period');
  }
  // Work the answered requests left behind (reset mails) ends before the database closes, within
  // what is left of the grace period.
  const left = Math.max(1000, graceSeconds * 1000 - (Date.now() - since - noticeSeconds * 1000));
  const background = ctx?.background;
  if (background && background.pending > 0) {
    const finished = await Promise.race([
      background.settled().then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), left)),
    ]);
    if (!finished) app.log.warn({ tasks: background.pending }, 'background work left unfinished');
  }
  // Then the rest: Redis, the metrics port, the database pool.
  await app.close();
  await db?.close();
  app.log.info('stopped');
  process.exit(unanswered > 0 ? 1 : 0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
