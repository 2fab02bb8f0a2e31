import type { RecoType } from '../../common/api/catalog';
import {
  HERO_THRESHOLD_PROPORTION,
  MAIN_INGREDIENTS_PER_PERFUME,
  RECOMMENDATIONS_LIMIT,
} from '../../common/domain/constants';
import type { Language, Localized } from '../../common/domain/languages';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import {
  SIMILARITY_WEIGHTS,
  TopPerfumes,
  compileFilter,
  passes,
  recommendIndex,
  type CompiledFilter,
  type RecommendFilters,
  type RecommendIndex,
} from './similarity';

// Recommendations for a visitor's favourites, each with the reason it is proposed.
//
// Score. The profile is the sum of the favourites' normalised ingredient vectors (similarity.ts),
// so each favourite counts equally whatever its number of notes. A candidate c scores
//
//   0.7 · cos(profile, c) + 0.2 · share of favourites in c's main family
//                         + 0.1 · share of favourites with c's secondary family
//
// which, for a single favourite, is exactly the similarity of similar-perfumes.ts. Candidates are
// the perfumes listing one of the favourites' main ingredients (first five of each), found through
// the inverted lists within a reading budget (CANDIDATE_BUDGET); when the filters leave fewer than
// the limit, perfumes of the favourites' main families are added. Favourites are never proposed.
//
// Reason. The profile's favourite ingredients are the favourites' main ingredients, ranked by their
// summed proportion over the favourites (spec section 3); its favourite families are the main
// families of the favourites, the three most frequent. The first rule that holds gives the text,
// from the most specific claim to the most general:
//   1. hero:        the result's hero ingredient is a favourite ingredient and weighs at least the
//                   hero threshold (10) in it: "Because you love rose, its main ingredient."
//   2. family:      its main family is a favourite family: "Because Floral is one of your …"
//   3. ingredients: it lists favourite ingredients: "It shares rose, jasmine and vanilla with …",
//                   its first five such ingredients by their proportion in the result;
//   4. closeness:   "Close to your olfactory profile."
// recoType follows the same evidence: 'hero' (rule 1), 'family' (rule 2 holds), else 'other'.

export const FAVOURITE_FAMILIES = 3;
/**
 * How many inverted-list entries candidate generation may read. The favourites' main ingredients
 * are taken strongest first (summed proportion) while their lists fit; a list that would overflow
 * is skipped for smaller ones. Against an exhaustive scan of a generated 100,000-perfume catalog
 * (about 710,000 entries), the top 12 by ingredients agreed at 99.4% with 20 unrelated favourites
 * and 100% for profiles of one family, and 20 favourites cost no more than 5.
 */
export const CANDIDATE_BUDGET = 40_000;
export const REASON_INGREDIENTS = 5;

export interface ProfileOptions extends RecommendFilters {
  limit?: number;
}

export type ReasonKind = 'hero' | 'family' | 'ingredients' | 'closeness';

export interface ProfileRecommendation {
  perfume: IndexedPerfume;
  recoValue: number;
  recoType: RecoType;
  reasonKind: ReasonKind;
  reason: string;
}

