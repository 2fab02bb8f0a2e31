import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { TOOLTIP_DELAY_MS } from '../../../../common/domain/constants';
import type { BubbleNode } from './bubbles-layout';

export interface BubbleTooltipState {
  node: BubbleNode;
  /** Where the tooltip points, in pixels from the drawing area's top left corner. */
  left: number;
  top: number;
}

/**
 * A perfume dot's tooltip: it shows after the hover delay under a mouse only (a tap on a phone
 * opens the perfume straight away), above the dot, and hides as the pointer leaves.
 */
export function useBubbleTooltip(canvasRef: RefObject<HTMLElement | null>) {
  const [tooltip, setTooltip] = useState<BubbleTooltipState | null>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const showTooltip = (node: BubbleNode, event: PointerEvent) => {
    window.clearTimeout(hoverTimer.current);
    if (event.pointerType !== 'mouse') return;
    const canvas = canvasRef.current?.getBoundingClientRect();
    const dot = (event.currentTarget as Element).getBoundingClientRect();
    if (!canvas) return;
    const place = {
      left: dot.left + dot.width / 2 - canvas.left,
      top: dot.top - canvas.top,
    };
    hoverTimer.current = window.setTimeout(() => setTooltip({ node, ...place }), TOOLTIP_DELAY_MS);
  };
  const hideTooltip = () => {
    window.clearTimeout(hoverTimer.current);
    setTooltip(null);
  };
  return { tooltip, showTooltip, hideTooltip };
}
