import path from 'node:path';
import { buildApp } from './app';
import { createAppContext } from './app-context';
import { CatalogStore } from './catalog/catalog-store';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { migrateToLatest } from './db/migrate';

// Process entry: read the configuration, open and migrate the database, load the catalog, listen,
// and close cleanly on SIGTERM or SIGINT.

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: config.sqliteFile });
try {
  await migrateToLatest(db.db);
} catch (error) {
  console.error(`Sillage cannot start: ${(error as Error).message} (database: ${db.describe}).`);
  await db.close();
  process.exit(1);
}
const catalog = await CatalogStore.open(db.db, { seedDir: config.catalogDir });
const ctx = createAppContext({ config, db, catalog });
const app = await buildApp(ctx, {
  webRoot: path.resolve(import.meta.dirname, '..', 'dist', 'web'),
});
catalog.watch(config.CATALOG_RELOAD_SECONDS);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A hung connection must not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  catalog.stop();
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
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
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'EADDRINUSE'
      ? `port ${config.PORT} is already in use (set PORT to another port)`
      : (error as Error).message;
  console.error(`Sillage cannot start: ${reason}.`);
  await db.close();
  process.exit(1);
}
