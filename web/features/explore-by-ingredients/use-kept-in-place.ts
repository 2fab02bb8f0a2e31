import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * The first pick brings the strip and the best matches above the list. The browser keeps what
 * is on screen in place when content is added above it (scroll anchoring), but not at the very
 * top of the page, nor in every browser: the button just pressed is kept where it was by hand.
 * `keep(button)` marks it; it stays in place as the selection and the best matches change, until
 * the new best matches are in (`fetching` false) or the visitor scrolls.
 */
export function useKeptInPlace(
  selection: readonly number[],
  bestMatches: { data: unknown; isFetching: boolean },
) {
  const anchor = useRef<{ element: HTMLElement; top: number; scrollY: number } | null>(null);
  useLayoutEffect(() => {
    const kept = anchor.current;
    if (!kept) return;
    // Gone, or the visitor has scrolled since: nothing to keep.
    if (!kept.element.isConnected || Math.abs(window.scrollY - kept.scrollY) >= 1) {
      anchor.current = null;
      return;
    }
    const moved = kept.element.getBoundingClientRect().top - kept.top;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    kept.scrollY = window.scrollY;
    // Kept until the new best matches are in: they arrive a moment after the pick.
    if (!bestMatches.isFetching) anchor.current = null;
  }, [selection, bestMatches.data, bestMatches.isFetching]);

  return useCallback((element: HTMLElement) => {
    const top = element.getBoundingClientRect().top;
    anchor.current = { element, top, scrollY: window.scrollY };
  }, []);
}
