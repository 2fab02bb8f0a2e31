// Child process of the benchmark: loads the catalog from a database as a server does at start
// (read all tables, build the index) and prints the time and the memory it holds.
import { readCatalog } from '../server/db/catalog-repository';
import { openDatabase } from '../server/db/client';
import { getCatalogVersion } from '../server/db/catalog-repository';
import { CatalogIndex } from '../server/catalog/catalog-index';

const sqliteFile = process.argv[2]!;
const baselineRss = process.memoryUsage().rss;
const db = openDatabase({ sqliteFile });
const start = performance.now();
const index = new CatalogIndex(await readCatalog(db.db), await getCatalogVersion(db.db));
const ms = performance.now() - start;
globalThis.gc?.();
const rss = process.memoryUsage().rss;
console.log(
  JSON.stringify({
    ms,
    rssMb: rss / 2 ** 20,
    baselineRssMb: baselineRss / 2 ** 20,
    perfumes: index.perfumes.length,
  }),
);
await db.close();
