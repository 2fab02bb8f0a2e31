import { arc, pie } from 'd3-shape';

// The donut of the profile's families: one slice per family, in the order given, sized by count.
// Pure geometry in a 0..size square, so it is tested without a DOM.

export interface DonutDatum {
  id: number;
  label: string;
  color: string;
  count: number;
}

export interface DonutSlice extends DonutDatum {
  /** SVG path of the slice around (0, 0): draw it translated by `origin`. */
  path: string;
  /** The donut's centre, moved out along the slice's middle when it is selected. */
  origin: [number, number];
  /** Where a label or a focus ring sits: the middle of the slice's band. */
  centroid: [number, number];
  /** Whole percent of the total, the largest remainder method making them add up to 100. */
  percent: number;
}

export interface DonutOptions {
  size: number;
  /** The hole, as a share of the radius. */
  innerRatio?: number;
  /** Gap between slices, in radians. */
  padAngle?: number;
  /** Pushes the selected slice out by this many units. */
  selectedId?: number | null;
  selectedOffset?: number;
}

/** Percentages that add up to exactly 100 (largest remainders get the leftover points). */
export function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const raw = counts.map((c) => (c * 100) / total);
  const floors = raw.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

export function donutLayout(data: readonly DonutDatum[], options: DonutOptions): DonutSlice[] {
  const {
    size,
    innerRatio = 0.58,
    padAngle = data.length > 1 ? 0.02 : 0,
    selectedId = null,
    selectedOffset = 6,
  } = options;
  const radius = size / 2 - selectedOffset;
  const shape = arc<{ startAngle: number; endAngle: number; padAngle: number }>()
    .innerRadius(radius * innerRatio)
    .outerRadius(radius)
    .cornerRadius(2);
  const angles = pie<DonutDatum>()
    .value((d) => d.count)
    .sort(null)
    .padAngle(padAngle)(data as DonutDatum[]);
  const percents = wholePercents(data.map((d) => d.count));
  return angles.map((a, i) => {
    const mid = (a.startAngle + a.endAngle) / 2;
    const push = a.data.id === selectedId ? selectedOffset : 0;
    const dx = Math.sin(mid) * push;
    const dy = -Math.cos(mid) * push;
    const [cx, cy] = shape.centroid(a);
    const path = shape(a) ?? '';
    return {
      ...a.data,
      path,
      origin: [size / 2 + dx, size / 2 + dy],
      centroid: [size / 2 + cx + dx, size / 2 + cy + dy],
      percent: percents[i]!,
    };
  });
}
