import type { Dispatch, Ref, SetStateAction } from 'react';
import type { Live } from './sphere-live';
import type { SphereWord } from './use-laid-out-words';

/**
 * The words again as HTML, in the drawing's units, over the canvas: transparent once the canvas
 * paints them, they take the pointer and carry the words' states as classes. Each registers its
 * node with the motion, which moves it to where the canvas writes its word.
 */
export function SphereWords({
  layerRef,
  live,
  words,
  selected,
  active,
  neighbours,
  matching,
  setHovered,
}: {
  layerRef: Ref<HTMLDivElement>;
  live: Live;
  words: readonly SphereWord[];
  selected: readonly number[];
  /** The concept pointed or focused, whose neighbours light up; the others fade. */
  active: number | null;
  neighbours: ReadonlySet<number>;
  matching: ReadonlySet<number> | null;
  setHovered: Dispatch<SetStateAction<number | null>>;
}) {
  return (
    <div ref={layerRef} className="concept-sphere__words">
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
  );
}
