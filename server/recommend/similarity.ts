import { AVOIDED_INGREDIENT_PROPORTION } from '../../common/domain/constants';
import { genderCodes, type GenderCode } from '../../common/domain/gender';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import { derivedData } from '../lib/derived';
import { STEP, type Sliced } from '../lib/sliced';
import { RELATED_INGREDIENT_GROUPS } from './related-ingredients';

// How alike two perfumes are, in 0..1, and the per-catalog data every recommendation engine of this
// folder shares.
//
//   similarity(a, b) = 0.75 · notes(a, b) + 0.15 · families(a, b) + 0.10 · gender(a, b)
//
// notes is a soft cosine of the two ingredient vectors: x·S·y / (|x|_S · |y|_S), where a note
// counts partly as a related note. S holds, for two ingredients i and j,
//   1    when i = j,
//   0.8  when they are near-synonyms (one group of related-ingredients.ts: rose and May rose,
//        ambroxan and ambergris, caramel and praline, the white musks),
//   0.4  when they only share an ingredient family (grapefruit and bergamot, cedar and vetiver;
//        a group counts in its first member's family),
//   0    otherwise,
// so two fresh, peppery, woody perfumes resemble each other even when no note is written the same
// way, while the exact note still counts most. S is a sum of block matrices with non-negative
// weights, hence positive semi-definite: the soft cosine is a true cosine, in 0..1, and 1 for two
// perfumes with the same notes.
//
// Each note weighs its proportion, a note of the top alone TOP_NOTE_WEIGHT of it (it is gone within
// the first hour; heart and base notes are what the perfume smells like for most of its wear). The
// hero does not count extra: it is nearly always the largest
// proportion already, and counting it twice let one shared material outweigh the rest of the
// formula (Sauvage's ambroxan made Baccarat Rouge 540 and Escentric 02 its closest perfumes). A note
// whose group a large share of the catalog lists (musks, bergamot, sandalwood, vanilla: over
// COMMON_NOTE_SHARE of perfumes) weighs less, by √(COMMON_NOTE_SHARE / share), so that what every
// perfume has does not make them all alike. Rarer notes are not boosted: a rare name is often a
// synonym's (Calabrian bergamot), not a signature's.
//
// families compares the olfactory classification, each perfume being 0.6 its main family and 0.4
// its secondary one ("smell of", "touch of"): the overlap of the two, so 1 for the same pair of
// families, 0.8 for the same two swapped, 0.6 for the same main family, 0.4 when one's main family
// is the other's touch or when the touches agree. gender is 1 for the same gender, 0.5 between a
// unisex perfume and a gendered one, 0 between a perfume for her and one for him: a small nudge,
// since many wear across the line, but one an advisor makes too.
//
// Everything that does not depend on a request is built once per CatalogIndex, lazily on first use,
// in flat typed arrays: each perfume's weighted sparse vector normalised by |·|_S (CSR rows, largest
// proportion first, as in the catalog), inverted lists per ingredient, the ingredient groups and
// families, perfumes per main family, and dense family, gender, brand and popularity columns.
// Engines find their candidates through the inverted lists of the reference's notes and their
// near-synonyms, then its families' perfumes, within a reading budget (bestFor): a call reads a
// bounded part of the catalog, never all of it.

export const SIMILARITY_WEIGHTS = { ingredients: 0.75, families: 0.15, gender: 0.1 };
/** S: how much a note counts as a near-synonym, and as another note of its ingredient family. */
export const RELATED_NOTE_CREDIT = { group: 0.8, family: 0.4 };
/** Each perfume's classification: this much its main family, the rest its secondary family. */
export const FAMILY_SHARES = { main: 0.6, secondary: 0.4 };
/** Notes whose group more than this share of the catalog lists weigh less (formula above). */
export const COMMON_NOTE_SHARE = 0.2;
/**
 * A note placed only in the top of its perfume's pyramid weighs this much of its proportion: it is
 * gone within the first hour, while heart and base notes make what the perfume smells like for
 * most of its wear (issue 15, docs/decisions/006). Notes of unknown place weigh in full.
 */
export const TOP_NOTE_WEIGHT = 0.9;
const TOP_ONLY = 1; // stage mask of a note in the top only (common/domain/pyramid.ts)

/** gender(a, b) by gender index (genderCodes order: FU, MU, U). */
const GENDER_AGREEMENT = [
  [1, 0, 0.5],
  [0, 1, 0.5],
  [0.5, 0.5, 1],
] as const;

