// The colours of a perfume's drawn flacon (web/components/perfume-picture): its main ingredients'
// family colours, in their proportions. Computed once here so that the server's summaries and the
// tests that measure the drawings on the seed catalog agree on what a perfume is made of.

import { MAIN_INGREDIENTS_PER_PERFUME } from './constants';

export interface PictureColor {
  /** A family colour, "#RRGGBB". */
  color: string;
  /** Its part of the main ingredients, a whole percentage; the colours add up to 100. */
  share: number;
}

/**
 * The main ingredients (the five largest) grouped by family colour, largest share first (ties in
 * the order of the ingredients). Shares are rounded so that they add up to exactly 100.
 */
export function pictureColors(
  ingredients: readonly { color: string; proportion: number }[],
): PictureColor[] {
  const main = [...ingredients]
    .sort((a, b) => b.proportion - a.proportion)
    .slice(0, MAIN_INGREDIENTS_PER_PERFUME)
    .filter((i) => i.proportion > 0);
  const total = main.reduce((sum, i) => sum + i.proportion, 0);
  if (total === 0) return [];
  const byColor = new Map<string, number>();
  for (const i of main) {
    const color = i.color.toUpperCase();
    byColor.set(color, (byColor.get(color) ?? 0) + i.proportion);
  }
  const grouped = [...byColor].map(([color, proportion]) => ({ color, proportion }));
  grouped.sort((a, b) => b.proportion - a.proportion);
  // Largest remainder: whole percentages that add up to 100.
  const exact = grouped.map((g) => (g.proportion * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact
    .map((value, at) => ({ at, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.at - b.at);
  for (const { at } of byRemainder) {
    if (left === 0) break;
    shares[at]! += 1;
    left -= 1;
  }
  return grouped.map((g, at) => ({ color: g.color, share: shares[at]! }));
}
