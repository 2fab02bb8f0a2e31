// Recall and speed of Sillage's text search beside three off-the-shelf engines, on the same catalog
// and the same 200 queries: 100 names as they are, and 100 with one letter dropped inside their
// longest word (docs/decisions/033-typos-search-forgives.md). A query finds its perfume when a
// perfume of that name is among the first 10 results. The baselines: Fuse.js (threshold 0.4),
// MiniSearch (fuzzy 0.2, prefix) and, when PostgreSQL answers, pg_trgm (GIN index, similarity).
//
// Part of `npm run bench`; on its own, `npx tsx bench/search-recall.ts` generates the catalog
// (BENCH_PERFUMES, 100,000 by default), runs the comparison on each sample of queries named by
// BENCH_RECALL_SAMPLES (seeds, "31" by default) and lists the typos Sillage misses, with where
// their perfume ranks. BENCH_RECALL_FUSE=0 leaves Fuse.js out (seconds per query);
// BENCH_DATABASE_URL names the PostgreSQL server for pg_trgm.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import pg from 'pg';
import { normalizeText } from '../common/domain/text';
import { CatalogIndex, type IndexedPerfume } from '../server/catalog/catalog-index';
import { generateCatalog } from '../server/catalog-tools/generate';
import { createRandom } from '../server/lib/random';
import { readCatalogFolder } from '../server/catalog/read-catalog';
import { validateCatalog } from '../server/catalog/validate';
import { searchIndexFor, searchPerfumes } from '../server/search/text-search';
import { ms, summarize, type Timing } from './stats';

const TOP = 10;

interface RecallQuery {
  target: IndexedPerfume;
  query: string;
  typo: boolean;
}

/** An engine under test: the names of its first 10 results for a query. */
interface Engine {
  label: string;
  search: (query: string) => string[] | Promise<string[]>;
  /** Passes over the queries for the timing once warm; 0 times the first (Fuse.js is slow). */
  passes: number;
  timed: boolean;
}

export interface RecallResult {
  label: string;
  typos: number;
  exact: number;
  /** Null for an engine timed elsewhere. */
  timing: Timing | null;
}

/**
 * One letter dropped inside the longest word of the accent-free name (never its first or last),
 * or null when that word has fewer than 3 letters.
 */
export function dropLetter(name: string, seed: number): string | null {
  const text = normalizeText(name);
  let longest: RegExpExecArray | null = null;
  for (const match of text.matchAll(/[a-z]+/g)) {
    if (!longest || match[0].length > longest[0].length) longest = match as RegExpExecArray;
  }
  if (!longest || longest[0].length < 3) return null;
  const at = longest.index + 1 + (seed % (longest[0].length - 2));
  return text.slice(0, at) + text.slice(at + 1);
}

export function recallQueries(index: CatalogIndex, seed = 31): RecallQuery[] {
  const random = createRandom(seed);
  const exact: RecallQuery[] = [];
  const typos: RecallQuery[] = [];
  for (let i = 0; exact.length < 100 || typos.length < 100; i++) {
    const target = index.perfumes[random.int(0, index.perfumes.length - 1)]!;
    if (i % 2 === 0 && exact.length < 100) exact.push({ target, query: target.name, typo: false });
    else if (typos.length < 100) {
      const query = dropLetter(target.name, i);
      if (query !== null) typos.push({ target, query, typo: true });
    }
  }
  return [...typos, ...exact];
}

