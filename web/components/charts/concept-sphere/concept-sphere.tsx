import { useMemo, useRef, useState } from 'react';
import { layOutDots, type DistanceTable, type DotWeights, type Vec3 } from './sphere-layout';
import { wordLook } from './sphere-atlas';
import { createLive, HALF, RADIUS, type Live } from './sphere-live';
import { SphereWords } from './sphere-words';
import { useLaidOutWords, type SphereWord } from './use-laid-out-words';
import { useSphereCanvas } from './use-sphere-canvas';
import { useSphereDrag } from './use-sphere-drag';
import { useSphereMotion } from './use-sphere-motion';
import './concept-sphere.css';

export type { SphereWord } from './use-laid-out-words';

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

const NO_WORDS: readonly SphereWord[] = [];
const NO_POSITIONS: Vec3[] = [];

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
  const liveRef = useRef<Live>(createLive(still, paused));
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
  const litDots = useMemo(
    () =>
      Uint8Array.from(dots, (dot) =>
        active !== null && dot.weights.some((w) => w.conceptId === active) ? 1 : 0,
      ),
    [dots, active],
  );

  useSphereCanvas({ live, rootRef, canvasRef, wordLayerRef, shownWords, looks, litDots });
  useSphereMotion({
    live,
    wordPositions,
    dotPositions,
    conceptIds,
    focused,
    still,
    paused,
  });
  const pointer = useSphereDrag({ live, rootRef, onPick, onLeave: () => setHovered(null) });

  return (
    <div
      ref={rootRef}
      className="concept-sphere"
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      {...pointer}
    >
      <svg
        className="concept-sphere__drawing"
        viewBox={`${-HALF} ${-HALF} ${2 * HALF} ${2 * HALF}`}
      >
        <circle className="concept-sphere__globe" r={RADIUS} />
      </svg>
      <canvas ref={canvasRef} className="concept-sphere__canvas" />
      <SphereWords
        layerRef={wordLayerRef}
        live={live}
        words={shownWords}
        selected={selected}
        active={active}
        neighbours={neighbours}
        matching={matching}
        setHovered={setHovered}
      />
    </div>
  );
}
