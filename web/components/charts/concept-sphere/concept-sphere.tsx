import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import {
  clampPitch,
  decay,
  dragRotation,
  layOutDots,
  layOutWordsInSteps,
  nodeTransformCss,
  placeLabels,
  projectInto,
  rotationFacing,
  shortestAngle,
  type DistanceTable,
  type DotWeights,
  type LabelBoxes,
  type Rotation,
  type Vec3,
} from './sphere-layout';
import {
  atlasPixelsPerUnit,
  buildAtlas,
  estimatedBoxes,
  wordLook,
  type AtlasCanvas,
  type SphereTheme,
  type WordLook,
} from './sphere-atlas';
import { sharedNow, turnedRotation } from './sphere-painter';
import { createSpherePainter, type SpherePainter } from './sphere-painter-host';
import { whenIdle, whenSettled } from './page-settled';
import './concept-sphere.css';

export interface SphereWord {
  conceptId: number;
  label: string;
}

export interface ConceptSphereProps {
  /** The words, copies included (one per position on the sphere). */
  words: readonly SphereWord[];
  distances: DistanceTable;
  /** The perfume dots, with the concepts each one answers. */
  dots: readonly DotWeights[];
  selected: readonly number[];
  /** A concept focused elsewhere (the list): its word turns to the front and lights its neighbours. */
  focused: number | null;
  neighboursOf: (conceptId: number) => readonly number[];
  /** Concepts a search matches; the other words fade. Null: no search. */
  matching: ReadonlySet<number> | null;
  /** No slow rotation (a selection is shown); dragging still turns it. */
  still: boolean;
  /** The screen shows something else: the loop stops drawing. */
  paused?: boolean;
  onPick: (conceptId: number) => void;
  /** The figure's accessible name; the list of concepts is its text alternative. */
  label: string;
  describedBy?: string;
}

/**
 * The drawing's half-size in SVG units: the sphere's radius is RADIUS, the rest is margin. The
 * units are chosen so that the words' font size is 12 (concept-sphere.css), the smallest size
 * Lighthouse counts as legible: it reads the CSS size and ignores the drawing's scale.
 */
const HALF = 204.8;
const RADIUS = 160;
/**
 * The canvas reaches this far beyond the drawing on each side, as a share of the drawing's size
 * (16 units; concept-sphere.css sets its box), as the HTML words did: a long word at the sphere's
 * edge overhangs the drawing.
 */
const CANVAS_MARGIN = 16 / (2 * HALF);
/** A press that moves less than this (pixels) is a click, not a drag. */
const CLICK_SLOP = 6;
/** Words turned further back than this ignore the pointer, so the front ones get it. */
const BACK_DEPTH = -0.25;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const NO_WORDS: readonly SphereWord[] = [];
const NO_POSITIONS: Vec3[] = [];
/** The longest piece of the words' layout in one task (ms): far under a long task, even slowed. */
const LAYOUT_SLICE_MS = 5;

interface LaidOut {
  words: readonly SphereWord[];
  positions: Vec3[];
}

/**
 * The words' places on the sphere, laid out a few iterations per task (`layOutWordsInSteps`):
 * in one go, as the screen first rendered, it was its longest task. Null until the first layout
 * is done; a new set of words keeps the previous one shown meanwhile.
 */
function useLaidOutWords(words: readonly SphereWord[], distances: DistanceTable): LaidOut | null {
  const [laidOut, setLaidOut] = useState<LaidOut | null>(null);
  useEffect(() => {
    const steps = layOutWordsInSteps(
      words.map((word) => word.conceptId),
      distances,
    );
    let timer = 0;
    const slice = () => {
      const start = performance.now();
      for (;;) {
        const step = steps.next();
        if (step.done) {
          setLaidOut({ words, positions: step.value });
          return;
        }
        if (performance.now() - start >= LAYOUT_SLICE_MS) break;
      }
      timer = window.setTimeout(slice, 0);
    };
    slice();
    return () => clearTimeout(timer);
  }, [words, distances]);
  return laidOut;
}

