import type { ProfileResponse } from '../../common/api/accounts';
import type { Language } from '../../common/domain/languages';
import { answerCache } from '../catalog/answer-cache';
import type { CatalogStore } from '../catalog/catalog-store';
import { presentIngredient, presentPerfume } from '../catalog/present';
import type { FavouriteRepository } from '../db/favourite-repository';
import type { UserRecord } from '../db/user-repository';

// Favourites and disliked ingredients of an account, and the profile answer built from them.

const anonymousProfile: ProfileResponse = {
  account: null,
  favoritePerfumes: [],
  dislikedIngredients: [],
};

export interface FavouriteServiceDeps {
  favourites: FavouriteRepository;
  catalog: CatalogStore;
  /** Descriptions live in the database, not in the in-memory index. */
  readDescriptions(ids: number[], lang: Language): Promise<Map<number, string>>;
  now?: () => Date;
}

/** Perfumes kept as JSON text per catalog version and language: a profile lists up to hundreds. */
const PERFUME_TEXTS_KEPT = 20_000;

export function createFavouriteService(deps: FavouriteServiceDeps) {
  const now = deps.now ?? (() => new Date());
  // A profile is mostly its favourite perfumes in full (ingredients, families, description): the
  // same texts for every visitor who likes them, built once per catalog version and language.
  const perfumeTexts = answerCache(PERFUME_TEXTS_KEPT);

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

    /**
     * The profile answer as JSON text (the shape of ProfileResponse): the account, its favourites
     * as full perfumes, its dislikes. Perfumes come from kept texts; only the descriptions of
     * perfumes not kept yet are read from the database.
     */
    async profileJson(user: UserRecord | undefined, lang: Language): Promise<string> {
      if (!user) return JSON.stringify(anonymousProfile);
      const index = deps.catalog.index;
      const [favourites, disliked] = await Promise.all([
        deps.favourites.list(user.id),
        deps.favourites.listDisliked(user.id),
      ]);
      // A favourite whose perfume left the catalog stays stored and comes back if it returns.
      const shown = favourites.filter((f) => index.perfumeById.has(f.perfumeId));
      const key = (id: number) => `${lang}:${id}`;
      const texts = new Map<number, string>();
      for (const f of shown) {
        const text = perfumeTexts.find(index, key(f.perfumeId));
        if (text !== undefined) texts.set(f.perfumeId, text);
      }
      const missing = shown.map((f) => f.perfumeId).filter((id) => !texts.has(id));
      if (missing.length > 0) {
        const descriptions = await deps.readDescriptions(missing, lang);
        for (const id of missing) {
          const perfume = presentPerfume(
            index,
            index.perfumeById.get(id)!,
            lang,
            descriptions.get(id) ?? '',
          );
          const text = JSON.stringify(perfume);
          perfumeTexts.keep(index, key(id), text);
          texts.set(id, text);
        }
      }
      const account = JSON.stringify({
        userId: user.id,
        email: user.email,
        name: user.name,
        hasPassword: user.passwordHash !== null,
      });
      const favouriteTexts = shown.map(
        (f) =>
          `{"perfume":${texts.get(f.perfumeId)},"rating":${f.rating},"addedAt":${JSON.stringify(f.addedAt)}}`,
      );
      const dislikedIngredients = JSON.stringify(
        disliked
          .filter((id) => index.ingredientById.has(id))
          .map((id) => presentIngredient(index, id, lang)),
      );
      return `{"account":${account},"favoritePerfumes":[${favouriteTexts.join(',')}],"dislikedIngredients":${dislikedIngredients}}`;
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
