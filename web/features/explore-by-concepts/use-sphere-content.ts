import { useDeferredValue, useMemo } from 'react';
import type { Concept, ConceptRecoEntry } from '../../../common/api/concepts';
import type { SphereWord } from '../../components/charts/concept-sphere/concept-sphere';
import { sphereWordIds, spherePerfumes } from './concept-data';

const NO_WORDS: SphereWord[] = [];
const NO_DOTS: ReturnType<typeof spherePerfumes> = [];

/**
 * The sphere's words and perfume dots for the selection and the category. They render just after
 * the rest of the screen, in a render of their own: the screen paints without waiting for the
 * sphere's 300 nodes (and the layout of its words), and no single task does both. Deferred from
 * the moment the sphere shows (`shown`), since the words are known before the dots.
 */
export function useSphereContent({
  concepts,
  recos,
  selection,
  category,
  nameOf,
  shown,
}: {
  concepts: readonly Concept[] | undefined;
  recos: Readonly<Record<string, readonly ConceptRecoEntry[]>> | undefined;
  selection: readonly number[];
  category: string | null;
  nameOf: (id: number) => string;
  shown: boolean;
}) {
  const wordIds = useMemo(
    () => sphereWordIds(concepts ?? [], selection, category),
    [concepts, selection, category],
  );
  const words = useMemo<SphereWord[]>(
    () => wordIds.map((id) => ({ conceptId: id, label: nameOf(id) })),
    [wordIds, nameOf],
  );
  const dots = useMemo(() => (recos ? spherePerfumes(wordIds, recos) : []), [wordIds, recos]);
  return {
    words: useDeferredValue(shown ? words : NO_WORDS, NO_WORDS),
    dots: useDeferredValue(shown ? dots : NO_DOTS, NO_DOTS),
  };
}
