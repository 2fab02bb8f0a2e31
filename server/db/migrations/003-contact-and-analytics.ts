import type { Kysely } from 'kysely';

// Contact messages and analytics events. Like the accounts tables: random UUID ids made by the
// server, ISO-8601 UTC times as text, JSON as text, so the same definitions run on SQLite and
// PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set once the message reached the mail service; a message whose mail failed stays with
    // mailed_at null and the reason, for the operator to read or send again.
    .addColumn('mailed_at', 'text')
    .addColumn('mail_error', 'text')
    .execute();
  await db.schema
    .createIndex('contact_messages_created')
    .on('contact_messages')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    // VIEW_OPENED, ACTION, SEARCH_PERFUMES, RECOMMENDATION_FETCH, LOGIN, REGISTRATION, BRAND_ACCESS
    .addColumn('type', 'text', (c) => c.notNull())
    // The view, the action or the search type, when the event has one: what reports group by.
    .addColumn('name', 'text')
    // The perfume, ingredient, concept or family the event is about, when it has one.
    .addColumn('subject_id', 'integer')
    // The rest of the event as JSON text.
    .addColumn('data', 'text', (c) => c.notNull())
    // The visitor's random local id (tempId), so a report can follow one journey.
    .addColumn('visitor_id', 'text')
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_events_occurred')
    .on('analytics_events')
    .columns(['occurred_at', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
  await db.schema.dropTable('contact_messages').execute();
}
