import fs from 'node:fs/promises';
import path from 'node:path';
import type { CatalogBrand, CatalogData } from '../../common/domain/catalog-schema';

// Writes a catalog in the folder format of catalog/README.md. The four small tables are indented
// for reading; brand files put one perfume per line, which keeps a generated catalog over a
// quarter smaller than indented JSON while staying greppable and diffable line by line.

const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface WriteProgress {
  /** Called after each brand file, e.g. to print progress. */
  onBrand?: (written: number, total: number) => void;
}

/**
 * Writes families.json, ingredients.json, countries.json, concepts.json, brands/<key>.json and
 * chapters/<ingredient-key>.json into `dir` (created if needed). Files already there with other names are left alone.
 */
export async function writeCatalogFolder(
  dir: string,
  data: CatalogData,
  progress: WriteProgress = {},
): Promise<void> {
  checkBrandKeys(data.brands);
  await fs.mkdir(path.join(dir, 'brands'), { recursive: true });
  await writeTable(dir, 'families', data.families);
  // Chapters go to a file each, as the folder format has them; the table keeps the short records.
  await writeTable(
    dir,
    'ingredients',
    data.ingredients.map(({ chapter: _chapter, ...ingredient }) => ingredient),
  );
  const chapters = data.ingredients.filter((i) => i.chapter !== undefined);
  if (chapters.length > 0) await fs.mkdir(path.join(dir, 'chapters'), { recursive: true });
  for (const { key, chapter } of chapters) {
    if (!slug.test(key)) throw new Error(`ingredient key "${key}" is not a slug`);
    await fs.writeFile(
      path.join(dir, 'chapters', `${key}.json`),
      `${JSON.stringify({ key, chapter }, null, 2)}\n`,
    );
  }
  await writeTable(dir, 'countries', data.countries);
  await writeTable(dir, 'concepts', data.concepts);
  let written = 0;
  for (const brand of data.brands) {
    await fs.writeFile(path.join(dir, 'brands', `${brand.key}.json`), brandFileText(brand));
    progress.onBrand?.(++written, data.brands.length);
  }
}

/** Keys become file names: a bad or repeated key would write outside brands/ or overwrite a file. */
function checkBrandKeys(brands: CatalogBrand[]): void {
  const seen = new Set<string>();
  for (const brand of brands) {
    if (!slug.test(brand.key))
      throw new Error(`brand ${brand.id}: key "${brand.key}" is not a slug`);
    if (seen.has(brand.key)) throw new Error(`brand ${brand.id}: key "${brand.key}" is repeated`);
    seen.add(brand.key);
  }
}

async function writeTable(dir: string, name: string, rows: unknown[]): Promise<void> {
  await fs.writeFile(path.join(dir, `${name}.json`), `${JSON.stringify(rows, null, 2)}\n`);
}

export function brandFileText(brand: CatalogBrand): string {
  const { perfumes, ...head } = brand;
  const opening = JSON.stringify(head).slice(0, -1);
  if (perfumes.length === 0) return `${opening},"perfumes":[]}\n`;
  const lines = perfumes.map((perfume) => `  ${JSON.stringify(perfume)}`);
  return `${opening},"perfumes":[\n${lines.join(',\n')}\n]}\n`;
}
