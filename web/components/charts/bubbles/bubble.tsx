import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import type { BubbleNode } from './bubbles-layout';

/** Frame units around a bubble that still select it (half the gap between two bubbles). */
const HIT_MARGIN = 5;

/**
 * One bubble of a line: a button named by `label`, its disc with what it holds drawn inside
 * (perfume dots on a selected subfamily, echoes of subfamilies on a family), and its name under
 * it for the eye. Perfume dots answer the pointer: a tooltip on hover, the perfume on click.
 */
export function Bubble({
  node,
  inner,
  tabStop,
  label,
  fontSize,
  onChoose,
  onKeyDown,
  onFocus,
  onDotEnter,
  onDotLeave,
  onOpenPerfume,
}: {
  node: BubbleNode;
  /** The nodes drawn inside the disc. */
  inner: readonly BubbleNode[];
  /** This bubble is its line's tab stop. */
  tabStop: boolean;
  label: string;
  fontSize: number;
  onChoose: (node: BubbleNode) => void;
  onKeyDown: (node: BubbleNode, event: KeyboardEvent) => void;
  onFocus: (node: BubbleNode) => void;
  onDotEnter: (dot: BubbleNode, event: PointerEvent) => void;
  onDotLeave: () => void;
  onOpenPerfume: (perfumeId: number) => void;
}) {
  const classes = [
    'bubble',
    `bubble--${node.type}`,
    node.selected ? 'is-selected' : '',
    node.ghost ? 'is-ghost' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const hitHalfWidth = node.hitHalfWidth ?? node.radius + HIT_MARGIN;
  return (
    <g
      data-key={node.key}
      className={classes}
      role="button"
      tabIndex={node.ghost ? undefined : tabStop ? 0 : -1}
      aria-pressed={node.ghost ? undefined : node.selected}
      aria-disabled={node.ghost || undefined}
      aria-label={label}
      style={{ transform: `translate(${node.x}px, ${node.y}px)` } as CSSProperties}
      onClick={() => onChoose(node)}
      onKeyDown={(event) => onKeyDown(node, event)}
      onFocus={() => onFocus(node)}
    >
      {/* The bubble with its name is one target: small bubbles stay easy to hit on a phone. */}
      <rect
        className="bubble__hit"
        x={-hitHalfWidth}
        y={-node.radius - HIT_MARGIN}
        width={2 * hitHalfWidth}
        height={(node.labelY ?? node.y) - node.y + node.radius + HIT_MARGIN + fontSize * 1.2}
      />
      <g
        className="bubble__disc"
        style={
          {
            transform: `scale(${Math.max(node.radius, 0.001)})`,
            '--bubble-color': node.color,
          } as CSSProperties
        }
      >
        <circle className="bubble__circle" r={1} />
        {inner.map((child) => {
          const perfume = child.type === 'perfume';
          return (
            <circle
              key={child.key}
              className={perfume ? 'bubble__dot' : 'bubble__echo'}
              cx={(child.x - node.x) / node.radius}
              cy={(child.y - node.y) / node.radius}
              r={child.radius / node.radius}
              style={{ '--bubble-color': child.color } as CSSProperties}
              onPointerEnter={perfume ? (event) => onDotEnter(child, event) : undefined}
              onPointerLeave={perfume ? onDotLeave : undefined}
              onClick={
                perfume
                  ? (event) => {
                      event.stopPropagation();
                      onDotLeave();
                      onOpenPerfume(child.id);
                    }
                  : undefined
              }
            />
          );
        })}
      </g>
      <text
        className="bubble__label"
        y={(node.labelY ?? node.y) - node.y}
        fontSize={fontSize}
        aria-hidden="true"
      >
        {node.name}
      </text>
    </g>
  );
}
