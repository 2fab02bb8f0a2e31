import { genderCodes, type GenderCode } from '../../common/domain/gender';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';

// How alike two perfumes are, in 0..1, and the per-catalog data every recommendation engine of this
// folder shares.
//
//   similarity(a, b) = 0.7 · cos(a, b) + 0.2 · [same main family] + 0.1 · [same secondary family]
//
// cos is the cosine of the two perfumes' ingredient vectors, where each ingredient weighs its
// proportion and the hero ingredient weighs twice its proportion (as the quad draws it, spec
// section 9): the signature note is what a wearer recognises first. Proportions are never
// negative, so the cosine is in 0..1 and so is the sum. Ingredients carry most of the weight
// because they are what a nose compares; the families add what a list of notes misses (two
// rose-and-oud perfumes can read floral or woody), the main family twice as much as the "touch".
// Two identical perfumes score 1; perfumes sharing no ingredient and no family score 0.
//
// Everything that does not depend on a request is built once per CatalogIndex, lazily on first use,
// in flat typed arrays: each perfume's normalised sparse vector (CSR rows, largest proportion
// first, as in the catalog), the same weights as inverted lists per ingredient, perfumes per main
// family, and dense family, gender, brand and popularity columns. Engines find their candidates
// through the inverted lists of the reference's ingredients, so a call touches only perfumes that
// share an ingredient, never the whole catalog.

export const SIMILARITY_WEIGHTS = { ingredients: 0.7, mainFamily: 0.2, secondaryFamily: 0.1 };
/** The hero ingredient's proportion counts this many times in the ingredient vector. */
export const HERO_WEIGHT = 2;

export interface RecommendFilters {
  /** Gender codes to keep (FU, MU, U); empty or absent keeps all. */
  gender?: readonly GenderCode[];
  brandIds?: readonly number[];
  /** Main families to keep. */
  familyIds?: readonly number[];
}

export interface RecommendIndex {
  readonly perfumes: readonly IndexedPerfume[];
  readonly positionById: ReadonlyMap<number, number>;
  /** Dense ingredient slots (0..ingredientCount-1). */
  readonly ingredientSlot: ReadonlyMap<number, number>;
  readonly ingredientIds: Int32Array;
  /** How many perfumes list each ingredient slot. */
  readonly ingredientPerfumeCount: Int32Array;
  /** CSR rows: perfume p's entries are rowStart[p]..rowStart[p+1]-1, largest proportion first. */
  readonly rowStart: Int32Array;
  readonly rowSlot: Int32Array;
  readonly rowWeight: Float32Array;
  readonly rowProportion: Uint8Array;
  /** Inverted lists: slot s's perfumes are postingStart[s]..postingStart[s+1]-1, by position. */
  readonly postingStart: Int32Array;
  readonly postingPerfume: Int32Array;
  readonly postingWeight: Float32Array;
  readonly postingProportion: Uint8Array;
  readonly heroSlot: Int32Array;
  /** Family slots (0..familyCount-1) of each perfume's main and secondary family. */
  readonly familySlotById: ReadonlyMap<number, number>;
  readonly familyIds: Int32Array;
  readonly mainFamily: Int32Array;
  readonly secondaryFamily: Int32Array;
  readonly perfumesByMainFamily: readonly Int32Array[];
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
  epoch: number;
}

const cache = new WeakMap<CatalogIndex, RecommendIndex>();

export function recommendIndex(index: CatalogIndex): RecommendIndex {
  let built = cache.get(index);
  if (!built) {
    built = buildRecommendIndex(index);
    cache.set(index, built);
  }
  return built;
}

