import { hierarchy, treemap, treemapSquarify } from 'd3';
import type { Perfume } from '../../../common/api/catalog';
import { normalizeText } from '../../../common/domain/text';
import { formatNumber } from '../../lib/intl-formats';

// The quad: a perfume's ingredients as a square pack of areas proportional to their share. Spec
// section 9: the hero (signature) ingredient's proportion is doubled before the layout, so that it
// stands out; the percentages told to the visitor stay the real proportions.

type IngredientProportion = Perfume['ingredientProportions'][number];

export interface QuadItem {
  id: number;
  name: string;
  color: string;
  /** The real share of the ingredient in the perfume, in percent (all items sum to 100). */
  percent: number;
  /** The value the area is drawn from: the proportion, doubled for the hero ingredient. */
  weight: number;
  hero: boolean;
}

export interface QuadTile extends QuadItem {
  /** Position and size in percent of the square's side. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The layout's input: ingredients with a positive proportion, hero doubled, largest first. */
export function quadItems(
  proportions: readonly IngredientProportion[],
  heroIngredientId: number | null,
  /** What the percentages are shares of: by default the items' sum; 100 for a part of a perfume. */
  shareOf?: number,
): QuadItem[] {
  const kept = proportions.filter((p) => p.proportion > 0);
  const total = shareOf ?? kept.reduce((sum, p) => sum + p.proportion, 0);
  return kept
    .map((p) => {
      const hero = p.ingredient.id === heroIngredientId;
      return {
        id: p.ingredient.id,
        name: p.ingredient.name,
        color: p.ingredient.family.color,
        percent: total > 0 ? (p.proportion / total) * 100 : 0,
        weight: hero ? p.proportion * 2 : p.proportion,
        hero,
      };
    })
    .sort((a, b) => b.weight - a.weight || byName(a, b));
}

// Equal weights go by name, compared without the browser's collator: its first use loads the
// collation data, some 40 ms of a perfume view's first render on a phone.
function byName(a: { name: string }, b: { name: string }): number {
  const x = normalizeText(a.name);
  const y = normalizeText(b.name);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Squarified treemap of the items in a 100 × 100 square. */
export function layoutQuad(items: readonly QuadItem[]): QuadTile[] {
  if (items.length === 0) return [];
  type Node = { children?: QuadItem[] } | QuadItem;
  const root = hierarchy<Node>({ children: [...items] }, (node) =>
    'children' in node ? node.children : undefined,
  )
    .sum((node) => ('weight' in node ? node.weight : 0))
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const laidOut = treemap<Node>().tile(treemapSquarify).size([100, 100]).round(false)(root);
  return laidOut.leaves().map((leaf) => ({
    ...(leaf.data as QuadItem),
    x: leaf.x0,
    y: leaf.y0,
    width: leaf.x1 - leaf.x0,
    height: leaf.y1 - leaf.y0,
  }));
}

/** "20", "6.5": a percentage as the visitor reads it. */
export function formatPercent(percent: number, locale: string): string {
  return formatNumber(locale, percent, percent < 10 ? 1 : 0);
}
