import type { Kysely } from 'kysely';

// A perfume's pyramid and concentration (issue 15). Every column may be empty: a catalog written
// before pyramids (or a CSV without their columns) still imports, and the site then says nothing
// of them. Touches only the perfumes table, so it applies whatever other migrations ran before it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('perfumes')
    // JSON [stageMask, …] aligned with the `ingredients` column (1 top, 2 heart, 4 base).
    .addColumn('ingredient_stages', 'text')
    .execute();
  await db.schema.alterTable('perfumes').addColumn('concentration', 'text').execute();
  await db.schema.alterTable('perfumes').addColumn('concentration_name', 'text').execute();
  // JSON list of other strengths sold under the same name.
  await db.schema.alterTable('perfumes').addColumn('also_as', 'text').execute();
  await db.schema.alterTable('perfumes').addColumn('linear', 'integer').execute();
  await db.schema.alterTable('perfumes').addColumn('pyramid_source', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'pyramid_source',
    'linear',
    'also_as',
    'concentration_name',
    'concentration',
    'ingredient_stages',
  ]) {
    await db.schema.alterTable('perfumes').dropColumn(column).execute();
  }
}
