import { useState, type KeyboardEvent, type RefObject } from 'react';
import { neighbour, type BubbleLine, type BubbleNode, type BubblesLayout } from './bubbles-layout';

const arrows: Record<string, Parameters<typeof neighbour>[2]> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};

/**
 * The keyboard path through the two lines of bubbles. Each line is a toolbar with one tab stop
 * (the bubble last focused in it, else its selected bubble, else its first); arrow keys move
 * between its bubbles, Up and Down between lines, Home and End to its ends; Enter or Space
 * chooses. Ghost bubbles (no perfume) are never a stop.
 */
export function useBubbleLinesKeyboard({
  layout,
  lines,
  svgRef,
  choose,
}: {
  layout: BubblesLayout;
  lines: Record<BubbleLine, BubbleNode[]>;
  svgRef: RefObject<SVGSVGElement | null>;
  choose: (node: BubbleNode) => void;
}) {
  const [active, setActive] = useState<Record<BubbleLine, string | null>>({
    upper: null,
    lower: null,
  });

  const tabStop = (line: BubbleLine) => {
    const live = lines[line].filter((n) => !n.ghost);
    const chosen = active[line];
    if (chosen && live.some((n) => n.key === chosen)) return chosen;
    return (live.find((n) => n.selected) ?? live[0])?.key ?? null;
  };
  const stops: Record<BubbleLine, string | null> = {
    upper: tabStop('upper'),
    lower: tabStop('lower'),
  };

  const onKeyDown = (node: BubbleNode, event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(node);
      return;
    }
    const arrow = arrows[event.key];
    if (!arrow) return;
    event.preventDefault();
    const next = neighbour(layout, node.key, arrow);
    if (!next || !next.line) return;
    setActive((current) => ({ ...current, [next.line!]: next.key }));
    svgRef.current?.querySelector<SVGGElement>(`[data-key="${next.key}"]`)?.focus();
  };

  /** A bubble took the focus (by keyboard or pointer): it becomes its line's tab stop. */
  const onFocusBubble = (node: BubbleNode) =>
    setActive((current) => ({ ...current, [node.line!]: node.key }));

  return { stops, onKeyDown, onFocusBubble };
}
