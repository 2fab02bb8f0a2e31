import { genderCodes } from '../../common/domain/gender';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import { derivedData } from '../lib/derived';
import { STEP, type Sliced } from '../lib/sliced';
import { RELATED_INGREDIENT_GROUPS } from './related-ingredients';

// The recommendation index of a catalog version (similarity.ts says what it computes): each
// perfume's weighted sparse vector normalised by |·|_S in CSR rows, inverted lists per ingredient,
// the ingredient groups and families, perfumes per main family, and dense family, gender, brand
// and popularity columns, built once per version in flat typed arrays.

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
export const S_SELF = 1 - RELATED_NOTE_CREDIT.group;
export const S_GROUP = RELATED_NOTE_CREDIT.group - RELATED_NOTE_CREDIT.family;
export const S_FAMILY = RELATED_NOTE_CREDIT.family;

/** Dense slots for the catalog's ingredients, families and brands. */
function slotsOf(index: CatalogIndex) {
  const ingredientSlot = new Map<number, number>();
  index.ingredients.forEach((ing, slot) => ingredientSlot.set(ing.id, slot));
  const familySlotById = new Map<number, number>();
  index.families.forEach((f, slot) => familySlotById.set(f.id, slot));
  const brandSlotById = new Map<number, number>();
  index.brands.forEach((b, slot) => brandSlotById.set(b.id, slot));
  return {
    ingredientSlot,
    ingredientIds: Int32Array.from(index.ingredients, (i) => i.id),
    familySlotById,
    familyIds: Int32Array.from(index.families, (f) => f.id),
    brandSlotById,
  };
}

/**
 * Groups of near-synonyms, and the family each slot counts in (its group leader's); an
 * ingredient of an unknown family is a family of its own.
 */
