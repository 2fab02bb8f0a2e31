import type { Kysely } from 'kysely';

// A house's founding year and its short history in three languages (issue 29, house pages). Both
// may be empty: most houses have neither, and a catalog written before them still imports. Touches
// only the brands table, so it applies whatever other migrations ran before it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').addColumn('founded', 'integer').execute();
  // JSON {en, fr, es}, as an ingredient's chapter is kept.
  await db.schema.alterTable('brands').addColumn('history', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('history').execute();
  await db.schema.alterTable('brands').dropColumn('founded').execute();
}
