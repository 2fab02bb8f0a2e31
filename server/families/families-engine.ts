import { genderCodes, type GenderCode } from '../../common/domain/gender';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import { derivedData } from '../lib/derived';
import { STEP, type Sliced } from '../lib/sliced';

// The families explorer's tree (spec sections 3 and 7): main families ("smell of") with the
// secondary families ("touch of") of their perfumes, perfume counts under a gender filter and the
// most popular perfumes of each node.
//
// Every request only merges precomputed buckets: once per catalog index, the perfumes are split by
// gender × main family × secondary family, each bucket keeping its count and its most popular
// perfumes, so a request costs a few hundred small merges whatever the catalog size.

export const FAMILY_TOP_PERFUMES = 10;

export interface FamilyTopOptions {
  /** Gender codes to keep; null or empty keeps every perfume. */
  genders?: readonly GenderCode[] | null;
  /** true: main families with their secondary families; false: secondary families with parents. */
  isPrimary: boolean;
  includeFamilyTopPerfumes: boolean;
  includeSubFamiliesTopPerfumes: boolean;
}

export interface FamilyChildData {
  familyId: number;
  totalPerfumesNum: number;
  topPerfumes: IndexedPerfume[];
}

export interface FamilyNodeData extends FamilyChildData {
  /**
   * Primary node: its secondary families. Secondary node: the main families it is a touch of, each
   * with the perfumes of that pair, so that the counts of the children always sum to the node's.
   */
  subfamilies: FamilyChildData[];
  /** Main families a secondary node appears under; empty for a main family. */
  parents: number[];
  secondary: boolean;
}

/** A bucket's perfume count and its most popular perfumes, best first. */
interface Bucket {
  count: number;
  top: IndexedPerfume[];
  /**
   * Pair buckets only: all of their perfumes, most popular first, for the results' pages. Each
   * perfume is in exactly one pair, so these lists hold the catalog once.
   */
  all?: IndexedPerfume[];
}
/** One bucket per gender slot (FU, MU, U). */
type Buckets = [Bucket, Bucket, Bucket];

interface FamilyBuckets {
  byMain: Map<number, Buckets>;
  bySecondary: Map<number, Buckets>;
  /** main family id → secondary family id → perfumes of that pair. */
  byPair: Map<number, Map<number, Buckets>>;
  /** secondary family id → main family id → the same buckets as byPair. */
  byPairInverse: Map<number, Map<number, Buckets>>;
}

const genderSlot: Record<GenderCode, 0 | 1 | 2> = { FU: 0, MU: 1, U: 2 };

/** Most popular first; then by name and id, so that the order is the same on every machine. */
export function comparePopularity(a: IndexedPerfume, b: IndexedPerfume): number {
  if (a.popularity !== b.popularity) return b.popularity - a.popularity;
  // Normalised names compare with plain code units: fast and locale-independent.
  if (a.search.name !== b.search.name) return a.search.name < b.search.name ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id - b.id;
}

// The top of a union of buckets is within the union of their tops, so each bucket only keeps its
// own best FAMILY_TOP_PERFUMES: one pass over the catalog, no sort of every perfume.
export const familyData = derivedData(buildFamilyBuckets);

function familyBuckets(index: CatalogIndex): FamilyBuckets {
  return familyData.of(index);
}

function* buildFamilyBuckets(index: CatalogIndex): Sliced<FamilyBuckets> {
  const byMain = new Map<number, Buckets>();
  const bySecondary = new Map<number, Buckets>();
  const byPair = new Map<number, Map<number, Buckets>>();
  const byPairInverse = new Map<number, Map<number, Buckets>>();
  let step = 0;
  for (const p of index.perfumes) {
    if (++step % STEP === 0) yield;
    const slot = genderSlot[p.gender];
    keep(bucketsOf(byMain, p.familyId)[slot], p);
    keep(bucketsOf(bySecondary, p.secondaryFamilyId)[slot], p);
    let pairs = byPair.get(p.familyId);
    if (!pairs) byPair.set(p.familyId, (pairs = new Map()));
    let pair = pairs.get(p.secondaryFamilyId);
    if (!pair) {
      pair = emptyBuckets();
      pairs.set(p.secondaryFamilyId, pair);
      let inverse = byPairInverse.get(p.secondaryFamilyId);
      if (!inverse) byPairInverse.set(p.secondaryFamilyId, (inverse = new Map()));
      inverse.set(p.familyId, pair);
    }
    keep(pair[slot], p);
    (pair[slot].all ??= []).push(p);
  }
  for (const pairs of byPair.values()) {
    for (const pair of pairs.values()) {
      for (const bucket of pair) bucket.all?.sort(comparePopularity);
      yield;
    }
  }
  return { byMain, bySecondary, byPair, byPairInverse };
}

function keep(bucket: Bucket, p: IndexedPerfume): void {
  bucket.count++;
  const top = bucket.top;
  if (top.length === FAMILY_TOP_PERFUMES && comparePopularity(p, top[top.length - 1]!) >= 0) {
    return;
  }
  let i = top.length;
  if (i < FAMILY_TOP_PERFUMES) top.push(p);
  else i--;
  while (i > 0 && comparePopularity(p, top[i - 1]!) < 0) {
    top[i] = top[i - 1]!;
    i--;
  }
  top[i] = p;
}

function emptyBuckets(): Buckets {
  return [
    { count: 0, top: [] },
    { count: 0, top: [] },
    { count: 0, top: [] },
  ];
}

