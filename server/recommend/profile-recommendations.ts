import type { RecoType } from '../../common/api/catalog';
import {
  HERO_THRESHOLD_PROPORTION,
  MAIN_INGREDIENTS_PER_PERFUME,
  RECOMMENDATIONS_LIMIT,
} from '../../common/domain/constants';
import { DISLIKED_RATING, LOVED_RATING } from '../../common/domain/collection';
import type { Language, Localized } from '../../common/domain/languages';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import {
  CANDIDATE_BUDGET,
  TopPerfumes,
  bestFor,
  candidateSets,
  compileFilter,
  hasAmongFirst,
  queryFor,
  queryScore,
  recommendIndex,
  type CompiledFilter,
  type Query,
  type RecommendFilters,
  type RecommendIndex,
} from './similarity';
import { fillText, serverTexts } from '../texts/server-texts';

// Recommendations for a visitor's favourites, each with the reason it is proposed.
//
// Tastes. A profile of N°5, Angel and Sauvage asks for three kinds of perfume, not for their
// average (which lands on aldehydic florals, N°5's neighbours being the closest of all). So
// favourites that resemble each other make one taste, and each taste is served. Favourites are
// taken in the visitor's order: each joins the taste it scores highest against (the score below,
// the favourite as the candidate) when that reaches TASTE_THRESHOLD, the similarity that only the
// closest 5% of pairs of seed perfumes reach, or starts a taste of its own. At most `limit` tastes
// are served: the largest, then the first listed.
//
// Score. A taste's profile is the sum of its favourites' normalised ingredient vectors
// (similarity.ts), so each favourite counts equally whatever its number of notes. A candidate c
// scores, against a taste T,
//
//   0.75 · softcos(profile, c) + 0.15 · mean over T of families(f, c)
//                              + 0.10 · mean over T of gender(f, c)
//
// which, for a taste of one favourite, is exactly the similarity of similar-perfumes.ts. Each
// taste finds its candidates as similar perfumes do (bestFor in similarity.ts), the reading budget
// shared by the tastes in proportion to their size; so one favourite gets exactly its similar
// perfumes. A candidate found by several tastes answers the one it scores best with. Favourites
// are never proposed.
//
// Order. With one taste, by score: the list is as close to the whole profile as can be. With
// several, each taste's candidates, best first, are worth less the more of them come before:
//
//   value = score · TASTE_DECAY ^ (rank within its taste / taste's share of the favourites)
//
// and the list is ranked by value, the recoValue returned (so it decreases down the list). Each
// taste so gets about its share of the list, its closest matches interleaved with the other tastes'
// from the top, and a taste whose matches are much closer still comes first.
//
// Reason. Each result is explained by the taste it answers: its favourite ingredients are the
// taste's favourites' main ingredients (spec section 3: the first five of each); its favourite
// families are their main families, the three most frequent. The first rule that holds
// gives the text, from the most specific claim to the most general:
//   1. hero:        the result's hero ingredient is a favourite ingredient and weighs at least the
//                   hero threshold (10) in it: "Because you love rose, its main ingredient."
//   2. family:      its main family is a favourite family: "Because Floral is one of your …"
//   3. ingredients: it lists favourite ingredients: "It shares rose, jasmine and vanilla with …",
//                   its first five such ingredients by their proportion in the result;
//   4. closeness:   "Close to your olfactory profile."
// With a single favourite the texts speak of that favourite ("… with your favourite."). recoType
// follows the same evidence: 'hero' (rule 1), 'family' (rule 2 holds), else 'other'.

export const FAVOURITE_FAMILIES = 3;
/** A favourite joins a taste it scores at least this much against (the similarity scale). */
export const TASTE_THRESHOLD = 0.6;
/** Each further result of the same taste is worth this factor less, per turn of its share. */
export const TASTE_DECAY = 0.9;
export const REASON_INGREDIENTS = 5;

export interface ProfileOptions extends RecommendFilters {
  limit?: number;
  /** The collection (issue 30): perfumes never proposed, such as those the visitor owns. */
  excludedIds?: readonly number[];
  /**
   * The visitor's own ratings, 1 to 5 (issue 30). A favourite rated gives the reason its rating;
   * a perfume rated DISLIKED_RATING or less is never proposed, and pushes away those built like
   * it (see "Collection" below).
   */
  ratings?: ReadonlyMap<number, number>;
}

