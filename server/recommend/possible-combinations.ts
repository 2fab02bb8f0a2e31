import type { CatalogIndex } from '../catalog/catalog-index';
import { nextEpoch, recommendIndex } from './similarity';

// Ingredients that go with a selection (explore by ingredients: "best matches"): those found in
// perfumes that contain every selected ingredient, the selected ones excluded.
//
// count is the number of perfumes holding the whole selection and the ingredient. Among equal
// counts, score ranks: it is the lift of the ingredient given the selection,
//
//   score = P(ingredient | selection) / P(ingredient) = (count / matching) / (listing / perfumes)
//
// where matching is the number of perfumes holding the whole selection and listing the number of
// perfumes listing the ingredient. 1 means it appears with the selection as often as anywhere;
// above 1 it is a true affinity (vanilla goes with tonka bean far more than with bergamot), which
// lifts specific pairings above ingredients that are merely everywhere. Then by ingredient id.
//
// The perfumes holding the whole selection are found from the shortest inverted list of the
// selection, so a call reads that list, the others once each, and the rows of the matches.

export const POSSIBLE_COMBINATIONS_LIMIT = 30;

export interface Combination {
  ingredientId: number;
  count: number;
  score: number;
}

/** Ingredients not in the catalog are ignored (the route answers 404 for them first). */
export function possibleCombinations(
  index: CatalogIndex,
  ingredientIds: readonly number[],
  limit = POSSIBLE_COMBINATIONS_LIMIT,
): Combination[] {
  const r = recommendIndex(index);
  const slots = [
    ...new Set(ingredientIds.map((id) => r.ingredientSlot.get(id)).filter((s) => s !== undefined)),
  ];
  if (slots.length === 0) return [];
  const { postingStart, postingPerfume, stamp, scratchCount } = r;
  const length = (s: number) => postingStart[s + 1]! - postingStart[s]!;
  slots.sort((a, b) => length(a) - length(b));
  const base = slots[0]!;

  const epoch = nextEpoch(r);
  for (let k = postingStart[base]!; k < postingStart[base + 1]!; k++) {
    const p = postingPerfume[k]!;
    stamp[p] = epoch;
    scratchCount[p] = 1;
  }
  for (let i = 1; i < slots.length; i++) {
    const slot = slots[i]!;
    for (let k = postingStart[slot]!; k < postingStart[slot + 1]!; k++) {
      const p = postingPerfume[k]!;
      if (stamp[p] === epoch) scratchCount[p]!++;
    }
  }

  const together = new Int32Array(r.ingredientIds.length);
  let matching = 0;
  for (let k = postingStart[base]!; k < postingStart[base + 1]!; k++) {
    const p = postingPerfume[k]!;
    if (scratchCount[p] !== slots.length) continue;
    matching++;
    for (let j = r.rowStart[p]!; j < r.rowStart[p + 1]!; j++) together[r.rowSlot[j]!]!++;
  }
  if (matching === 0) return [];
  for (const s of slots) together[s] = 0;

  const perfumes = r.perfumes.length;
  const found: (Combination & { lift: number })[] = [];
  together.forEach((count, slot) => {
    if (count === 0) return;
    const lift = count / matching / (r.ingredientPerfumeCount[slot]! / perfumes);
    found.push({
      ingredientId: r.ingredientIds[slot]!,
      count,
      score: Math.round(lift * 1000) / 1000,
      lift,
    });
  });
  found.sort((a, b) => b.count - a.count || b.lift - a.lift || a.ingredientId - b.ingredientId);
  return found.slice(0, limit).map(({ ingredientId, count, score }) => ({
    ingredientId,
    count,
    score,
  }));
}
