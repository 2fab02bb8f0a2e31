import type { LabelBoxes } from './sphere-layout';

// The words of the sphere, each drawn once into one picture (an atlas) that the painter copies
// from every frame, scaled by the word's depth. Drawing the text itself every frame at a new size
// each time would rasterise every glyph again; copying a drawn word is one image copy.

/** How a word is drawn; the order of the cascade in concept-sphere.css decides between classes. */
export type WordLook = 'plain' | 'faded' | 'neighbour' | 'active' | 'selected';

/** The colours and face the words are drawn in, read from the page's CSS custom properties. */
export interface SphereTheme {
  fontFamily: string;
  ink: string;
  faded: string;
  accent: string;
  accentStrong: string;
  dot: string;
  dotLit: string;
}

/** The words' font size in the drawing's units (the hidden HTML words have the same). */
export const WORD_FONT_SIZE = 12;
/**
 * The largest depth scale a word is drawn at (the projection's PERSPECTIVE / (PERSPECTIVE - 1)):
 * the atlas is drawn at that size, so a word is only ever scaled down.
 */
export const LARGEST_SCALE = 1.5;
/** Beyond this many atlas pixels per unit the words are sharp enough; it bounds the atlas's size. */
const MOST_PIXELS_PER_UNIT = 4;
/** The atlas's width in pixels: cells are laid in rows. */
const ATLAS_WIDTH = 2048;

/**
 * One word's cell in the atlas (pixels): x, y, width, height, then the point of the cell that goes
 * where the word's place projects (the centre of its HTML box: its line's middle, 0.1em lower).
 */
export const CELL_FIELDS = 6;

export interface SphereAtlas {
  image: CanvasImageSource;
  /** CELL_FIELDS numbers per word. */
  cells: Float64Array;
  /** Atlas pixels per drawing unit. */
  pixelsPerUnit: number;
  /** The words' sizes and ranks, for the placement that keeps them apart (`placeLabels`). */
  boxes: LabelBoxes;
}

/** Which words keep their place first when two would overlap: the ones the visitor is reading. */
const rankOf: Record<WordLook, number> = {
  selected: 4,
  active: 4,
  neighbour: 3,
  plain: 2,
  faded: 1,
};

/**
 * The words' boxes estimated from their length (Fraunces runs about 0.52 em a character), for
 * the HTML words shown before the atlas is drawn and measures them.
 */
export function estimatedBoxes(labels: readonly string[], looks: readonly WordLook[]): LabelBoxes {
  return {
    widths: Float64Array.from(
      labels,
      (label, i) => label.length * WORD_FONT_SIZE * (isBold(looks[i] ?? 'plain') ? 0.56 : 0.52),
    ),
    height: WORD_FONT_SIZE * 1.1,
    ranks: Uint8Array.from(labels, (_, i) => rankOf[looks[i] ?? 'plain']),
  };
}

/** The look of a word from the states its HTML twin's classes give it, as the cascade resolves them. */
export function wordLook(state: {
  selected: boolean;
  active: boolean;
  neighbour: boolean;
  faded: boolean;
}): WordLook {
  if (state.selected) return 'selected';
  if (state.active) return 'active';
  if (state.neighbour) return 'neighbour';
  if (state.faded) return 'faded';
  return 'plain';
}

function colourOf(look: WordLook, theme: SphereTheme): string {
  switch (look) {
    case 'selected':
    case 'neighbour':
      return theme.accent;
    case 'active':
      return theme.accentStrong;
    case 'faded':
      return theme.faded;
    default:
      return theme.ink;
  }
}

const isBold = (look: WordLook) => look === 'selected' || look === 'active';

/**
 * Atlas pixels per drawing unit for a sphere drawn at `canvasPixelsPerUnit`: enough for the
 * largest scale, bounded.
 */
export function atlasPixelsPerUnit(canvasPixelsPerUnit: number): number {
  return Math.min(MOST_PIXELS_PER_UNIT, Math.max(1, canvasPixelsPerUnit * LARGEST_SCALE));
}

