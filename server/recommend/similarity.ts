import { AVOIDED_INGREDIENT_PROPORTION } from '../../common/domain/constants';
import { genderCodes, type GenderCode } from '../../common/domain/gender';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import {
  S_FAMILY,
  S_GROUP,
  S_SELF,
  recommendIndex,
  SIMILARITY_WEIGHTS,
  FAMILY_SHARES,
  type RecommendIndex,
} from './recommend-index';

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
// Everything that does not depend on a request is built once per CatalogIndex (recommend-index.ts),
// in flat typed arrays: each perfume's weighted sparse vector normalised by |·|_S (CSR rows, largest
// proportion first, as in the catalog), inverted lists per ingredient, the ingredient groups and
// families, perfumes per main family, and dense family, gender, brand and popularity columns.
// Engines find their candidates through the inverted lists of the reference's notes and their
// near-synonyms, then its families' perfumes, within a reading budget (bestFor): a call reads a
// bounded part of the catalog, never all of it.

export {
  COMMON_NOTE_SHARE,
  FAMILY_SHARES,
  recommendData,
  recommendIndex,
  RELATED_NOTE_CREDIT,
  SIMILARITY_WEIGHTS,
  TOP_NOTE_WEIGHT,
  type RecommendIndex,
} from './recommend-index';

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
