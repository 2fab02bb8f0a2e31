import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { CatalogData } from '../../common/domain/catalog-schema';
import {
  readCatalog,
  replaceCatalog,
  withCatalogLock,
  writeCatalog,
} from '../db/catalog-repository';
import type { Database } from '../db/schema';
import {
  mergeCsvPerfumes,
  type CopiedDescription,
  type CreatedRecord,
  type CsvColumn,
  type CsvMergeResult,
} from './csv-perfumes';
import { readCatalogSource } from './load-source';
import type { RawCatalog } from '../catalog/read-catalog';
import { validateCatalog, type CatalogProblem } from '../catalog/validate';

// Imports a catalog into the database. A folder or a whole-catalog JSON replaces the catalog; a
// brand file or a CSV of perfumes is merged into the current one. Everything is validated first
// and written in one transaction, so a failed import changes nothing. A merge reads the catalog it
// merges into inside that transaction, under the catalog lock: two imports started together run
// one after the other, and the second merges into what the first wrote.

export type ImportMode = 'replace' | 'merge-brand' | 'merge-csv';
export type ImportPhase = 'reading' | 'validating' | 'writing';

export interface ImportReport {
  mode: ImportMode;
  version: number;
  perfumes: { added: number; updated: number; total: number };
  created: { brands: CreatedRecord[]; families: CreatedRecord[]; ingredients: CreatedRecord[] };
  /** CSV rows whose French or Spanish description was empty and received the English text. */
  copiedDescriptions: CopiedDescription[];
}

export type ImportResult =
  { ok: true; report: ImportReport } | { ok: false; problems: CatalogProblem[] };

export interface ImportOptions {
  /** Called as each phase starts, with what it works on, e.g. "validating 100,000 perfumes". */
  onPhase?: (phase: ImportPhase, detail: string) => void;
  /** Progress within a phase, counted in `unit`s (files read, rows read, perfumes checked or written). */
  onProgress?: (phase: ImportPhase, unit: string, done: number, total: number) => void;
}

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
const rawPerfumeCount = (raw: RawCatalog) =>
  raw.brands.reduce((n, b) => {
    const perfumes = (b.json as { perfumes?: unknown } | null)?.perfumes;
    return n + (Array.isArray(perfumes) ? perfumes.length : 0);
  }, 0);
const count = (n: number) => n.toLocaleString('en');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

export async function importCatalog(
  db: Kysely<Database>,
  target: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  if (target.toLowerCase().endsWith('.csv')) return importCsv(db, target, options);

  options.onPhase?.('reading', `reading ${target}`);
  const raw = await readCatalogSource(target, {
    onFile: (done, total) => options.onProgress?.('reading', 'files', done, total),
  });
  const isBrandFile =
    !raw.families && !raw.ingredients && raw.brands.length === 1 && raw.unreadable.length === 0;
  if (!isBrandFile) {
    const { data, problems } = validate(raw, options);
    if (!data) return { ok: false, problems };
    const version = await write(db, data, options);
    const total = perfumeCount(data);
    return {
      ok: true,
      report: {
        mode: 'replace',
        version,
        perfumes: { added: total, updated: 0, total },
        created: none(),
        copiedDescriptions: [],
      },
    };
  }

  return withCatalogLock(db, async (trx): Promise<ImportResult> => {
    options.onPhase?.('reading', 'reading the current catalog from the database');
    const current = await readCatalog(trx);
    const merged = rawFromData(current);
    const incoming = raw.brands[0]!;
    const key = (incoming.json as { key?: unknown })?.key;
    const previous = current.brands.find((b) => b.key === key);
    merged.brands = merged.brands.filter((b) => (b.json as { key: string }).key !== key);
    merged.brands.push(incoming);
    const { data, problems } = validate(merged, options);
    if (!data) return { ok: false, problems };
    const version = await writeLocked(trx, data, options);
    return { ok: true, report: brandReport(data, key, previous, version) };
  });
}

function brandReport(
  data: CatalogData,
  key: unknown,
  previous: CatalogData['brands'][number] | undefined,
  version: number,
): ImportReport {
  const brand = data.brands.find((b) => b.key === key)!;
  const before = new Set(previous?.perfumes.map((p) => p.id));
  const updated = brand.perfumes.filter((p) => before.has(p.id)).length;
  return {
    mode: 'merge-brand',
    version,
    perfumes: { added: brand.perfumes.length - updated, updated, total: perfumeCount(data) },
    created: {
      ...none(),
      brands: previous ? [] : [{ name: brand.name, id: brand.id, key: brand.key }],
    },
    copiedDescriptions: [],
  };
}

function validate(raw: RawCatalog, options: ImportOptions) {
  options.onPhase?.(
    'validating',
    `validating ${plural(rawPerfumeCount(raw), 'perfume')} in ${plural(raw.brands.length, 'brand')}`,
  );
  return validateCatalog(raw, {
    onProgress: (done, total) => options.onProgress?.('validating', 'perfumes', done, total),
  });
}

