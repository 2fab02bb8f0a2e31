import { CELL_FIELDS, type SphereAtlas, type SphereTheme } from './sphere-atlas';
import {
  AUTO_ROTATE_RADIANS_PER_MS,
  placeLabels,
  projectInto,
  type Rotation,
} from './sphere-layout';

// One frame of the sphere on a canvas: the perfume dots, then the words over them, each where the
// projection puts it (`projectInto`'s x, y, scale, opacity per point), scaled and faded by its
// depth. A frame is a few hundred drawing calls into one canvas: no element moves, so the browser
// neither restyles nor lays anything out to show it.

/** A dot's radius in the drawing's units, at scale 1. */
export const DOT_RADIUS = 2.56;
/** The opacity of a dot, relative to a word at the same depth. */
export const DOT_OPACITY = 0.8;
/** Fields per point in a projection (`projectInto`): x, y, scale, opacity, depth. */
const PROJECTED = 5;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface SphereFrame {
  /** The words where `placeLabels` writes them (opacity 0: not written), and the projected dots
   * (`projectInto`'s output). */
  words: Float64Array;
  dots: Float64Array;
  /** 1 for a dot of a perfume of the highlighted concept. */
  litDots: Uint8Array;
  atlas: SphereAtlas | null;
  theme: SphereTheme;
  /** Canvas pixels per drawing unit, and where the drawing's centre is on the canvas. */
  pixelsPerUnit: number;
  centreX: number;
  centreY: number;
}

export function paintSphere(context: Context2D, frame: SphereFrame): void {
  const { words, dots, litDots, atlas, theme, pixelsPerUnit: unit } = frame;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = 1;
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  // From here on, lengths are the drawing's units, its centre the origin.
  context.setTransform(unit, 0, 0, unit, frame.centreX, frame.centreY);

  for (let i = 0; i < dots.length / PROJECTED; i++) {
    const k = i * PROJECTED;
    context.globalAlpha = dots[k + 3]! * DOT_OPACITY;
    context.fillStyle = litDots[i] ? theme.dotLit : theme.dot;
    context.beginPath();
    context.arc(dots[k]!, dots[k + 1]!, DOT_RADIUS * dots[k + 2]!, 0, 2 * Math.PI);
    context.fill();
  }

  if (atlas) {
    const cells = atlas.cells;
    const perPixel = 1 / atlas.pixelsPerUnit;
    for (let i = 0; i < words.length / PROJECTED; i++) {
      const k = i * PROJECTED;
      const c = i * CELL_FIELDS;
      if (c >= cells.length) break;
      if (words[k + 3]! === 0) continue;
      const scale = words[k + 2]! * perPixel;
      context.globalAlpha = words[k + 3]!;
      context.drawImage(
        atlas.image,
        cells[c]!,
        cells[c + 1]!,
        cells[c + 2]!,
        cells[c + 3]!,
        words[k]! - cells[c + 4]! * scale,
        words[k + 1]! - cells[c + 5]! * scale,
        cells[c + 2]! * scale,
        cells[c + 3]! * scale,
      );
    }
  }
  context.globalAlpha = 1;
}

/** Where the drawing sits on the canvas: its backing size, pixels per unit and centre. */
export interface CanvasLayout {
  width: number;
  height: number;
  pixelsPerUnit: number;
  centreX: number;
  centreY: number;
  /** The words stay within this many units of the drawing's centre, across and down. */
  labelHalf: number;
}

/**
 * A canvas and what it shows: the words' and dots' places on the unit sphere, the highlighted
 * dots, the atlas and the theme. `paintAt` paints it at a rotation. The same in the page and in
 * the painting worker.
 */
export class SphereCanvas {
  private words: Float64Array = new Float64Array(0);
  private dots: Float64Array = new Float64Array(0);
  private wordOut = new Float64Array(0);
  private wordPlaced = new Float64Array(0);
  private dotOut = new Float64Array(0);
  private litDots: Uint8Array = new Uint8Array(0);
  private atlas: SphereAtlas | null = null;
  private theme: SphereTheme | null = null;
  private layout: CanvasLayout | null = null;

  private wordsShown = false;

  /** `onWordsShown` runs once, the first time the words are painted. */
  constructor(
    private readonly context: Context2D,
    private readonly onWordsShown: () => void = () => {},
  ) {}

  setLayout(layout: CanvasLayout) {
    this.layout = layout;
    this.context.canvas.width = layout.width;
    this.context.canvas.height = layout.height;
  }

  setScene(words: Float64Array, dots: Float64Array) {
    this.words = words;
    this.dots = dots;
    this.wordOut = new Float64Array((words.length / 3) * PROJECTED);
    this.wordPlaced = new Float64Array((words.length / 3) * PROJECTED);
    this.dotOut = new Float64Array((dots.length / 3) * PROJECTED);
  }

  setLitDots(litDots: Uint8Array) {
    this.litDots = litDots;
  }

  setAtlas(atlas: SphereAtlas | null) {
    this.atlas = atlas;
  }

  setTheme(theme: SphereTheme) {
    this.theme = theme;
  }

  /** Paints the sphere at `rotation`; true when the words were painted too. */
  paintAt(rotation: Rotation, radius: number): boolean {
    const layout = this.layout;
    if (!layout || !this.theme || layout.pixelsPerUnit === 0) return false;
    projectInto(this.words, rotation, radius, this.wordOut);
    projectInto(this.dots, rotation, radius, this.dotOut);
    // The words kept apart and inside the drawing, as the page places its HTML words.
    if (this.atlas) placeLabels(this.wordOut, this.atlas.boxes, layout.labelHalf, this.wordPlaced);
    paintSphere(this.context, {
      words: this.wordPlaced,
      dots: this.dotOut,
      litDots: this.litDots,
      atlas: this.atlas,
      theme: this.theme,
      pixelsPerUnit: layout.pixelsPerUnit,
      centreX: layout.centreX,
      centreY: layout.centreY,
    });
    const withWords = this.atlas !== null && this.words.length > 0;
    if (withWords && !this.wordsShown) {
      this.wordsShown = true;
      this.onWordsShown();
    }
    return withWords;
  }
}

/**
 * The slow turn is painted every other frame at 60 Hz (30 times a second): it moves the front
 * words by about half a pixel a frame, too little to look less smooth, and each frame painted
 * costs its thread the canvas.
 */
export const SLOW_TURN_FRAME_MS = 30;

/** Where the slow turn started at `since` has brought the sphere at `now` (both in ms). */
export function turnedRotation(from: Rotation, since: number, now: number): Rotation {
  return {
    yaw: from.yaw + AUTO_ROTATE_RADIANS_PER_MS * Math.max(0, now - since),
    pitch: from.pitch,
  };
}

/** The time both the page and the worker read: milliseconds since 1970, to the fraction. */
export function sharedNow(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * Runs the slow turn from `from` (started at `since`, `sharedNow`'s time): `paint` at each
 * frame `schedule` gives, at most every SLOW_TURN_FRAME_MS. Returns what stops it.
 */
export function runSlowTurn(
  from: Rotation,
  since: number,
  paint: (rotation: Rotation) => void,
  schedule: (callback: () => void) => () => void,
): () => void {
  let lastPaint = -Infinity;
  let cancel: () => void = () => {};
  const frame = () => {
    const now = sharedNow();
    if (now - lastPaint >= SLOW_TURN_FRAME_MS) {
      lastPaint = now;
      paint(turnedRotation(from, since, now));
    }
    cancel = schedule(frame);
  };
  cancel = schedule(frame);
  return () => cancel();
}
