import { describe, expect, it } from 'vitest';
import {
  conceptDistance,
  decay,
  dragRotation,
  fibonacciSphere,
  layOutDots,
  layOutWords,
  MAX_PITCH,
  placeLabels,
  project,
  projectInto,
  rotate,
  rotationFacing,
  shortestAngle,
  SHRINK,
  type DistanceTable,
  type Vec3,
} from './sphere-layout';

const length = (p: Vec3) => Math.hypot(...p);
const angle = (a: Vec3, b: Vec3) =>
  Math.acos(
    Math.max(-1, Math.min(1, (a[0] * b[0] + a[1] * b[1] + a[2] * b[2]) / (length(a) * length(b)))),
  );

describe('projection', () => {
  it('keeps the front point in the middle, larger and opaque; the back one smaller and faint', () => {
    const front = project([0, 0, 1], { yaw: 0, pitch: 0 }, 100);
    const back = project([0, 0, -1], { yaw: 0, pitch: 0 }, 100);
    expect(front.x).toBeCloseTo(0);
    expect(front.y).toBeCloseTo(0);
    expect(front.scale).toBeCloseTo(1.5);
    expect(front.opacity).toBeCloseTo(1);
    expect(back.scale).toBeCloseTo(0.75);
    expect(back.opacity).toBeCloseTo(0.15);
  });

  it('draws up as up on screen (y grows downwards) and right as right', () => {
    const top = project([0, 1, 0], { yaw: 0, pitch: 0 }, 100);
    expect(top.y).toBeCloseTo(-100);
    const right = project([1, 0, 0], { yaw: 0, pitch: 0 }, 100);
    expect(right.x).toBeCloseTo(100);
  });

  it('turns a point around the vertical axis by the yaw', () => {
    const turned = rotate([0, 0, 1], { yaw: Math.PI / 2, pitch: 0 });
    expect(turned[0]).toBeCloseTo(1);
    expect(turned[2]).toBeCloseTo(0);
    expect(length(rotate([0.3, -0.5, 0.81], { yaw: 1.1, pitch: -0.4 }))).toBeCloseTo(
      length([0.3, -0.5, 0.81]),
    );
  });

  it('projects in bulk exactly as one by one', () => {
    const points = fibonacciSphere(7);
    const flat = new Float64Array(points.flat());
    const out = new Float64Array(points.length * 5);
    const rotation = { yaw: 0.7, pitch: -0.3 };
    projectInto(flat, rotation, 120, out);
    points.forEach((p, i) => {
      const one = project(p, rotation, 120);
      expect(out[i * 5]).toBeCloseTo(one.x);
      expect(out[i * 5 + 1]).toBeCloseTo(one.y);
      expect(out[i * 5 + 2]).toBeCloseTo(one.scale);
      expect(out[i * 5 + 3]).toBeCloseTo(one.opacity);
      expect(out[i * 5 + 4]).toBeCloseTo(one.depth);
    });
  });

  it('brings a point to the front', () => {
    for (const p of fibonacciSphere(9)) {
      const rotation = rotationFacing(p);
      if (Math.abs(rotation.pitch) >= MAX_PITCH) continue;
      const facing = rotate(p, rotation);
      expect(facing[2]).toBeCloseTo(1);
    }
  });
});

describe('dragging and inertia', () => {
  it('turns with the pointer and never tips over the poles', () => {
    const turned = dragRotation({ yaw: 0, pitch: 0 }, 100, 0, 100);
    expect(turned.yaw).toBeGreaterThan(0);
    expect(turned.pitch).toBe(0);
    expect(dragRotation({ yaw: 0, pitch: 0 }, 0, 10_000, 100).pitch).toBe(MAX_PITCH);
  });

  it('slows down by half every half-life and stops', () => {
    expect(decay(0.01, 300)).toBeCloseTo(0.005);
    expect(decay(0.00003, 300)).toBe(0);
  });

  it('takes the short way round', () => {
    expect(shortestAngle(0.1, 2 * Math.PI - 0.1)).toBeCloseTo(-0.2);
    expect(shortestAngle(3, -3)).toBeCloseTo(2 * Math.PI - 6);
  });
});

describe('layOutWords', () => {
  // Four groups of ten related concepts; concepts of different groups share nothing.
  const ids = Array.from({ length: 40 }, (_, i) => i + 1);
  const group = (id: number) => Math.floor((id - 1) / 10);
  const distances: DistanceTable = Object.fromEntries(
    ids.map((a) => [
      a,
      Object.fromEntries(
        ids.filter((b) => b !== a).map((b) => [b, group(a) === group(b) ? 0.2 : 1]),
      ),
    ]),
  );
  const words = [...ids, ...ids.slice(0, 10)];
  const positions = layOutWords(words, distances);

  it('puts every word on the unit sphere, apart from the others', () => {
    expect(positions).toHaveLength(50);
    for (const p of positions) expect(length(p)).toBeCloseTo(1);
    for (let i = 0; i < positions.length; i++) {
      for (let j = i + 1; j < positions.length; j++) {
        expect(angle(positions[i]!, positions[j]!)).toBeGreaterThan(0.1);
      }
    }
  });

  it('brings related concepts closer than unrelated ones', () => {
    let near = 0;
    let nearCount = 0;
    let far = 0;
    let farCount = 0;
    for (let i = 0; i < 40; i++) {
      for (let j = i + 1; j < 40; j++) {
        const a = angle(positions[i]!, positions[j]!);
        if (group(ids[i]!) === group(ids[j]!)) {
          near += a;
          nearCount++;
        } else {
          far += a;
          farCount++;
        }
      }
    }
    expect(near / nearCount).toBeLessThan((far / farCount) * 0.8);
  });

  it('is deterministic', () => {
    expect(layOutWords(words, distances)).toEqual(positions);
  });

  it('treats a copy of a concept as unrelated to it', () => {
    expect(conceptDistance(distances, 3, 3)).toBe(1);
    expect(conceptDistance(distances, 3, 4)).toBe(0.2);
    expect(conceptDistance({}, 3, 4)).toBe(1);
  });
});

