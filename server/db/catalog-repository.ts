import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type {
  CatalogData,
  CatalogTables,
  CatalogWithoutDescriptions,
  Concentration,
} from '../../common/domain/catalog-schema';
import { stageMask, stagesFromMask } from '../../common/domain/pyramid';
import type { Language } from '../../common/domain/languages';
import { nextTurn } from '../catalog/sliced';
import type { Database } from './schema';

// The catalog in SQL. Reading returns the same CatalogData shape as the catalog folder, so the
// in-memory index is built by one function whatever the source.

type Db = Kysely<Database>;

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The current catalog version, or 0 when no catalog was ever imported. */
export async function getCatalogVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalog_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.version ?? 0;
}

export interface ReplaceProgress {
  (done: number, total: number): void;
}

// The catalog's write lock: whoever changes the catalog (an import, a node seeding an empty
// database, migrations at start) holds it, on every node and every command-line import, so that
// one waits for the other instead of both writing from the same base. An arbitrary constant that
// names "the Sillage catalog" among PostgreSQL's advisory locks.
export const CATALOG_LOCK_KEY = 5_177_245_108;

// A SQLite import of a large catalog holds the lock for seconds: another waits up to this long.
const SQLITE_LOCK_WAIT_MS = 10 * 60_000;
const SQLITE_BUSY_TIMEOUT_MS = 5000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations lock before the schema exists
export const isPostgres = (db: Kysely<any>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Runs work in one transaction that holds the catalog's write lock, so that imports and seeding
 * read the catalog they change inside the same transaction and never overwrite one another: on
 * PostgreSQL an advisory lock, on SQLite the database's write lock, both waited for.
 */
export async function withCatalogLock<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${CATALOG_LOCK_KEY})`.execute(trx);
    else await takeSqliteWriteLock(trx);
    return work(trx);
  });
}

async function takeSqliteWriteLock(trx: Transaction<Database>): Promise<void> {
  // SQLite's busy_timeout would wait inside the call and stop the whole process: wait between
  // attempts instead, so that whatever else the process does goes on.
  await sql`pragma busy_timeout = 0`.execute(trx);
  const deadline = Date.now() + SQLITE_LOCK_WAIT_MS;
  try {
    for (;;) {
      try {
        // Any write takes the lock, even one that changes no row.
        await sql`update catalog_version set version = version where id = 1`.execute(trx);
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() > deadline) {
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  } finally {
    await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(trx);
  }
}

/**
 * Replaces the whole catalog in one transaction and bumps the version: either everything lands or
 * nothing changes. Returns the new version.
 */
export async function replaceCatalog(
  db: Db,
  data: CatalogData,
  onProgress?: ReplaceProgress,
): Promise<number> {
  return withCatalogLock(db, (trx) => writeCatalog(trx, data, onProgress));
}

/**
 * Writes the first catalog into an empty database. When several nodes start together on it, the
 * first one writes it; the others wait for the lock, then find it there.
 */
export async function seedCatalogIfEmpty(
  db: Db,
  data: CatalogData,
): Promise<{ version: number; seeded: boolean }> {
  return withCatalogLock(db, async (trx) => {
    const version = await getCatalogVersion(trx);
    if (version > 0) return { version, seeded: false };
    return { version: await writeCatalog(trx, data), seeded: true };
  });
}

/** Replaces the catalog inside a transaction that holds the catalog lock; returns the new version. */
export async function writeCatalog(
  trx: Transaction<Database>,
  data: CatalogData,
  onProgress?: ReplaceProgress,
): Promise<number> {
  for (const table of [
    'perfume_descriptions',
    'perfumes',
    'concepts',
    'ingredients',
    'brands',
    'countries',
    'families',
  ] as const) {
    await trx.deleteFrom(table).execute();
  }
  const ingredientIdByKey = new Map(data.ingredients.map((i) => [i.key, i.id]));
  const perfumeTotal = data.brands.reduce((n, b) => n + b.perfumes.length, 0);
  let perfumesDone = 0;

  await insertChunks(
    trx,
    'families',
    data.families.map((f) => ({
      id: f.id,
      key: f.key,
      name_en: f.name.en,
      name_fr: f.name.fr,
      name_es: f.name.es,
      color: f.color,
      intensity: f.intensity,
      me_families: JSON.stringify(f.meFamilies),
    })),
  );
  await insertChunks(
    trx,
    'countries',
    data.countries.map((c) => ({
      code: c.code,
      code3: c.code3,
      numeric: c.numeric,
      name_en: c.name.en,
      name_fr: c.name.fr,
      name_es: c.name.es,
      region: c.region,
      sub_region: c.subRegion,
      lat: c.lat,
      long: c.long,
    })),
  );
  await insertChunks(
    trx,
    'brands',
    data.brands.map((b) => ({
      id: b.id,
      key: b.key,
      name: b.name,
      country: b.country ?? null,
      founded: b.founded ?? null,
      history: b.history ? JSON.stringify(b.history) : null,
    })),
  );
  await insertChunks(
    trx,
    'ingredients',
    data.ingredients.map((i) => ({
      id: i.id,
      key: i.key,
      name_en: i.name.en,
      name_fr: i.name.fr,
      name_es: i.name.es,
      family_id: i.familyId,
      kind: i.kind,
      origins: JSON.stringify(i.origins),
      image_url: i.imageUrl,
      chapter: i.chapter ? JSON.stringify(i.chapter) : null,
    })),
  );
  await insertChunks(
    trx,
    'concepts',
    data.concepts.map((c) => ({
      id: c.id,
      key: c.key,
      name_en: c.name.en,
      name_fr: c.name.fr,
      name_es: c.name.es,
      categories: JSON.stringify(c.categories),
      visible: c.visible ? 1 : 0,
      associations: JSON.stringify({ ingredients: c.ingredients, families: c.families }),
    })),
  );

  for (const brand of data.brands) {
    const perfumes = brand.perfumes.map((p) => ({
      id: p.id,
      brand_id: brand.id,
      name: p.name,
      sub_brand: p.subBrand,
      year: p.year,
      gender: p.gender,
      perfumers: JSON.stringify(p.perfumers),
      family_id: p.familyId,
      secondary_family_id: p.secondaryFamilyId,
      me_family_name: p.meFamilyName,
      expert_reviewed: p.expertReviewed ? 1 : 0,
      discontinued: p.discontinued ? 1 : 0,
      popularity: p.popularity,
      origin: JSON.stringify(p.origin),
      image_url: p.imageUrl,
      hero_ingredient_id: requireId(ingredientIdByKey, p.hero),
      ingredients: JSON.stringify(
        p.ingredients.map((i) => [requireId(ingredientIdByKey, i.key), i.proportion]),
      ),
      ...pyramidColumns(p),
    }));
    await insertChunks(trx, 'perfumes', perfumes);
    await insertChunks(
      trx,
      'perfume_descriptions',
      brand.perfumes.map((p) => ({ perfume_id: p.id, ...p.description })),
    );
    perfumesDone += brand.perfumes.length;
    onProgress?.(perfumesDone, perfumeTotal);
  }

  const current = await trx
    .selectFrom('catalog_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  const version = (current?.version ?? 0) + 1;
  const updatedAt = new Date().toISOString();
  if (current) {
    await trx
      .updateTable('catalog_version')
      .set({ version, updated_at: updatedAt })
      .where('id', '=', 1)
      .execute();
  } else {
    await trx
      .insertInto('catalog_version')
      .values({ id: 1, version, updated_at: updatedAt })
      .execute();
  }
  return version;
}

function requireId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Unknown ingredient "${key}"`);
  return id;
}

