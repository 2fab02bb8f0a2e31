import fs from 'node:fs/promises';
import {
  readCatalogFolder,
  readJsonFile,
  type RawCatalog,
  type ReadOptions,
} from '../catalog/read-catalog';

/**
 * Reads what an operator points a catalog command at: a catalog folder, or one JSON file that is
 * either a brand file or a whole catalog ({families, ingredients, countries, concepts, brands},
 * and optionally chapters: [{key, chapter}] as in chapters/<key>.json).
 */
export async function readCatalogSource(
  target: string,
  options: ReadOptions = {},
): Promise<RawCatalog> {
  const stat = await fs.stat(target).catch(() => null);
  if (!stat)
    return { brands: [], unreadable: [{ file: target, message: 'no such file or folder' }] };
  if (stat.isDirectory()) return readCatalogFolder(target, options);
  const read = await readJsonFile(target);
  if (!read.ok) return { brands: [], unreadable: [read.error] };
  const json = read.value.json as Record<string, unknown>;
  const file = read.value.file;
  if (json && typeof json === 'object' && !Array.isArray(json) && Array.isArray(json.brands)) {
    const part = (name: string) =>
      json[name] === undefined ? undefined : { file: `${file} › ${name}`, json: json[name] };
    const raw: RawCatalog = { brands: [], unreadable: [] };
    for (const name of ['families', 'ingredients', 'countries', 'concepts'] as const) {
      const p = part(name);
      if (p) raw[name] = p;
    }
    raw.brands = (json.brands as unknown[]).map((b, i) => ({
      file: `${file} › brands[${i}]`,
      json: b,
    }));
    // Chapters may also be written in the ingredients, as the database gives them back.
    if (Array.isArray(json.chapters))
      raw.chapters = (json.chapters as unknown[]).map((c, i) => ({
        file: `${file} › chapters[${i}]`,
        json: c,
      }));
    return raw;
  }
  return { brands: [read.value], unreadable: [] };
}
