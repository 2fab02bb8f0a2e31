import type { Kysely } from 'kysely';

// The collection (issue 30, docs/decisions/043-collection.md): one row per perfume a person keeps
// on a shelf or gave a verdict, and the wear diary. Like favourites, no foreign key to perfumes:
// a catalog import replaces that table, and an item of a perfume that left the catalog is kept
// (and hidden) rather than lost. Touches only its own tables, so it applies whatever other
// migrations ran before it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collection_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('perfume_id', 'integer', (c) => c.notNull())
    // have, had, want or tried; null when the perfume only has a verdict.
    .addColumn('shelf', 'text')
    .addColumn('format', 'text')
    .addColumn('size_ml', 'real')
    .addColumn('rating', 'integer')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('longevity', 'integer')
    .addColumn('sillage', 'integer')
    // JSON lists of words, as the other short lists of the schema.
    .addColumn('seasons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('moments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_items_pk', ['user_id', 'perfume_id'])
    .execute();

  await db.schema
    .createTable('wears')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('perfume_id', 'integer', (c) => c.notNull())
    // The wearer's own day, YYYY-MM-DD: compared as text, the same on both databases.
    .addColumn('worn_on', 'text', (c) => c.notNull())
    .addColumn('moment', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wears_user_day')
    .on('wears')
    .columns(['user_id', 'worn_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wears').execute();
  await db.schema.dropTable('collection_items').execute();
}
