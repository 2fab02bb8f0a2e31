import type { Kysely } from 'kysely';

// The catalog tables. Data is replaced as a whole by an import (server/catalog-tools/import.ts), inside
// one transaction that also bumps catalog_version so running servers reload.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('families')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('intensity', 'double precision', (c) => c.notNull())
    .addColumn('me_families', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('code3', 'text', (c) => c.notNull())
    .addColumn('numeric', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('sub_region', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('long', 'double precision', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .execute();

  await db.schema
    .createTable('ingredients')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('origins', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('chapter', 'text')
    .execute();

  await db.schema
    .createTable('perfumes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sub_brand', 'text', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('perfumers', 'text', (c) => c.notNull())
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id'))
    .addColumn('secondary_family_id', 'integer', (c) => c.notNull().references('families.id'))
    .addColumn('me_family_name', 'text', (c) => c.notNull())
    .addColumn('expert_reviewed', 'integer', (c) => c.notNull())
    .addColumn('discontinued', 'integer', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('hero_ingredient_id', 'integer', (c) => c.notNull().references('ingredients.id'))
    // The main ingredients as a JSON list of [ingredient id, proportion] pairs, largest first as
    // written. One column rather than a link table: the list is always read and replaced whole,
    // and a 100,000-perfume catalog then loads in one scan (ADR 003).
    .addColumn('ingredients', 'text', (c) => c.notNull())
    .execute();

  // Descriptions live apart: they are most of a perfume's bytes, read one perfume at a time, and
  // a scan of the perfumes at start need not page through them.
  await db.schema
    .createTable('perfume_descriptions')
    .addColumn('perfume_id', 'integer', (c) =>
      c.primaryKey().references('perfumes.id').onDelete('cascade'),
    )
    .addColumn('en', 'text', (c) => c.notNull())
    .addColumn('fr', 'text', (c) => c.notNull())
    .addColumn('es', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('concepts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addColumn('associations', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'concepts',
    'perfume_descriptions',
    'perfumes',
    'ingredients',
    'brands',
    'countries',
    'families',
    'catalog_version',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
