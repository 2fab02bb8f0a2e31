import type { Kysely } from 'kysely';
import type { Database } from './schema';

// Usage events (spec section 7, Analytics). A batch is written in one transaction: stored whole
// or not at all. Reports read them in pages, oldest first, so a large table never sits in memory.

export interface StoredAnalyticsEvent {
  id: string;
  appId: string;
  type: string;
  /** The view, action or search type, when the event has one. */
  name: string | null;
  /** The perfume, ingredient, concept or family the event is about, when it has one. */
  subjectId: number | null;
  data: Record<string, unknown>;
  visitorId: string | null;
  occurredAt: string;
  receivedAt: string;
}

/** Where the previous page ended: the last event's time and id. */
export interface AnalyticsCursor {
  occurredAt: string;
  id: string;
}

export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    async insertBatch(events: StoredAnalyticsEvent[]): Promise<void> {
      if (events.length === 0) return;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('analytics_events')
          .values(
            events.map((e) => ({
              id: e.id,
              app_id: e.appId,
              type: e.type,
              name: e.name,
              subject_id: e.subjectId,
              data: JSON.stringify(e.data),
              visitor_id: e.visitorId,
              occurred_at: e.occurredAt,
              received_at: e.receivedAt,
            })),
          )
          .execute();
      });
    },

    async countSince(since: string): Promise<number> {
      const row = await db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('occurred_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** "Shalimar, Guerlain" for each perfume id still in the catalog, for reports. */
    async perfumeNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('perfumes')
        .innerJoin('brands', 'brands.id', 'perfumes.brand_id')
        .select(['perfumes.id as id', 'perfumes.name as name', 'brands.name as brand'])
        .where('perfumes.id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [Number(r.id), `${r.name}, ${r.brand}`]));
    },

    /** Events since a time, oldest first, `limit` at a time after the cursor. */
    async pageSince(
      since: string,
      after: AnalyticsCursor | null,
      limit: number,
    ): Promise<StoredAnalyticsEvent[]> {
      let query = db.selectFrom('analytics_events').selectAll().where('occurred_at', '>=', since);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('occurred_at', '>', after.occurredAt),
            eb.and([eb('occurred_at', '=', after.occurredAt), eb('id', '>', after.id)]),
          ]),
        );
      }
      const rows = await query.orderBy('occurred_at').orderBy('id').limit(limit).execute();
      return rows.map((row) => ({
        id: row.id,
        appId: row.app_id,
        type: row.type,
        name: row.name,
        subjectId: row.subject_id === null ? null : Number(row.subject_id),
        data: JSON.parse(row.data) as Record<string, unknown>,
        visitorId: row.visitor_id,
        occurredAt: row.occurred_at,
        receivedAt: row.received_at,
      }));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
