import { sql, type Kysely, type Transaction } from 'kysely';
import type { CatalogData } from '../../common/domain/catalog-schema';
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

/**
 * Replaces the whole catalog in one transaction and bumps the version: either everything lands or
 * nothing changes. Returns the new version.
 */
export async function replaceCatalog(
  db: Db,
  data: CatalogData,
  onProgress?: ReplaceProgress,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    for (const table of [
      'perfume_ingredients',
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
      data.brands.map((b) => ({ id: b.id, key: b.key, name: b.name, country: b.country ?? null })),
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
        description_en: p.description.en,
        description_fr: p.description.fr,
        description_es: p.description.es,
        hero_ingredient_id: requireId(ingredientIdByKey, p.hero),
      }));
      await insertChunks(trx, 'perfumes', perfumes);
      const links = brand.perfumes.flatMap((p) =>
        p.ingredients.map((ing, position) => ({
          perfume_id: p.id,
          ingredient_id: requireId(ingredientIdByKey, ing.key),
          proportion: ing.proportion,
          position,
        })),
      );
      await insertChunks(trx, 'perfume_ingredients', links);
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
  });
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

/** Reads the whole catalog back in the folder's shape. */
export async function readCatalog(db: Db): Promise<CatalogData> {
  const [families, countries, brands, ingredients, concepts, perfumes, links] = await Promise.all([
    db.selectFrom('families').selectAll().orderBy('id').execute(),
    db.selectFrom('countries').selectAll().orderBy('code').execute(),
    db.selectFrom('brands').selectAll().orderBy('id').execute(),
    db.selectFrom('ingredients').selectAll().orderBy('id').execute(),
    db.selectFrom('concepts').selectAll().orderBy('id').execute(),
    db.selectFrom('perfumes').selectAll().orderBy('id').execute(),
    db
      .selectFrom('perfume_ingredients')
      .selectAll()
      .orderBy('perfume_id')
      .orderBy('position')
      .execute(),
  ]);
  const ingredientKeyById = new Map(ingredients.map((i) => [i.id, i.key]));
  const linksByPerfume = new Map<number, { key: string; proportion: number }[]>();
  for (const link of links) {
    let list = linksByPerfume.get(link.perfume_id);
    if (!list) linksByPerfume.set(link.perfume_id, (list = []));
    list.push({ key: ingredientKeyById.get(link.ingredient_id)!, proportion: link.proportion });
  }
  const brandById = new Map(
    brands.map((b) => [
      b.id,
      {
        id: b.id,
        key: b.key,
        name: b.name,
        ...(b.country ? { country: b.country } : {}),
        perfumes: [] as CatalogData['brands'][number]['perfumes'],
      },
    ]),
  );
  for (const p of perfumes) {
    brandById.get(p.brand_id)!.perfumes.push({
      id: p.id,
      name: p.name,
      subBrand: p.sub_brand,
      year: p.year,
      gender: p.gender as 'FU' | 'MU' | 'U',
      perfumers: parseList(p.perfumers),
      familyId: p.family_id,
      secondaryFamilyId: p.secondary_family_id,
      meFamilyName:
        p.me_family_name as CatalogData['brands'][number]['perfumes'][number]['meFamilyName'],
      expertReviewed: p.expert_reviewed === 1,
      discontinued: p.discontinued === 1,
      popularity: p.popularity,
      origin: parseList(p.origin),
      imageUrl: p.image_url,
      description: { en: p.description_en, fr: p.description_fr, es: p.description_es },
      ingredients: linksByPerfume.get(p.id) ?? [],
      hero: ingredientKeyById.get(p.hero_ingredient_id)!,
    });
  }
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
    brands: [...brandById.values()],
  };
}