export interface RecommendFilters {
  /** Gender codes to keep (FU, MU, U); empty or absent keeps all. */
  gender?: readonly GenderCode[];
  brandIds?: readonly number[];
  /** Main families to keep. */
  familyIds?: readonly number[];
  /**
   * Ingredients the visitor avoids: a perfume where one of them weighs
   * AVOIDED_INGREDIENT_PROPORTION or more is left out.
   */
  avoidIngredientIds?: readonly number[];
}

export interface RecommendIndex {
  readonly perfumes: readonly IndexedPerfume[];
  readonly positionById: ReadonlyMap<number, number>;
  /** Dense ingredient slots (0..ingredientCount-1). */
  readonly ingredientSlot: ReadonlyMap<number, number>;
  readonly ingredientIds: Int32Array;
  /** How many perfumes list each ingredient slot. */
  readonly ingredientPerfumeCount: Int32Array;
  /** Group of near-synonyms of each slot (a slot in no group is a group of its own). */
  readonly slotGroup: Int32Array;
  /** Slots of group g: groupSlots[groupStart[g]..groupStart[g+1]-1]. */
  readonly groupStart: Int32Array;
  readonly groupSlots: Int32Array;
  /** Ingredient family each slot is counted in for S (its group's first member's family). */
  readonly slotShape: Int32Array;
  /** CSR rows: perfume p's entries are rowStart[p]..rowStart[p+1]-1, largest proportion first. */
  readonly rowStart: Int32Array;
  readonly rowSlot: Int32Array;
  /** Weighted proportion divided by the row's |·|_S: the soft cosine of two rows is rowᵀ·S·row. */
  readonly rowWeight: Float32Array;
  readonly rowProportion: Uint8Array;
  /** Inverted lists: slot s's perfumes are postingStart[s]..postingStart[s+1]-1, by position. */
  readonly postingStart: Int32Array;
  readonly postingPerfume: Int32Array;
  readonly postingProportion: Uint8Array;
  readonly heroSlot: Int32Array;
  /** Family slots (0..familyCount-1) of each perfume's main and secondary family. */
  readonly familySlotById: ReadonlyMap<number, number>;
  readonly familyIds: Int32Array;
  readonly mainFamily: Int32Array;
  readonly secondaryFamily: Int32Array;
  readonly perfumesByMainFamily: readonly Int32Array[];
  /** Index in genderCodes. */
  readonly genderIndex: Uint8Array;
  readonly genderBit: Uint8Array;
  readonly brandSlot: Int32Array;
  readonly brandSlotById: ReadonlyMap<number, number>;
  readonly popularity: Uint8Array;
  /** Per-call scratch, valid while stamp[p] === the call's epoch (engines are synchronous). */
  readonly scratchScore: Float64Array;
  readonly scratchCount: Uint8Array;
  readonly stamp: Uint32Array;
  readonly touched: Int32Array;
  /** One bit per perfume position. */
  readonly candidateBits: Uint32Array;
  /** Several such bitsets, for calls with several queries (candidateSets); grown on demand. */
  candidateBuffer: Uint32Array;
  /** Scratch sums for expand(). */
  readonly groupSum: Float64Array;
  readonly shapeSum: Float64Array;
  epoch: number;
}

/** The recommendation matrix of a catalog version, built once (before it is served, in slices). */
export const recommendData = derivedData(buildRecommendIndex);

export function recommendIndex(index: CatalogIndex): RecommendIndex {
  return recommendData.of(index);
}

/** S = (1 − group)·I + (group − family)·[same group] + family·[same family], so S_ii = 1. */
const S_SELF = 1 - RELATED_NOTE_CREDIT.group;
const S_GROUP = RELATED_NOTE_CREDIT.group - RELATED_NOTE_CREDIT.family;
const S_FAMILY = RELATED_NOTE_CREDIT.family;