async function measure(engine: Engine, queries: readonly RecallQuery[]): Promise<RecallResult> {
  const found = { typos: 0, exact: 0 };
  let samples: number[] = [];
  for (const { target, query, typo } of queries) {
    const start = performance.now();
    const names = await engine.search(query);
    samples.push(performance.now() - start);
    if (names.slice(0, TOP).includes(target.name)) found[typo ? 'typos' : 'exact']++;
  }
  // Timed again once warm, unless one pass is all an engine's speed allows (Fuse.js).
  if (engine.passes > 0) samples = [];
  for (let pass = 0; pass < engine.passes; pass++) {
    for (const { query } of queries) {
      const start = performance.now();
      await engine.search(query);
      samples.push(performance.now() - start);
    }
  }
  const typos = queries.filter((q) => q.typo).length;
  return {
    label: engine.label,
    typos: found.typos / typos,
    exact: found.exact / (queries.length - typos),
    timing: engine.timed ? summarize(samples) : null,
  };
}

/** PostgreSQL with pg_trgm over the same names, in a schema of its own, or null when unreachable. */
async function trigramEngine(
  index: CatalogIndex,
  url: string,
): Promise<{ engine: Engine; close: () => Promise<void> } | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const schema = `bench_trgm_${process.pid}`;
  try {
    try {
      await client.query('create extension if not exists pg_trgm');
    } catch {
      // Two runs creating it at the same moment: the other one did.
      await client.query('create extension if not exists pg_trgm');
    }
    await client.query(`create schema ${schema}`);
    await client.query(`set search_path to ${schema}, public`);
    await client.query('create table perfumes (id integer primary key, name text, search text)');
    const rows = index.perfumes;
    for (let from = 0; from < rows.length; from += 2000) {
      const slice = rows.slice(from, from + 2000);
      await client.query(
        'insert into perfumes select * from unnest($1::integer[], $2::text[], $3::text[])',
        [slice.map((p) => p.id), slice.map((p) => p.name), slice.map((p) => p.search.name)],
      );
    }
    await client.query('create index perfumes_trgm on perfumes using gin (search gin_trgm_ops)');
    await client.query('analyze perfumes');
  } catch (error) {
    await client.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await client.end();
    throw error;
  }
  return {
    engine: {
      label: 'PostgreSQL pg_trgm (GIN, similarity)',
      passes: 3,
      timed: true,
      search: async (query) => {
        const { rows } = await client.query<{ name: string }>(
          'select name from perfumes where search % $1 order by similarity(search, $1) desc, id limit 10',
          [normalizeText(query)],
        );
        return rows.map((r) => r.name);
      },
    },
    close: async () => {
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

export interface RecallRun {
  results: RecallResult[];
  queries: number;
  postgres: boolean;
}

/** Recall on typos and on exact names, and the time per query, for Sillage and each baseline. */
export async function searchRecallBenchmarks(
  index: CatalogIndex,
  databaseUrl: string,
  { sample = 31, fuse: withFuse = true }: { sample?: number; fuse?: boolean } = {},
): Promise<RecallRun> {
  const queries = recallQueries(index, sample);
  const brandName = (p: IndexedPerfume) => index.brandById.get(p.brandId)!.name;
  const documents = index.perfumes.map((p) => ({ id: p.id, name: p.name, brand: brandName(p) }));

  const miniSearch = new MiniSearch({
    fields: ['name', 'brand'],
    storeFields: ['name'],
    processTerm: (term) => normalizeText(term),
    searchOptions: { fuzzy: 0.2, prefix: true },
  });
  miniSearch.addAll(documents);
  const fuse = withFuse
    ? new Fuse(documents, { keys: ['name', 'brand'], threshold: 0.4, ignoreLocation: true })
    : null;
  const engines: Engine[] = [
    {
      label: 'Sillage',
      passes: 3,
      timed: true,
      search: (q) => searchPerfumes(index, q, { limit: TOP }).hits.map((h) => h.perfume.name),
    },
    {
      // Without the looser measure's close names: the spec's rule alone, not timed.
      label: 'Sillage, the spec’s rule alone',
      passes: 0,
      timed: false,
      search: (q) =>
        searchPerfumes(index, q, { limit: TOP, looser: false }).hits.map((h) => h.perfume.name),
    },
    {
      label: 'MiniSearch (fuzzy 0.2, prefix)',
      passes: 3,
      timed: true,
      search: (q) =>
        miniSearch
          .search(q)
          .slice(0, TOP)
          .map((r) => r['name'] as string),
    },
  ];
  if (withFuse) {
    engines.push({
      label: 'Fuse.js (threshold 0.4)',
      passes: 0,
      timed: true,
      search: (q) => fuse!.search(q, { limit: TOP }).map((r) => r.item.name),
    });
  }
  const trigram = await trigramEngine(index, databaseUrl);
  if (trigram) engines.push(trigram.engine);
  try {
    const results: RecallResult[] = [];
    for (const engine of engines) results.push(await measure(engine, queries));
    return { results, queries: queries.length, postgres: trigram !== null };
  } finally {
    await trigram?.close();
  }
}

const pct = (share: number) => `${(100 * share).toFixed(1)}%`;

/** The table of a run: recall on typos and exact names, median and p95 per engine. */
export function printRecallRun(run: RecallRun): void {
  console.log(
    `recall@10 on ${run.queries} names: half with a letter dropped inside their longest word, half as they are${run.postgres ? '' : ' (PostgreSQL did not answer: no pg_trgm)'}`,
  );
  console.log(
    `${'engine'.padEnd(44)} ${'typos'.padStart(7)} ${'exact'.padStart(7)}   median         p95`,
  );
  for (const r of run.results) {
    console.log(
      `${r.label.padEnd(44)} ${pct(r.typos).padStart(7)} ${pct(r.exact).padStart(7)}   ${r.timing ? `${ms(r.timing.median).padStart(9)}   ${ms(r.timing.p95).padStart(9)}   (${r.timing.runs} runs)` : '(the same answers, the looser measure left out)'}`,
    );
  }
  const [sillage, , ...baselines] = run.results;
  const bestTypos = Math.max(...baselines.map((b) => b.typos));
  const fastest = Math.min(...baselines.map((b) => b.timing!.p95));
  console.log(
    `Sillage against the best baseline: typo recall ${((sillage!.typos - bestTypos) * 100).toFixed(1)} points higher; p95 ${(fastest / sillage!.timing!.p95).toFixed(1)}× lower than the fastest baseline's`,
  );
}

/** The typos whose perfume Sillage leaves out of its first 10, with where it ranks. */
export function sillageMisses(index: CatalogIndex, sample: number): string[] {
  return recallQueries(index, sample)
    .filter((q) => q.typo)
    .flatMap(({ target, query }) => {
      const { hits, total } = searchPerfumes(index, query, { limit: 1000 });
      const at = hits.findIndex((h) => h.perfume.name === target.name);
      if (at >= 0 && at < TOP) return [];
      const rank = at < 0 ? `not in the first ${hits.length}` : `ranked ${at + 1}`;
      return [`"${query}" for ${target.name}: ${rank} of ${total}`];
    });
}

// On its own: the catalog of `npm run bench`, then each sample.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const perfumes = Number(process.env.BENCH_PERFUMES ?? 100_000);
  const root = path.resolve(import.meta.dirname, '..');
  const seed = validateCatalog(await readCatalogFolder(path.join(root, 'catalog'))).data!;
  const index = new CatalogIndex(generateCatalog({ perfumes, seed: 1 }, seed), 1);
  searchIndexFor(index);
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const fuse = process.env.BENCH_RECALL_FUSE !== '0';
  for (const sample of (process.env.BENCH_RECALL_SAMPLES ?? '31').split(',').map(Number)) {
    console.log(`\n## ${perfumes.toLocaleString('en')} generated perfumes, sample ${sample}`);
    printRecallRun(await searchRecallBenchmarks(index, databaseUrl, { sample, fuse }));
    const misses = sillageMisses(index, sample);
    console.log(`Sillage's missed typos: ${misses.length === 0 ? 'none' : misses.join('; ')}`);
  }
}