export type AtlasCanvas = HTMLCanvasElement | OffscreenCanvas;
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Draws `labels` in their looks into a new canvas (from `makeCanvas`) at `pixelsPerUnit`. Null
 * when the canvas has no 2-D context.
 */
export function buildAtlas(
  labels: readonly string[],
  looks: readonly WordLook[],
  theme: SphereTheme,
  pixelsPerUnit: number,
  makeCanvas: (width: number, height: number) => AtlasCanvas,
): SphereAtlas | null {
  const em = WORD_FONT_SIZE * pixelsPerUnit;
  const font = (look: WordLook) => `${isBold(look) ? 700 : 400} ${em}px ${theme.fontFamily}`;
  const probe = makeCanvas(1, 1).getContext('2d') as Context2D | null;
  if (!probe) return null;

  // Rows of cells, each as high as the text's line with room for accents above and descenders
  // below; a little room on the sides for glyphs that overhang their advance.
  const pad = Math.ceil(em * 0.15);
  const rowHeight = Math.ceil(em * 1.7);
  const middle = Math.round(em * 0.8);
  const cells = new Float64Array(labels.length * CELL_FIELDS);
  const widths = new Float64Array(labels.length);
  let x = 0;
  let y = 0;
  // Setting a font parses it: only when the weight changes.
  const weights = new Map<Context2D, boolean>();
  const setFont = (context: Context2D, look: WordLook) => {
    if (weights.get(context) === isBold(look)) return;
    weights.set(context, isBold(look));
    context.font = font(look);
  };
  labels.forEach((label, i) => {
    setFont(probe, looks[i]!);
    const measured = probe.measureText(label).width;
    widths[i] = measured / pixelsPerUnit;
    const width = Math.ceil(measured) + 2 * pad;
    if (x > 0 && x + width > ATLAS_WIDTH) {
      x = 0;
      y += rowHeight;
    }
    const k = i * CELL_FIELDS;
    cells[k] = x;
    cells[k + 1] = y;
    cells[k + 2] = width;
    cells[k + 3] = rowHeight;
    cells[k + 4] = width / 2;
    cells[k + 5] = middle + em * 0.1;
    x += width;
  });

  const canvas = makeCanvas(ATLAS_WIDTH, Math.max(1, y + rowHeight));
  const context = canvas.getContext('2d') as Context2D | null;
  if (!context) return null;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  labels.forEach((label, i) => {
    const look = looks[i]!;
    const k = i * CELL_FIELDS;
    const centreX = cells[k]! + cells[k + 4]!;
    const middleY = cells[k + 1]! + middle;
    setFont(context, look);
    context.fillStyle = colourOf(look, theme);
    context.fillText(label, centreX, middleY);
    if (look === 'selected') {
      // The underline a chosen word has in the list, under the baseline.
      const metrics = context.measureText(label);
      const ascent = metrics.fontBoundingBoxAscent ?? em * 0.9;
      const descent = metrics.fontBoundingBoxDescent ?? em * 0.25;
      const baseline = middleY + (ascent - descent) / 2;
      const thickness = Math.max(1, em / 16);
      context.fillRect(cells[k]! + pad, baseline + em * 0.1, cells[k + 2]! - 2 * pad, thickness);
    }
  });
  // A bitmap is copied from as it is; a canvas as a source is first copied whole, at every frame's
  // first use of it.
  const image =
    'transferToImageBitmap' in canvas && typeof canvas.transferToImageBitmap === 'function'
      ? canvas.transferToImageBitmap()
      : canvas;
  return {
    image,
    cells,
    pixelsPerUnit,
    boxes: {
      widths,
      // The em and a little: the letters, accents and descenders included, stay within it.
      height: WORD_FONT_SIZE * 1.1,
      ranks: Uint8Array.from(looks, (look) => rankOf[look]),
    },
  };
}