function* buildRecommendIndex(index: CatalogIndex): Sliced<RecommendIndex> {
  const perfumes = index.perfumes;
  const n = perfumes.length;
  const ingredientSlot = new Map<number, number>();
  index.ingredients.forEach((ing, slot) => ingredientSlot.set(ing.id, slot));
  const ingredientIds = Int32Array.from(index.ingredients, (i) => i.id);
  const slots = ingredientIds.length;
  const familySlotById = new Map<number, number>();
  index.families.forEach((f, slot) => familySlotById.set(f.id, slot));
  const familyIds = Int32Array.from(index.families, (f) => f.id);
  const brandSlotById = new Map<number, number>();
  index.brands.forEach((b, slot) => brandSlotById.set(b.id, slot));

  // Groups of near-synonyms, and the family each slot counts in (its group leader's); an
  // ingredient of an unknown family is a family of its own.
  const slotByKey = new Map(index.ingredients.map((ing, slot) => [ing.key, slot]));
  const slotGroup = new Int32Array(slots).fill(-1);
  const slotShape = Int32Array.from(
    index.ingredients,
    (ing, slot) => familySlotById.get(ing.familyId) ?? familyIds.length + slot,
  );
  let groupCount = 0;
  for (const keys of RELATED_INGREDIENT_GROUPS) {
    const members = keys.map((k) => slotByKey.get(k)).filter((s) => s !== undefined);
    if (members.length === 0) continue;
    const shape = slotShape[members[0]!]!;
    for (const s of members) {
      slotGroup[s] = groupCount;
      slotShape[s] = shape;
    }
    groupCount++;
  }
  for (let s = 0; s < slots; s++) if (slotGroup[s] === -1) slotGroup[s] = groupCount++;
  const groupStart = new Int32Array(groupCount + 1);
  for (let s = 0; s < slots; s++) groupStart[slotGroup[s]! + 1]!++;
  for (let g = 0; g < groupCount; g++) groupStart[g + 1]! += groupStart[g]!;
  const groupSlots = new Int32Array(slots);
  const groupFill = groupStart.slice(0, groupCount);
  for (let s = 0; s < slots; s++) groupSlots[groupFill[slotGroup[s]!]!++] = s;

  const positionById = new Map<number, number>();
  const rowStart = new Int32Array(n + 1);
  let nnz = 0;
  for (let p = 0; p < n; p++) {
    positionById.set(perfumes[p]!.id, p);
    rowStart[p] = nnz;
    nnz += perfumes[p]!.ingredients.length;
    if (p % STEP === STEP - 1) yield;
  }
  rowStart[n] = nnz;

  const rowSlot = new Int32Array(nnz);
  const rowWeight = new Float32Array(nnz);
  const rowProportion = new Uint8Array(nnz);
  const rowTopOnly = new Uint8Array(nnz);
  const ingredientPerfumeCount = new Int32Array(slots);
  for (let p = 0; p < n; p++) {
    let k = rowStart[p]!;
    for (const i of perfumes[p]!.ingredients) {
      const slot = ingredientSlot.get(i.ingredientId)!;
      rowSlot[k] = slot;
      rowProportion[k] = i.proportion;
      rowTopOnly[k] = i.stageMask === TOP_ONLY ? 1 : 0;
      ingredientPerfumeCount[slot]!++;
      k++;
    }
    if (p % STEP === STEP - 1) yield;
  }

  // How many perfumes list a note of each group, for the weight of common notes.
  const groupPerfumeCount = new Int32Array(groupCount);
  const seenGroup = new Int32Array(groupCount).fill(-1);
  for (let p = 0; p < n; p++) {
    for (let k = rowStart[p]!; k < rowStart[p + 1]!; k++) {
      const g = slotGroup[rowSlot[k]!]!;
      if (seenGroup[g] !== p) {
        seenGroup[g] = p;
        groupPerfumeCount[g]!++;
      }
    }
    if (p % STEP === STEP - 1) yield;
  }
  const noteWeight = new Float64Array(slots);
  for (let s = 0; s < slots; s++) {
    const share = groupPerfumeCount[slotGroup[s]!]! / Math.max(1, n);
    noteWeight[s] = share > COMMON_NOTE_SHARE ? Math.sqrt(COMMON_NOTE_SHARE / share) : 1;
  }

  const heroSlot = new Int32Array(n);
  const mainFamily = new Int32Array(n);
  const secondaryFamily = new Int32Array(n);
  const genderIndex = new Uint8Array(n);
  const genderBit = new Uint8Array(n);
  const brandSlot = new Int32Array(n);
  const popularity = new Uint8Array(n);
  const familyMembers: number[][] = index.families.map(() => []);
  const groupSum = new Float64Array(groupCount);
  const shapeSum = new Float64Array(familyIds.length + slots);

  for (let p = 0; p < n; p++) {
    const perfume = perfumes[p]!;
    heroSlot[p] = ingredientSlot.get(perfume.heroIngredientId) ?? -1;
    for (let k = rowStart[p]!; k < rowStart[p + 1]!; k++) {
      rowWeight[k] =
        rowProportion[k]! * noteWeight[rowSlot[k]!]! * (rowTopOnly[k] ? TOP_NOTE_WEIGHT : 1);
    }
    // |y|_S² = (1 − group)·Σy² + (group − family)·Σ(group sums)² + family·Σ(family sums)².
    const start = rowStart[p]!;
    const end = rowStart[p + 1]!;
    let own = 0;
    for (let j = start; j < end; j++) {
      const w = rowWeight[j]!;
      own += w * w;
      groupSum[slotGroup[rowSlot[j]!]!]! += w;
      shapeSum[slotShape[rowSlot[j]!]!]! += w;
    }
    let grouped = 0;
    let shaped = 0;
    for (let j = start; j < end; j++) {
      const g = slotGroup[rowSlot[j]!]!;
      const f = slotShape[rowSlot[j]!]!;
      grouped += groupSum[g]! * groupSum[g]!;
      shaped += shapeSum[f]! * shapeSum[f]!;
      groupSum[g] = 0;
      shapeSum[f] = 0;
    }
    const norm = Math.sqrt(S_SELF * own + S_GROUP * grouped + S_FAMILY * shaped) || 1;
    for (let j = start; j < end; j++) rowWeight[j] = rowWeight[j]! / norm;

    mainFamily[p] = familySlotById.get(perfume.familyId) ?? -1;
    secondaryFamily[p] = familySlotById.get(perfume.secondaryFamilyId) ?? -1;
    if (mainFamily[p]! >= 0) familyMembers[mainFamily[p]!]!.push(p);
    genderIndex[p] = genderCodes.indexOf(perfume.gender);
    genderBit[p] = 1 << genderIndex[p]!;
    brandSlot[p] = brandSlotById.get(perfume.brandId) ?? -1;
    popularity[p] = perfume.popularity;
    if (p % STEP === STEP - 1) yield;
  }

  // Inverted lists filled in position order, so each list is sorted by perfume position.
  const postingStart = new Int32Array(slots + 1);
  for (let s = 0; s < slots; s++) {
    postingStart[s + 1] = postingStart[s]! + ingredientPerfumeCount[s]!;
  }
  const fill = postingStart.slice(0, slots);
  const postingPerfume = new Int32Array(nnz);
  const postingProportion = new Uint8Array(nnz);
  for (let p = 0; p < n; p++) {
    for (let k = rowStart[p]!; k < rowStart[p + 1]!; k++) {
      const at = fill[rowSlot[k]!]!++;
      postingPerfume[at] = p;
      postingProportion[at] = rowProportion[k]!;
    }
    if (p % STEP === STEP - 1) yield;
  }

  return {
    perfumes,
    positionById,
    ingredientSlot,
    ingredientIds,
    ingredientPerfumeCount,
    slotGroup,
    groupStart,
    groupSlots,
    slotShape,
    rowStart,
    rowSlot,
    rowWeight,
    rowProportion,
    postingStart,
    postingPerfume,
    postingProportion,
    heroSlot,
    familySlotById,
    familyIds,
    mainFamily,
    secondaryFamily,
    perfumesByMainFamily: familyMembers.map((m) => Int32Array.from(m)),
    genderIndex,
    genderBit,
    brandSlot,
    brandSlotById,
    popularity,
    scratchScore: new Float64Array(n),
    scratchCount: new Uint8Array(n),
    stamp: new Uint32Array(n),
    touched: new Int32Array(n),
    candidateBits: new Uint32Array((n + 31) >>> 5),
    candidateBuffer: new Uint32Array(0),
    groupSum,
    shapeSum,
    epoch: 0,
  };
}

