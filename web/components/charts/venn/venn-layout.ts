// The geometry of the Venn picker: one to three equal circles that overlap, the outline of each
// region (inside some circles and outside the others) as an SVG path of arcs, and where a region's
// dots go. A region is a bit mask over the circles: bit i means "inside circle i".

export interface Point {
  x: number;
  y: number;
}

export interface Circle extends Point {
  r: number;
}

/**
 * The circles for n sets in a square of `size` pixels: one in the middle; two side by side; three
 * in a triangle. Each pair's centres are one radius apart, which leaves every region, even the one
 * shared by all three, room for its dots.
 */
export function vennCircles(n: number, size: number): Circle[] {
  const c = size / 2;
  if (n <= 1) return [{ x: c, y: c, r: size * 0.4 }];
  if (n === 2) {
    const r = size * 0.3;
    return [
      { x: c - r / 2, y: c, r },
      { x: c + r / 2, y: c, r },
    ];
  }
  const r = size * 0.28;
  // Centres on a circle of radius r/√3 around the middle: an equilateral triangle of side r, its
  // top vertex up; the group is lowered a little so the drawing is centred vertically.
  const R = r / Math.sqrt(3);
  const cy = c + R * 0.25;
  return [0, 1, 2].map((i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 3;
    return { x: c + R * Math.cos(a), y: cy + R * Math.sin(a), r };
  });
}

function inside(p: Point, circle: Circle, margin = 0): boolean {
  return Math.hypot(p.x - circle.x, p.y - circle.y) <= circle.r - margin;
}

function outside(p: Point, circle: Circle, margin = 0): boolean {
  return Math.hypot(p.x - circle.x, p.y - circle.y) >= circle.r + margin;
}

/** Whether a point lies in the region `mask`, at least `margin` pixels from its edges. */
export function inRegion(p: Point, circles: readonly Circle[], mask: number, margin = 0): boolean {
  return circles.every((circle, i) =>
    mask & (1 << i) ? inside(p, circle, margin) : outside(p, circle, margin),
  );
}

/** The region holding a point (0 when it is outside every circle). */
export function regionAt(p: Point, circles: readonly Circle[]): number {
  let mask = 0;
  circles.forEach((circle, i) => {
    if (inside(p, circle)) mask |= 1 << i;
  });
  return mask;
}

/** The angles (radians) where circle a meets circle b, measured on a; none when they do not. */
function crossings(a: Circle, b: Circle): number[] {
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  if (d === 0 || d >= a.r + b.r || d <= Math.abs(a.r - b.r)) return [];
  const base = Math.atan2(b.y - a.y, b.x - a.x);
  const spread = Math.acos((a.r * a.r + d * d - b.r * b.r) / (2 * a.r * d));
  return [base - spread, base + spread];
}

interface Arc {
  circle: number;
  from: number;
  to: number;
}

const pointOn = (c: Circle, angle: number): Point => ({
  x: c.x + c.r * Math.cos(angle),
  y: c.y + c.r * Math.sin(angle),
});

/** Two computed points that are the same crossing, rounding aside. */
const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) < 1e-6;

const fmt = (v: number) => String(Math.round(v * 100) / 100);

/**
 * The outline of a region as an SVG path: each circle is cut where the others cross it, and a
 * piece of circle i bounds the region when, just beside it, one side is the region (inside i, or
 * outside i, with the same other circles around). The pieces are then chained end to end.
 */