describe('layOutDots', () => {
  it('places a perfume near the words it answers, inside the words’ sphere', () => {
    const positions: Vec3[] = [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ];
    const [dot, lone] = layOutDots(
      [
        { id: 7, weights: [{ conceptId: 10, value: 0.9 }] },
        { id: 8, weights: [] },
      ],
      [10, 20, 30],
      positions,
    );
    expect(length(dot!)).toBeCloseTo(0.94);
    expect(angle(dot!, positions[0]!)).toBeLessThan(0.3);
    expect(length(lone!)).toBeCloseTo(0.94);
  });
});

describe('placeLabels', () => {
  /** Labels as `projectInto` writes them: x, y, scale, opacity, depth. */
  const projected = (...labels: [number, number, number, number, number][]) =>
    new Float64Array(labels.flat());
  const sizes = (widths: number[], ranks = widths.map(() => 2)) => ({
    widths: Float64Array.from(widths),
    height: 12,
    ranks: Uint8Array.from(ranks),
  });
  const place = (input: Float64Array, boxes: ReturnType<typeof sizes>, half = 200) => {
    const out = new Float64Array(input.length);
    placeLabels(input, boxes, half, out);
    return Array.from({ length: input.length / 5 }, (_, i) => ({
      x: out[i * 5]!,
      y: out[i * 5 + 1]!,
      scale: out[i * 5 + 2]!,
      opacity: out[i * 5 + 3]!,
    }));
  };

  it('keeps labels that do not touch as they are', () => {
    const input = projected([-60, 0, 1, 1, 0.5], [60, 0, 1.2, 0.8, 0.2]);
    expect(place(input, sizes([40, 40]))).toEqual([
      { x: -60, y: 0, scale: 1, opacity: 1 },
      { x: 60, y: 0, scale: 1.2, opacity: 0.8 },
    ]);
  });

  it('gives way to the nearer label: the back one shrinks, or is not written', () => {
    // "Rainy day" in front, "April showers" just behind it, overlapping on the right.
    const input = projected([0, 0, 1.3, 1, 0.8], [40, 8, 1.1, 0.7, 0.3]);
    const [front, back] = place(input, sizes([56, 80]));
    expect(front).toEqual({ x: 0, y: 0, scale: 1.3, opacity: 1 });
    expect(back!.opacity).toBe(0);
    // A little further, it fits once shrunk.
    const [, shrunk] = place(
      projected([0, 0, 1.3, 1, 0.8], [78, 10, 1.1, 0.7, 0.3]),
      sizes([56, 80]),
    );
    expect(shrunk).toMatchObject({ scale: 1.1 * SHRINK, opacity: 0.7 });
  });

  it('places a pointed or chosen word before the nearer plain one', () => {
    const input = projected([0, 0, 1.3, 1, 0.8], [10, 0, 1.1, 0.7, 0.3]);
    const [plain, pointed] = place(input, sizes([56, 56], [2, 4]));
    expect(pointed!.opacity).toBe(0.7);
    expect(plain!.opacity).toBe(0);
  });

  it('moves a label at the edge inside the drawing', () => {
    // "Brunch del domingo" at the sphere's right edge, on a phone.
    const [label] = place(projected([170, -202, 1, 1, 0]), sizes([110]), 204.8);
    expect(label!.x + 55).toBeCloseTo(204.8);
    expect(label!.y - 6).toBeCloseTo(-204.8);
  });

  it('keeps a word it leaves out inside the drawing too', () => {
    // Its transparent HTML twin stays in the page: outside, it widened a phone's page.
    const input = projected([0, 190, 1, 1, 0.8], [150, 190, 1.1, 0.7, 0.3]);
    const [, hidden] = place(input, sizes([300, 120]), 204.8);
    expect(hidden!.opacity).toBe(0);
    expect(hidden!.x + (120 * 1.1) / 2).toBeLessThanOrEqual(204.8 + 1e-9);
    expect(hidden!.y + (12 * 1.1) / 2).toBeLessThanOrEqual(204.8 + 1e-9);
  });

  it('leaves no two written labels overlapping on a whole sphere, turned anywhere', () => {
    const ids = Array.from({ length: 100 }, (_, i) => i);
    const points = new Float64Array(layOutWords(ids, {}).flat());
    const widths = ids.map((i) => 30 + ((i * 37) % 90));
    const input = new Float64Array(500);
    for (const yaw of [0, 1, 2.5, 4]) {
      projectInto(points, { yaw, pitch: -0.25 }, 160, input);
      const placed = place(input, sizes(widths), 204.8);
      const shown = placed.flatMap((p, i) =>
        p.opacity > 0
          ? [
              {
                left: p.x - (widths[i]! * p.scale) / 2,
                right: p.x + (widths[i]! * p.scale) / 2,
                top: p.y - 6 * p.scale,
                bottom: p.y + 6 * p.scale,
              },
            ]
          : [],
      );
      // Most of the front half stays readable.
      expect(shown.length).toBeGreaterThan(35);
      for (const [i, a] of shown.entries()) {
        expect(a.left).toBeGreaterThanOrEqual(-204.8 - 1e-9);
        expect(a.right).toBeLessThanOrEqual(204.8 + 1e-9);
        for (const b of shown.slice(i + 1)) {
          const overlap =
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          expect(overlap).toBe(false);
        }
      }
    }
  });
});
