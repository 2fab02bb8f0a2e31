import type { PerfumeIngredient } from '../catalog/catalog-index';

// Signature ingredients of a set of perfumes (a house's, a perfumer's): the ingredients that the
// set features far more often than the catalog as a whole does (docs/decisions/044). Pure: the
// catalog's own counts come in as arguments, so a test can state them.

export interface SignatureRules {
  /** Fewer perfumes featuring it than this is chance, not a signature. */
  minCount: number;
  /** Nor is an ingredient found in less than this share of the set's perfumes. */
  minShare: number;
  /** How many times more often than in the catalog, at least. */
  minLift: number;
  /** The most ingredients a signature lists. */
  limit: number;
}

export const signatureRules: SignatureRules = {
  minCount: 2,
  minShare: 0.2,
  minLift: 1.5,
  limit: 6,
};

/** What the catalog as a whole says of its ingredients. */
export interface CatalogFrequencies {
  /** Perfumes in the catalog. */
  perfumeCount: number;
  /** Perfumes of the catalog that list the ingredient. */
  featuring(ingredientId: number): number;
}

export interface SignatureIngredient {
  ingredientId: number;
  /** Perfumes of the set that list it. */
  count: number;
  /** Perfumes in the set. */
  total: number;
  /** Its share of the set's perfumes over its share of the catalog's: 3 is three times as often. */
  lift: number;
  /** Its mean proportion in the set's perfumes that list it (as the catalog writes proportions). */
  meanProportion: number;
}

/**
 * The set's signature ingredients, strongest first. The strength of one is its count times the
 * logarithm of its lift: the evidence that the set chooses it (each perfume featuring it weighs
 * by how unusual that choice is in the catalog), so an ingredient in 30 of 40 perfumes at twice the
 * catalog's rate outranks one in 2 of 40 at eight times it. Ties go to the larger mean proportion:
 * an ingredient a set uses generously says more of it than one it uses as a trace.
 */
export function signatureIngredients(
  perfumes: readonly { ingredients: readonly PerfumeIngredient[] }[],
  catalog: CatalogFrequencies,
  rules: SignatureRules = signatureRules,
): SignatureIngredient[] {
  const total = perfumes.length;
  if (total === 0 || catalog.perfumeCount === 0) return [];
  const counts = new Map<number, { count: number; proportion: number }>();
  for (const perfume of perfumes) {
    // A perfume that lists one ingredient twice (two stages) counts once.
    const seen = new Set<number>();
    for (const { ingredientId, proportion } of perfume.ingredients) {
      if (seen.has(ingredientId)) continue;
      seen.add(ingredientId);
      const entry = counts.get(ingredientId) ?? { count: 0, proportion: 0 };
      entry.count += 1;
      entry.proportion += proportion;
      counts.set(ingredientId, entry);
    }
  }
  const found: (SignatureIngredient & { strength: number })[] = [];
  for (const [ingredientId, { count, proportion }] of counts) {
    if (count < rules.minCount || count / total < rules.minShare) continue;
    const catalogShare = Math.max(catalog.featuring(ingredientId), count) / catalog.perfumeCount;
    const lift = count / total / catalogShare;
    if (lift < rules.minLift) continue;
    found.push({
      ingredientId,
      count,
      total,
      lift,
      meanProportion: proportion / count,
      strength: count * Math.log(lift),
    });
  }
  return found
    .sort(
      (a, b) =>
        b.strength - a.strength ||
        b.meanProportion - a.meanProportion ||
        a.ingredientId - b.ingredientId,
    )
    .slice(0, rules.limit)
    .map(({ strength: _strength, ...signature }) => signature);
}
