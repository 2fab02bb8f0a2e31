import type { ProfileResponse } from '../../common/api/accounts';
import type { Language } from '../../common/domain/languages';
import { answerCache } from '../lib/answer-cache';
import type { CatalogIndex } from '../catalog/catalog-index';
import type { CatalogStore } from '../catalog/catalog-store';
import {
  mainIngredientsOf,
  presentIngredient,
  presentProfileIngredient,
  presentProfilePerfume,
} from '../catalog/present';
import type { FavouriteRecord, FavouriteRepository } from '../db/favourite-repository';
import type { UserRecord } from '../db/user-repository';

// Favourites and disliked ingredients of an account, and the profile answer built from them.

const anonymousProfile: ProfileResponse = {
  account: null,
  favoritePerfumes: [],
  ingredients: [],
  dislikedIngredients: [],
};

export interface FavouriteServiceDeps {
  favourites: FavouriteRepository;
  catalog: CatalogStore;
  now?: () => Date;
}

/**
 * Texts kept per catalog version and language: the favourites as the profile shows them and the
 * ingredients they name. At a few hundred bytes each, 20,000 of them hold a few megabytes.
 */
const TEXTS_KEPT = 20_000;

/**
 * Whole profile answers kept, for the accounts seen last: about 40 kB each with 50 favourites, so
 * 500 hold about 20 MB.
 */
const PROFILES_KEPT = 500;

export function createFavouriteService(deps: FavouriteServiceDeps) {
  const now = deps.now ?? (() => new Date());
  // A profile is mostly its favourites' cards: the same texts for every visitor who likes them,
  // built once per catalog version and language. The favourites themselves are read from the
  // database on every request, so two nodes never disagree about them (docs/decisions/035).
  const texts = answerCache(TEXTS_KEPT);
  // A profile is asked at every visit and after every sign-in, and its favourites rarely change
  // in between: the answer is kept under what it is made of (the account, its favourites with
  // their ratings and times, its dislikes), so any change, made on any node, makes a new key.
  const profiles = answerCache(PROFILES_KEPT);
  const perfumeText = (index: CatalogIndex, id: number, lang: Language) =>
    texts.get(index, `p:${lang}:${id}`, () =>
      presentProfilePerfume(index, index.perfumeById.get(id)!, lang),
    );
  const ingredientText = (index: CatalogIndex, id: number, lang: Language) =>
    texts.get(index, `i:${lang}:${id}`, () => presentIngredient(index, id, lang));
  const profileIngredientText = (index: CatalogIndex, id: number, lang: Language) =>
    texts.get(index, `m:${lang}:${id}`, () => presentProfileIngredient(index, id, lang));

  /** `{perfume, rating, addedAt}` items and the ingredients they name, each once, as JSON text. */
  function favouritesJson(index: CatalogIndex, favourites: FavouriteRecord[], lang: Language) {
    const items: string[] = [];
    const named = new Set<number>();
    for (const f of favourites) {
      items.push(
        `{"perfume":${perfumeText(index, f.perfumeId, lang)},"rating":${f.rating},"addedAt":${JSON.stringify(f.addedAt)}}`,
      );
      for (const i of mainIngredientsOf(index.perfumeById.get(f.perfumeId)!)) {
        named.add(i.ingredientId);
      }
    }
    const ingredients = [...named].map((id) => profileIngredientText(index, id, lang));
    return { items: `[${items.join(',')}]`, ingredients: `[${ingredients.join(',')}]` };
  }

  /** The favourites whose perfume the catalog holds, in the order they were added. */
  async function listShown(index: CatalogIndex, userId: string): Promise<FavouriteRecord[]> {
    // A favourite whose perfume left the catalog stays stored and comes back if it returns.
    return (await deps.favourites.list(userId)).filter((f) => index.perfumeById.has(f.perfumeId));
  }

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
     * as the profile shows them, the ingredients they name, its dislikes.
     */
    async profileJson(user: UserRecord | undefined, lang: Language): Promise<string> {
      if (!user) return JSON.stringify(anonymousProfile);
      const index = deps.catalog.index;
      const [favourites, disliked] = await Promise.all([
        listShown(index, user.id),
        deps.favourites.listDisliked(user.id),
      ]);
      const account = JSON.stringify({
        userId: user.id,
        email: user.email,
        name: user.name,
        hasPassword: user.passwordHash !== null,
        emailVerified: user.emailVerified,
      });
      let key = `${lang}${account}${disliked.join(',')}`;
      for (const f of favourites) key += `;${f.perfumeId},${f.rating},${f.addedAt}`;
      return profiles.getText(index, key, () => {
        const { items, ingredients } = favouritesJson(index, favourites, lang);
        const dislikedIngredients = disliked
          .filter((id) => index.ingredientById.has(id))
          .map((id) => ingredientText(index, id, lang));
        return `{"account":${account},"favoritePerfumes":${items},"ingredients":${ingredients},"dislikedIngredients":[${dislikedIngredients.join(',')}]}`;
      });
    },

    /**
     * The answer to a favourite toggle as JSON text (FavouritesChangeResponse): every favourite id,
     * and the favourites among `addedIds` as the profile shows them. A toggle answers in a few
     * hundred bytes whatever the number of favourites.
     */
    async changeJson(userId: string, lang: Language, addedIds: readonly number[] = []) {
      const index = deps.catalog.index;
      const favourites = await listShown(index, userId);
      const wanted = new Set(addedIds);
      const { items, ingredients } = favouritesJson(
        index,
        favourites.filter((f) => wanted.has(f.perfumeId)),
        lang,
      );
      const ids = favourites.map((f) => f.perfumeId).join(',');
      return `{"favoritePerfumeIds":[${ids}],"added":${items},"ingredients":${ingredients}}`;
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
          emailVerified: user.emailVerified,
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