// A canvas handed to a worker cannot be handed again: its painter is kept with it, and let go
// once the canvas has left the page (not when an effect is merely run twice).
const painters = new WeakMap<HTMLCanvasElement, SpherePainter | null>();

function painterOf(canvas: HTMLCanvasElement, onPainted: () => void): SpherePainter | null {
  if (!painters.has(canvas)) painters.set(canvas, createSpherePainter(canvas, RADIUS, onPainted));
  return painters.get(canvas) ?? null;
}

function releasePainter(canvas: HTMLCanvasElement) {
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
function readTheme(element: Element): SphereTheme {
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

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  start: Rotation;
  last: { x: number; y: number; t: number };
  moved: boolean;
}

/** Everything the sphere's motion and painting read and write, outside React's renders. */
interface Live {
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

/** Paints the sphere at the current rotation. */
function paint(live: Live) {
  live.painter?.paint(live.rotation);
}

/**
 * Moves the hidden HTML words to where the sphere is painted, so that the pointer finds the word
 * it is over; words turned to the back ignore it.
 */
function placeWords(live: Live) {
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
function rebuildAtlas(live: Live) {
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
function draw(live: Live) {
  paint(live);
  placeWords(live);
}

/** The slow turn stops; the rotation is where it had brought the sphere. */
function stopTurn(live: Live) {
  if (!live.turn) return;
  live.rotation = turnedRotation(live.turn.from, live.turn.since, sharedNow());
  live.turn = null;
  live.wordsPlaced = false;
}

/** Whether the sphere turns slowly on its own now. */
function turning(live: Live): boolean {
  return (
    !live.paused &&
    !live.still &&
    !live.reduced &&
    !live.pointerInside &&
    !live.focusInside &&
    live.drag === null
  );
}

function kick(live: Live) {
  if (live.frame === 0 && live.mounted)
    live.frame = requestAnimationFrame((now) => tick(live, now));
}

/**
 * Chooses what moves the sphere after any change: frames for a drag, a throw, a turn to a focused
 * word or the slow turn (once the page has settled); nothing when it holds still, the words then
 * placed where the sphere stopped.
 */
function update(live: Live) {
  if (!live.mounted) return;
  if (live.paused) {
    cancelAnimationFrame(live.frame);
    live.frame = 0;
    live.last = 0;
    if (live.turn) {
      stopTurn(live);
      paint(live);
    }
    return;
  }
  const thrown = live.drag === null && (live.velocity.yaw !== 0 || live.velocity.pitch !== 0);
  if (live.target !== null || thrown || live.drag?.moved) {
    stopTurn(live);
    if (live.target !== null || thrown) kick(live);
    return;
  }
  if (turning(live)) {
    if (live.settled) {
      if (!live.turn && live.painter) {
        live.turn = { from: live.rotation, since: sharedNow() };
        live.wordsPlaced = false;
        live.painter.turn(live.turn.from, live.turn.since);
      }
    } else {
      live.cancelSettle ??= whenSettled(() => {
        live.settled = true;
        live.cancelSettle = null;
        update(live);
      });
    }
    return;
  }
  // At rest: painted where the slow turn had brought it, the words placed there.
  stopTurn(live);
  if (!live.wordsPlaced) draw(live);
}

/** One frame of a drag, a throw or a turn to a focused word. */
function tick(live: Live, now: number) {
  live.frame = 0;
  // A long gap (a background tab) must not turn the sphere by a big jump.
  const dt = live.last === 0 ? 16 : Math.min(Math.max(now - live.last, 0), 64);
  live.last = now;
  if (live.paused) {
    live.last = 0;
    return;
  }
  const r = live.rotation;
  let moving = false;
  if (live.drag) {
    // The pointer handlers move the sphere.
  } else if (live.target) {
    const ease = 1 - Math.pow(0.5, dt / 110);
    const dyaw = shortestAngle(r.yaw, live.target.yaw);
    const dpitch = live.target.pitch - r.pitch;
    live.rotation = { yaw: r.yaw + dyaw * ease, pitch: r.pitch + dpitch * ease };
    if (Math.abs(dyaw) < 1e-3 && Math.abs(dpitch) < 1e-3) live.target = null;
    live.dirty = true;
    moving = live.target !== null;
  } else if (live.velocity.yaw !== 0 || live.velocity.pitch !== 0) {
    live.rotation = {
      yaw: r.yaw + live.velocity.yaw * dt,
      pitch: clampPitch(r.pitch + live.velocity.pitch * dt),
    };
    live.velocity = {
      yaw: decay(live.velocity.yaw, dt),
      pitch: decay(live.velocity.pitch, dt),
    };
    live.dirty = true;
    moving = live.velocity.yaw !== 0 || live.velocity.pitch !== 0;
  }
  if (live.dirty) {
    live.dirty = false;
    // Only the canvas: the words are placed when the sphere comes to rest (moving 100 elements a
    // frame would make the browser restyle them every frame), and take the pointer from then on.
    paint(live);
    live.wordsPlaced = false;
  }
  if (moving) {
    kick(live);
  } else {
    live.last = 0;
    update(live);
  }
}

/**
 * The sphere of concept words. The words and the perfume dots are painted on a canvas, frame by
 * frame while the sphere moves; React renders the words once more as HTML, transparent, over the
 * canvas: they take the pointer (hover, click) and carry the words' states as classes.
 *
 * It turns slowly on its own unless `still`, the visitor prefers reduced motion, or the pointer or
 * the focus is on it; it can be dragged with a mouse or a finger and keeps turning a moment after.
 */
export function ConceptSphere({
  words,
  distances,
  dots,
  selected,
  focused,
  neighboursOf,
  matching,
  still,
  paused = false,
  onPick,
  label,
  describedBy,
}: ConceptSphereProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wordLayerRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  // The words shown are those of the last layout done: a new set replaces them once laid out.
  const laidOut = useLaidOutWords(words, distances);
  const shownWords = laidOut?.words ?? NO_WORDS;
  const wordPositions = laidOut?.positions ?? NO_POSITIONS;
  const conceptIds = useMemo(() => shownWords.map((w) => w.conceptId), [shownWords]);
  const dotPositions = useMemo(
    () => layOutDots(dots, conceptIds, wordPositions),
    [dots, conceptIds, wordPositions],
  );

  // Everything the motion reads lives in one mutable record, so that props reach it without
  // restarting anything.
  const liveRef = useRef<Live>({
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
  });
  const live = liveRef.current;

  const active = hovered ?? focused;
  const neighbours = useMemo(
    () => new Set(active === null ? [] : neighboursOf(active)),
    [active, neighboursOf],
  );
  const looks = useMemo(
    () =>
      shownWords.map((word) =>
        wordLook({
          selected: selected.includes(word.conceptId),
          active: word.conceptId === active,
          neighbour: active !== null && word.conceptId !== active && neighbours.has(word.conceptId),
          faded:
            (active !== null && word.conceptId !== active && !neighbours.has(word.conceptId)) ||
            (matching !== null && !matching.has(word.conceptId)),
        }),
      ),
    [shownWords, selected, active, neighbours, matching],
  );
  // Looks by value: a render that changes nothing the words show keeps the atlas.
  const looksKey = looks.join(' ');
  const litDots = useMemo(
    () =>
      Uint8Array.from(dots, (dot) =>
        active !== null && dot.weights.some((w) => w.conceptId === active) ? 1 : 0,
      ),
    [dots, active],
  );

  // The canvas and the words' layer follow the drawing's size (as the SVG fits its view box: the
  // smaller side, centred). The observer's first report comes after the first layout and before
  // the first paint, so nothing here makes the browser lay the page out sooner.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const canvas = canvasRef.current;
    const layer = wordLayerRef.current;
    if (!root || !canvas || !layer) return;
    const state = liveRef.current;
    state.theme = readTheme(root);
    // Once the canvas shows the words, the HTML words only take the pointer. (Set here rather
    // than rendered: a render for it would render the 100 words again.)
    state.painter = painterOf(canvas, () => root.classList.add('is-painted'));
    state.painter?.setTheme(state.theme);
    state.painter?.setScene(state.words, state.dots);
    state.painter?.setLitDots(state.litDots);
    const fit = (width: number, height: number) => {
      if (width === 0 || height === 0) return;
      const cssPerUnit = Math.min(width, height) / (2 * HALF);
      layer.style.transform = `scale(${cssPerUnit})`;
      const ratio = window.devicePixelRatio || 1;
      const canvasWidth = Math.round(width * (1 + 2 * CANVAS_MARGIN) * ratio);
      const canvasHeight = Math.round(height * (1 + 2 * CANVAS_MARGIN) * ratio);
      const pixelsPerUnit = cssPerUnit * ratio;
      state.painter?.setLayout({
        width: canvasWidth,
        height: canvasHeight,
        pixelsPerUnit,
        centreX: canvasWidth / 2,
        centreY: canvasHeight / 2,
        labelHalf: HALF,
      });
      const atlasScale = atlasPixelsPerUnit(pixelsPerUnit);
      if (atlasScale !== state.atlasScale) {
        state.atlasScale = atlasScale;
        rebuildAtlas(state);
      }
      // A resized canvas is blank: painted again now, or by the slow turn's next frame.
      if (!state.turn) paint(state);
    };
    if (typeof ResizeObserver !== 'function') {
      const box = root.getBoundingClientRect();
      fit(box.width, box.height);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) fit(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      releasePainter(canvas);
    };
  }, []);

  // The words drawn once into the atlas, again when their looks or the drawing's size change, and
  // when the web font arrives (they are first drawn in the fallback face, as the page's text is).
  useLayoutEffect(() => {
    const state = liveRef.current;
    state.labels = shownWords.map((word) => word.label);
    state.looks = looks;
    if (!state.atlasDrawn) state.boxes = estimatedBoxes(state.labels, looks);
    rebuildAtlas(state);
    // `looksKey` stands for `looks`, by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownWords, looksKey]);

  useEffect(() => {
    const state = liveRef.current;
    const fonts = typeof document.fonts === 'object' ? document.fonts : null;
    const rebuild = () => rebuildAtlas(state);
    fonts?.addEventListener('loadingdone', rebuild);
    return () => fonts?.removeEventListener('loadingdone', rebuild);
  }, []);

  useLayoutEffect(() => {
    const state = liveRef.current;
    state.litDots = litDots;
    state.painter?.setLitDots(litDots);
    if (!state.turn) paint(state);
  }, [litDots]);

  // New words or dots are painted and placed before the browser shows them.
  useLayoutEffect(() => {
    const state = liveRef.current;
    // Nodes React removed left null refs behind.
    state.wordNodes.length = wordPositions.length;
    state.words = new Float64Array(wordPositions.flat());
    state.dots = new Float64Array(dotPositions.flat());
    state.wordOut = new Float64Array(wordPositions.length * 5);
    state.wordPlaced = new Float64Array(wordPositions.length * 5);
    state.painter?.setScene(state.words, state.dots);
    state.pointerOff = [];
    state.dirty = false;
    // The slow turn starts again from here, with the new scene.
    stopTurn(state);
    draw(state);
    update(state);
  }, [wordPositions, dotPositions]);

  // The word of the focused concept turns to the front.
  useEffect(() => {
    const state = liveRef.current;
    if (focused === null) {
      state.target = null;
      return;
    }
    const index = conceptIds.indexOf(focused);
    if (index < 0) return;
    state.velocity = { yaw: 0, pitch: 0 };
    state.target = rotationFacing(wordPositions[index]!);
    if (state.reduced) {
      state.rotation = state.target;
      state.target = null;
      draw(state);
    }
  }, [focused, conceptIds, wordPositions]);

  useEffect(() => {
    const state = liveRef.current;
    state.still = still;
    state.paused = paused;
    state.focusInside = focused !== null;
    update(state);
  }, [still, paused, focused]);

  useEffect(() => {
    const state = liveRef.current;
    state.mounted = true;
    const media =
      typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-reduced-motion: reduce)')
        : null;
    state.reduced = prefersReducedMotion();
    const onMotion = () => {
      state.reduced = prefersReducedMotion();
      update(state);
    };
    media?.addEventListener('change', onMotion);
    update(state);
    return () => {
      state.mounted = false;
      cancelAnimationFrame(state.frame);
      state.frame = 0;
      state.cancelSettle?.();
      state.cancelSettle = null;
      state.cancelAtlas?.();
      state.cancelAtlas = null;
      media?.removeEventListener('change', onMotion);
    };
  }, []);

  const radiusInPixels = () => {
    const box = rootRef.current?.getBoundingClientRect();
    return box ? (box.width * RADIUS) / (2 * HALF) : RADIUS;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    live.velocity = { yaw: 0, pitch: 0 };
    live.target = null;
    live.drag = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      start: live.rotation,
      last: { x: event.clientX, y: event.clientY, t: event.timeStamp },
      moved: false,
    };
    // The slow turn stops; the words are placed where it left them.
    update(live);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = live.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    if (!drag.moved) {
      drag.moved = true;
      rootRef.current?.setPointerCapture?.(event.pointerId);
    }
    const radius = radiusInPixels();
    const next = dragRotation(drag.start, dx, dy, radius);
    const dt = Math.max(event.timeStamp - drag.last.t, 1);
    // The speed of the last move, kept for the inertia after release.
    live.velocity = {
      yaw: (next.yaw - live.rotation.yaw) / dt,
      pitch: (next.pitch - live.rotation.pitch) / dt,
    };
    drag.last = { x: event.clientX, y: event.clientY, t: event.timeStamp };
    live.rotation = next;
    live.dirty = true;
    kick(live);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const drag = live.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    live.drag = null;
    // A pause before letting go means no throw.
    if (!drag.moved || live.reduced || event.timeStamp - drag.last.t > 80) {
      live.velocity = { yaw: 0, pitch: 0 };
    }
    update(live);
    if (drag.moved || cancelled) return;
    // The word under the pointer now that the words stand where they are painted and those at
    // the back ignore it.
    const under = document.elementFromPoint?.(event.clientX, event.clientY) ?? event.target;
    const word = (under as Element).closest?.('[data-concept]');
    const id = word ? Number(word.getAttribute('data-concept')) : NaN;
    if (Number.isFinite(id)) onPick(id);
  };

  return (
    <div
      ref={rootRef}
      className="concept-sphere"
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
      onPointerEnter={() => {
        live.pointerInside = true;
        update(live);
      }}
      onPointerLeave={() => {
        live.pointerInside = false;
        setHovered(null);
        update(live);
      }}
    >
      <svg
        className="concept-sphere__drawing"
        viewBox={`${-HALF} ${-HALF} ${2 * HALF} ${2 * HALF}`}
      >
        <circle className="concept-sphere__globe" r={RADIUS} />
      </svg>
      <canvas ref={canvasRef} className="concept-sphere__canvas" />
      {/* The words again as HTML, in the drawing's units, over the canvas: transparent once the
          canvas paints them, they take the pointer. */}
      <div ref={wordLayerRef} className="concept-sphere__words">
        {shownWords.map((word, i) => {
          const classes = ['concept-sphere__word'];
          if (selected.includes(word.conceptId)) classes.push('is-selected');
          if (word.conceptId === active) classes.push('is-active');
          else if (active !== null)
            classes.push(neighbours.has(word.conceptId) ? 'is-neighbour' : 'is-faded');
          if (matching && !matching.has(word.conceptId)) classes.push('is-unmatched');
          return (
            <span
              key={`${word.conceptId}-${i}`}
              ref={(node) => {
                live.wordNodes[i] = node;
              }}
              className={classes.join(' ')}
              data-concept={word.conceptId}
              onPointerEnter={() => {
                // A word at the back, or one left behind by the slow turn.
                if (!live.pointerOff[i] && live.wordsPlaced) setHovered(word.conceptId);
              }}
              onPointerLeave={() => setHovered((h) => (h === word.conceptId ? null : h))}
            >
              {word.label}
            </span>
          );
        })}
      </div>
    </div>
  );
}