const templates: Record<Language, Record<ReasonKind, string>> = {
  en: {
    hero: 'Because you love {ingredient}, its main ingredient.',
    family: 'Because {family} is one of your favourite families.',
    ingredients: 'It shares {ingredients} with your favourites.',
    closeness: 'Close to your olfactory profile.',
  },
  fr: {
    hero: 'Parce que vous aimez son ingrédient principal\u00a0: {ingredient}.',
    family: 'Parce que la famille {family} fait partie de vos préférées.',
    ingredients: 'Il partage avec vos favoris\u00a0: {ingredients}.',
    closeness: 'Proche de votre profil olfactif.',
  },
  es: {
    hero: 'Porque te encanta su ingrediente principal: {ingredient}.',
    family: 'Porque la familia {family} es una de tus favoritas.',
    ingredients: 'Comparte con tus favoritos: {ingredients}.',
    closeness: 'Cercano a tu perfil olfativo.',
  },
};

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
  const profile = buildProfile(r, favourites);
  const filter = compileFilter(r, options);
  const top = new TopPerfumes(r, limit);
  const { postingStart, postingPerfume } = r;

  // Candidates as a bitset over positions, then read in position order: the rows are then read
  // almost sequentially, about twice as fast as in the order the inverted lists produce them.
  const bits = r.candidateBits;
  bits.fill(0);
  let walked = 0;
  for (const slot of profile.mainSlots) {
    const length = postingStart[slot + 1]! - postingStart[slot]!;
    if (walked > 0 && walked + length > CANDIDATE_BUDGET) continue;
    walked += length;
    for (let k = postingStart[slot]!; k < postingStart[slot + 1]!; k++) {
      const p = postingPerfume[k]!;
      bits[p >>> 5]! |= 1 << (p & 31);
    }
  }
  for (const f of favourites) bits[f >>> 5]! &= ~(1 << (f & 31));
  const kept = scoreCandidates(r, profile, filter, top);
  if (kept < limit) {
    for (const f of favourites) bits[f >>> 5]! |= 1 << (f & 31);
    for (const family of profile.familiesByCount) {
      for (const p of r.perfumesByMainFamily[family]!) {
        const mask = 1 << (p & 31);
        if ((bits[p >>> 5]! & mask) !== 0) continue;
        bits[p >>> 5]! |= mask;
        if (passes(r, filter, p)) top.push(p, profileScore(r, profile, p));
      }
    }
  }

  return top.drain().map(({ position, score }) => {
    const why = reasonFor(index, r, profile, position, lang);
    return {
      perfume: r.perfumes[position]!,
      recoValue: score,
      recoType: why.kind === 'hero' ? 'hero' : why.favouriteFamily ? 'family' : 'other',
      reasonKind: why.kind,
      reason: why.text,
    };
  });
}

/** Scores every candidate of the bitset that passes the filter; returns how many passed. */
function scoreCandidates(
  r: RecommendIndex,
  profile: Profile,
  filter: CompiledFilter,
  top: TopPerfumes,
): number {
  const bits = r.candidateBits;
  let kept = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const p = (w << 5) | (31 - Math.clz32(word & -word));
      word &= word - 1;
      if (!passes(r, filter, p)) continue;
      kept++;
      top.push(p, profileScore(r, profile, p));
    }
  }
  return kept;
}

function profileScore(r: RecommendIndex, profile: Profile, p: number): number {
  const { rowStart, rowSlot, rowWeight } = r;
  const vector = profile.vector;
  let dot = 0;
  for (let k = rowStart[p]!; k < rowStart[p + 1]!; k++) dot += rowWeight[k]! * vector[rowSlot[k]!]!;
  return (
    Math.min(SIMILARITY_WEIGHTS.ingredients, profile.cosineShare * dot) +
    profile.mainShare[r.mainFamily[p]!]! +
    profile.secondaryShare[r.secondaryFamily[p]!]!
  );
}

interface Profile {
  /** Summed normalised weights per ingredient slot. */
  vector: Float64Array;
  /** 0.7 / |vector|: turns a dot product with a normalised row into the ingredient part. */
  cosineShare: number;
  /** Favourite main-ingredient slots, by summed proportion over the favourites, largest first. */
  mainSlots: number[];
  favouriteIngredients: ReadonlySet<number>;
  /** Family slots, most favourites first; the first FAVOURITE_FAMILIES are favourite families. */
  familiesByCount: number[];
  favouriteFamilies: ReadonlySet<number>;
  mainShare: Float64Array;
  secondaryShare: Float64Array;
}

