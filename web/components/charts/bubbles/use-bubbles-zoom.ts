import { useEffect, useRef, useState, type RefObject } from 'react';
import { select, zoom, zoomIdentity, zoomTransform, type ZoomBehavior } from 'd3';
import {
  ANIMATION_MS,
  steppedZoom,
  ZOOM_MAX,
  ZOOM_MIN,
  type BubbleNode,
  type BubblesLayout,
} from './bubbles-layout';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const STEP_ZOOM_MS = 500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

type Behaviour = ZoomBehavior<SVGSVGElement, unknown>;
type Target = ReturnType<typeof select<SVGSVGElement, unknown>>;

/**
 * Zoom (wheel, pinch, buttons, 0.5 to 32) and move (drag) on a desktop's bubbles. d3-zoom drives
 * the transform of one group: no React render per frame. A phone's layout is drawn for the finger
 * at its own size: no zoom, and a drag scrolls the page. The buttons' steps and the reset glide
 * unless the visitor asks for reduced motion; `reveal` brings a focused bubble back into view when
 * the zoom has left it outside.
 */
export function useBubblesZoom({
  svgRef,
  layerRef,
  mobile,
  layout,
}: {
  svgRef: RefObject<SVGSVGElement | null>;
  layerRef: RefObject<SVGGElement | null>;
  mobile: boolean;
  layout: Pick<BubblesLayout, 'width' | 'height'>;
}) {
  const zoomRef = useRef<Behaviour | null>(null);
  const [zoomLevel, setZoomLevel] = useState(1);

  useEffect(() => {
    const svg = svgRef.current;
    const layer = layerRef.current;
    if (!svg || !layer || mobile) return;
    const behaviour = zoom<SVGSVGElement, unknown>()
      .scaleExtent([ZOOM_MIN, ZOOM_MAX])
      .on('zoom', (event: { transform: { k: number; toString(): string } }) => {
        layer.setAttribute('transform', event.transform.toString());
        layer.style.setProperty('--zoom', String(event.transform.k));
      })
      .on('end', (event: { transform: { k: number } }) => setZoomLevel(event.transform.k));
    zoomRef.current = behaviour;
    select(svg).call(behaviour);
    return () => {
      select(svg).on('.zoom', null);
      zoomRef.current = null;
      layer.removeAttribute('transform');
      layer.style.removeProperty('--zoom');
    };
  }, [mobile, svgRef, layerRef]);

  const animate = (duration: number, action: (behaviour: Behaviour, target: Target) => void) => {
    const svg = svgRef.current;
    const behaviour = zoomRef.current;
    if (!svg || !behaviour) return;
    const target = select(svg);
    if (prefersReducedMotion()) action(behaviour, target);
    else action(behaviour, target.transition().duration(duration) as never);
  };

  const zoomBy = (direction: 1 | -1) =>
    animate(STEP_ZOOM_MS, (behaviour, target) => {
      const current = svgRef.current ? zoomTransform(svgRef.current).k : 1;
      behaviour.scaleTo(target, steppedZoom(current, direction));
    });
  const resetZoom = () =>
    animate(ANIMATION_MS, (behaviour, target) => behaviour.transform(target, zoomIdentity));

  const reveal = (node: BubbleNode) => {
    const svg = svgRef.current;
    if (!svg) return;
    const transform = zoomTransform(svg);
    const [x, y] = transform.apply([node.x, node.y]);
    if (x >= 0 && x <= layout.width && y >= 0 && y <= layout.height) return;
    animate(STEP_ZOOM_MS, (behaviour, target) => behaviour.translateTo(target, node.x, node.y));
  };

  return { zoomLevel, zoomBy, resetZoom, reveal };
}