function bucketsOf(map: Map<number, Buckets>, id: number): Buckets {
  let buckets = map.get(id);
  if (!buckets) map.set(id, (buckets = emptyBuckets()));
  return buckets;
}

/** Which gender slots a filter keeps; every slot when the filter is absent or empty. */
function genderSlots(genders: readonly GenderCode[] | null | undefined): (0 | 1 | 2)[] {
  if (!genders || genders.length === 0) return [0, 1, 2];
  const slots = new Set(genders.map((g) => genderSlot[g]));
  return genderCodes.map((g) => genderSlot[g]).filter((s) => slots.has(s));
}

function count(buckets: Buckets | undefined, slots: readonly (0 | 1 | 2)[]): number {
  if (!buckets) return 0;
  let total = 0;
  for (const s of slots) total += buckets[s].count;
  return total;
}

/** The most popular perfumes of the kept gender buckets, merged. */
function top(buckets: Buckets | undefined, slots: readonly (0 | 1 | 2)[]): IndexedPerfume[] {
  const out: IndexedPerfume[] = [];
  if (!buckets) return out;
  const cursor = [0, 0, 0];
  while (out.length < FAMILY_TOP_PERFUMES) {
    let best: IndexedPerfume | undefined;
    let bestSlot = -1;
    for (const s of slots) {
      const candidate = buckets[s].top[cursor[s]!];
      if (candidate && (!best || comparePopularity(candidate, best) < 0)) {
        best = candidate;
        bestSlot = s;
      }
    }
    if (!best) break;
    cursor[bestSlot]!++;
    out.push(best);
  }
  return out;
}

function byCountThenId(a: FamilyChildData, b: FamilyChildData): number {
  return b.totalPerfumesNum - a.totalPerfumesNum || a.familyId - b.familyId;
}

function buildNode(
  data: FamilyBuckets,
  familyId: number,
  options: FamilyTopOptions,
  slots: readonly (0 | 1 | 2)[],
): FamilyNodeData {
  const secondary = !options.isPrimary;
  const own = (secondary ? data.bySecondary : data.byMain).get(familyId);
  const children = (secondary ? data.byPairInverse : data.byPair).get(familyId);
  const subfamilies: FamilyChildData[] = [];
  if (children) {
    for (const [childId, buckets] of children) {
      const total = count(buckets, slots);
      if (total === 0) continue;
      subfamilies.push({
        familyId: childId,
        totalPerfumesNum: total,
        topPerfumes: options.includeSubFamiliesTopPerfumes ? top(buckets, slots) : [],
      });
    }
  }
  subfamilies.sort(byCountThenId);
  return {
    familyId,
    totalPerfumesNum: count(own, slots),
    topPerfumes: options.includeFamilyTopPerfumes ? top(own, slots) : [],
    subfamilies,
    parents: secondary ? subfamilies.map((s) => s.familyId).sort((a, b) => a - b) : [],
    secondary,
  };
}

/**
 * Every family that has perfumes under the filter, most perfumes first (ties by id): main
 * families when isPrimary, else secondary families with the main families they appear under.
 */
export function familyTopList(index: CatalogIndex, options: FamilyTopOptions): FamilyNodeData[] {
  const data = familyBuckets(index);
  const slots = genderSlots(options.genders);
  const nodes: FamilyNodeData[] = [];
  for (const family of index.families) {
    const node = buildNode(data, family.id, options, slots);
    if (node.totalPerfumesNum > 0) nodes.push(node);
  }
  return nodes.sort(byCountThenId);
}

/** One family's node, even with no perfume under the filter; null when the id is unknown. */
export function familyTopNode(
  index: CatalogIndex,
  familyId: number,
  options: FamilyTopOptions,
): FamilyNodeData | null {
  if (!index.familyById.has(familyId)) return null;
  return buildNode(familyBuckets(index), familyId, options, genderSlots(options.genders));
}

export interface FamilyPerfumesOptions {
  /** The selected secondary family; null lists every perfume of the main family. */
  subfamilyId: number | null;
  genders?: readonly GenderCode[] | null;
  offset: number;
  limit: number;
}

/**
 * A page of the perfumes of a main family, or of one of its pairs, under a gender filter, most
 * popular first (the order of the tree's top perfumes, so the first page repeats them): the
 * explorer's results beyond the ten the tree sends. The page is merged from the pairs' sorted
 * lists, as far as it goes. Null when the family id is unknown.
 */
export function familyPerfumes(
  index: CatalogIndex,
  familyId: number,
  options: FamilyPerfumesOptions,
): { total: number; perfumes: IndexedPerfume[] } | null {
  if (!index.familyById.has(familyId)) return null;
  const data = familyBuckets(index);
  const slots = genderSlots(options.genders);
  const pairs = data.byPair.get(familyId);
  const chosen =
    options.subfamilyId === null
      ? [...(pairs?.values() ?? [])]
      : [pairs?.get(options.subfamilyId)].filter((b) => b !== undefined);
  const lists = chosen.flatMap((buckets) => slots.map((s) => buckets[s].all ?? []));
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  const end = Math.min(total, options.offset + options.limit);
  const cursor = lists.map(() => 0);
  const perfumes: IndexedPerfume[] = [];
  for (let at = 0; at < end; at++) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      const candidate = lists[i]![cursor[i]!];
      if (
        candidate &&
        (best < 0 || comparePopularity(candidate, lists[best]![cursor[best]!]!) < 0)
      ) {
        best = i;
      }
    }
    if (at >= options.offset) perfumes.push(lists[best]![cursor[best]!]!);
    cursor[best]!++;
  }
  return { total, perfumes };
}
