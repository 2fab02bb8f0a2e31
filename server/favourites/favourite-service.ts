import type { ProfileResponse } from '../../common/api/accounts';
import type { Language } from '../../common/domain/languages';
import type { CatalogStore } from '../catalog/catalog-store';
import { presentIngredient, presentPerfume } from '../catalog/present';
import type { FavouriteRepository } from '../db/favourite-repository';
import type { UserRecord } from '../db/user-repository';

// Favourites and disliked ingredients of an account, and the profile answer built from them.

export interface FavouriteServiceDeps {
  favourites: FavouriteRepository;
  catalog: CatalogStore;
  /** Descriptions live in the database, not in the in-memory index. */
  readDescriptions(ids: number[], lang: Language): Promise<Map<number, string>>;
  now?: () => Date;
}

export function createFavouriteService(deps: FavouriteServiceDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Adds favourites; ids the catalog does not know are skipped (a browser's old local list may
     * name a perfume that has since left the catalog). Returns how many ids were skipped.
     */
    async add(userId: string, items: readonly { perfumeId: number; rating: number }[]) {
      const index = deps.catalog.index;
      const known = items.filter((item) => index.perfumeById.has(item.perfumeId));
      // One millisecond apart: a list added at once keeps its order.
      const start = now().getTime();
      await deps.favourites.add(
        userId,
        known.map((item, i) => ({ ...item, addedAt: new Date(start + i).toISOString() })),
      );
      return items.length - known.length;
    },

    async remove(userId: string, perfumeIds: readonly number[]): Promise<void> {
      await deps.favourites.remove(userId, perfumeIds);
    },

    /** Replaces the disliked ingredients with the given list (unknown ids skipped). */
    async setDisliked(userId: string, ingredientIds: readonly number[]): Promise<void> {
      const index = deps.catalog.index;
      const wanted = new Set(ingredientIds.filter((id) => index.ingredientById.has(id)));
      const current = await deps.favourites.listDisliked(userId);
      await deps.favourites.removeDisliked(
        userId,
        current.filter((id) => !wanted.has(id)),
      );
      await deps.favourites.addDisliked(
        userId,
        [...wanted].filter((id) => !current.includes(id)),
        now().toISOString(),
      );
    },

    /** The profile answer: the account, its favourites as full perfumes, its dislikes. */
    async profile(user: UserRecord | undefined, lang: Language): Promise<ProfileResponse> {
      if (!user) return { account: null, favoritePerfumes: [], dislikedIngredients: [] };
      const index = deps.catalog.index;
      const [favourites, disliked] = await Promise.all([
        deps.favourites.list(user.id),
        deps.favourites.listDisliked(user.id),
      ]);
      // A favourite whose perfume left the catalog stays stored and comes back if it returns.
      const shown = favourites.filter((f) => index.perfumeById.has(f.perfumeId));
      const descriptions = await deps.readDescriptions(
        shown.map((f) => f.perfumeId),
        lang,
      );
      return {
        account: {
          userId: user.id,
          email: user.email,
          name: user.name,
          hasPassword: user.passwordHash !== null,
        },
        favoritePerfumes: shown.map((f) => ({
          perfume: presentPerfume(
            index,
            index.perfumeById.get(f.perfumeId)!,
            lang,
            descriptions.get(f.perfumeId) ?? '',
          ),
          rating: f.rating,
          addedAt: f.addedAt,
        })),
        dislikedIngredients: disliked
          .filter((id) => index.ingredientById.has(id))
          .map((id) => presentIngredient(index, id, lang)),
      };
    },

    /** Everything kept about the account, for the data export. */
    async exportData(user: UserRecord) {
      const [favourites, disliked] = await Promise.all([
        deps.favourites.list(user.id),
        deps.favourites.listDisliked(user.id),
      ]);
      const index = deps.catalog.index;
      return {
        exportedAt: now().toISOString(),
        account: {
          userId: user.id,
          email: user.email,
          name: user.name,
          surname: user.surname,
          createdAt: user.createdAt,
          privacyPolicyAccepted: user.privacyPolicyAccepted,
          termsAcceptedAt: user.termsAcceptedAt,
          signInWith: {
            password: user.passwordHash !== null,
            google: user.googleSubject !== null,
            facebook: user.facebookSubject !== null,
          },
        },
        favourites: favourites.map((f) => {
          const p = index.perfumeById.get(f.perfumeId);
          return {
            perfumeId: f.perfumeId,
            name: p?.name ?? null,
            brand: p ? (index.brandById.get(p.brandId)?.name ?? null) : null,
            rating: f.rating,
            addedAt: f.addedAt,
          };
        }),
        dislikedIngredients: disliked.map((id) => ({
          ingredientId: id,
          name: index.ingredientById.get(id)?.name.en ?? null,
        })),
      };
    },
  };
}

export type FavouriteService = ReturnType<typeof createFavouriteService>;
