import type { LabelBoxes, Rotation } from './sphere-layout';
import type { SphereTheme, WordLook } from './sphere-atlas';
import type { SpherePainter } from './sphere-painter-host';

/**
 * The drawing's half-size in SVG units: the sphere's radius is RADIUS, the rest is margin. The
 * units are chosen so that the words' font size is 12 (concept-sphere.css), the smallest size
 * Lighthouse counts as legible: it reads the CSS size and ignores the drawing's scale.
 */
export const HALF = 204.8;
export const RADIUS = 160;
/**
 * The canvas reaches this far beyond the drawing on each side, as a share of the drawing's size
 * (16 units; concept-sphere.css sets its box), as the HTML words did: a long word at the sphere's
 * edge overhangs the drawing.
 */
export const CANVAS_MARGIN = 16 / (2 * HALF);
/** A press that moves less than this (pixels) is a click, not a drag. */
export const CLICK_SLOP = 6;
/** Words turned further back than this ignore the pointer, so the front ones get it. */
export const BACK_DEPTH = -0.25;

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface Drag {
  pointerId: number;
  x: number;
  y: number;
  start: Rotation;
  last: { x: number; y: number; t: number };
  moved: boolean;
}

/** Everything the sphere's motion and painting read and write, outside React's renders. */
export interface Live {
  rotation: Rotation;
  velocity: { yaw: number; pitch: number };
  target: Rotation | null;
  drag: Drag | null;
  pointerInside: boolean;
  /** A concept is focused in the list: the sphere holds still while the visitor reads it. */
  focusInside: boolean;
  still: boolean;
  paused: boolean;
  reduced: boolean;
  words: Float64Array;
  dots: Float64Array;
  wordOut: Float64Array;
  /** The words where `placeLabels` puts them: apart, inside the drawing, some not written. */
  wordPlaced: Float64Array;
  /** The words' sizes and ranks: the atlas's measures once drawn, estimates until then. */
  boxes: LabelBoxes;
  litDots: Uint8Array;
  pointerOff: boolean[];
  wordNodes: (HTMLSpanElement | null)[];
  /** Whether the HTML words stand where the canvas shows them (a moving sphere leaves them behind). */
  wordsPlaced: boolean;
  painter: SpherePainter | null;
  labels: string[];
  looks: WordLook[];
  /** Atlas pixels per drawing unit, for the drawing's size now. */
  atlasScale: number;
  theme: SphereTheme | null;
  /** The slow turn the painter runs: from where, since when (`sharedNow`). */
  turn: { from: Rotation; since: number } | null;
  /** The requested animation frame (0: none). */
  frame: number;
  last: number;
  dirty: boolean;
  /** The page has loaded and been idle once: the slow turn may start. */
  settled: boolean;
  cancelSettle: (() => void) | null;
  /** Whether the words' atlas was drawn once; the first waits for an idle moment. */
  atlasDrawn: boolean;
  cancelAtlas: (() => void) | null;
  mounted: boolean;
}

/** The record at first: facing slightly from above, nothing laid out, painted or scheduled. */
export function createLive(still: boolean, paused: boolean): Live {
  return {
    rotation: { yaw: 0, pitch: -0.25 },
    velocity: { yaw: 0, pitch: 0 },
    target: null,
    drag: null,
    pointerInside: false,
    focusInside: false,
    still,
    paused,
    reduced: false,
    words: new Float64Array(0),
    dots: new Float64Array(0),
    wordOut: new Float64Array(0),
    wordPlaced: new Float64Array(0),
    boxes: { widths: new Float64Array(0), height: 0, ranks: new Uint8Array(0) },
    litDots: new Uint8Array(0),
    pointerOff: [],
    wordNodes: [],
    wordsPlaced: false,
    painter: null,
    labels: [],
    looks: [],
    atlasScale: 0,
    theme: null,
    turn: null,
    frame: 0,
    last: 0,
    dirty: false,
    settled: false,
    cancelSettle: null,
    atlasDrawn: false,
    cancelAtlas: null,
    mounted: false,
  };
}