// Both dialects cap the number of bound parameters in one statement (SQLite 32766, PostgreSQL
// 65535): rows go in chunks that stay well under either.
async function insertChunks<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).length;
  const size = Math.max(1, Math.floor(20000 / columns));
  for (let start = 0; start < rows.length; start += size) {
    // The row objects are built above from the table's own columns.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
  }
}

const parseList = (text: string): string[] => JSON.parse(text) as string[];

/** The pyramid and concentration columns of a perfume row: null where the catalog says nothing. */
function pyramidColumns(p: Perfume) {
  const placed = p.ingredients.every((i) => i.stages !== undefined);
  return {
    ingredient_stages: placed
      ? JSON.stringify(p.ingredients.map((i) => stageMask(i.stages ?? [])))
      : null,
    concentration: p.concentration ?? null,
    concentration_name: p.concentrationName ?? null,
    also_as: p.alsoAs ? JSON.stringify(p.alsoAs) : null,
    linear: p.linear === undefined ? null : p.linear ? 1 : 0,
    pyramid_source: p.pyramidSource ?? null,
  };
}

/** The catalog fields of the same columns, left out when null (as a catalog file would). */
function pyramidFields(row: {
  concentration: string | null;
  concentration_name: string | null;
  also_as: string | null;
  linear: number | null;
  pyramid_source: string | null;
}): Partial<Perfume> {
  return {
    ...(row.concentration ? { concentration: row.concentration as Concentration } : {}),
    ...(row.concentration_name ? { concentrationName: row.concentration_name } : {}),
    ...(row.also_as ? { alsoAs: JSON.parse(row.also_as) as Concentration[] } : {}),
    ...(row.linear !== null ? { linear: row.linear === 1 } : {}),
    ...(row.pyramid_source
      ? { pyramidSource: row.pyramid_source as 'published' | 'estimated' }
      : {}),
  };
}

