import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';

// What an ingredient chapter shows beside the text: the perfumes where the ingredient matters most
// and the ingredients it is most often paired with.

/** Perfumes listing the ingredient, where it weighs most first, then the most popular. */
export function perfumesFeaturing(
  index: CatalogIndex,
  ingredientId: number,
  limit: number,
): IndexedPerfume[] {
  const perfumes = index.perfumesByIngredient.get(ingredientId) ?? [];
  const weight = (p: IndexedPerfume) =>
    (p.ingredients.find((i) => i.ingredientId === ingredientId)?.proportion ?? 0) +
    (p.heroIngredientId === ingredientId ? 100 : 0);
  return [...perfumes]
    .map((p) => ({ p, w: weight(p) }))
    .sort((a, b) => b.w - a.w || b.p.popularity - a.p.popularity || a.p.id - b.p.id)
    .slice(0, limit)
    .map((x) => x.p);
}

/**
 * The ingredient's share of the perfume, in percent to one decimal: its proportion among the
 * perfume's ingredients with a proportion, as the perfume's quad counts them.
 */
export function ingredientShare(perfume: IndexedPerfume, ingredientId: number): number {
  let total = 0;
  let own = 0;
  for (const { ingredientId: id, proportion } of perfume.ingredients) {
    if (proportion <= 0) continue;
    total += proportion;
    if (id === ingredientId) own += proportion;
  }
  return total > 0 ? Math.round((own / total) * 1000) / 10 : 0;
}

/** Ingredients most often found in the same perfumes, by number of perfumes shared. */
export function pairedIngredients(
  index: CatalogIndex,
  ingredientId: number,
  limit: number,
): number[] {
  const counts = new Map<number, number>();
  for (const p of index.perfumesByIngredient.get(ingredientId) ?? []) {
    for (const i of p.ingredients) {
      if (i.ingredientId !== ingredientId)
        counts.set(i.ingredientId, (counts.get(i.ingredientId) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id]) => id);
}
