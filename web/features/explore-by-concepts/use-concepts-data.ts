import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useConcepts } from '../../lib/api/concepts';
import { usePrecomputedFile } from '../../lib/api/precomputed-file';
import { conceptNeighbours } from './concept-data';

/**
 * What the concepts screen reads: the concepts, the distances between them and their best
 * perfumes, whether they are still loading or failed, and the lookups built on them.
 */
export function useConceptsData() {
  const concepts = useConcepts();
  const distances = usePrecomputedFile('conceptsDistance');
  const recos = usePrecomputedFile('conceptsRecos');
  // The screen renders its data in deferred renders, which React cuts into short tasks, rather
  // than in the queries' own updates, which React renders in one go (70 ms on a phone).
  const conceptsData = useDeferredValue(concepts.data);
  const distancesData = useDeferredValue(distances.data);
  const recosData = useDeferredValue(recos.data);

  const byId = useMemo(() => new Map((conceptsData ?? []).map((c) => [c.id, c])), [conceptsData]);
  const nameOf = useCallback((id: number) => byId.get(id)?.label ?? String(id), [byId]);

  const neighbourCache = useMemo(() => new Map<number, number[]>(), []);
  const neighboursOf = useCallback(
    (id: number) => {
      if (!distancesData) return [];
      let list = neighbourCache.get(id);
      if (!list) {
        list = conceptNeighbours(id, distancesData);
        neighbourCache.set(id, list);
      }
      return list;
    },
    [distancesData, neighbourCache],
  );
  useEffect(() => neighbourCache.clear(), [distancesData, neighbourCache]);

  const retry = () => {
    if (concepts.isError) void concepts.refetch();
    if (distances.isError) void distances.refetch();
    if (recos.isError) void recos.refetch();
  };

  return {
    conceptsData,
    distancesData,
    recosData,
    loading: !conceptsData || !distancesData || !recosData,
    failed: concepts.isError || distances.isError || recos.isError,
    retry,
    byId,
    nameOf,
    neighboursOf,
  };
}