type Perfume = CatalogWithoutDescriptions['brands'][number]['perfumes'][number];

// Perfumes are read a page at a time, the event loop getting a turn between pages: SQLite answers
// inside the call, and 100,000 rows read at once kept a node from serving for most of a second
// (docs/decisions/028-catalog-reload-in-slices.md).
const PERFUMES_PER_PAGE = 250;

/** Reads the catalog the in-memory index is built from: everything but the perfumes' descriptions. */
export async function readCatalogForIndex(
  db: Db,
  /** Awaited before each page of perfumes: what the event loop gets between two (a turn). */
  betweenPages: () => Promise<void> = nextTurn,
): Promise<CatalogWithoutDescriptions> {
  const tables = await readCatalogTables(db);
  const perfumesOf = new Map(tables.brands.map((b) => [b.id, [] as Perfume[]]));
  await readPerfumes(db, tables, (brandId, p) => perfumesOf.get(brandId)!.push(p), betweenPages);
  return {
    ...tables,
    brands: tables.brands.map((b) => ({ ...b, perfumes: perfumesOf.get(b.id)! })),
  };
}

/** The catalog's small tables and its brands, without their perfumes (readPerfumes reads them). */
export async function readCatalogTables(db: Db): Promise<CatalogTables> {
  const [families, countries, brands, ingredients, concepts] = await Promise.all([
    db.selectFrom('families').selectAll().orderBy('id').execute(),
    db.selectFrom('countries').selectAll().orderBy('code').execute(),
    db.selectFrom('brands').selectAll().orderBy('id').execute(),
    db.selectFrom('ingredients').selectAll().orderBy('id').execute(),
    db.selectFrom('concepts').selectAll().orderBy('id').execute(),
  ]);
  return {
    families: families.map((f) => ({
      id: f.id,
      key: f.key,
      name: { en: f.name_en, fr: f.name_fr, es: f.name_es },
      color: f.color,
      intensity: f.intensity,
      meFamilies: JSON.parse(f.me_families),
    })),
    countries: countries.map((c) => ({
      code: c.code,
      code3: c.code3,
      numeric: c.numeric,
      name: { en: c.name_en, fr: c.name_fr, es: c.name_es },
      region: c.region,
      subRegion: c.sub_region,
      lat: c.lat,
      long: c.long,
    })),
    ingredients: ingredients.map((i) => ({
      id: i.id,
      key: i.key,
      name: { en: i.name_en, fr: i.name_fr, es: i.name_es },
      familyId: i.family_id,
      kind: i.kind as 'natural' | 'synthetic',
      origins: parseList(i.origins),
      imageUrl: i.image_url,
      ...(i.chapter ? { chapter: JSON.parse(i.chapter) } : {}),
    })),
    concepts: concepts.map((c) => {
      const associations = JSON.parse(c.associations);
      return {
        id: c.id,
        key: c.key,
        name: { en: c.name_en, fr: c.name_fr, es: c.name_es },
        categories: JSON.parse(c.categories),
        visible: c.visible === 1,
        ingredients: associations.ingredients,
        families: associations.families,
      };
    }),
    brands: brands.map((b) => ({
      id: b.id,
      key: b.key,
      name: b.name,
      ...(b.country ? { country: b.country } : {}),
      ...(b.founded !== null ? { founded: b.founded } : {}),
      ...(b.history ? { history: JSON.parse(b.history) } : {}),
    })),
  };
}

