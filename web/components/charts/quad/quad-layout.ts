import { hierarchy, treemap, treemapSquarify } from 'd3';
import type { Perfume } from '../../../../common/api/catalog';
import { normalizeText } from '../../../../common/domain/text';
import { formatNumber } from '../../../lib/intl-formats';
import { estimateWidth, type MeasureText } from '../text-measure';

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

// Where a tile's name is written. Widths are measured in the page's type where a canvas can, else
// estimated from the font size (text-measure.ts); a name wraps between its words only, never
// inside one. A tile too small for its name even in the small type shows it when the pointer is
// on it or its legend line has the focus (a callout over the square), and the legend names it
// beside the square in any case: a bare number (the tile's line in the legend) was no name at all.
const LINE_HEIGHT = 1.2;
/** Label font sizes (px) and the room a tile's padding and gap borders take around them. */
const TYPE = {
  regular: { size: 13, inline: 20, block: 16 },
  small: { size: 11, inline: 12, block: 10 },
} as const;

export type LabelPlacement =
  'across' | 'across-tight' | 'across-small' | 'upright' | 'upright-small' | 'callout';

/** The drop icon in a tile's top right corner: its size and the room it keeps from the name. */
const DROP_ROOM = 18;

/** The lines a name takes in `width` pixels at `size`, wrapped between words; 0: a word is too long. */
function linesFor(name: string, width: number, size: number, measure: MeasureText): number {
  const space = measure(' ', size);
  let lines = 1;
  let used = 0;
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const needed = measure(word, size);
    if (needed > width) return 0;
    if (used === 0) used = needed;
    else if (used + space + needed <= width) used += space + needed;
    else {
      lines++;
      used = needed;
    }
  }
  return lines;
}

/**
 * Where a tile of `widthPx` × `heightPx` writes `name`: across it (on up to two lines, wrapped
 * between words; without the drop icon where the name would run under it), else upright along a tall narrow tile, first in the regular type then in the
 * small one; else in a callout on hover or focus.
 */
export function labelPlacement(
  name: string,
  widthPx: number,
  heightPx: number,
  measure: MeasureText = estimateWidth,
): LabelPlacement {
  for (const [kind, type] of [
    ['', TYPE.regular],
    ['-small', TYPE.small],
  ] as const) {
    const lineHeight = type.size * LINE_HEIGHT;
    const lines = linesFor(name, widthPx - type.inline, type.size, measure);
    if (lines > 0 && lines <= 2 && lines * lineHeight + type.block <= heightPx) {
      if (kind) return 'across-small';
      // The name sits at the bottom, the drop icon at the top right: in a low tile a long name
      // reaches under the icon, which then gives way ("tight": the name alone).
      const belowIcon = lines * lineHeight + type.block + DROP_ROOM <= heightPx;
      const besideIcon =
        lines === 1 && measure(name, type.size) + type.inline + 2 * DROP_ROOM <= widthPx;
      return belowIcon || besideIcon ? 'across' : 'across-tight';
    }
    // Upright, the whole name runs along the tile's height on one line, under the drop icon.
    const along = measure(name, type.size) + type.inline + (kind ? 0 : 24);
    if (lineHeight + type.inline <= widthPx && along <= heightPx) return `upright${kind}`;
  }
  return 'callout';
}

/**
 * Where the callout of a tile goes, in percent of the square: above the tile's middle, or below
 * it when the tile touches the top; aligned to the tile's side near the square's sides so that
 * it stays within the figure.
 */
export function calloutPosition(tile: Pick<QuadTile, 'x' | 'y' | 'width' | 'height'>): {
  left: number;
  top: number;
  align: 'start' | 'centre' | 'end';
  below: boolean;
} {
  const middle = tile.x + tile.width / 2;
  const align = middle < 30 ? 'start' : middle > 70 ? 'end' : 'centre';
  const left = align === 'start' ? tile.x : align === 'end' ? tile.x + tile.width : middle;
  const below = tile.y < 15;
  return { left, top: below ? tile.y + tile.height : tile.y, align, below };
}

/** "20", "6.5": a percentage as the visitor reads it. */
export function formatPercent(percent: number, locale: string): string {
  return formatNumber(locale, percent, percent < 10 ? 1 : 0);
}
