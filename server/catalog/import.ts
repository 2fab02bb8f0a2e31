import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { CatalogData } from '../../common/domain/catalog-schema';
import { readCatalog, replaceCatalog, type ReplaceProgress } from '../db/catalog-repository';
import type { Database } from '../db/schema';
import { mergeCsvPerfumes } from './csv-perfumes';
import { readCatalogSource } from './load-source';
import type { RawCatalog } from './read-catalog';
import { validateCatalog, type CatalogProblem } from './validate';

// Imports a catalog into the database. A folder or a whole-catalog JSON replaces the catalog; a
// brand file or a CSV of perfumes is merged into the current one. Everything is validated first
// and written in one transaction, so a failed import changes nothing.

export type ImportMode = 'replace' | 'merge-brand' | 'merge-csv';

export interface ImportReport {
  mode: ImportMode;
  version: number;
  perfumes: { added: number; updated: number; total: number };
  created: { brands: string[]; families: string[]; ingredients: string[] };
}

export type ImportResult = { ok: true; report: ImportReport } | { ok: false; problems: CatalogProblem[] };

export function rawFromData(data: CatalogData, label = 'database'): RawCatalog {
  return {
    families: { file: `${label} › families`, json: data.families },
    ingredients: { file: `${label} › ingredients`, json: data.ingredients },
    countries: { file: `${label} › countries`, json: data.countries },
    concepts: { file: `${label} › concepts`, json: data.concepts },
    brands: data.brands.map((b) => ({ file: `${label} › brand ${b.key}`, json: b })),
    unreadable: [],
  };
}

const perfumeCount = (data: CatalogData) => data.brands.reduce((n, b) => n + b.perfumes.length, 0);

export async function importCatalog(
  db: Kysely<Database>,
  target: string,
  options: { onProgress?: ReplaceProgress; onPhase?: (phase: string) => void } = {},
): Promise<ImportResult> {
  options.onPhase?.('reading');
  if (target.toLowerCase().endsWith('.csv')) return importCsv(db, target, options);

  const raw = await readCatalogSource(target);
  const isBrandFile = !raw.families && !raw.ingredients && raw.brands.length === 1 && raw.unreadable.length === 0;
  if (!isBrandFile) {
    options.onPhase?.('validating');
    const { data, problems } = validateCatalog(raw);
    if (!data) return { ok: false, problems };
    options.onPhase?.('writing');
    const version = await replaceCatalog(db, data, options.onProgress);
    const total = perfumeCount(data);
    return {
      ok: true,
      report: { mode: 'replace', version, perfumes: { added: total, updated: 0, total }, created: none() },
    };
  }

  const current = await readCatalog(db);
  const merged = rawFromData(current);
  const incoming = raw.brands[0]!;
  const key = (incoming.json as { key?: unknown })?.key;
  const previous = current.brands.find((b) => b.key === key);
  merged.brands = merged.brands.filter((b) => (b.json as { key: string }).key !== key);
  merged.brands.push(incoming);
  options.onPhase?.('validating');
  const { data, problems } = validateCatalog(merged);
  if (!data) return { ok: false, problems };
  options.onPhase?.('writing');
  const version = await replaceCatalog(db, data, options.onProgress);
  const brand = data.brands.find((b) => b.key === key)!;
  const before = new Set(previous?.perfumes.map((p) => p.id));
  const updated = brand.perfumes.filter((p) => before.has(p.id)).length;
  return {
    ok: true,
    report: {
      mode: 'merge-brand',
      version,
      perfumes: { added: brand.perfumes.length - updated, updated, total: perfumeCount(data) },
      created: { ...none(), brands: previous ? [] : [brand.name] },
    },
  };
}

async function importCsv(
  db: Kysely<Database>,
  file: string,
  options: { onProgress?: ReplaceProgress; onPhase?: (phase: string) => void },
): Promise<ImportResult> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return { ok: false, problems: [{ file, record: '', field: '', message: 'the file cannot be read' }] };
  }
  const shown = path.basename(file);
  const current = await readCatalog(db);
  const merge = mergeCsvPerfumes(current, text, shown);
  if (merge.problems.length > 0) return { ok: false, problems: merge.problems };
  options.onPhase?.('validating');
  const { data, problems } = validateCatalog(rawFromData(merge.data));
  if (!data) {
    // Name the CSV row behind each problem with an imported perfume.
    return {
      ok: false,
      problems: problems.map((p) => {
        const id = Number(/^perfume (\d+)/.exec(p.record)?.[1]);
        const line = merge.lineByPerfumeId.get(id);
        if (line === undefined) return p;
        return { file: shown, record: `row ${line} (${p.record})`, field: p.field.replace(/^perfumes\[\d+\]\./, ''), message: p.message };
      }),
    };
  }
  options.onPhase?.('writing');
  const version = await replaceCatalog(db, data, options.onProgress);
  return {
    ok: true,
    report: {
      mode: 'merge-csv',
      version,
      perfumes: { added: merge.added, updated: merge.updated, total: perfumeCount(data) },
      created: merge.created,
    },
  };
}

function none() {
  return { brands: [] as string[], families: [] as string[], ingredients: [] as string[] };
}
