import type { Kysely, Selectable } from 'kysely';
import type {
  CollectionFields,
  Moment,
  OwnedFormat,
  Season,
  Shelf,
} from '../../common/domain/collection';
import type { CollectionItemsTable, Database, WearsTable } from './schema';

// A person's collection (issue 30): perfumes on shelves or with a verdict, and the wear diary.
// A change writes only the columns it names, in one statement, so two tabs changing different
// fields of one perfume never undo each other (docs/decisions/043-collection.md).

export interface CollectionRecord extends CollectionFields {
  perfumeId: number;
  addedAt: string;
  updatedAt: string;
}

export interface WearRecord {
  id: string;
  perfumeId: number;
  wornOn: string;
  moment: Moment | null;
  note: string;
  createdAt: string;
}

export interface WearCount {
  perfumeId: number;
  wears: number;
  lastWornOn: string;
}

type Columns = Partial<
  Pick<
    CollectionItemsTable,
    | 'shelf'
    | 'format'
    | 'size_ml'
    | 'rating'
    | 'note'
    | 'longevity'
    | 'sillage'
    | 'seasons'
    | 'moments'
  >
>;

/** The columns a change names, and only those. */
function columnsOf(fields: Partial<CollectionFields>): Columns {
  const c: Columns = {};
  if (fields.shelf !== undefined) c.shelf = fields.shelf;
  if (fields.format !== undefined) c.format = fields.format;
  if (fields.sizeMl !== undefined) c.size_ml = fields.sizeMl;
  if (fields.rating !== undefined) c.rating = fields.rating;
  if (fields.note !== undefined) c.note = fields.note;
  if (fields.longevity !== undefined) c.longevity = fields.longevity;
  if (fields.sillage !== undefined) c.sillage = fields.sillage;
  if (fields.seasons !== undefined) c.seasons = JSON.stringify(fields.seasons);
  if (fields.moments !== undefined) c.moments = JSON.stringify(fields.moments);
  return c;
}

function recordOf(row: Selectable<CollectionItemsTable>): CollectionRecord {
  return {
    perfumeId: row.perfume_id,
    shelf: row.shelf as Shelf | null,
    format: row.format as OwnedFormat | null,
    // PostgreSQL answers a real as a number, SQLite too; kept a number whatever the driver.
    sizeMl: row.size_ml === null ? null : Number(row.size_ml),
    rating: row.rating,
    note: row.note,
    longevity: row.longevity,
    sillage: row.sillage,
    seasons: JSON.parse(row.seasons) as Season[],
    moments: JSON.parse(row.moments) as Moment[],
    addedAt: row.added_at,
    updatedAt: row.updated_at,
  };
}

function wearOf(row: Selectable<WearsTable>): WearRecord {
  return {
    id: row.id,
    perfumeId: row.perfume_id,
    wornOn: row.worn_on,
    moment: row.moment as Moment | null,
    note: row.note,
    createdAt: row.created_at,
  };
}

