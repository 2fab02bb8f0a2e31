import { nodeTransformCss, placeLabels, projectInto } from './sphere-layout';
import { buildAtlas, type AtlasCanvas, type SphereTheme } from './sphere-atlas';
import { createSpherePainter, type SpherePainter } from './sphere-painter-host';
import { whenIdle } from './page-settled';
import { BACK_DEPTH, HALF, RADIUS, type Live } from './sphere-live';

// How the sphere is put on the page: its painter (one per canvas), the words' atlas, and the
// hidden HTML words placed where the canvas writes them.

// A canvas handed to a worker cannot be handed again: its painter is kept with it, and let go
// once the canvas has left the page (not when an effect is merely run twice).
const painters = new WeakMap<HTMLCanvasElement, SpherePainter | null>();

export function painterOf(canvas: HTMLCanvasElement, onPainted: () => void): SpherePainter | null {
  if (!painters.has(canvas)) painters.set(canvas, createSpherePainter(canvas, RADIUS, onPainted));
  return painters.get(canvas) ?? null;
}

export function releasePainter(canvas: HTMLCanvasElement) {
  setTimeout(() => {
    if (canvas.isConnected) return;
    painters.get(canvas)?.dispose();
    painters.delete(canvas);
  }, 0);
}

/** A canvas for the words' atlas, off the page. */
function makeAtlasCanvas(width: number, height: number): AtlasCanvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The words' face and the sphere's colours, from the page's custom properties. */
export function readTheme(element: Element): SphereTheme {
  const style = getComputedStyle(element);
  // The stylesheet's palette (global.css) is the one source of the colours.
  const value = (name: string) => style.getPropertyValue(name).trim();
  const accent = value('--color-accent');
  const line = value('--color-line-strong');
  return {
    fontFamily: value('--font-display') || 'serif',
    ink: value('--color-ink'),
    faded: line,
    accent,
    accentStrong: value('--color-accent-strong'),
    dot: line,
    dotLit: accent,
  };
}

/** Paints the sphere at the current rotation. */
export function paint(live: Live) {
  live.painter?.paint(live.rotation);
}

/**
 * Moves the hidden HTML words to where the sphere is painted, so that the pointer finds the word
 * it is over; words turned to the back ignore it.
 */
export function placeWords(live: Live) {
  projectInto(live.words, live.rotation, RADIUS, live.wordOut);
  // Where the canvas writes them: a word it leaves out (it would overlap one nearer the eye)
  // neither shows nor takes the pointer.
  placeLabels(live.wordOut, live.boxes, HALF, live.wordPlaced);
  const out = live.wordPlaced;
  // New words may be rendered a moment before their places are set (the next layout effect).
  const placed = out.length / 5;
  live.wordNodes.forEach((node, i) => {
    if (!node || i >= placed) return;
    const k = i * 5;
    node.style.transform = nodeTransformCss(out[k]!, out[k + 1]!, out[k + 2]!);
    const hidden = out[k + 3]! === 0;
    const off = hidden || out[k + 4]! < BACK_DEPTH;
    if (live.pointerOff[i] !== off) {
      live.pointerOff[i] = off;
      node.style.pointerEvents = off ? 'none' : '';
    }
    node.style.visibility = hidden ? 'hidden' : '';
  });
  live.wordsPlaced = true;
}

/**
 * Draws the words into the atlas (again: new words, looks or size, the web font arrived) and
 * paints the sphere with it.
 */
export function rebuildAtlas(live: Live) {
  if (!live.painter || !live.theme || live.atlasScale === 0) return;
  if (!live.atlasDrawn) {
    // The first drawing (100 words rasterised, before the code is warm) is a task of its own,
    // out of the one that shows the screen: until then the HTML words show, where the canvas
    // will paint them.
    live.cancelAtlas ??= whenIdle(() => {
      live.cancelAtlas = null;
      live.atlasDrawn = true;
      rebuildAtlas(live);
    }, 300);
    return;
  }
  const atlas = buildAtlas(live.labels, live.looks, live.theme, live.atlasScale, makeAtlasCanvas);
  if (!atlas) return;
  // Kept before the atlas goes to the worker (its picture is handed over, its measures copied).
  live.boxes = atlas.boxes;
  live.painter.setAtlas(atlas);
  // The slow turn paints it at its next frame; at rest, the words the canvas writes may change
  // with their looks (a pointed word's neighbours come first), and the HTML words follow.
  if (!live.turn) draw(live);
}

/** Paints the sphere and places the words under it. */
export function draw(live: Live) {
  paint(live);
  placeWords(live);
}
