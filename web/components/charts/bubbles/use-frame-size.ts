import { useEffect, useRef, useState } from 'react';

/** The drawing area's height / width and its width in CSS pixels, followed as it is resized. */
export function useFrameSize(initialAspect: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ aspect: initialAspect, width: 375 });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.contentRect;
      if (!box || box.width <= 0) return;
      setSize((current) => {
        const aspect = box.height > 0 ? box.height / box.width : current.aspect;
        const width = Math.round(box.width);
        return aspect === current.aspect && width === current.width ? current : { aspect, width };
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}
