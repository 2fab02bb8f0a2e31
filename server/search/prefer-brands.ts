// Brand access (ADR 027): a partner's link names its brands (?brandAccess=1,2); the site then
// shows those brands' perfumes first in search results and recommendations, each group keeping
// the engine's own order. Nothing is hidden and no other perfume moves within its group.

/** The items of the preferred brands first, the others after, both in their original order. */
export function preferBrands<T>(
  items: readonly T[],
  brandOf: (item: T) => number,
  preferred: readonly number[] | undefined,
): T[] {
  if (!preferred || preferred.length === 0) return [...items];
  const wanted = new Set(preferred);
  const first: T[] = [];
  const rest: T[] = [];
  for (const item of items) (wanted.has(brandOf(item)) ? first : rest).push(item);
  return [...first, ...rest];
}
