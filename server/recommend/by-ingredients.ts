import type { CatalogIndex } from '../catalog/catalog-index';
import type { ScoredPerfume } from './similar-perfumes';
import {
  TopPerfumes,
  compileFilter,
  nextEpoch,
  passes,
  recommendIndex,
  type RecommendFilters,
} from './similarity';

// Perfumes for a selection of ingredients (explore by ingredients), each wished with a proportion.
//
// Order: perfumes that contain every selected ingredient come first, then partial matches; within
// each group, by strength, then popularity, then catalog order. Strength is the sum of the selected
// ingredients' proportions in the perfume, each weighted by its requested proportion relative to
// the largest request:
//
//   strength = Σ (requested_i / max requested) · proportion_i in the perfume        (0..100)
//
// so wishing "rose 30, oud 10" prefers a rose-led perfume to an oud-led one. recoValue shows the
// same order on a 0..1 scale, the group readable at a glance (≥ 0.5 means everything is there):
//
//   recoValue = (complete ? 0.5 : 0) + 0.5 · (1 − e^(−strength / 20))
//
// (a strength of 20, a typical hero's proportion, reaches 63% of the half; 60 reaches 95%).
// recoType is 'hero' when one of the selected ingredients is the perfume's hero, else 'other'.
// Only perfumes listing a selected ingredient are looked at, through the inverted lists.

export const STRENGTH_SCALE = 20;

export interface IngredientWish {
  ingredientId: number;
  proportion: number;
}

export interface ByIngredientsOptions extends RecommendFilters {
  limit: number;
}

export interface ByIngredientsResult {
  hits: ScoredPerfume[];
  /** How many perfumes match at least one selected ingredient and the filters. */
  total: number;
}

export function matchQuality(complete: boolean, strength: number): number {
  return (complete ? 0.5 : 0) + 0.5 * (1 - Math.exp(-strength / STRENGTH_SCALE));
}

/** Ingredients not in the catalog are ignored (the route answers 404 for them first). */
export function searchByIngredients(
  index: CatalogIndex,
  wishes: readonly IngredientWish[],
  options: ByIngredientsOptions,
): ByIngredientsResult {
  const r = recommendIndex(index);
  const requested = new Map<number, number>();
  for (const w of wishes) {
    const slot = r.ingredientSlot.get(w.ingredientId);
    if (slot !== undefined && w.proportion > 0) {
      requested.set(slot, (requested.get(slot) ?? 0) + w.proportion);
    }
  }
  if (requested.size === 0) return { hits: [], total: 0 };
  const maxRequested = Math.max(...requested.values());
  const selected = new Uint8Array(r.ingredientIds.length);
  for (const slot of requested.keys()) selected[slot] = 1;

  const filter = compileFilter(r, options);
  const epoch = nextEpoch(r);
  const { stamp, scratchScore, scratchCount, touched, postingStart, postingPerfume } = r;
  let touchedCount = 0;
  for (const [slot, proportion] of requested) {
    const weight = proportion / maxRequested;
    for (let k = postingStart[slot]!; k < postingStart[slot + 1]!; k++) {
      const p = postingPerfume[k]!;
      if (stamp[p] !== epoch) {
        stamp[p] = epoch;
        scratchScore[p] = 0;
        scratchCount[p] = 0;
        touched[touchedCount++] = p;
      }
      scratchScore[p]! += weight * r.postingProportion[k]!;
      scratchCount[p]!++;
    }
  }

  // Complete matches are lifted above every partial one: strengths never exceed 100.
  const completeBonus = 1000;
  const top = new TopPerfumes(r, options.limit);
  let total = 0;
  for (let t = 0; t < touchedCount; t++) {
    const p = touched[t]!;
    if (!passes(r, filter, p)) continue;
    total++;
    const complete = scratchCount[p] === requested.size;
    top.push(p, scratchScore[p]! + (complete ? completeBonus : 0));
  }

  const hits = top.drain().map(({ position }): ScoredPerfume => {
    const complete = scratchCount[position] === requested.size;
    return {
      perfume: r.perfumes[position]!,
      recoValue: matchQuality(complete, scratchScore[position]!),
      recoType: selected[r.heroSlot[position]!] === 1 ? 'hero' : 'other',
    };
  });
  return { hits, total };
}
