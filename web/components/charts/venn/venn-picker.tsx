import { useMemo, type KeyboardEvent } from 'react';
import { regionDots, regionPath, vennCircles, type Circle } from './venn-layout';
import './venn-picker.css';

export interface VennSet {
  id: number;
  label: string;
}

export interface VennRegion {
  /** Bit i: inside the i-th set. */
  mask: number;
  /** The button's accessible name: the region's sets and its number of perfumes. */
  name: string;
  /** One dot per perfume, best first; the colour of its family. */
  dots: readonly { id: number; color: string }[];
}

export interface VennPickerProps {
  sets: readonly VennSet[];
  /** Drawn in this order, so a region drawn later lies on top (smaller regions last). */
  regions: readonly VennRegion[];
  selectedMask: number | null;
  onPress: (mask: number) => void;
  /** The group's accessible name. */
  label: string;
  size?: number;
}

const DOT_RADIUS = 2.6;

/**
 * Where a set's name goes: above the circle for one or two sets (the left name ending and the
 * right one starting near the middle, so they never overlap), outside it away from the middle of
 * the drawing for three.
 */
function labelPlace(circle: Circle, index: number, size: number, count: number) {
  if (count <= 2) {
    const y = circle.y - circle.r - 10;
    if (count === 1) return { x: circle.x, y, anchor: 'middle' } as const;
    return index === 0
      ? ({ x: circle.x + circle.r * 0.1, y, anchor: 'end' } as const)
      : ({ x: circle.x - circle.r * 0.1, y, anchor: 'start' } as const);
  }
  const c = size / 2;
  const dx = circle.x - c;
  const dy = circle.y - c;
  const length = Math.hypot(dx, dy) || 1;
  const x = circle.x + (dx / length) * (circle.r + 10);
  const y = circle.y + (dy / length) * (circle.r + 10);
  const anchor = Math.abs(dx / length) < 0.3 ? 'middle' : dx < 0 ? 'end' : 'start';
  return { x, y, anchor } as const;
}

/**
 * The Venn picker: one circle per set, each region a button named by its sets and its number of
 * perfumes, holding a dot per perfume (the best in the middle). Pressing a region is the owner's
 * business (highlight it, open its results); the picker only shows which one is pressed.
 */
export function VennPicker({
  sets,
  regions,
  selectedMask,
  onPress,
  label,
  size = 320,
}: VennPickerProps) {
  const circles = useMemo(() => vennCircles(sets.length, size), [sets.length, size]);
  const shapes = useMemo(
    () =>
      regions.map((region) => ({
        ...region,
        path: regionPath(circles, region.mask),
        places: regionDots(circles, region.mask, region.dots.length, DOT_RADIUS),
      })),
    [regions, circles],
  );

  const onKeyDown = (event: KeyboardEvent<SVGPathElement>, mask: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPress(mask);
  };

  return (
    <svg
      className="venn-picker"
      viewBox={`-48 -8 ${size + 96} ${size + 16}`}
      role="group"
      aria-label={label}
    >
      {shapes.map((shape) => (
        <path
          key={shape.mask}
          className={`venn-picker__region${shape.mask === selectedMask ? ' is-selected' : ''}`}
          d={shape.path}
          role="button"
          tabIndex={0}
          aria-label={shape.name}
          aria-pressed={shape.mask === selectedMask}
          onClick={() => onPress(shape.mask)}
          onKeyDown={(event) => onKeyDown(event, shape.mask)}
        />
      ))}
      <g className="venn-picker__dots" aria-hidden="true">
        {shapes.flatMap((shape) =>
          shape.places.map((place, i) => (
            <circle
              key={`${shape.mask}-${shape.dots[i]!.id}`}
              cx={place.x}
              cy={place.y}
              r={DOT_RADIUS}
              fill={shape.dots[i]!.color}
            />
          )),
        )}
      </g>
      <g className="venn-picker__outlines" aria-hidden="true">
        {circles.map((circle, i) => (
          <circle key={i} cx={circle.x} cy={circle.y} r={circle.r} />
        ))}
      </g>
      <g className="venn-picker__labels" aria-hidden="true">
        {circles.map((circle, i) => {
          const place = labelPlace(circle, i, size, circles.length);
          return (
            <text
              key={i}
              x={place.x}
              y={place.y}
              textAnchor={place.anchor}
              dominantBaseline="middle"
            >
              {sets[i]?.label}
            </text>
          );
        })}
      </g>
    </svg>
  );
}
