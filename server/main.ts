import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createAppContext } from './app-context';
import { CatalogStore } from './catalog/catalog-store';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { migrateToLatest } from './db/migrate';
import { describeStartupFailure } from './startup-failure';

// Process entry: read the configuration, open and migrate the database, load the catalog, listen,
// and close cleanly on SIGTERM or SIGINT. Any failure on the way is one "Sillage cannot start: …"
// sentence on standard error and exit code 1, never a stack trace.

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : describeStartupFailure(error, { port: 0 }),
  );
  process.exit(1);
}

let db: DbHandle | undefined;
let catalog: CatalogStore | undefined;
let app: FastifyInstance | undefined;
try {
  db = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: config.sqliteFile });
  await migrateToLatest(db.db);
  catalog = await CatalogStore.open(db.db, { seedDir: config.catalogDir });
  const ctx = createAppContext({ config, db, catalog });
  app = await buildApp(ctx, {
    webRoot: path.resolve(import.meta.dirname, '..', 'dist', 'web'),
  });
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
} catch (error) {
  console.error(describeStartupFailure(error, { port: config.PORT, database: db?.describe }));
  catalog?.stop();
  await app?.close().catch(() => {});
  await db?.close().catch(() => {});
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing || !app) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A hung connection must not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  catalog?.stop();
  await app.close();
  await db?.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
