import type { ConceptRecoEntry } from '../../../common/api/concepts';

// Which perfumes each Venn region holds (spec sections 3, 4 and 9).
//
// Each concept comes with its best perfumes and their recoValue (the conceptsRecos file). A
// perfume answers a concept when it is among that concept's best; it then belongs to exactly one
// region, the one of every selected concept it answers, so the regions partition the perfumes the
// way a Venn diagram partitions its points. In a region, perfumes rank by their mean recoValue
// over the region's concepts, and the region shows at most its number of dots.

/** A region as a bit mask over the selection: bit i is the i-th selected concept. */
export type RegionMask = number;

export interface RegionPerfume {
  id: number;
  familyId: number;
  secondaryFamilyId: number;
  /** Mean recoValue over the region's concepts, 0..1. */
  score: number;
}

export interface ConceptRegion {
  mask: RegionMask;
  /** The concepts the region answers, in selection order. */
  concepts: number[];
  /** Best first, at most `dotsPerRegion` of them. */
  perfumes: RegionPerfume[];
}

export function popCount(mask: number): number {
  let n = 0;
  for (let m = mask; m > 0; m >>= 1) n += m & 1;
  return n;
}

/**
 * Every region of n concepts, drawn in this order: single concepts, then pairs, then the three
 * together, so that a smaller region lies on top of the larger ones it overlaps.
 */
export function regionMasks(n: number): RegionMask[] {
  const masks: RegionMask[] = [];
  for (let mask = 1; mask < 1 << n; mask++) masks.push(mask);
  return masks.sort((a, b) => popCount(a) - popCount(b) || a - b);
}

/**
 * Dots a region shows (spec section 9): with 1 or 2 concepts, 100 in a concept's own region and 65
 * where two meet; with 3, 100, 42 where two meet and 22 where all three do.
 */
export function dotsPerRegion(selected: number, mask: RegionMask): number {
  const shared = popCount(mask);
  if (selected <= 2) return shared <= 1 ? 100 : 65;
  return shared <= 1 ? 100 : shared === 2 ? 42 : 22;
}

export function maskOf(selection: readonly number[], concepts: readonly number[]): RegionMask {
  let mask = 0;
  selection.forEach((id, i) => {
    if (concepts.includes(id)) mask |= 1 << i;
  });
  return mask;
}

export function conceptsOf(selection: readonly number[], mask: RegionMask): number[] {
  return selection.filter((_, i) => (mask & (1 << i)) !== 0);
}

/** The regions of a selection of 1 to 3 concepts, in drawing order, with their perfumes. */
export function conceptRegions(
  selection: readonly number[],
  recos: Readonly<Record<string, readonly ConceptRecoEntry[]>>,
): ConceptRegion[] {
  const n = selection.length;
  // perfume id → its entry and its recoValue for each selected concept (0 when not among its best).
  const found = new Map<number, { entry: ConceptRecoEntry; values: number[]; mask: number }>();
  selection.forEach((conceptId, i) => {
    for (const entry of recos[String(conceptId)] ?? []) {
      let item = found.get(entry.id);
      if (!item) {
        item = { entry, values: new Array<number>(n).fill(0), mask: 0 };
        found.set(entry.id, item);
      }
      item.values[i] = entry.recoValue;
      item.mask |= 1 << i;
    }
  });
  const byMask = new Map<RegionMask, RegionPerfume[]>();
  for (const { entry, values, mask } of found.values()) {
    let sum = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) sum += values[i]!;
    const perfume: RegionPerfume = {
      id: entry.id,
      familyId: entry.familyId,
      secondaryFamilyId: entry.secondaryFamilyId,
      score: sum / popCount(mask),
    };
    const list = byMask.get(mask);
    if (list) list.push(perfume);
    else byMask.set(mask, [perfume]);
  }
  return regionMasks(n).map((mask) => {
    const perfumes = (byMask.get(mask) ?? [])
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, dotsPerRegion(n, mask));
    return { mask, concepts: conceptsOf(selection, mask), perfumes };
  });
}
