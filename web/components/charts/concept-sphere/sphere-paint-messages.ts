import type { SphereAtlas, SphereTheme } from './sphere-atlas';
import type { Rotation } from './sphere-layout';
import type { CanvasLayout } from './sphere-painter';

// What the page tells the painting worker (sphere-paint-worker.ts), and what it answers.

export type ToPainter =
  | { kind: 'canvas'; canvas: OffscreenCanvas; radius: number }
  | { kind: 'layout'; layout: CanvasLayout }
  | { kind: 'scene'; words: Float64Array; dots: Float64Array }
  | { kind: 'lit'; litDots: Uint8Array }
  | { kind: 'atlas'; atlas: SphereAtlas }
  | { kind: 'theme'; theme: SphereTheme }
  /** Paint once at this rotation (the slow turn, if any, stops). */
  | { kind: 'paint'; rotation: Rotation }
  /** Turn slowly from this rotation, as from `since` (`sharedNow`'s time). */
  | { kind: 'turn'; rotation: Rotation; since: number };

/** The words are on the canvas: the page may hide its HTML words. */
export type FromPainter = { kind: 'painted' };