/** Starts a call: afterwards stamp[p] !== the returned epoch means "not seen in this call". */
export function nextEpoch(r: RecommendIndex): number {
  if (r.epoch >= 0xfffffffe) {
    r.stamp.fill(0);
    r.epoch = 0;
  }
  return ++r.epoch;
}

/**
 * out = S·x for a dense vector x over ingredient slots, and returns xᵀ·S·x. A perfume's row dotted
 * with out is then its soft-cosine numerator with x: Σ rowWeight[k] · out[rowSlot[k]].
 */
function expand(r: RecommendIndex, x: Float64Array, out: Float64Array): number {
  const { slotGroup, slotShape, groupSum, shapeSum } = r;
  groupSum.fill(0);
  shapeSum.fill(0);
  for (let s = 0; s < x.length; s++) {
    const w = x[s]!;
    if (w === 0) continue;
    groupSum[slotGroup[s]!]! += w;
    shapeSum[slotShape[s]!]! += w;
  }
  let selfDot = 0;
  for (let s = 0; s < x.length; s++) {
    const e =
      S_SELF * x[s]! + S_GROUP * groupSum[slotGroup[s]!]! + S_FAMILY * shapeSum[slotShape[s]!]!;
    out[s] = e;
    selfDot += x[s]! * e;
  }
  return selfDot;
}

