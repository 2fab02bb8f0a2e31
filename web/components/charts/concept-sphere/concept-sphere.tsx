import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import {
  AUTO_ROTATE_RADIANS_PER_MS,
  clampPitch,
  decay,
  DOT_TURN_STEPS,
  dragRotation,
  layOutDots,
  layOutWords,
  nodeTransformCss,
  projectInto,
  rotationFacing,
  shortestAngle,
  TURN_STEPS,
  type DistanceTable,
  type DotWeights,
  type Rotation,
} from './sphere-layout';
import { canTurnOffMainThread, prepareTurn, whenSettled, type Turn } from './sphere-turn';
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
/** A press that moves less than this (pixels) is a click, not a drag. */
const CLICK_SLOP = 6;
/** Words turned further back than this ignore the pointer, so the front ones get it. */
const BACK_DEPTH = -0.25;

/** The opacity of a dot, relative to a word at the same depth. */
const DOT_OPACITY = 0.8;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  start: Rotation;
  last: { x: number; y: number; t: number };
  moved: boolean;
}

/** Everything the sphere's motion reads and writes, outside React's renders. */
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
  dotOut: Float64Array;
  pointerOff: boolean[];
  wordNodes: (HTMLSpanElement | null)[];
  dotNodes: (HTMLSpanElement | null)[];
  /** The requested animation frame (0: none): only while the main thread moves the sphere. */
  frame: number;
  last: number;
  dirty: boolean;
  /** Web Animations are there: the slow turn runs on the compositor. */
  offMainThread: boolean;
  /** The slow turn, played by the compositor (running, being prepared or held). */
  turn: Turn | null;
  /** The page has loaded and been idle once: the slow turn may start. */
  settled: boolean;
  cancelSettle: (() => void) | null;
  mounted: boolean;
}

/** Writes every node's place (one transform) and opacity for the current rotation. */
function draw(live: Live) {
  projectInto(live.words, live.rotation, RADIUS, live.wordOut);
  projectInto(live.dots, live.rotation, RADIUS, live.dotOut);
  const out = live.wordOut;
  live.wordNodes.forEach((node, i) => {
    if (!node) return;
    const k = i * 5;
    node.style.transform = nodeTransformCss(out[k]!, out[k + 1]!, out[k + 2]!);
    node.style.opacity = out[k + 3]!.toFixed(3);
  });
  updatePointerOff(live);
  const dotOut = live.dotOut;
  live.dotNodes.forEach((node, i) => {
    if (!node) return;
    const k = i * 5;
    node.style.transform = nodeTransformCss(dotOut[k]!, dotOut[k + 1]!, dotOut[k + 2]!);
    node.style.opacity = (dotOut[k + 3]! * DOT_OPACITY).toFixed(3);
  });
}

/** Words turned to the back ignore the pointer (from the depths in `wordOut`). */
function updatePointerOff(live: Live) {
  live.wordNodes.forEach((node, i) => {
    if (!node) return;
    const off = live.wordOut[i * 5 + 4]! < BACK_DEPTH;
    if (live.pointerOff[i] !== off) {
      live.pointerOff[i] = off;
      node.style.pointerEvents = off ? 'none' : '';
    }
  });
}

/** The turn is let go; the rotation is where it had brought the sphere. The caller draws. */
function releaseTurn(live: Live) {
  const turn = live.turn;
  if (!turn) return;
  live.rotation = { ...live.rotation, yaw: turn.yaw() };
  live.turn = null;
  turn.cancel();
}

/** The main thread takes the sphere over from the turn, from where the turn had brought it. */
function dropTurn(live: Live) {
  if (!live.turn) return;
  releaseTurn(live);
  // In the same task as the animations' removal: no frame shows the nodes between the two.
  draw(live);
}

/**
 * The turn stops where it is, ready to go on (the pointer or the focus on the sphere, …). The
 * words turned to the back then ignore the pointer: while the compositor turns the sphere nothing
 * follows their depths from here, since any frame the main thread draws meanwhile samples all 300
 * animations again.
 */
function holdTurn(live: Live) {
  const turn = live.turn;
  if (!turn || turn.paused) return;
  if (!turn.pause()) {
    // Not started yet: nothing has moved, so it is simply prepared again later.
    dropTurn(live);
    return;
  }
  live.rotation = { ...live.rotation, yaw: turn.yaw() };
  projectInto(live.words, live.rotation, RADIUS, live.wordOut);
  updatePointerOff(live);
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
 * Chooses what moves the sphere after any change: the main thread's frames for a drag, a throw
 * or a turn to a focused word; the compositor for the slow turn (prepared once the page has
 * settled); nothing when it holds still.
 */
function update(live: Live) {
  if (!live.mounted) return;
  if (live.paused) {
    holdTurn(live);
    return;
  }
  const thrown = live.drag === null && (live.velocity.yaw !== 0 || live.velocity.pitch !== 0);
  if (live.target !== null || thrown || live.drag?.moved) {
    dropTurn(live);
    if (live.target !== null || thrown) kick(live);
    return;
  }
  if (!turning(live)) {
    holdTurn(live);
    return;
  }
  if (!live.offMainThread) {
    // No Web Animations: the main thread turns it, frame by frame.
    kick(live);
    return;
  }
  if (live.turn) {
    if (live.turn.paused) live.turn.play();
    return;
  }
  if (!live.settled) {
    live.cancelSettle ??= whenSettled(() => {
      live.settled = true;
      live.cancelSettle = null;
      update(live);
    });
    return;
  }
  if (live.wordNodes.length === 0 && live.dotNodes.length === 0) return;
  const nodes = [
    ...live.wordNodes.map((element, i) => ({
      element,
      point: [live.words[i * 3]!, live.words[i * 3 + 1]!, live.words[i * 3 + 2]!] as const,
      opacityScale: 1,
      steps: TURN_STEPS,
    })),
    ...live.dotNodes.map((element, i) => ({
      element,
      point: [live.dots[i * 3]!, live.dots[i * 3 + 1]!, live.dots[i * 3 + 2]!] as const,
      opacityScale: DOT_OPACITY,
      steps: DOT_TURN_STEPS,
    })),
  ];
  live.turn = prepareTurn(nodes, live.rotation, RADIUS);
}

/** One frame of a drag, a throw or a turn to a focused word (or of the turn without Web Animations). */
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
  } else if (!live.offMainThread && turning(live)) {
    live.rotation = { yaw: r.yaw + AUTO_ROTATE_RADIANS_PER_MS * dt, pitch: r.pitch };
    live.dirty = true;
    moving = true;
  }
  if (live.dirty) {
    live.dirty = false;
    draw(live);
  }
  if (moving) {
    kick(live);
  } else {
    live.last = 0;
    update(live);
  }
}