function ingredientGroups(index: CatalogIndex, familySlotById: ReadonlyMap<number, number>) {
  const slots = index.ingredients.length;
  const familyCount = familySlotById.size;
  const slotByKey = new Map(index.ingredients.map((ing, slot) => [ing.key, slot]));
  const slotGroup = new Int32Array(slots).fill(-1);
  const slotShape = Int32Array.from(
    index.ingredients,
    (ing, slot) => familySlotById.get(ing.familyId) ?? familyCount + slot,
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
  return { slotGroup, slotShape, groupCount, groupStart, groupSlots };
}

/** The perfumes' notes as CSR rows (slot, proportion, top only), in catalog order. */
function* readRows(
  perfumes: readonly IndexedPerfume[],
  ingredientSlot: ReadonlyMap<number, number>,
) {
  const n = perfumes.length;
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
  const rowProportion = new Uint8Array(nnz);
  const rowTopOnly = new Uint8Array(nnz);
  const ingredientPerfumeCount = new Int32Array(ingredientSlot.size);
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
  return {
    positionById,
    rowStart,
    rowSlot,
    rowProportion,
    rowTopOnly,
    ingredientPerfumeCount,
    nnz,
  };
}

type Rows = ReturnType<typeof readRows> extends Sliced<infer R> ? R : never;
type Groups = ReturnType<typeof ingredientGroups>;

/** How much each slot's notes weigh: less for a group that many perfumes list (common notes). */
function* noteWeights(rows: Rows, groups: Groups, n: number): Sliced<Float64Array> {
  const { rowStart, rowSlot } = rows;
  const { slotGroup, groupCount } = groups;
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
  const slots = slotGroup.length;
  const noteWeight = new Float64Array(slots);
  for (let s = 0; s < slots; s++) {
    const share = groupPerfumeCount[slotGroup[s]!]! / Math.max(1, n);
    noteWeight[s] = share > COMMON_NOTE_SHARE ? Math.sqrt(COMMON_NOTE_SHARE / share) : 1;
  }
  return noteWeight;
}

/**
 * Row p's weighted proportions divided by its |·|_S, in place, using groupSum and shapeSum as
 * scratch (left at zero):
 * |y|_S² = (1 − group)·Σy² + (group − family)·Σ(group sums)² + family·Σ(family sums)².
 */
function normaliseRow(
  p: number,
  rows: Rows,
  groups: Groups,
  noteWeight: Float64Array,
  rowWeight: Float32Array,
  scratch: { groupSum: Float64Array; shapeSum: Float64Array },
): void {
  const { rowStart, rowSlot, rowProportion, rowTopOnly } = rows;
  const { slotGroup, slotShape } = groups;
  const { groupSum, shapeSum } = scratch;
  const start = rowStart[p]!;
  const end = rowStart[p + 1]!;
  for (let k = start; k < end; k++) {
    rowWeight[k] =
      rowProportion[k]! * noteWeight[rowSlot[k]!]! * (rowTopOnly[k] ? TOP_NOTE_WEIGHT : 1);
  }
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
}

/** Each perfume's hero, families, gender, brand and popularity as dense columns. */
function perfumeColumns(index: CatalogIndex, slots: ReturnType<typeof slotsOf>) {
  const n = index.perfumes.length;
  return {
    heroSlot: new Int32Array(n),
    mainFamily: new Int32Array(n),
    secondaryFamily: new Int32Array(n),
    genderIndex: new Uint8Array(n),
    genderBit: new Uint8Array(n),
    brandSlot: new Int32Array(n),
    popularity: new Uint8Array(n),
    familyMembers: index.families.map((): number[] => []),
    fill(p: number, perfume: IndexedPerfume) {
      this.heroSlot[p] = slots.ingredientSlot.get(perfume.heroIngredientId) ?? -1;
      this.mainFamily[p] = slots.familySlotById.get(perfume.familyId) ?? -1;
      this.secondaryFamily[p] = slots.familySlotById.get(perfume.secondaryFamilyId) ?? -1;
      if (this.mainFamily[p]! >= 0) this.familyMembers[this.mainFamily[p]!]!.push(p);
      this.genderIndex[p] = genderCodes.indexOf(perfume.gender);
      this.genderBit[p] = 1 << this.genderIndex[p]!;
      this.brandSlot[p] = slots.brandSlotById.get(perfume.brandId) ?? -1;
      this.popularity[p] = perfume.popularity;
    },
  };
}

/** Inverted lists filled in position order, so each list is sorted by perfume position. */
function* invertedLists(rows: Rows, n: number) {
  const { rowStart, rowSlot, rowProportion, ingredientPerfumeCount, nnz } = rows;
  const slots = ingredientPerfumeCount.length;
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
  return { postingStart, postingPerfume, postingProportion };
}

function* buildRecommendIndex(index: CatalogIndex): Sliced<RecommendIndex> {
  const perfumes = index.perfumes;
  const n = perfumes.length;
  const slots = slotsOf(index);
  const groups = ingredientGroups(index, slots.familySlotById);
  const rows = yield* readRows(perfumes, slots.ingredientSlot);
  const noteWeight = yield* noteWeights(rows, groups, n);

  const rowWeight = new Float32Array(rows.nnz);
  const scratch = {
    groupSum: new Float64Array(groups.groupCount),
    shapeSum: new Float64Array(slots.familyIds.length + slots.ingredientIds.length),
  };
  const columns = perfumeColumns(index, slots);
  for (let p = 0; p < n; p++) {
    normaliseRow(p, rows, groups, noteWeight, rowWeight, scratch);
    columns.fill(p, perfumes[p]!);
    if (p % STEP === STEP - 1) yield;
  }
  const postings = yield* invertedLists(rows, n);

  return {
    perfumes,
    positionById: rows.positionById,
    ingredientSlot: slots.ingredientSlot,
    ingredientIds: slots.ingredientIds,
    ingredientPerfumeCount: rows.ingredientPerfumeCount,
    slotGroup: groups.slotGroup,
    groupStart: groups.groupStart,
    groupSlots: groups.groupSlots,
    slotShape: groups.slotShape,
    rowStart: rows.rowStart,
    rowSlot: rows.rowSlot,
    rowWeight,
    rowProportion: rows.rowProportion,
    ...postings,
    heroSlot: columns.heroSlot,
    familySlotById: slots.familySlotById,
    familyIds: slots.familyIds,
    mainFamily: columns.mainFamily,
    secondaryFamily: columns.secondaryFamily,
    perfumesByMainFamily: columns.familyMembers.map((m) => Int32Array.from(m)),
    genderIndex: columns.genderIndex,
    genderBit: columns.genderBit,
    brandSlot: columns.brandSlot,
    brandSlotById: slots.brandSlotById,
    popularity: columns.popularity,
    scratchScore: new Float64Array(n),
    scratchCount: new Uint8Array(n),
    stamp: new Uint32Array(n),
    touched: new Int32Array(n),
    candidateBits: new Uint32Array((n + 31) >>> 5),
    candidateBuffer: new Uint32Array(0),
    groupSum: scratch.groupSum,
    shapeSum: scratch.shapeSum,
    epoch: 0,
  };
}