/** Σ rowWeight · expanded over perfume p's row. */
function rowDot(r: RecommendIndex, p: number, expanded: Float64Array): number {
  const { rowStart, rowSlot, rowWeight } = r;
  let dot = 0;
  for (let k = rowStart[p]!; k < rowStart[p + 1]!; k++)
    dot += rowWeight[k]! * expanded[rowSlot[k]!]!;
  return dot;
}

/** The soft cosine of two perfumes' ingredient vectors (positions in the RecommendIndex), in 0..1. */
export function ingredientCosine(r: RecommendIndex, a: number, b: number): number {
  const q = queryFor(r, [a]);
  return Math.min(1, (q.scale / SIMILARITY_WEIGHTS.ingredients) * rowDot(r, b, q.expanded));
}

function genderAgreement(a: number, b: number): number {
  return GENDER_AGREEMENT[a]?.[b] ?? 0;
}

/** Similarity of two perfumes in 0..1 (formula at the top of this file). */
export function perfumeSimilarity(
  index: CatalogIndex,
  a: IndexedPerfume,
  b: IndexedPerfume,
): number {
  const r = recommendIndex(index);
  const pa = r.positionById.get(a.id);
  const pb = r.positionById.get(b.id);
  if (pa === undefined || pb === undefined) return 0;
  return queryScore(r, queryFor(r, [pa]), pb);
}

/**
 * What a call compares candidates with: one perfume (similar perfumes) or the favourites of a
 * taste (recommendations). A candidate c scores
 *
 *   min(0.75, scale · row(c)·expanded) + mainShare[c main] + secondaryShare[c secondary]
 *                                     + genderShare[c gender]
 *
 * which for a single member is exactly the similarity of the two perfumes, and for several is
 * 0.75 · softcos(sum of the members' vectors, c) plus the families and gender parts averaged
 * over the members.
 */
export interface Query {
  /** S times the sum of the members' normalised vectors, over ingredient slots. */
  readonly expanded: Float64Array;
  readonly scale: number;
  readonly mainShare: Float64Array;
  readonly secondaryShare: Float64Array;
  readonly genderShare: Float64Array;
}

export function queryFor(r: RecommendIndex, members: readonly number[]): Query {
  const vector = new Float64Array(r.ingredientIds.length);
  const mainShare = new Float64Array(r.familyIds.length);
  const secondaryShare = new Float64Array(r.familyIds.length);
  const genderShare = new Float64Array(genderCodes.length);
  const families = SIMILARITY_WEIGHTS.families / members.length;
  const gender = SIMILARITY_WEIGHTS.gender / members.length;
  for (const m of members) {
    for (let k = r.rowStart[m]!; k < r.rowStart[m + 1]!; k++)
      vector[r.rowSlot[k]!]! += r.rowWeight[k]!;
    // families(m, c), the overlap of the two classifications, as a function of c's main and
    // secondary family: main·[c main = m main] + secondary·([c main = m secondary]
    // + [c secondary = m secondary] + [c secondary = m main]); m's two families differ.
    const main = r.mainFamily[m]!;
    const secondary = r.secondaryFamily[m]!;
    if (main >= 0) {
      mainShare[main]! += families * FAMILY_SHARES.main;
      secondaryShare[main]! += families * FAMILY_SHARES.secondary;
    }
    if (secondary >= 0 && secondary !== main) {
      mainShare[secondary]! += families * FAMILY_SHARES.secondary;
      secondaryShare[secondary]! += families * FAMILY_SHARES.secondary;
    }
    for (let g = 0; g < genderShare.length; g++) {
      genderShare[g]! += gender * genderAgreement(r.genderIndex[m]!, g);
    }
  }
  const expanded = new Float64Array(r.ingredientIds.length);
  // A single perfume's row is normalised already: recomputing its norm from Float32 weights
  // would only make the similarity of a and b differ from that of b and a in the 8th digit.
  const selfDot = expand(r, vector, expanded);
  const norm = members.length === 1 ? 1 : Math.sqrt(selfDot);
  return {
    expanded,
    scale: SIMILARITY_WEIGHTS.ingredients / (norm || 1),
    mainShare,
    secondaryShare,
    genderShare,
  };
}

