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
  /** Files that could not be read or parsed, with the reason. */
  unreadable: { file: string; message: string }[];
}

const tableFiles = ['families', 'ingredients', 'countries', 'concepts'] as const;

/** Reads a catalog folder (catalog/README.md layout). */
export async function readCatalogFolder(dir: string): Promise<RawCatalog> {
  const raw: RawCatalog = { brands: [], unreadable: [] };
  for (const name of tableFiles) {
    const file = path.join(dir, `${name}.json`);
    const read = await readJson(file, dir);
    if (read.ok) raw[name] = read.value;
    else raw.unreadable.push(read.error);
  }
  const brandDir = path.join(dir, 'brands');
  let names: string[] = [];
  try {
    names = (await fs.readdir(brandDir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    raw.unreadable.push({ file: 'brands/', message: 'the brands folder is missing' });
  }
  for (const name of names) {
    const read = await readJson(path.join(brandDir, name), dir);
    if (read.ok) raw.brands.push(read.value);
    else raw.unreadable.push(read.error);
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
