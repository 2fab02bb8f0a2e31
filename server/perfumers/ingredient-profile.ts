import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';

// The ingredients a body of work is made of, as a vector for comparing perfumers
// (docs/decisions/044): each ingredient weighs its mean share of the perfumes (its proportion over
// the perfume's total, 0 where absent) times its rarity in the catalog, ln(N / perfumes with it).
// Rarity keeps bergamot and musk, in half the catalog, from making every perfumer alike; the
// share keeps a trace of oud from counting as much as an oud perfume.

export interface IngredientProfile {
  /** Ingredient ids, ascending. */
  ids: Int32Array;
  weights: Float64Array;
  /** The vector's length, for the cosine. */
  norm: number;
}

export function ingredientProfile(
  perfumes: readonly IndexedPerfume[],
  index: CatalogIndex,
): IngredientProfile {
  const sums = new Map<number, number>();
  for (const perfume of perfumes) {
    let total = 0;
    for (const { proportion } of perfume.ingredients) total += Math.max(proportion, 0);
    if (total === 0) continue;
    for (const { ingredientId, proportion } of perfume.ingredients) {
      if (proportion <= 0) continue;
      sums.set(ingredientId, (sums.get(ingredientId) ?? 0) + proportion / total);
    }
  }
  const catalogSize = index.perfumes.length;
  const ids = [...sums.keys()].sort((a, b) => a - b);
  const weights = new Float64Array(ids.length);
  let squares = 0;
  ids.forEach((id, i) => {
    const featuring = Math.max(index.ingredientById.get(id)?.perfumeCount ?? 0, 1);
    const weight = (sums.get(id)! / perfumes.length) * Math.log(catalogSize / featuring);
    weights[i] = weight;
    squares += weight * weight;
  });
  return { ids: Int32Array.from(ids), weights, norm: Math.sqrt(squares) };
}
