import { useCallback, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within `margin` of the screen, once
 * (it stays true). Heavy drawings below the fold wait for it, so a page's first seconds go to what
 * the visitor sees. Without IntersectionObserver, true at once.
 */
export function useNearViewport<T extends Element>(
  margin = '600px',
): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
