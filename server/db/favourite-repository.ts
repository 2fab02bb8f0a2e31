import type { Kysely } from 'kysely';
import type { Database } from './schema';

// A user's favourite perfumes and disliked ingredients. Adding what is already there changes
// nothing (the client may retry, or merge a local list that overlaps the server's).

export interface FavouriteRecord {
  perfumeId: number;
  rating: number;
  addedAt: string;
}

export function createFavouriteRepository(db: Kysely<Database>) {
  return {
    /** Favourites in the order they were added. */
    async list(userId: string): Promise<FavouriteRecord[]> {
      const rows = await db
        .selectFrom('favourites')
        .select(['perfume_id', 'rating', 'added_at'])
        .where('user_id', '=', userId)
        .orderBy('added_at')
        .orderBy('perfume_id')
        .execute();
      return rows.map((r) => ({ perfumeId: r.perfume_id, rating: r.rating, addedAt: r.added_at }));
    },

    /** Each item carries its own time, so a batch keeps its order when listed. */
    async add(
      userId: string,
      items: readonly { perfumeId: number; rating: number; addedAt: string }[],
    ): Promise<void> {
      if (items.length === 0) return;
      await db
        .insertInto('favourites')
        .values(
          items.map((item) => ({
            user_id: userId,
            perfume_id: item.perfumeId,
            rating: item.rating,
            added_at: item.addedAt,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'perfume_id']).doNothing())
        .execute();
    },

    async remove(userId: string, perfumeIds: readonly number[]): Promise<void> {
      if (perfumeIds.length === 0) return;
      await db
        .deleteFrom('favourites')
        .where('user_id', '=', userId)
        .where('perfume_id', 'in', perfumeIds)
        .execute();
    },

    async listDisliked(userId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('disliked_ingredients')
        .select('ingredient_id')
        .where('user_id', '=', userId)
        .orderBy('added_at')
        .orderBy('ingredient_id')
        .execute();
      return rows.map((r) => r.ingredient_id);
    },

    async addDisliked(userId: string, ingredientIds: readonly number[], addedAt: string) {
      if (ingredientIds.length === 0) return;
      await db
        .insertInto('disliked_ingredients')
        .values(
          ingredientIds.map((id) => ({ user_id: userId, ingredient_id: id, added_at: addedAt })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'ingredient_id']).doNothing())
        .execute();
    },

    async removeDisliked(userId: string, ingredientIds: readonly number[]): Promise<void> {
      if (ingredientIds.length === 0) return;
      await db
        .deleteFrom('disliked_ingredients')
        .where('user_id', '=', userId)
        .where('ingredient_id', 'in', ingredientIds)
        .execute();
    },
  };
}

export type FavouriteRepository = ReturnType<typeof createFavouriteRepository>;