export function createCollectionRepository(db: Kysely<Database>) {
  const items = (userId: string) =>
    db.selectFrom('collection_items').selectAll().where('user_id', '=', userId);

  return {
    /** Every item, in the order the perfumes came into the collection. */
    async list(userId: string): Promise<CollectionRecord[]> {
      const rows = await items(userId).orderBy('added_at').orderBy('perfume_id').execute();
      return rows.map(recordOf);
    },

    async get(userId: string, perfumeId: number): Promise<CollectionRecord | undefined> {
      const row = await items(userId).where('perfume_id', '=', perfumeId).executeTakeFirst();
      return row && recordOf(row);
    },

    /**
     * Writes the named fields of one perfume's item, making the item if needed; the others keep
     * what they hold. An item left saying nothing is removed. Answers the item as it now is.
     */
    async change(
      userId: string,
      perfumeId: number,
      fields: Partial<CollectionFields>,
      at: string,
    ): Promise<CollectionRecord | undefined> {
      const columns = columnsOf(fields);
      await db
        .insertInto('collection_items')
        .values({
          user_id: userId,
          perfume_id: perfumeId,
          note: '',
          seasons: '[]',
          moments: '[]',
          ...columns,
          added_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'perfume_id']).doUpdateSet({ ...columns, updated_at: at }),
        )
        .execute();
      // One statement that checks every field, so a change another tab made in between is seen.
      await db
        .deleteFrom('collection_items')
        .where('user_id', '=', userId)
        .where('perfume_id', '=', perfumeId)
        .where('shelf', 'is', null)
        .where('rating', 'is', null)
        .where('note', '=', '')
        .where('longevity', 'is', null)
        .where('sillage', 'is', null)
        .where('seasons', '=', '[]')
        .where('moments', '=', '[]')
        .execute();
      return this.get(userId, perfumeId);
    },

    /**
     * Writes whole items (a merge computed by the service), one transaction for all; new ones
     * come in a millisecond apart from `at`, so they keep the order given.
     */
    async putAll(
      userId: string,
      records: readonly (CollectionFields & { perfumeId: number })[],
      start: Date,
    ): Promise<void> {
      if (records.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const [i, record] of records.entries()) {
          const columns = columnsOf(record);
          const at = new Date(start.getTime() + i).toISOString();
          await trx
            .insertInto('collection_items')
            .values({
              user_id: userId,
              perfume_id: record.perfumeId,
              note: '',
              seasons: '[]',
              moments: '[]',
              ...columns,
              added_at: at,
              updated_at: at,
            })
            .onConflict((oc) =>
              oc.columns(['user_id', 'perfume_id']).doUpdateSet({ ...columns, updated_at: at }),
            )
            .execute();
        }
      });
    },

    async remove(userId: string, perfumeId: number): Promise<void> {
      await db
        .deleteFrom('collection_items')
        .where('user_id', '=', userId)
        .where('perfume_id', '=', perfumeId)
        .execute();
    },

    async addWears(userId: string, wears: readonly WearRecord[]): Promise<void> {
      if (wears.length === 0) return;
      // In slices: PostgreSQL takes at most 65,535 parameters in one statement.
      for (let start = 0; start < wears.length; start += 1000) {
        await db
          .insertInto('wears')
          .values(
            wears.slice(start, start + 1000).map((w) => ({
              id: w.id,
              user_id: userId,
              perfume_id: w.perfumeId,
              worn_on: w.wornOn,
              moment: w.moment,
              note: w.note,
              created_at: w.createdAt,
            })),
          )
          .execute();
      }
    },

    /** Removes one wear of the account; false when it has none of that id. */
    async removeWear(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('wears')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The wears from one day to another, both included, by day then as written. */
    async listWears(userId: string, from = '0000-01-01', to = '9999-12-31'): Promise<WearRecord[]> {
      const rows = await db
        .selectFrom('wears')
        .selectAll()
        .where('user_id', '=', userId)
        .where('worn_on', '>=', from)
        .where('worn_on', '<=', to)
        .orderBy('worn_on')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(wearOf);
    },

    /** Per perfume, how often and when last it was worn between two days. */
    async countWears(userId: string, from = '0000-01-01', to = '9999-12-31'): Promise<WearCount[]> {
      const rows = await db
        .selectFrom('wears')
        .select((eb) => [
          'perfume_id',
          eb.fn.countAll<number | string>().as('wears'),
          eb.fn.max('worn_on').as('last_worn_on'),
        ])
        .where('user_id', '=', userId)
        .where('worn_on', '>=', from)
        .where('worn_on', '<=', to)
        .groupBy('perfume_id')
        .execute();
      return rows.map((r) => ({
        perfumeId: r.perfume_id,
        // PostgreSQL answers count(*) as a bigint string.
        wears: Number(r.wears),
        lastWornOn: r.last_worn_on,
      }));
    },
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