/** The families and gender parts of a candidate's score. */
function sharesOf(r: RecommendIndex, q: Query, p: number): number {
  return (
    (q.mainShare[r.mainFamily[p]!] ?? 0) +
    (q.secondaryShare[r.secondaryFamily[p]!] ?? 0) +
    q.genderShare[r.genderIndex[p]!]!
  );
}

export function queryScore(r: RecommendIndex, q: Query, p: number): number {
  return (
    Math.min(SIMILARITY_WEIGHTS.ingredients, q.scale * rowDot(r, p, q.expanded)) + sharesOf(r, q, p)
  );
}

/**
 * A cleared bitset over perfume positions for each query of a call: r.candidateBits for a single
 * query, views of r.candidateBuffer for several.
 */
export function candidateSets(r: RecommendIndex, count: number): Uint32Array[] {
  const words = r.candidateBits.length;
  if (count === 1) return [r.candidateBits.fill(0)];
  // Kept from call to call: allocating a fresh 100-kB-per-query buffer each time showed as
  // garbage-collection pauses in the 95th percentile.
  if (r.candidateBuffer.length < count * words) r.candidateBuffer = new Uint32Array(count * words);
  const buffer = r.candidateBuffer.fill(0, 0, count * words);
  return Array.from({ length: count }, (_, q) => buffer.subarray(q * words, (q + 1) * words));
}

/**
 * Marks in `bits` the perfumes of the inverted lists of `slots`, then of `lists` (perfumes by
 * family), in that order of preference, while the reading budget allows: an entry read counts one,
 * the first list is always read, and a list that would overflow the budget is skipped for smaller
 * ones.
 */
function markCandidates(
  r: RecommendIndex,
  bits: Uint32Array,
  slots: readonly number[],
  lists: readonly Int32Array[],
  budget: number,
): void {
  const { postingStart, postingPerfume } = r;
  let read = 0;
  for (const slot of slots) {
    const length = postingStart[slot + 1]! - postingStart[slot]!;
    if (read > 0 && read + length > budget) continue;
    read += length;
    for (let k = postingStart[slot]!; k < postingStart[slot + 1]!; k++) {
      const p = postingPerfume[k]!;
      bits[p >>> 5]! |= 1 << (p & 31);
    }
  }
  for (const list of lists) {
    if (read > 0 && read + list.length > budget) continue;
    read += list.length;
    for (const p of list) bits[p >>> 5]! |= 1 << (p & 31);
  }
}

/** Marks (on) or unmarks perfumes in a bitset. */
function setMarks(bits: Uint32Array, positions: readonly number[], on: boolean): void {
  for (const p of positions) {
    if (on) bits[p >>> 5]! |= 1 << (p & 31);
    else bits[p >>> 5]! &= ~(1 << (p & 31));
  }
}

/**
 * Scores every perfume marked in `bits` that passes the filter into `top`; returns how many
 * passed. Candidates are visited in position order: rows are then read almost sequentially, about
 * twice as fast as in the order the inverted lists give them.
 */
function scoreMarked(
  r: RecommendIndex,
  q: Query,
  bits: Uint32Array,
  filter: CompiledFilter,
  top: TopPerfumes,
): number {
  // queryScore and passes written out, with the columns in locals: this loop is where a call
  // spends its time.
  const { rowStart, rowSlot, rowWeight, mainFamily, secondaryFamily, genderIndex, genderBit } = r;
  const { expanded, scale, mainShare, secondaryShare, genderShare } = q;
  const cap = SIMILARITY_WEIGHTS.ingredients;
  const { genderMask, brands, families } = filter;
  let kept = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const p = (w << 5) | (31 - Math.clz32(word & -word));
      word &= word - 1;
      if ((genderBit[p]! & genderMask) === 0) continue;
      if ((brands || families || filter.avoided) && !passes(r, filter, p)) continue;
      kept++;
      let dot = 0;
      const end = rowStart[p + 1]!;
      for (let k = rowStart[p]!; k < end; k++) dot += rowWeight[k]! * expanded[rowSlot[k]!]!;
      const ingredients = scale * dot;
      top.push(
        p,
        (ingredients < cap ? ingredients : cap) +
          (mainShare[mainFamily[p]!] ?? 0) +
          (secondaryShare[secondaryFamily[p]!] ?? 0) +
          genderShare[genderIndex[p]!]!,
      );
    }
  }
  return kept;
}

/**
 * Scores the perfumes of `list` that are not marked yet in `bits` and pass the filter, marking
 * them: the widening step when the filters left fewer candidates than asked.
 */