/**
 * The sphere of concept words. React renders the words and dots once (and again only when the
 * words, the highlight or the selection change); their places are written outside React.
 *
 * It turns slowly on its own unless `still`, the visitor prefers reduced motion, or the pointer or
 * the focus is on it: that turn is a set of animations the browser's compositor plays, started
 * once the page has settled, so the main thread does nothing while the sphere turns. It can be
 * dragged with a mouse or a finger and keeps turning a moment after: those frames are drawn from
 * here, by writing each node's transform and opacity.
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
  const wordLayerRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  const conceptIds = useMemo(() => words.map((w) => w.conceptId), [words]);
  const wordPositions = useMemo(() => layOutWords(conceptIds, distances), [conceptIds, distances]);
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
    dotOut: new Float64Array(0),
    pointerOff: [],
    wordNodes: [],
    dotNodes: [],
    frame: 0,
    last: 0,
    dirty: false,
    offMainThread: false,
    turn: null,
    settled: false,
    cancelSettle: null,
    mounted: false,
  });
  const live = liveRef.current;

  // The words' layer is in the drawing's units, as the SVG is: scaled to the drawing's size. The
  // observer's first report comes after the first layout and before the first paint, so nothing
  // here makes the browser lay the page out sooner.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const layer = wordLayerRef.current;
    if (!root || !layer) return;
    // As the SVG fits its view box: the smaller side, centred.
    const fit = (width: number, height: number) => {
      layer.style.transform = `scale(${Math.min(width, height) / (2 * HALF)})`;
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
    return () => observer.disconnect();
  }, []);

  // New words or dots are drawn in place before the browser paints them.
  useLayoutEffect(() => {
    const state = liveRef.current;
    releaseTurn(state);
    // Nodes React removed left null refs behind.
    state.wordNodes.length = wordPositions.length;
    state.dotNodes.length = dotPositions.length;
    state.words = new Float64Array(wordPositions.flat());
    state.dots = new Float64Array(dotPositions.flat());
    state.wordOut = new Float64Array(wordPositions.length * 5);
    state.dotOut = new Float64Array(dotPositions.length * 5);
    state.pointerOff = [];
    state.dirty = false;
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
    dropTurn(state);
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
    state.offMainThread = canTurnOffMainThread();
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
      releaseTurn(state);
      state.cancelSettle?.();
      state.cancelSettle = null;
      media?.removeEventListener('change', onMotion);
    };
  }, []);

  const radiusInPixels = () => {
    const box = rootRef.current?.getBoundingClientRect();
    return box ? (box.width * RADIUS) / (2 * HALF) : RADIUS;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // The turn stops where it is (it usually has already, the pointer having come in).
    holdTurn(live);
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
      // From here the main thread moves the sphere.
      update(live);
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
    // The word under the pointer now that the words at the back ignore it (the press may have
    // reached one of them while the sphere was turning).
    const under = document.elementFromPoint?.(event.clientX, event.clientY) ?? event.target;
    const word = (under as Element).closest?.('[data-concept]');
    const id = word ? Number(word.getAttribute('data-concept')) : NaN;
    if (Number.isFinite(id)) onPick(id);
  };

  const active = hovered ?? focused;
  const neighbours = useMemo(
    () => new Set(active === null ? [] : neighboursOf(active)),
    [active, neighboursOf],
  );

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
      {/* The dots and words are HTML laid over the drawing, in its units. SVG text is laid out
          again whenever its scale changes: as SVG text, every frame the page draws while the
          compositor turns the sphere (a hover, the turn's start) cost four times as much. And the
          compositor cannot animate an SVG element's transform: as circles, the dots' turn ran on
          the main thread, every frame of it. */}
      <div ref={wordLayerRef} className="concept-sphere__words">
        {dots.map((dot, i) => (
          <span
            key={dot.id}
            ref={(node) => {
              live.dotNodes[i] = node;
            }}
            className={
              active !== null && dot.weights.some((w) => w.conceptId === active)
                ? 'concept-sphere__dot is-lit'
                : 'concept-sphere__dot'
            }
          />
        ))}
        {words.map((word, i) => {
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
                // A word at the back reached as the pointer came onto the turning sphere.
                if (!live.pointerOff[i]) setHovered(word.conceptId);
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
