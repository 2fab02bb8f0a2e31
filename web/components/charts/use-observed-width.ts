import { useEffect, useRef, useState } from 'react';

/**
 * An element's width in pixels, followed as the layout changes; `initial` until it is first
 * measured (and where there is no ResizeObserver), so that the first render lays out at a likely
 * size rather than at zero.
 */
export function useObservedWidth<E extends HTMLElement>(initial: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width;
      if (measured) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
