import type { ProfileIngredient, ProfileResponse } from '../../../common/api/accounts';
import type { FamilyRef, Perfume, PerfumeSummary } from '../../../common/api/catalog';
import {
  MAIN_INGREDIENTS_PER_PERFUME,
  PROFILE_MAX_SUBFAMILIES,
} from '../../../common/domain/constants';
import { normalizeText } from '../../../common/domain/text';
import { textMatches, textQuery } from '../../../common/domain/text-match';

// What the olfactive profile derives from the favourite perfumes (spec sections 2 and 3): the
// families and their subfamilies with counts, the sentence's families, and the favourite
// ingredients ranked by summed proportion over each perfume's main ingredients.

/** A favourite as the profile uses it: its card, and its main ingredients, largest first. */
export interface ProfileFavourite extends PerfumeSummary {
  mainIngredients: { ingredient: ProfileIngredient; proportion: number }[];
}

/**
 * The account's favourites from the profile answer, by perfume id: each names its main
 * ingredients by id, described once in the answer's `ingredients`.
 */
export function favouritesOfProfile(profile: ProfileResponse): Map<number, ProfileFavourite> {
  const ingredients = new Map(profile.ingredients.map((i) => [i.id, i]));
  const out = new Map<number, ProfileFavourite>();
  for (const { perfume } of profile.favoritePerfumes) {
    const { mainIngredients, ...summary } = perfume;
    out.set(perfume.id, {
      ...summary,
      mainIngredients: mainIngredients.flatMap(({ id, proportion }) => {
        const ingredient = ingredients.get(id);
        return ingredient ? [{ ingredient, proportion }] : [];
      }),
    });
  }
  return out;
}

/** A whole perfume (an anonymous visitor's favourites come as such) as the profile uses it. */
export function favouriteOfPerfume(perfume: Perfume): ProfileFavourite {
  const { ingredientProportions, ...rest } = perfume;
  return {
    ...rest,
    mainIngredients: [...ingredientProportions]
      .sort((a, b) => b.proportion - a.proportion)
      .slice(0, MAIN_INGREDIENTS_PER_PERFUME)
      .map(({ ingredient, proportion }) => ({
        ingredient: {
          id: ingredient.id,
          name: ingredient.name,
          familyColor: ingredient.family.color,
        },
        proportion,
      })),
  };
}

export interface FamilyShare {
  family: FamilyRef;
  count: number;
  /** Secondary families met with this main family, most frequent first. */
  subfamilies: { family: FamilyRef; count: number }[];
}

const byCountThenName = <T extends { count: number; family: FamilyRef }>(a: T, b: T) =>
  b.count - a.count || a.family.name.localeCompare(b.family.name);

/** The main families of the favourites with how many each holds, largest first. */
export function familyShares(perfumes: readonly PerfumeSummary[]): FamilyShare[] {
  const shares = new Map<
    number,
    { family: FamilyRef; count: number; subs: Map<number, { family: FamilyRef; count: number }> }
  >();
  for (const p of perfumes) {
    const share = shares.get(p.family.id) ?? { family: p.family, count: 0, subs: new Map() };
    share.count += 1;
    if (p.secondaryFamily.id !== p.family.id) {
      const sub = share.subs.get(p.secondaryFamily.id) ?? { family: p.secondaryFamily, count: 0 };
      sub.count += 1;
      share.subs.set(p.secondaryFamily.id, sub);
    }
    shares.set(p.family.id, share);
  }
  return [...shares.values()]
    .map(({ family, count, subs }) => ({
      family,
      count,
      subfamilies: [...subs.values()].sort(byCountThenName),
    }))
    .sort(byCountThenName);
}

/** The favourite families named in the description: at most this many, largest first. */
export const DESCRIPTION_MAX_FAMILIES = 3;

/**
 * The sentence's words: the leading main families (those sharing the top count, then the next
 * ones, up to three) and up to three secondary families that are not among them.
 */
export function describeProfile(shares: readonly FamilyShare[]): {
  families: FamilyRef[];
  subfamilies: FamilyRef[];
} {
  const families = shares.slice(0, DESCRIPTION_MAX_FAMILIES).map((s) => s.family);
  const named = new Set(families.map((f) => f.id));
  const subCounts = new Map<number, { family: FamilyRef; count: number }>();
  for (const share of shares) {
    for (const sub of share.subfamilies) {
      if (named.has(sub.family.id)) continue;
      const known = subCounts.get(sub.family.id) ?? { family: sub.family, count: 0 };
      known.count += sub.count;
      subCounts.set(sub.family.id, known);
    }
  }
  const subfamilies = [...subCounts.values()]
    .sort(byCountThenName)
    .slice(0, PROFILE_MAX_SUBFAMILIES)
    .map((s) => s.family);
  return { families, subfamilies };
}

/** The favourites of one main family, or all of them with none selected. */
export function perfumesOfFamily<T extends PerfumeSummary>(
  perfumes: readonly T[],
  familyId: number | null,
): T[] {
  return familyId === null ? [...perfumes] : perfumes.filter((p) => p.family.id === familyId);
}

export interface FavouriteIngredient {
  ingredient: ProfileIngredient;
  /** Sum of its proportions over the favourites where it is a main ingredient. */
  total: number;
  /** In how many of those favourites it is a main ingredient. */
  perfumes: number;
}

/**
 * Favourite ingredients: each perfume's main ingredients (its five largest proportions), summed
 * over the perfumes, largest sum first.
 */
export function favouriteIngredients(perfumes: readonly ProfileFavourite[]): FavouriteIngredient[] {
  const totals = new Map<number, FavouriteIngredient>();
  for (const p of perfumes) {
    for (const item of p.mainIngredients) {
      const id = item.ingredient.id;
      const known = totals.get(id) ?? { ingredient: item.ingredient, total: 0, perfumes: 0 };
      known.total += item.proportion;
      known.perfumes += 1;
      totals.set(id, known);
    }
  }
  return [...totals.values()].sort(
    (a, b) => b.total - a.total || a.ingredient.name.localeCompare(b.ingredient.name),
  );
}

/** Splits a list into rows of `size` (the favourites are shown in rows of 6). */
export function rows<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** How many ingredients the "avoid" search proposes at once. */
export const AVOID_SUGGESTIONS = 6;

/**
 * Ingredients to propose for a typed text, matched by the spec's text rule (text-match.ts: accents
 * and case ignored, one slip forgiven in longer words): names that start with it first, then names
 * with a word that does, then the other matches; the most used first within each; never one
 * already avoided.
 */
export function suggestIngredientsToAvoid<
  T extends { id: number; name: string; perfumeCount: number },
>(all: readonly T[], typed: string, avoided: readonly number[], limit = AVOID_SUGGESTIONS): T[] {
  const query = textQuery(typed);
  if (!query) return [];
  const wanted = normalizeText(typed);
  const rank = (name: string): number => {
    if (!textMatches(query, name)) return -1;
    const normalized = normalizeText(name);
    if (normalized.startsWith(wanted)) return 0;
    return normalized.split(/[\s-]+/).some((word) => word.startsWith(wanted)) ? 1 : 2;
  };
  return all
    .filter((item) => !avoided.includes(item.id))
    .map((item) => ({ item, rank: rank(item.name) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || b.item.perfumeCount - a.item.perfumeCount)
    .slice(0, limit)
    .map(({ item }) => item);
}
