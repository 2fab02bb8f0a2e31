import type { ConceptRecoEntry } from '../../../common/api/concepts';

// What the sphere shows of the concepts (spec section 9): 100 words, padded with copies when
// fewer concepts qualify; at most 200 perfume dots; and, for a word, its neighbours (distance under
// 1, at least 10, at most 100).

export const SPHERE_WORDS = 100;
export const SPHERE_PERFUMES = 200;
export const MIN_NEIGHBOURS = 10;
export const MAX_NEIGHBOURS = 100;

export interface ConceptLike {
  id: number;
  visible: boolean;
  categories?: readonly { name: string }[];
}

/**
 * The concept of each of the sphere's words. The selected concepts come first, so they are always
 * drawn (even one picked from the search that the sphere does not show by default), then the
 * visible concepts of the chosen category (all categories when none), in the order the API lists
 * them; cut to 100, or padded with copies of the same list to 100.
 */
export function sphereWordIds(
  concepts: readonly ConceptLike[],
  selection: readonly number[],
  category: string | null,
  count = SPHERE_WORDS,
): number[] {
  const known = new Set(concepts.map((c) => c.id));
  const chosen = selection.filter((id) => known.has(id));
  const others = concepts
    .filter(
      (c) =>
        c.visible &&
        !chosen.includes(c.id) &&
        (category === null || (c.categories ?? []).some((x) => x.name === category)),
    )
    .map((c) => c.id);
  const distinct = [...chosen, ...others].slice(0, count);
  if (distinct.length === 0) return [];
  const words: number[] = [];
  for (let i = 0; words.length < count; i++) words.push(distinct[i % distinct.length]!);
  return words;
}

/**
 * A concept's neighbours, nearest first (ties by id): those at distance under 1, at most 100; when
 * fewer than 10 share anything, the 10 nearest all the same, so a highlight always shows some.
 */
export function conceptNeighbours(
  id: number,
  distances: Readonly<Record<string, Readonly<Record<string, number>>>>,
): number[] {
  const row = distances[String(id)] ?? {};
  const sorted = Object.entries(row)
    .map(([other, dist]) => ({ id: Number(other), dist }))
    .filter((x) => x.id !== id)
    .sort((a, b) => a.dist - b.dist || a.id - b.id);
  let n = 0;
  while (n < sorted.length && n < MAX_NEIGHBOURS && sorted[n]!.dist < 1) n++;
  n = Math.max(n, Math.min(MIN_NEIGHBOURS, sorted.length));
  return sorted.slice(0, n).map((x) => x.id);
}

export interface SpherePerfume {
  id: number;
  weights: { conceptId: number; value: number }[];
}

/**
 * The perfume dots of the sphere: each shown concept in turn gives its next best perfume not yet
 * taken, until 200, so every word has perfumes around it. Each dot carries its recoValue for every
 * shown concept that lists it, which places it among those words.
 */
export function spherePerfumes(
  conceptIds: readonly number[],
  recos: Readonly<Record<string, readonly ConceptRecoEntry[]>>,
  max = SPHERE_PERFUMES,
): SpherePerfume[] {
  const distinct = [...new Set(conceptIds)];
  const lists = distinct.map((conceptId) => recos[String(conceptId)] ?? []);
  const weights = new Map<number, { conceptId: number; value: number }[]>();
  for (const [k, conceptId] of distinct.entries()) {
    for (const entry of lists[k]!) {
      const list = weights.get(entry.id);
      if (list) list.push({ conceptId, value: entry.recoValue });
      else weights.set(entry.id, [{ conceptId, value: entry.recoValue }]);
    }
  }
  const taken = new Set<number>();
  const next = distinct.map(() => 0);
  const out: SpherePerfume[] = [];
  let progress = true;
  while (out.length < max && progress) {
    progress = false;
    lists.forEach((list, k) => {
      while (next[k]! < list.length && taken.has(list[next[k]!]!.id)) next[k]!++;
      if (out.length >= max || next[k]! >= list.length) return;
      const entry = list[next[k]!]!;
      taken.add(entry.id);
      out.push({ id: entry.id, weights: weights.get(entry.id)! });
      progress = true;
    });
  }
  return out;
}