// Collection (issue 30, docs/decisions/043-collection.md). What the visitor owns and rated 4 or 5
// comes among the favourites (the client sends it so) and weighs like one; its reason then says
// the rating and the ingredients shared: "You rated Shalimar 5: this shares its vanilla and
// opoponax." A perfume rated 1 or 2 pushes its composition away: each candidate's value is
// multiplied by 1 − DISLIKE_PUSH · s, s its similarity to the closest such perfume, over a pool
// three times the limit, so that perfumes built like it fall down the list or out of it.
export const DISLIKE_PUSH = 0.6;

export type ReasonKind = 'hero' | 'family' | 'ingredients' | 'closeness' | 'rated';

export interface ProfileRecommendation {
  perfume: IndexedPerfume;
  recoValue: number;
  recoType: RecoType;
  reasonKind: ReasonKind;
  reason: string;
}

/** Reason texts, for a profile of several favourites and of one. */

/** Recommendations for the favourites, or null when none of the ids is in the catalog. */
export function recommend(
  index: CatalogIndex,
  favouriteIds: readonly number[],
  options: ProfileOptions,
  lang: Language,
): ProfileRecommendation[] | null {
  const r = recommendIndex(index);
  const favourites = [
    ...new Set(favouriteIds.map((id) => r.positionById.get(id)).filter((p) => p !== undefined)),
  ];
  if (favourites.length === 0) return null;
  const limit = options.limit ?? RECOMMENDATIONS_LIMIT;
  if (limit <= 0) return [];
  const ratings = options.ratings ?? new Map<number, number>();
  const disliked = positionsOf(
    r,
    [...ratings].filter(([, rating]) => rating <= DISLIKED_RATING).map(([id]) => id),
  );
  const excluded = [...favourites, ...disliked, ...positionsOf(r, options.excludedIds ?? [])];
  // Perfumes pushed away leave room: the pool is wider than the list when some are.
  const pool = disliked.length > 0 ? limit * 3 : limit;
  const tastes = groupIntoTastes(r, favourites).slice(0, limit);
  const served = tastes.reduce((n, t) => n + t.members.length, 0);
  const filter = compileFilter(r, options);

  // Each taste's best candidates; a perfume found by several tastes answers the closest one.
  const best = new Map<number, { score: number; taste: number }>();
  tasteCandidates(r, tastes, excluded, filter, pool, served).forEach((top, t) => {
    for (const { position, score } of top.drain()) {
      const seen = best.get(position);
      if (!seen || score > seen.score) best.set(position, { score, taste: t });
    }
  });

  const ranked: { position: number; score: number; taste: number; value: number }[] = [];
  const byTaste = tastes.map(() => [] as { position: number; score: number }[]);
  for (const [position, { score, taste }] of best) byTaste[taste]!.push({ position, score });
  byTaste.forEach((list, t) => {
    list.sort((a, b) => compareRanked(r, a.score, a.position, b.score, b.position));
    const share = tastes[t]!.members.length / served;
    list.forEach(({ position, score }, rank) => {
      const value = tastes.length === 1 ? score : score * TASTE_DECAY ** (rank / share);
      ranked.push({ position, score, taste: t, value });
    });
  });
  if (disliked.length > 0) {
    const pushers = disliked.map((d) => queryFor(r, [d]));
    for (const item of ranked) {
      let closest = 0;
      for (const q of pushers) closest = Math.max(closest, queryScore(r, q, item.position));
      item.value *= 1 - DISLIKE_PUSH * closest;
    }
  }
  ranked.sort((a, b) => compareRanked(r, a.value, a.position, b.value, b.position));

  const single = favourites.length === 1;
  return ranked.slice(0, limit).map(({ position, value, taste }) => {
    const why =
      ratedReason(index, r, tastes[taste]!, position, ratings, lang) ??
      reasonFor(index, r, tastes[taste]!, position, lang, single);
    return {
      perfume: r.perfumes[position]!,
      recoValue: value,
      recoType: why.kind === 'hero' ? 'hero' : why.favouriteFamily ? 'family' : 'other',
      reasonKind: why.kind,
      reason: why.text,
    };
  });
}

/** The catalog positions of the ids the catalog holds. */
function positionsOf(r: RecommendIndex, ids: readonly number[]): number[] {
  return ids.map((id) => r.positionById.get(id)).filter((p) => p !== undefined);
}

/**
 * "You rated Shalimar 5: this shares its vanilla and opoponax.": when the result's taste holds a
 * perfume the visitor rated (LOVED_RATING or more) that shares main ingredients with it, the one
 * sharing most (the first listed among equals) explains it. Null otherwise.
 */
