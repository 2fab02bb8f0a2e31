import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import {
  AUTO_ROTATE_RADIANS_PER_MS,
  clampPitch,
  decay,
  dragRotation,
  layOutDots,
  layOutWords,
  projectInto,
  rotationFacing,
  shortestAngle,
  type DistanceTable,
  type DotWeights,
  type Rotation,
} from './sphere-layout';
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
const DOT_RADIUS = 2.56;
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

/**
 * The sphere of concept words. React renders the words and dots once (and again only when the
 * words, the highlight or the selection change); a requestAnimationFrame loop turns the sphere by
 * writing each node's transform and opacity directly, so no frame goes through React.
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
  const svgRef = useRef<SVGSVGElement>(null);
  const wordRefs = useRef<(SVGTextElement | null)[]>([]);
  const dotRefs = useRef<(SVGCircleElement | null)[]>([]);
  const [hovered, setHovered] = useState<number | null>(null);

  const conceptIds = useMemo(() => words.map((w) => w.conceptId), [words]);
  const wordPositions = useMemo(() => layOutWords(conceptIds, distances), [conceptIds, distances]);
  const dotPositions = useMemo(
    () => layOutDots(dots, conceptIds, wordPositions),
    [dots, conceptIds, wordPositions],
  );

  // Everything the frame loop reads lives in one mutable record, so that the loop is started once
  // and props reach it without restarting it.
  const live = useRef({
    rotation: { yaw: 0, pitch: -0.25 } as Rotation,
    velocity: { yaw: 0, pitch: 0 },
    target: null as Rotation | null,
    drag: null as null | {
      pointerId: number;
      x: number;
      y: number;
      start: Rotation;
      last: { x: number; y: number; t: number };
      moved: boolean;
    },
    pointerInside: false,
    /** A concept is focused in the list: the sphere holds still while the visitor reads it. */
    focusInside: false,
    still,
    paused,
    reduced: false,
    dirty: true,
    words: new Float64Array(0),
    dots: new Float64Array(0),
    wordOut: new Float64Array(0),
    dotOut: new Float64Array(0),
    pointerOff: [] as boolean[],
  });
  live.current.still = still;
  live.current.paused = paused;
  live.current.focusInside = focused !== null;
  wordRefs.current.length = words.length;
  dotRefs.current.length = dots.length;

  useEffect(() => {
    const state = live.current;
    state.words = new Float64Array(wordPositions.flat());
    state.dots = new Float64Array(dotPositions.flat());
    state.wordOut = new Float64Array(wordPositions.length * 5);
    state.dotOut = new Float64Array(dotPositions.length * 5);
    state.pointerOff = [];
    state.dirty = true;
  }, [wordPositions, dotPositions]);

  // The word of the focused concept turns to the front.
  useEffect(() => {
    const state = live.current;
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
      state.dirty = true;
    }
  }, [focused, conceptIds, wordPositions]);

  useEffect(() => {
    const state = live.current;
    const media =
      typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-reduced-motion: reduce)')
        : null;
    state.reduced = prefersReducedMotion();
    const onMotion = () => (state.reduced = prefersReducedMotion());
    media?.addEventListener('change', onMotion);

    let frame = 0;
    let last = performance.now();
    const draw = (now: number) => {
      frame = requestAnimationFrame(draw);
      // A long gap (a background tab) must not turn the sphere by a big jump.
      const dt = Math.min(now - last, 64);
      last = now;
      if (state.paused) return;
      const r = state.rotation;
      if (state.drag) {
        // The pointer handlers move the sphere.
      } else if (state.target) {
        const ease = 1 - Math.pow(0.5, dt / 110);
        const dyaw = shortestAngle(r.yaw, state.target.yaw);
        const dpitch = state.target.pitch - r.pitch;
        state.rotation = { yaw: r.yaw + dyaw * ease, pitch: r.pitch + dpitch * ease };
        if (Math.abs(dyaw) < 1e-3 && Math.abs(dpitch) < 1e-3) state.target = null;
        state.dirty = true;
      } else if (state.velocity.yaw !== 0 || state.velocity.pitch !== 0) {
        state.rotation = {
          yaw: r.yaw + state.velocity.yaw * dt,
          pitch: clampPitch(r.pitch + state.velocity.pitch * dt),
        };
        state.velocity = {
          yaw: decay(state.velocity.yaw, dt),
          pitch: decay(state.velocity.pitch, dt),
        };
        state.dirty = true;
      } else if (!state.still && !state.reduced && !state.pointerInside && !state.focusInside) {
        state.rotation = { yaw: r.yaw + AUTO_ROTATE_RADIANS_PER_MS * dt, pitch: r.pitch };
        state.dirty = true;
      }
      if (!state.dirty) return;
      state.dirty = false;
      projectInto(state.words, state.rotation, RADIUS, state.wordOut);
      projectInto(state.dots, state.rotation, RADIUS, state.dotOut);
      const wordNodes = wordRefs.current;
      const out = state.wordOut;
      for (let i = 0; i < wordNodes.length; i++) {
        const node = wordNodes[i];
        if (!node) continue;
        const k = i * 5;
        node.setAttribute(
          'transform',
          `translate(${out[k]!.toFixed(2)} ${out[k + 1]!.toFixed(2)}) scale(${out[k + 2]!.toFixed(3)})`,
        );
        node.style.opacity = out[k + 3]!.toFixed(3);
        const off = out[k + 4]! < BACK_DEPTH;
        if (state.pointerOff[i] !== off) {
          state.pointerOff[i] = off;
          node.style.pointerEvents = off ? 'none' : '';
        }
      }
      const dotNodes = dotRefs.current;
      const dotOut = state.dotOut;
      for (let i = 0; i < dotNodes.length; i++) {
        const node = dotNodes[i];
        if (!node) continue;
        const k = i * 5;
        node.setAttribute(
          'transform',
          `translate(${dotOut[k]!.toFixed(2)} ${dotOut[k + 1]!.toFixed(2)}) scale(${dotOut[k + 2]!.toFixed(3)})`,
        );
        node.style.opacity = (dotOut[k + 3]! * 0.8).toFixed(3);
      }
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      media?.removeEventListener('change', onMotion);
    };
  }, []);

  // Nodes rendered again by React (new words) get their place at the next frame.
  useEffect(() => {
    live.current.dirty = true;
  });

  const radiusInPixels = () => {
    const box = svgRef.current?.getBoundingClientRect();
    return box ? (box.width * RADIUS) / (2 * HALF) : RADIUS;
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    const state = live.current;
    state.velocity = { yaw: 0, pitch: 0 };
    state.target = null;
    state.drag = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      start: state.rotation,
      last: { x: event.clientX, y: event.clientY, t: event.timeStamp },
      moved: false,
    };
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const state = live.current;
    const drag = state.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    if (!drag.moved) {
      drag.moved = true;
      svgRef.current?.setPointerCapture?.(event.pointerId);
    }
    const radius = radiusInPixels();
    const next = dragRotation(drag.start, dx, dy, radius);
    const dt = Math.max(event.timeStamp - drag.last.t, 1);
    // The speed of the last move, kept for the inertia after release.
    state.velocity = {
      yaw: (next.yaw - state.rotation.yaw) / dt,
      pitch: (next.pitch - state.rotation.pitch) / dt,
    };
    drag.last = { x: event.clientX, y: event.clientY, t: event.timeStamp };
    state.rotation = next;
    state.dirty = true;
  };

  const endDrag = (event: PointerEvent<SVGSVGElement>, cancelled: boolean) => {
    const state = live.current;
    const drag = state.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    state.drag = null;
    // A pause before letting go means no throw.
    if (!drag.moved || state.reduced || event.timeStamp - drag.last.t > 80) {
      state.velocity = { yaw: 0, pitch: 0 };
    }
    if (drag.moved || cancelled) return;
    const word = (event.target as Element).closest?.('[data-concept]');
    const id = word ? Number(word.getAttribute('data-concept')) : NaN;
    if (Number.isFinite(id)) onPick(id);
  };

  const active = hovered ?? focused;
  const neighbours = useMemo(
    () => new Set(active === null ? [] : neighboursOf(active)),
    [active, neighboursOf],
  );

  return (
    <svg
      ref={svgRef}
      className="concept-sphere"
      viewBox={`${-HALF} ${-HALF} ${2 * HALF} ${2 * HALF}`}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
      onPointerEnter={() => (live.current.pointerInside = true)}
      onPointerLeave={() => {
        live.current.pointerInside = false;
        setHovered(null);
      }}
    >
      <circle className="concept-sphere__globe" r={RADIUS} />
      <g className="concept-sphere__dots">
        {dots.map((dot, i) => (
          <circle
            key={dot.id}
            ref={(node) => {
              dotRefs.current[i] = node;
            }}
            className={
              active !== null && dot.weights.some((w) => w.conceptId === active)
                ? 'concept-sphere__dot is-lit'
                : 'concept-sphere__dot'
            }
            r={DOT_RADIUS}
          />
        ))}
      </g>
      <g className="concept-sphere__words">
        {words.map((word, i) => {
          const classes = ['concept-sphere__word'];
          if (selected.includes(word.conceptId)) classes.push('is-selected');
          if (word.conceptId === active) classes.push('is-active');
          else if (active !== null)
            classes.push(neighbours.has(word.conceptId) ? 'is-neighbour' : 'is-faded');
          if (matching && !matching.has(word.conceptId)) classes.push('is-unmatched');
          return (
            <text
              key={`${word.conceptId}-${i}`}
              ref={(node) => {
                wordRefs.current[i] = node;
              }}
              className={classes.join(' ')}
              data-concept={word.conceptId}
              textAnchor="middle"
              dominantBaseline="middle"
              onPointerEnter={() => setHovered(word.conceptId)}
              onPointerLeave={() => setHovered((h) => (h === word.conceptId ? null : h))}
            >
              {word.label}
            </text>
          );
        })}
      </g>
    </svg>
  );
}
