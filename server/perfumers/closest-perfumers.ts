import type { Perfumer, PerfumerDirectory } from './perfumer-directory';

// The perfumers whose work is closest to one's: the cosine of their ingredient profiles
// (ingredient-profile.ts), with the ingredients that bring them closest as the reason.

export interface ClosePerfumer {
  perfumer: Perfumer;
  /** The cosine of the two profiles, 0 to 1. */
  similarity: number;
  /** The ingredients that count most in the likeness, most first. */
  sharedIngredientIds: number[];
}

export const closestRules = {
  /** A single perfume is too little to say whose work is like whose. */
  minPerfumes: 2,
  limit: 6,
  sharedShown: 3,
};

export function closestPerfumers(
  directory: PerfumerDirectory,
  perfumer: Perfumer,
  rules = closestRules,
): ClosePerfumer[] {
  const own = perfumer.profile;
  if (own.norm === 0) return [];
  const weightOf = new Map<number, number>();
  own.ids.forEach((id, i) => weightOf.set(id, own.weights[i]!));
  const found: ClosePerfumer[] = [];
  for (const other of directory.perfumers) {
    if (other === perfumer || other.perfumes.length < rules.minPerfumes) continue;
    const { ids, weights, norm } = other.profile;
    if (norm === 0) continue;
    let dot = 0;
    const parts: [number, number][] = [];
    for (let i = 0; i < ids.length; i++) {
      const mine = weightOf.get(ids[i]!);
      if (mine === undefined) continue;
      const part = mine * weights[i]!;
      dot += part;
      parts.push([ids[i]!, part]);
    }
    if (dot <= 0) continue;
    found.push({
      perfumer: other,
      similarity: dot / (own.norm * norm),
      sharedIngredientIds: parts
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, rules.sharedShown)
        .map(([id]) => id),
    });
  }
  return found
    .sort((a, b) => b.similarity - a.similarity || a.perfumer.slug.localeCompare(b.perfumer.slug))
    .slice(0, rules.limit);
}