function buildProfile(r: RecommendIndex, favourites: readonly number[]): Profile {
  const vector = new Float64Array(r.ingredientIds.length);
  const proportionSum = new Float64Array(r.ingredientIds.length);
  const isMain = new Uint8Array(r.ingredientIds.length);
  const familyCount = new Float64Array(r.familyIds.length);
  const secondaryCount = new Float64Array(r.familyIds.length);
  for (const f of favourites) {
    const start = r.rowStart[f]!;
    for (let k = start; k < r.rowStart[f + 1]!; k++) {
      const slot = r.rowSlot[k]!;
      vector[slot]! += r.rowWeight[k]!;
      proportionSum[slot]! += r.rowProportion[k]!;
      if (k - start < MAIN_INGREDIENTS_PER_PERFUME) isMain[slot] = 1;
    }
    if (r.mainFamily[f]! >= 0) familyCount[r.mainFamily[f]!]!++;
    if (r.secondaryFamily[f]! >= 0) secondaryCount[r.secondaryFamily[f]!]!++;
  }
  let norm = 0;
  for (const w of vector) norm += w * w;
  const mainSlots: number[] = [];
  isMain.forEach((main, slot) => {
    if (main) mainSlots.push(slot);
  });
  mainSlots.sort((a, b) => proportionSum[b]! - proportionSum[a]! || a - b);

  // First favourite's family first among equals: the visitor's order of favourites breaks ties.
  const familiesByCount: number[] = [];
  for (const f of favourites) {
    const family = r.mainFamily[f]!;
    if (family >= 0 && !familiesByCount.includes(family)) familiesByCount.push(family);
  }
  familiesByCount.sort((a, b) => familyCount[b]! - familyCount[a]!);

  const mainShare = new Float64Array(r.familyIds.length);
  const secondaryShare = new Float64Array(r.familyIds.length);
  for (let s = 0; s < r.familyIds.length; s++) {
    mainShare[s] = (SIMILARITY_WEIGHTS.mainFamily * familyCount[s]!) / favourites.length;
    secondaryShare[s] =
      (SIMILARITY_WEIGHTS.secondaryFamily * secondaryCount[s]!) / favourites.length;
  }
  return {
    vector,
    cosineShare: SIMILARITY_WEIGHTS.ingredients / (Math.sqrt(norm) || 1),
    mainSlots,
    favouriteIngredients: new Set(mainSlots),
    familiesByCount,
    favouriteFamilies: new Set(familiesByCount.slice(0, FAVOURITE_FAMILIES)),
    mainShare,
    secondaryShare,
  };
}

function reasonFor(
  index: CatalogIndex,
  r: RecommendIndex,
  profile: Profile,
  p: number,
  lang: Language,
): { kind: ReasonKind; text: string; favouriteFamily: boolean } {
  const favouriteFamily = profile.favouriteFamilies.has(r.mainFamily[p]!);
  const hero = r.heroSlot[p]!;
  if (profile.favouriteIngredients.has(hero)) {
    for (let k = r.rowStart[p]!; k < r.rowStart[p + 1]!; k++) {
      if (r.rowSlot[k] === hero && r.rowProportion[k]! >= HERO_THRESHOLD_PROPORTION) {
        const text = templates[lang].hero.replace(
          '{ingredient}',
          ingredientInSentence(ingredientName(index, r, hero), lang),
        );
        return { kind: 'hero', text, favouriteFamily };
      }
    }
  }
  if (favouriteFamily) {
    const family = index.familyById.get(r.familyIds[r.mainFamily[p]!]!)!;
    const text = templates[lang].family.replace('{family}', family.name[lang]);
    return { kind: 'family', text, favouriteFamily };
  }
  const shared: string[] = [];
  for (let k = r.rowStart[p]!; k < r.rowStart[p + 1]! && shared.length < REASON_INGREDIENTS; k++) {
    const slot = r.rowSlot[k]!;
    if (profile.favouriteIngredients.has(slot)) {
      shared.push(ingredientInSentence(ingredientName(index, r, slot), lang));
    }
  }
  if (shared.length > 0) {
    const text = templates[lang].ingredients.replace('{ingredients}', joinNaturally(shared, lang));
    return { kind: 'ingredients', text, favouriteFamily };
  }
  return { kind: 'closeness', text: templates[lang].closeness, favouriteFamily };
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
