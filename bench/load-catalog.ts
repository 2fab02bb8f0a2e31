// Child process of the benchmark: opens the catalog from a database exactly as a server does at
// start (read the tables, build the index and the engines' derived indexes) and prints the time
// and the memory it holds.
import { CatalogStore } from '../server/catalog/catalog-store';
import { openDatabase } from '../server/db/client';

const sqliteFile = process.argv[2]!;
const baselineRss = process.memoryUsage().rss;
const db = openDatabase({ sqliteFile });
const start = performance.now();
const store = await CatalogStore.open(db.db, { seedDir: 'catalog' });
const ms = performance.now() - start;
globalThis.gc?.();
const rss = process.memoryUsage().rss;
console.log(
  JSON.stringify({
    ms,
    rssMb: rss / 2 ** 20,
    baselineRssMb: baselineRss / 2 ** 20,
    perfumes: store.index.perfumes.length,
  }),
);
await db.close();
