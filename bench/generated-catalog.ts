import path from 'node:path';
import type { CatalogData } from '../common/domain/catalog-schema';
import { generateCatalog } from '../server/catalog-tools/generate';
import { readCatalogFolder } from '../server/catalog/read-catalog';
import { validateCatalog } from '../server/catalog/validate';
import { replaceCatalog } from '../server/db/catalog-repository';
import { openDatabase } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';

/**
 * The benches' catalog: `perfumes` generated from the seed catalog (seed 1, the same every run)
 * and imported into a new SQLite file, with how long each step took.
 */
export async function writeGeneratedCatalog(
  root: string,
  sqliteFile: string,
  perfumes: number,
): Promise<{ data: CatalogData; generateMs: number; importMs: number }> {
  const seed = validateCatalog(await readCatalogFolder(path.join(root, 'catalog'))).data!;
  let started = performance.now();
  const data = generateCatalog({ perfumes, seed: 1 }, seed);
  const generateMs = performance.now() - started;
  const db = openDatabase({ sqliteFile });
  await migrateToLatest(db.db);
  started = performance.now();
  await replaceCatalog(db.db, data);
  const importMs = performance.now() - started;
  await db.close();
  return { data, generateMs, importMs };
}