export function regionPath(circles: readonly Circle[], mask: number): string {
  const arcs: Arc[] = [];
  circles.forEach((circle, i) => {
    const cuts = circles
      .flatMap((other, j) => (j === i ? [] : crossings(circle, other)))
      .map((a) => (a + 2 * Math.PI) % (2 * Math.PI))
      .sort((a, b) => a - b);
    const pieces: [number, number][] =
      cuts.length === 0
        ? [
            [0, Math.PI],
            [Math.PI, 2 * Math.PI],
          ]
        : cuts.map((from, k) => [
            from,
            k + 1 < cuts.length ? cuts[k + 1]! : cuts[0]! + 2 * Math.PI,
          ]);
    for (const [from, to] of pieces) {
      if (to - from < 1e-9) continue;
      const mid = pointOn(circle, (from + to) / 2);
      let others = 0;
      circles.forEach((other, j) => {
        if (j !== i && Math.hypot(mid.x - other.x, mid.y - other.y) < other.r) others |= 1 << j;
      });
      if (mask === (others | (1 << i)) || mask === others) arcs.push({ circle: i, from, to });
    }
  });
  const parts: string[] = [];
  const left = [...arcs];
  while (left.length > 0) {
    const first = left.shift()!;
    const startPoint = pointOn(circles[first.circle]!, first.from);
    parts.push(`M${fmt(startPoint.x)},${fmt(startPoint.y)}`);
    let arc = first;
    let forward = true;
    for (;;) {
      const c = circles[arc.circle]!;
      const end = pointOn(c, forward ? arc.to : arc.from);
      const large = arc.to - arc.from > Math.PI ? 1 : 0;
      parts.push(
        `A${fmt(c.r)},${fmt(c.r)} 0 ${large} ${forward ? 1 : 0} ${fmt(end.x)},${fmt(end.y)}`,
      );
      if (near(end, startPoint)) break;
      const k = left.findIndex(
        (a) =>
          near(pointOn(circles[a.circle]!, a.from), end) ||
          near(pointOn(circles[a.circle]!, a.to), end),
      );
      if (k < 0) break;
      arc = left.splice(k, 1)[0]!;
      forward = near(pointOn(circles[arc.circle]!, arc.from), end);
    }
    parts.push('Z');
  }
  return parts.join(' ');
}

/** Points on a hexagonal grid of `spacing` over the circles' bounding box. */
function hexGrid(circles: readonly Circle[], spacing: number): Point[] {
  const minX = Math.min(...circles.map((c) => c.x - c.r));
  const maxX = Math.max(...circles.map((c) => c.x + c.r));
  const minY = Math.min(...circles.map((c) => c.y - c.r));
  const maxY = Math.max(...circles.map((c) => c.y + c.r));
  const rowHeight = (spacing * Math.sqrt(3)) / 2;
  const points: Point[] = [];
  for (let row = 0, y = minY; y <= maxY; row++, y += rowHeight) {
    for (let x = minX + (row % 2 ? spacing / 2 : 0); x <= maxX; x += spacing) points.push({ x, y });
  }
  return points;
}

/**
 * The point a region's label and its best dots gather around: the centre of its area, pulled to
 * the nearest point of the region when the area is a crescent whose centre falls outside it.
 */
export function regionAnchor(circles: readonly Circle[], mask: number): Point {
  const spacing = Math.min(...circles.map((c) => c.r)) / 12;
  const points = hexGrid(circles, spacing).filter((p) => inRegion(p, circles, mask, spacing));
  if (points.length === 0) return { x: circles[0]!.x, y: circles[0]!.y };
  const centre = {
    x: points.reduce((s, p) => s + p.x, 0) / points.length,
    y: points.reduce((s, p) => s + p.y, 0) / points.length,
  };
  if (inRegion(centre, circles, mask, spacing)) return centre;
  let best = points[0]!;
  for (const p of points) {
    if (
      Math.hypot(p.x - centre.x, p.y - centre.y) < Math.hypot(best.x - centre.x, best.y - centre.y)
    ) {
      best = p;
    }
  }
  return best;
}

/**
 * Where `count` dots of radius `dotRadius` go in a region, best first: the free places of a
 * hexagonal grid inside the region, nearest to its anchor first, so the perfumes that answer the
 * region best gather in its middle. The grid tightens until the region holds them all.
 */
export function regionDots(
  circles: readonly Circle[],
  mask: number,
  count: number,
  dotRadius: number,
): Point[] {
  if (count <= 0) return [];
  const anchor = regionAnchor(circles, mask);
  let spacing = dotRadius * 3.2;
  let places: Point[] = [];
  for (let attempt = 0; attempt < 12; attempt++) {
    places = hexGrid(circles, spacing).filter((p) => inRegion(p, circles, mask, dotRadius * 1.5));
    if (places.length >= count) break;
    spacing *= 0.85;
  }
  const distance = (p: Point) => Math.hypot(p.x - anchor.x, p.y - anchor.y);
  return places.sort((a, b) => distance(a) - distance(b) || a.y - b.y || a.x - b.x).slice(0, count);
}