function ratedReason(
  index: CatalogIndex,
  r: RecommendIndex,
  taste: Taste,
  p: number,
  ratings: ReadonlyMap<number, number>,
  lang: Language,
): { kind: ReasonKind; text: string; favouriteFamily: boolean } | null {
  if (ratings.size === 0) return null;
  let best: { member: number; shared: number[] } | null = null;
  for (const m of taste.members) {
    const rating = ratings.get(r.perfumes[m]!.id);
    if (rating === undefined || rating < LOVED_RATING) continue;
    const shared: number[] = [];
    const end = Math.min(r.rowStart[m + 1]!, r.rowStart[m]! + MAIN_INGREDIENTS_PER_PERFUME);
    for (let k = r.rowStart[m]!; k < end; k++) {
      const slot = r.rowSlot[k]!;
      if (hasAmongFirst(r, p, slot, r.rowStart[p + 1]! - r.rowStart[p]!)) shared.push(slot);
    }
    if (shared.length > 0 && (!best || shared.length > best.shared.length)) {
      best = { member: m, shared };
    }
  }
  if (!best) return null;
  const rated = r.perfumes[best.member]!;
  const names = best.shared
    .slice(0, REASON_INGREDIENTS)
    .map((slot) => ingredientInSentence(ingredientName(index, r, slot), lang));
  return {
    kind: 'rated',
    text: fillText(serverTexts[lang].collectionReason, {
      perfume: rated.name,
      rating: String(ratings.get(rated.id)),
      ingredients: joinNaturally(names, lang),
    }),
    favouriteFamily: taste.favouriteFamilies.has(r.mainFamily[p]!),
  };
}

/** The order of TopPerfumes: by value, then popularity, then catalog order. */
function compareRanked(r: RecommendIndex, va: number, pa: number, vb: number, pb: number): number {
  return vb - va || r.popularity[pb]! - r.popularity[pa]! || pa - pb;
}

/** Each taste's best `limit` candidates that pass the filter. */
function tasteCandidates(
  r: RecommendIndex,
  tastes: readonly Taste[],
  excluded: readonly number[],
  filter: CompiledFilter,
  limit: number,
  served: number,
): TopPerfumes[] {
  const sets = candidateSets(r, tastes.length);
  return tastes.map((taste, t) => {
    const top = new TopPerfumes(r, limit);
    const budget = Math.round((CANDIDATE_BUDGET * taste.members.length) / served);
    bestFor(r, taste.query, taste.members, excluded, filter, top, budget, sets[t]!);
    return top;
  });
}

interface Taste {
  members: number[];
  /** What candidates are scored against: the members' summed vectors, families and genders. */
  query: Query;
  /** The members' main ingredients (first five of each), as slots. */
  favouriteIngredients: ReadonlySet<number>;
  /** The members' main families, the FAVOURITE_FAMILIES most frequent. */
  favouriteFamilies: ReadonlySet<number>;
}

/** Favourites grouped into tastes (see the top of this file), largest first. */
function groupIntoTastes(r: RecommendIndex, favourites: readonly number[]): Taste[] {
  const tastes: Taste[] = [];
  for (const f of favourites) {
    let joined: Taste | undefined;
    let closest = TASTE_THRESHOLD;
    for (const taste of tastes) {
      const score = queryScore(r, taste.query, f);
      if (score >= closest) {
        closest = score;
        joined = taste;
      }
    }
    if (joined) tastes[tastes.indexOf(joined)] = tasteOf(r, [...joined.members, f]);
    else tastes.push(tasteOf(r, [f]));
  }
  // Stable sort: among tastes of one size, the first listed first.
  return tastes.sort((a, b) => b.members.length - a.members.length);
}

function tasteOf(r: RecommendIndex, members: number[]): Taste {
  const favouriteIngredients = new Set<number>();
  const familyCount = new Map<number, number>();
  for (const f of members) {
    const start = r.rowStart[f]!;
    const end = Math.min(r.rowStart[f + 1]!, start + MAIN_INGREDIENTS_PER_PERFUME);
    for (let k = start; k < end; k++) favouriteIngredients.add(r.rowSlot[k]!);
    const family = r.mainFamily[f]!;
    if (family >= 0) familyCount.set(family, (familyCount.get(family) ?? 0) + 1);
  }
  // Map order is first-met order, so the visitor's order of favourites breaks ties.
  const families = [...familyCount.keys()].sort(
    (a, b) => familyCount.get(b)! - familyCount.get(a)!,
  );
  return {
    members,
    query: queryFor(r, members),
    favouriteIngredients,
    favouriteFamilies: new Set(families.slice(0, FAVOURITE_FAMILIES)),
  };
}

