// Child process of the benchmark: loads the catalog from a database with the steps a server takes
// at start (CatalogStore.open): read the tables, build the catalog index, then the engines'
// derived indexes. Prints each time and the memory held once everything is ready.
import { CatalogIndexBuilder } from '../server/catalog/catalog-index';
import { runAtOnce } from '../server/lib/sliced';
import { warmIndex } from '../server/catalog-warm-up';
import {
  getCatalogVersion,
  readCatalogTables,
  readPerfumes,
} from '../server/db/catalog-repository';
import { openDatabase } from '../server/db/client';

const sqliteFile = process.argv[2]!;
const baselineRss = process.memoryUsage().rss;
const db = openDatabase({ sqliteFile });
let start = performance.now();
const version = await getCatalogVersion(db.db);
// Each page of rows goes into the builder as it is read, as in CatalogStore.
const tables = await readCatalogTables(db.db);
const builder = new CatalogIndexBuilder(tables);
await readPerfumes(db.db, tables, (brandId, perfume) => builder.add(brandId, perfume));
const index = runAtOnce(builder.build(version));
const loadMs = performance.now() - start;
start = performance.now();
warmIndex(index);
const warmMs = performance.now() - start;
globalThis.gc?.();
const rss = process.memoryUsage().rss;
console.log(
  JSON.stringify({
    loadMs,
    warmMs,
    rssMb: rss / 2 ** 20,
    baselineRssMb: baselineRss / 2 ** 20,
    perfumes: index.perfumes.length,
  }),
);
await db.close();
