import { useEffect, useState } from 'react';
import { layOutWordsInSteps, type DistanceTable, type Vec3 } from './sphere-layout';

/** A word on the sphere: a concept's name at one of its places. */
export interface SphereWord {
  conceptId: number;
  label: string;
}

/** The longest piece of the words' layout in one task (ms): far under a long task, even slowed. */
const LAYOUT_SLICE_MS = 5;

export interface LaidOut {
  words: readonly SphereWord[];
  positions: Vec3[];
}

/**
 * The words' places on the sphere, laid out a few iterations per task (`layOutWordsInSteps`):
 * in one go, as the screen first rendered, it was its longest task. Null until the first layout
 * is done; a new set of words keeps the previous one shown meanwhile.
 */
export function useLaidOutWords(
  words: readonly SphereWord[],
  distances: DistanceTable,
): LaidOut | null {
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