function buildRecommendIndex(index: CatalogIndex): RecommendIndex {
  const perfumes = index.perfumes;
  const n = perfumes.length;
  const ingredientSlot = new Map<number, number>();
  index.ingredients.forEach((ing, slot) => ingredientSlot.set(ing.id, slot));
  const ingredientIds = Int32Array.from(index.ingredients, (i) => i.id);
  const familySlotById = new Map<number, number>();
  index.families.forEach((f, slot) => familySlotById.set(f.id, slot));
  const familyIds = Int32Array.from(index.families, (f) => f.id);
  const brandSlotById = new Map<number, number>();
  index.brands.forEach((b, slot) => brandSlotById.set(b.id, slot));

  const positionById = new Map<number, number>();
  const rowStart = new Int32Array(n + 1);
  let nnz = 0;
  for (let p = 0; p < n; p++) {
    positionById.set(perfumes[p]!.id, p);
    rowStart[p] = nnz;
    nnz += perfumes[p]!.ingredients.length;
  }
  rowStart[n] = nnz;

  const rowSlot = new Int32Array(nnz);
  const rowWeight = new Float32Array(nnz);
  const rowProportion = new Uint8Array(nnz);
  const heroSlot = new Int32Array(n);
  const mainFamily = new Int32Array(n);
  const secondaryFamily = new Int32Array(n);
  const genderBit = new Uint8Array(n);
  const brandSlot = new Int32Array(n);
  const popularity = new Uint8Array(n);
  const ingredientPerfumeCount = new Int32Array(ingredientIds.length);
  const familyMembers: number[][] = index.families.map(() => []);

  for (let p = 0; p < n; p++) {
    const perfume = perfumes[p]!;
    heroSlot[p] = ingredientSlot.get(perfume.heroIngredientId) ?? -1;
    let norm = 0;
    for (const i of perfume.ingredients) {
      const w = i.proportion * (i.ingredientId === perfume.heroIngredientId ? HERO_WEIGHT : 1);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    let k = rowStart[p]!;
    for (const i of perfume.ingredients) {
      const slot = ingredientSlot.get(i.ingredientId)!;
      const w = i.proportion * (i.ingredientId === perfume.heroIngredientId ? HERO_WEIGHT : 1);
      rowSlot[k] = slot;
      rowWeight[k] = w / norm;
      rowProportion[k] = i.proportion;
      ingredientPerfumeCount[slot]!++;
      k++;
    }
    mainFamily[p] = familySlotById.get(perfume.familyId) ?? -1;
    secondaryFamily[p] = familySlotById.get(perfume.secondaryFamilyId) ?? -1;
    if (mainFamily[p]! >= 0) familyMembers[mainFamily[p]!]!.push(p);
    genderBit[p] = 1 << genderCodes.indexOf(perfume.gender);
    brandSlot[p] = brandSlotById.get(perfume.brandId) ?? -1;
    popularity[p] = perfume.popularity;
  }

  // Inverted lists filled in position order, so each list is sorted by perfume position.
  const postingStart = new Int32Array(ingredientIds.length + 1);
  for (let s = 0; s < ingredientIds.length; s++) {
    postingStart[s + 1] = postingStart[s]! + ingredientPerfumeCount[s]!;
  }
  const fill = postingStart.slice(0, ingredientIds.length);
  const postingPerfume = new Int32Array(nnz);
  const postingWeight = new Float32Array(nnz);
  const postingProportion = new Uint8Array(nnz);
  for (let p = 0; p < n; p++) {
    for (let k = rowStart[p]!; k < rowStart[p + 1]!; k++) {
      const at = fill[rowSlot[k]!]!++;
      postingPerfume[at] = p;
      postingWeight[at] = rowWeight[k]!;
      postingProportion[at] = rowProportion[k]!;
    }
  }

  return {
    perfumes,
    positionById,
    ingredientSlot,
    ingredientIds,
    ingredientPerfumeCount,
    rowStart,
    rowSlot,
    rowWeight,
    rowProportion,
    postingStart,
    postingPerfume,
    postingWeight,
    postingProportion,
    heroSlot,
    familySlotById,
    familyIds,
    mainFamily,
    secondaryFamily,
    perfumesByMainFamily: familyMembers.map((m) => Int32Array.from(m)),
    genderBit,
    brandSlot,
    brandSlotById,
    popularity,
    scratchScore: new Float64Array(n),
    scratchCount: new Uint8Array(n),
    stamp: new Uint32Array(n),
    touched: new Int32Array(n),
    candidateBits: new Uint32Array((n + 31) >>> 5),
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

/** Cosine of two perfumes' ingredient vectors (positions in the RecommendIndex), in 0..1. */
export function ingredientCosine(r: RecommendIndex, a: number, b: number): number {
  // Summed in a's row order, the order in which engines accumulate, so values agree exactly.
  let dot = 0;
  const bStart = r.rowStart[b]!;
  const bEnd = r.rowStart[b + 1]!;
  for (let i = r.rowStart[a]!; i < r.rowStart[a + 1]!; i++) {
    const slot = r.rowSlot[i]!;
    for (let j = bStart; j < bEnd; j++) {
      if (r.rowSlot[j] === slot) {
        dot += r.rowWeight[i]! * r.rowWeight[j]!;
        break;
      }
    }
  }
  return Math.min(1, dot);
}

/** The family part of the similarity, from family slots. */
export function familyScore(
  mainA: number,
  secondaryA: number,
  mainB: number,
  secondaryB: number,
): number {
  return (
    (mainA === mainB ? SIMILARITY_WEIGHTS.mainFamily : 0) +
    (secondaryA === secondaryB ? SIMILARITY_WEIGHTS.secondaryFamily : 0)
  );
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
  return combine(r, pa, pb, ingredientCosine(r, pa, pb));
}

export function combine(r: RecommendIndex, ref: number, p: number, cosine: number): number {
  return (
    SIMILARITY_WEIGHTS.ingredients * cosine +
    familyScore(
      r.mainFamily[ref]!,
      r.secondaryFamily[ref]!,
      r.mainFamily[p]!,
      r.secondaryFamily[p]!,
    )
  );
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
  return { genderMask, brands, families };
}

export function passes(r: RecommendIndex, f: CompiledFilter, p: number): boolean {
  if ((r.genderBit[p]! & f.genderMask) === 0) return false;
  if (f.brands && f.brands[r.brandSlot[p]!] !== 1) return false;
  if (f.families && f.families[r.mainFamily[p]!] !== 1) return false;
  return true;
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