function scoreUnmarked(
  r: RecommendIndex,
  q: Query,
  bits: Uint32Array,
  list: Int32Array,
  filter: CompiledFilter,
  top: TopPerfumes,
): void {
  for (const p of list) {
    const mask = 1 << (p & 31);
    if ((bits[p >>> 5]! & mask) !== 0) continue;
    bits[p >>> 5]! |= mask;
    if (passes(r, filter, p)) top.push(p, queryScore(r, q, p));
  }
}

/** How many inverted-list and family-list entries one query may read (see bestFor). */
export const CANDIDATE_BUDGET = 40_000;

/**
 * Pushes into `top` the best perfumes for a query built from `members` that pass the filter, never
 * one of `excluded`, using `bits` (a cleared candidate set) as scratch.
 *
 * Candidates, in order of preference while the reading budget allows (markCandidates): the
 * perfumes listing one of the members' notes or a near-synonym, the slots that count most for the
 * query first, then the perfumes of the members' main and secondary families, which can come
 * close through related notes alone. Every candidate is scored exactly. When the filters leave
 * fewer candidates than asked, the perfumes of the members' main families are added.
 */
export function bestFor(
  r: RecommendIndex,
  q: Query,
  members: readonly number[],
  excluded: readonly number[],
  filter: CompiledFilter,
  top: TopPerfumes,
  budget: number,
  bits: Uint32Array,
): void {
  const slots: number[] = [];
  const groups = new Set<number>();
  for (const m of members) {
    for (let k = r.rowStart[m]!; k < r.rowStart[m + 1]!; k++) {
      const group = r.slotGroup[r.rowSlot[k]!]!;
      if (groups.has(group)) continue;
      groups.add(group);
      for (let g = r.groupStart[group]!; g < r.groupStart[group + 1]!; g++) {
        slots.push(r.groupSlots[g]!);
      }
    }
  }
  slots.sort((a, b) => q.expanded[b]! - q.expanded[a]! || a - b);
  const mainFamilies = byCount(members.map((m) => r.mainFamily[m]!));
  const families = [
    ...new Set([...mainFamilies, ...byCount(members.map((m) => r.secondaryFamily[m]!))]),
  ];
  markCandidates(
    r,
    bits,
    slots,
    families.map((f) => r.perfumesByMainFamily[f]!),
    budget,
  );
  setMarks(bits, excluded, false);
  if (scoreMarked(r, q, bits, filter, top) < top.capacity) {
    setMarks(bits, excluded, true);
    for (const f of mainFamilies)
      scoreUnmarked(r, q, bits, r.perfumesByMainFamily[f]!, filter, top);
  }
}

/** The distinct valid slots, most frequent first, the first met first among equals. */
function byCount(slots: readonly number[]): number[] {
  const count = new Map<number, number>();
  for (const s of slots) if (s >= 0) count.set(s, (count.get(s) ?? 0) + 1);
  return [...count.keys()].sort((a, b) => count.get(b)! - count.get(a)!);
}

/** Whether the ingredient slot is among the perfume's first `count` ingredients. */
export function hasAmongFirst(r: RecommendIndex, p: number, slot: number, count: number): boolean {
  const end = Math.min(r.rowStart[p + 1]!, r.rowStart[p]! + count);
  for (let k = r.rowStart[p]!; k < end; k++) if (r.rowSlot[k] === slot) return true;
  return false;
}

export interface CompiledFilter {
  genderMask: number;
  brands: Uint8Array | null;
  families: Uint8Array | null;
  /** 1 at the slot of each avoided ingredient. */
  avoided: Uint8Array | null;
}

/** Turns request filters into masks over the dense columns; unknown ids simply match nothing. */
export function compileFilter(r: RecommendIndex, filters: RecommendFilters): CompiledFilter {
  let genderMask = 0xff;
  if (filters.gender?.length) {
    genderMask = 0;
    for (const g of filters.gender) genderMask |= 1 << genderCodes.indexOf(g);
  }
  let brands: Uint8Array | null = null;
  if (filters.brandIds?.length) {
    brands = new Uint8Array(r.brandSlotById.size);
    for (const id of filters.brandIds) {
      const slot = r.brandSlotById.get(id);
      if (slot !== undefined) brands[slot] = 1;
    }
  }
  let families: Uint8Array | null = null;
  if (filters.familyIds?.length) {
    families = new Uint8Array(r.familyIds.length);
    for (const id of filters.familyIds) {
      const slot = r.familySlotById.get(id);
      if (slot !== undefined) families[slot] = 1;
    }
  }
  let avoided: Uint8Array | null = null;
  if (filters.avoidIngredientIds?.length) {
    avoided = new Uint8Array(r.ingredientSlot.size);
    for (const id of filters.avoidIngredientIds) {
      const slot = r.ingredientSlot.get(id);
      if (slot !== undefined) avoided[slot] = 1;
    }
  }
  return { genderMask, brands, families, avoided };
}

