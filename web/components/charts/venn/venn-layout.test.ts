import { describe, expect, it } from 'vitest';
import {
  inRegion,
  regionAnchor,
  regionAt,
  regionDots,
  regionPath,
  vennCircles,
  type Circle,
} from './venn-layout';

const masks = (n: number) => Array.from({ length: (1 << n) - 1 }, (_, i) => i + 1);

/** The arcs of a path: radius, flags and end point. */
const arcs = (path: string) => path.match(/A[^A-Z]+/g) ?? [];

describe('vennCircles', () => {
  it('fits the square and makes every pair overlap', () => {
    for (const n of [1, 2, 3]) {
      const circles = vennCircles(n, 300);
      expect(circles).toHaveLength(n);
      for (const c of circles) {
        expect(c.x - c.r).toBeGreaterThanOrEqual(0);
        expect(c.x + c.r).toBeLessThanOrEqual(300);
        expect(c.y - c.r).toBeGreaterThanOrEqual(0);
        expect(c.y + c.r).toBeLessThanOrEqual(300);
      }
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          const a = circles[i]!;
          const b = circles[j]!;
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(a.r + b.r);
        }
      }
    }
  });

  it('leaves a centre shared by all three circles', () => {
    const circles = vennCircles(3, 300);
    expect(regionAt({ x: 150, y: 150 + (circles[0]!.r / Math.sqrt(3)) * 0.25 }, circles)).toBe(7);
  });
});

describe('regionPath', () => {
  it('draws one circle as two half arcs', () => {
    const path = regionPath(vennCircles(1, 300), 1);
    expect(path.startsWith('M')).toBe(true);
    expect(arcs(path)).toHaveLength(2);
    expect(path.endsWith('Z')).toBe(true);
  });

  it('draws the lens of two circles with two arcs and each crescent with two', () => {
    const circles = vennCircles(2, 300);
    expect(arcs(regionPath(circles, 3))).toHaveLength(2);
    expect(arcs(regionPath(circles, 1))).toHaveLength(2);
    expect(arcs(regionPath(circles, 2))).toHaveLength(2);
  });

  it('draws every region of three circles as one closed outline', () => {
    const circles = vennCircles(3, 300);
    // All three together: a curved triangle; two of them only: three arcs; one only: three arcs.
    for (const mask of masks(3)) {
      const path = regionPath(circles, mask);
      expect(path.match(/M/g)).toHaveLength(1);
      expect(arcs(path)).toHaveLength(3);
    }
  });

  it('joins its arcs end to end and closes where it started', () => {
    const circles = vennCircles(3, 300);
    const path = regionPath(circles, 5);
    const start = path.match(/^M([\d.]+),([\d.]+)/)!;
    const last = arcs(path).at(-1)!.trim().split(' ').at(-1)!.split(',');
    expect(Number(last[0])).toBeCloseTo(Number(start[1]), 1);
    expect(Number(last[1])).toBeCloseTo(Number(start[2]), 1);
  });
});

describe('regionDots', () => {
  const counts: Record<number, number[]> = {
    1: [100],
    2: [100, 100, 65],
    3: [100, 100, 42, 100, 42, 42, 22],
  };

  it('places the asked number of dots inside their region, without overlap', () => {
    for (const n of [1, 2, 3]) {
      const circles = vennCircles(n, 320);
      masks(n).forEach((mask, k) => {
        const count = counts[n]![k]!;
        const dots = regionDots(circles, mask, count, 3);
        expect(dots).toHaveLength(count);
        for (const dot of dots) expect(inRegion(dot, circles, mask, 3)).toBe(true);
        for (let i = 0; i < dots.length; i++) {
          for (let j = i + 1; j < dots.length; j++) {
            expect(Math.hypot(dots[i]!.x - dots[j]!.x, dots[i]!.y - dots[j]!.y)).toBeGreaterThan(
              5.9,
            );
          }
        }
      });
    }
  });

  it('puts the best perfumes nearest the middle of the region', () => {
    const circles: Circle[] = vennCircles(2, 320);
    const anchor = regionAnchor(circles, 3);
    const dots = regionDots(circles, 3, 65, 3);
    const distance = (p: { x: number; y: number }) => Math.hypot(p.x - anchor.x, p.y - anchor.y);
    for (let i = 1; i < dots.length; i++) {
      expect(distance(dots[i]!)).toBeGreaterThanOrEqual(distance(dots[i - 1]!));
    }
    expect(inRegion(anchor, circles, 3)).toBe(true);
  });

  it('gives the anchor of a crescent inside the crescent', () => {
    const circles = vennCircles(3, 300);
    for (const mask of masks(3)) expect(regionAt(regionAnchor(circles, mask), circles)).toBe(mask);
  });

  it('places nothing for no perfume', () => {
    expect(regionDots(vennCircles(1, 300), 1, 0, 3)).toEqual([]);
  });
});