/**
 * Reads the perfumes a page at a time, in id order, handing each to `each` with its brand's id:
 * whoever keeps only what it derives from them lets each page's rows die young.
 */
export async function readPerfumes(
  db: Db,
  tables: Pick<CatalogTables, 'ingredients'>,
  each: (brandId: number, perfume: Perfume) => void,
  /** Awaited before each page of perfumes: what the event loop gets between two (a turn). */
  betweenPages: () => Promise<void> = nextTurn,
): Promise<void> {
  const ingredientKeyById = new Map(tables.ingredients.map((i) => [i.id, i.key]));
  const ingredientsOf = (json: string, stagesJson: string | null) => {
    const masks = stagesJson ? (JSON.parse(stagesJson) as number[]) : null;
    return (JSON.parse(json) as [number, number][]).map(([id, proportion], index) => ({
      key: ingredientKeyById.get(id)!,
      proportion,
      ...(masks ? { stages: stagesFromMask(masks[index] ?? 0) } : {}),
    }));
  };
  for (let after: number | null = null; ;) {
    await betweenPages();
    const perfumes = await db
      .selectFrom('perfumes')
      .selectAll()
      .$if(after !== null, (query) => query.where('id', '>', after!))
      .orderBy('id')
      .limit(PERFUMES_PER_PAGE)
      .execute();
    if (perfumes.length === 0) break;
    after = perfumes.at(-1)!.id;
    for (const p of perfumes) {
      each(p.brand_id, {
        id: p.id,
        name: p.name,
        subBrand: p.sub_brand,
        year: p.year,
        gender: p.gender as Perfume['gender'],
        perfumers: parseList(p.perfumers),
        familyId: p.family_id,
        secondaryFamilyId: p.secondary_family_id,
        meFamilyName: p.me_family_name as Perfume['meFamilyName'],
        expertReviewed: p.expert_reviewed === 1,
        discontinued: p.discontinued === 1,
        popularity: p.popularity,
        origin: parseList(p.origin),
        imageUrl: p.image_url,
        ingredients: ingredientsOf(p.ingredients, p.ingredient_stages),
        hero: ingredientKeyById.get(p.hero_ingredient_id)!,
        ...pyramidFields(p),
      });
    }
  }
}

/** Reads the whole catalog back in the folder's shape, descriptions included (imports merge it). */
export async function readCatalog(db: Db): Promise<CatalogData> {
  const [catalog, descriptions] = await Promise.all([
    readCatalogForIndex(db),
    db.selectFrom('perfume_descriptions').selectAll().execute(),
  ]);
  const byId = new Map(descriptions.map((d) => [d.perfume_id, { en: d.en, fr: d.fr, es: d.es }]));
  return {
    ...catalog,
    brands: catalog.brands.map((brand) => ({
      ...brand,
      perfumes: brand.perfumes.map((p) => ({ ...p, description: byId.get(p.id)! })),
    })),
  };
}

// Bound parameters per statement stay well under both dialects' caps.
const DESCRIPTION_IDS_PER_QUERY = 1000;

/** The descriptions of some perfumes in one language, by perfume id (absent ids are left out). */
export async function readPerfumeDescriptions(
  db: Db,
  ids: readonly number[],
  lang: Language,
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, string>();
  for (let start = 0; start < unique.length; start += DESCRIPTION_IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('perfume_descriptions')
      .select(['perfume_id', lang])
      .where('perfume_id', 'in', unique.slice(start, start + DESCRIPTION_IDS_PER_QUERY))
      .execute();
    for (const row of rows) found.set(row.perfume_id, row[lang]);
  }
  return found;
}
