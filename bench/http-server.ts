// Child process of the benchmark: the real app on a prepared data folder, plus one route that
// answers a constant JSON body, the baseline the search endpoint is compared with.
import { buildApp } from '../server/app';
import { createAppContext } from '../server/app-context';
import { CatalogStore } from '../server/catalog/catalog-store';
import { catalogWarmUp } from '../server/catalog-warm-up';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';

const config = loadConfig({
  DATA_DIR: process.argv[2]!,
  PORT: process.argv[3]!,
  LOG_LEVEL: 'silent',
});
const db = openDatabase({ sqliteFile: config.sqliteFile });
await migrateToLatest(db.db);
const catalog = await CatalogStore.open(db.db, {
  warmUp: catalogWarmUp,
  seedDir: config.catalogDir,
});
const app = await buildApp(createAppContext({ config, db, catalog }), { logger: false });
const constant = { data: [{ id: 1, name: 'Constant' }], total: 1 };
app.get('/api/bench/constant', async () => constant);
await app.listen({ port: config.PORT, host: '127.0.0.1' });
console.log('ready');