function announceWrite(data: CatalogData, options: ImportOptions) {
  options.onPhase?.(
    'writing',
    `writing ${plural(perfumeCount(data), 'perfume')} in one transaction`,
  );
  return (done: number, total: number) => options.onProgress?.('writing', 'perfumes', done, total);
}

async function write(db: Kysely<Database>, data: CatalogData, options: ImportOptions) {
  return replaceCatalog(db, data, announceWrite(data, options));
}

async function writeLocked(trx: Transaction<Database>, data: CatalogData, options: ImportOptions) {
  return writeCatalog(trx, data, announceWrite(data, options));
}

async function importCsv(
  db: Kysely<Database>,
  file: string,
  options: ImportOptions,
): Promise<ImportResult> {
  options.onPhase?.('reading', `reading ${file} and the current catalog from the database`);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return {
      ok: false,
      problems: [{ file, record: '', field: '', message: 'the file cannot be read' }],
    };
  }
  const shown = path.basename(file);
  return withCatalogLock(db, async (trx): Promise<ImportResult> => {
    const current = await readCatalog(trx);
    const merge = mergeCsvPerfumes(current, text, shown, {
      onProgress: (done, total) => options.onProgress?.('reading', 'rows', done, total),
    });
    if (!merge.rowsRead) return { ok: false, problems: merge.problems };
    // Validation runs even when some cells could not be read, so that one run names every problem
    // of every row; it does not repeat a problem a row's cell already has.
    const { data, problems } = validate(rawFromData(merge.data), options);
    const all = [
      ...merge.problems.map((p) => ({ line: lineOf(p), problem: p })),
      ...rowProblems(problems, merge, shown),
    ];
    if (all.length > 0 || !data) {
      // Problems without a row (the current catalog's own) first, then row by row.
      return { ok: false, problems: all.sort((a, b) => a.line - b.line).map((p) => p.problem) };
    }
    const version = await writeLocked(trx, data, options);
    return {
      ok: true,
      report: {
        mode: 'merge-csv',
        version,
        perfumes: { added: merge.added, updated: merge.updated, total: perfumeCount(data) },
        created: merge.created,
        copiedDescriptions: merge.copiedDescriptions,
      },
    };
  });
}

const lineOf = (p: CatalogProblem) => Number(/^row (\d+)/.exec(p.record)?.[1] ?? 0);

/** The CSV column a field of a perfume record comes from. */
function columnOf(field: string): CsvColumn | null {
  const top = /^[A-Za-z]+/.exec(field)?.[0] ?? '';
  if (top === 'description') {
    const language = /^description\.(en|fr|es)/.exec(field)?.[1];
    return language ? (`description_${language}` as CsvColumn) : 'description_en';
  }
  const columns: Record<string, CsvColumn> = {
    familyId: 'family',
    secondaryFamilyId: 'secondaryFamily',
  };
  return columns[top] ?? ((top || null) as CsvColumn | null);
}

/**
 * Names the CSV row and column behind each validation problem of an imported perfume or of a
 * record the import created, and drops those that repeat a problem already found in that cell.
 */
function rowProblems(problems: CatalogProblem[], merge: CsvMergeResult, file: string) {
  const out: { line: number; problem: CatalogProblem }[] = [];
  for (const p of problems) {
    let line: number | undefined;
    let column: CsvColumn | null = null;
    let record = p.record;
    const perfume = /^perfume (\d+) /.exec(p.record);
    const ingredient = /^ingredient \d+ \((.*)\)$/.exec(p.record);
    const family = /^family (\d+) /.exec(p.record);
    if (perfume && (line = merge.rowByPerfumeId.get(Number(perfume[1]))) !== undefined) {
      column = columnOf(p.field.replace(/^perfumes\[\d+\]\./, ''));
      record = `row ${line} (${p.record})`;
    } else if (ingredient && (line = merge.rowByIngredientKey.get(ingredient[1]!)) !== undefined) {
      // A new ingredient takes the perfume's family: a missing family is that cell's problem.
      column = p.field === 'familyId' ? 'family' : 'ingredients';
      record = `row ${line} (new ${p.record}, ${p.field})`;
    } else if (family && (line = merge.rowByFamilyId.get(Number(family[1]))) !== undefined) {
      column = 'family';
      record = `row ${line} (new ${p.record}, ${p.field})`;
    }
    if (line === undefined) {
      out.push({ line: 0, problem: p });
      continue;
    }
    if (column && merge.reportedColumns.get(line)?.has(column)) continue;
    out.push({ line, problem: { file, record, field: column ?? p.field, message: p.message } });
  }
  return out;
}

function none() {
  return {
    brands: [] as CreatedRecord[],
    families: [] as CreatedRecord[],
    ingredients: [] as CreatedRecord[],
  };
}