function reasonFor(
  index: CatalogIndex,
  r: RecommendIndex,
  taste: Taste,
  p: number,
  lang: Language,
  single: boolean,
): { kind: ReasonKind; text: string; favouriteFamily: boolean } {
  const texts = serverTexts[lang].recommendationReason;
  const text = (kind: Exclude<ReasonKind, 'rated'>) =>
    single ? texts[kind].one : texts[kind].many;
  const favouriteFamily = taste.favouriteFamilies.has(r.mainFamily[p]!);
  const hero = r.heroSlot[p]!;
  if (taste.favouriteIngredients.has(hero)) {
    for (let k = r.rowStart[p]!; k < r.rowStart[p + 1]!; k++) {
      if (r.rowSlot[k] === hero && r.rowProportion[k]! >= HERO_THRESHOLD_PROPORTION) {
        const name = ingredientInSentence(ingredientName(index, r, hero), lang);
        return {
          kind: 'hero',
          text: fillText(text('hero'), { ingredient: name }),
          favouriteFamily,
        };
      }
    }
  }
  if (favouriteFamily) {
    const family = index.familyById.get(r.familyIds[r.mainFamily[p]!]!)!;
    return {
      kind: 'family',
      text: fillText(text('family'), { family: family.name[lang] }),
      favouriteFamily,
    };
  }
  const shared: string[] = [];
  for (let k = r.rowStart[p]!; k < r.rowStart[p + 1]! && shared.length < REASON_INGREDIENTS; k++) {
    const slot = r.rowSlot[k]!;
    if (taste.favouriteIngredients.has(slot)) {
      shared.push(ingredientInSentence(ingredientName(index, r, slot), lang));
    }
  }
  if (shared.length > 0) {
    const list = joinNaturally(shared, lang);
    return {
      kind: 'ingredients',
      text: fillText(text('ingredients'), { ingredients: list }),
      favouriteFamily,
    };
  }
  return { kind: 'closeness', text: text('closeness'), favouriteFamily };
}

function ingredientName(index: CatalogIndex, r: RecommendIndex, slot: number): Localized {
  return index.ingredientById.get(r.ingredientIds[slot]!)!.name;
}

/** "a", "a and b", "a, b and c" in each language; Spanish "y" becomes "e" before an /i/ sound. */
export function joinNaturally(items: readonly string[], lang: Language): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0]!;
  const last = items[items.length - 1]!;
  let and = lang === 'fr' ? 'et' : lang === 'es' ? 'y' : 'and';
  // "rosa e iris", "rosa e hinoki", but "rosa y hierba limón" (hie-, hia- sound /je/, /ja/).
  if (lang === 'es' && /^(h?[iíIÍ])(?![aeoáéóAEOÁÉÓ])/.test(last)) and = 'e';
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const wordsOf = (s: string) => s.split(/[\s'’-]+/).filter(Boolean);
const isCapitalised = (w: string) => w[0] !== undefined && w[0] !== w[0].toLowerCase();

/**
 * An ingredient's name as written inside a sentence. Catalog names are capitalised labels ("Rose",
 * "Poivre du Sichuan"); in running text a common noun takes a lower-case initial, while a brand
 * name ("Iso E Super": every word capitalised) or a name led by a proper noun ("Sichuan pepper",
 * "Atlas cedar", "Turkish rose") keeps it. A leading proper noun is recognised because one of the
 * other languages writes it capitalised inside its name ("Poivre du Sichuan", "Cèdre de l'Atlas",
 * "Rose de Turquie"): the first three letters, accents aside, match.
 */
export function ingredientInSentence(name: Localized, lang: Language): string {
  const text = name[lang];
  const own = wordsOf(text);
  const first = own[0];
  if (!first) return text;
  if (own.length > 1 && own.every(isCapitalised)) return text;
  if (first.slice(1) !== first.slice(1).toLowerCase()) return text;
  const stem = fold(first).slice(0, 3);
  const properNoun =
    stem.length === 3 &&
    Object.values(name).some((other) =>
      wordsOf(other)
        .slice(1)
        .some((w) => isCapitalised(w) && fold(w).startsWith(stem)),
    );
  return properNoun ? text : text[0]!.toLowerCase() + text.slice(1);
}
