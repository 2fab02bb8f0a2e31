import { useEffect, useRef, type RefObject } from 'react';
import { track } from '../../lib/analytics';

/** Spec section 7: the similar perfumes are a search of type PERFUMES, from this perfume. */
export function useTrackSimilarSearch(
  perfumeId: number,
  similar: readonly { id: number }[] | undefined,
) {
  const similarIds = similar
    ?.slice(0, 10)
    .map((item) => item.id)
    .join(',');
  useEffect(() => {
    if (similarIds === undefined) return;
    track({
      type: 'SEARCH_PERFUMES',
      searchType: 'PERFUMES',
      ids: [perfumeId],
      topResultIds: similarIds ? similarIds.split(',').map(Number) : [],
      resultCount: similar?.length ?? 0,
    });
    // Once per list of similar perfumes shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [perfumeId, similarIds]);
}

/**
 * However the comparison closes (its back link, Escape, the browser's back button), focus goes
 * back to the similar perfume that opened it, once the panel shows again (or to the title).
 */
export function useFocusBackFromComparison(
  selectedSimilar: number | null,
  body: RefObject<HTMLElement | null>,
  title: RefObject<HTMLElement | null>,
) {
  const comparedRef = useRef(selectedSimilar);
  useEffect(() => {
    const closed = comparedRef.current;
    comparedRef.current = selectedSimilar;
    if (closed === null || selectedSimilar !== null) return;
    const frame = requestAnimationFrame(() => {
      const item = body.current?.querySelector<HTMLElement>(`[data-similar-id="${closed}"]`);
      (item ?? title.current)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedSimilar, body, title]);
}