export function passes(r: RecommendIndex, f: CompiledFilter, p: number): boolean {
  if ((r.genderBit[p]! & f.genderMask) === 0) return false;
  if (f.brands && f.brands[r.brandSlot[p]!] !== 1) return false;
  if (f.families && f.families[r.mainFamily[p]!] !== 1) return false;
  if (f.avoided && featuresAvoided(r, f.avoided, p)) return false;
  return true;
}

/**
 * How many of `listed` (an answer computed without the avoided ingredients) feature one of them:
 * the perfumes a visitor is told were left out for the ingredients they avoid.
 */
export function countFeaturingAvoided(
  index: CatalogIndex,
  listed: readonly IndexedPerfume[],
  avoidIngredientIds: readonly number[],
): number {
  const r = recommendIndex(index);
  const { avoided } = compileFilter(r, { avoidIngredientIds });
  if (!avoided) return 0;
  return listed.filter((perfume) => featuresAvoided(r, avoided, r.positionById.get(perfume.id)!))
    .length;
}

/** Whether one of the avoided ingredients weighs AVOIDED_INGREDIENT_PROPORTION or more in p. */
export function featuresAvoided(r: RecommendIndex, avoided: Uint8Array, p: number): boolean {
  for (let k = r.rowStart[p]!; k < r.rowStart[p + 1]!; k++) {
    if (avoided[r.rowSlot[k]!] === 1 && r.rowProportion[k]! >= AVOIDED_INGREDIENT_PROPORTION) {
      return true;
    }
  }
  return false;
}

/**
 * The best `capacity` perfumes by score, ties broken by popularity then catalog order (id), kept
 * in a binary min-heap so a call over many candidates costs O(n log k) and allocates once.
 */
export class TopPerfumes {
  private readonly pos: Int32Array;
  private readonly score: Float64Array;
  size = 0;

  constructor(
    private readonly r: RecommendIndex,
    readonly capacity: number,
  ) {
    this.pos = new Int32Array(Math.max(0, capacity));
    this.score = new Float64Array(Math.max(0, capacity));
  }

  /** Whether (sa, pa) ranks before (sb, pb). */
  private better(sa: number, pa: number, sb: number, pb: number): boolean {
    if (sa !== sb) return sa > sb;
    const popA = this.r.popularity[pa]!;
    const popB = this.r.popularity[pb]!;
    if (popA !== popB) return popA > popB;
    return pa < pb;
  }

  /** The lowest score kept, or -Infinity while not full. */
  get floor(): number {
    return this.size < this.capacity ? -Infinity : this.score[0]!;
  }

  push(p: number, s: number): void {
    if (this.size < this.capacity) {
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.better(this.score[parent]!, this.pos[parent]!, s, p)) break;
        this.pos[i] = this.pos[parent]!;
        this.score[i] = this.score[parent]!;
        i = parent;
      }
      this.pos[i] = p;
      this.score[i] = s;
      return;
    }
    if (this.size === 0) return;
    // Most candidates lose to the weakest kept one outright: no tie to break.
    if (s < this.score[0]!) return;
    if (!this.better(s, p, this.score[0]!, this.pos[0]!)) return;
    this.siftDown(0, p, s, this.size);
  }

  private siftDown(start: number, p: number, s: number, size: number): void {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      let worst = left;
      const right = left + 1;
      if (
        right < size &&
        this.better(this.score[left]!, this.pos[left]!, this.score[right]!, this.pos[right]!)
      ) {
        worst = right;
      }
      if (!this.better(s, p, this.score[worst]!, this.pos[worst]!)) break;
      this.pos[i] = this.pos[worst]!;
      this.score[i] = this.score[worst]!;
      i = worst;
    }
    this.pos[i] = p;
    this.score[i] = s;
  }

  /** The kept perfumes, best first (empties the heap). */
  drain(): { position: number; score: number }[] {
    const out: { position: number; score: number }[] = new Array(this.size);
    while (this.size > 0) {
      const last = --this.size;
      out[last] = { position: this.pos[0]!, score: this.score[0]! };
      if (last > 0) this.siftDown(0, this.pos[last]!, this.score[last]!, last);
    }
    return out;
  }
}
