import fs from 'node:fs/promises';
import path from 'node:path';

// Reads catalog files as raw JSON, keeping each file's name so that every problem can be reported
// where it is. Validation (validate.ts) turns them into CatalogData.

export interface RawFile {
  file: string;
  json: unknown;
}

export interface RawCatalog {
  families?: RawFile;
  ingredients?: RawFile;
  countries?: RawFile;
  concepts?: RawFile;
  brands: RawFile[];
  /** chapters/<ingredient-key>.json: one ingredient's chapter each (absent when there are none). */
  chapters?: RawFile[];
  /** Files that could not be read or parsed, with the reason. */
  unreadable: { file: string; message: string }[];
}

const tableFiles = ['families', 'ingredients', 'countries', 'concepts'] as const;

export interface ReadOptions {
  /** Called after each file with the files read so far and their total. */
  onFile?: (done: number, total: number) => void;
}

/**
 * Reads a catalog folder (catalog/README.md layout): the four tables, brands/*.json and
 * chapters/*.json (a folder that may be missing: a catalog need not have chapters). Anything else
 * in the folder (a README, examples/) is not part of the catalog and is left alone.
 */
export async function readCatalogFolder(
  dir: string,
  options: ReadOptions = {},
): Promise<RawCatalog> {
  const raw: RawCatalog = { brands: [], unreadable: [] };
  const brandDir = path.join(dir, 'brands');
  let names: string[] = [];
  try {
    names = (await fs.readdir(brandDir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    raw.unreadable.push({ file: 'brands/', message: 'the brands folder is missing' });
  }
  const chapterDir = path.join(dir, 'chapters');
  const chapterNames = (await fs.readdir(chapterDir).catch(() => []))
    .filter((n) => n.endsWith('.json'))
    .sort();
  const total = tableFiles.length + names.length + chapterNames.length;
  let done = 0;
  for (const name of tableFiles) {
    const file = path.join(dir, `${name}.json`);
    const read = await readJson(file, dir);
    if (read.ok) raw[name] = read.value;
    else raw.unreadable.push(read.error);
    options.onFile?.(++done, total);
  }
  for (const name of names) {
    const read = await readJson(path.join(brandDir, name), dir);
    if (read.ok) raw.brands.push(read.value);
    else raw.unreadable.push(read.error);
    options.onFile?.(++done, total);
  }
  if (chapterNames.length > 0) raw.chapters = [];
  for (const name of chapterNames) {
    const read = await readJson(path.join(chapterDir, name), dir);
    if (read.ok) raw.chapters!.push(read.value);
    else raw.unreadable.push(read.error);
    options.onFile?.(++done, total);
  }
  return raw;
}

/** Reads one JSON file: a brand file, or a whole catalog in one object. */
export async function readJsonFile(
  file: string,
): Promise<{ ok: true; value: RawFile } | { ok: false; error: { file: string; message: string } }> {
  return readJson(file, path.dirname(file));
}

async function readJson(
  file: string,
  base: string,
): Promise<{ ok: true; value: RawFile } | { ok: false; error: { file: string; message: string } }> {
  const shown = path.relative(base, file) || path.basename(file);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return { ok: false, error: { file: shown, message: 'the file cannot be read' } };
  }
  try {
    return { ok: true, value: { file: shown, json: JSON.parse(text) } };
  } catch (error) {
    return {
      ok: false,
      error: { file: shown, message: `invalid JSON: ${(error as Error).message}` },
    };
  }
}
