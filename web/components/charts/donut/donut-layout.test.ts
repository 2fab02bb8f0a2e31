import { describe, expect, it } from 'vitest';
import { donutLayout, wholePercents } from './donut-layout';

const data = [
  { id: 1, label: 'Floral', color: '#e7a1b0', count: 3 },
  { id: 2, label: 'Woody', color: '#8a6a4a', count: 2 },
  { id: 3, label: 'Citrus', color: '#f2c14e', count: 1 },
];

describe('donut layout', () => {
  it('gives whole percentages that add up to 100', () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([3, 2, 1])).toEqual([50, 33, 17]);
    expect(wholePercents([0, 0])).toEqual([0, 0]);
  });

  it('draws one slice per family in the given order, sized by count', () => {
    const slices = donutLayout(data, { size: 200 });
    expect(slices.map((s) => s.label)).toEqual(['Floral', 'Woody', 'Citrus']);
    expect(slices.map((s) => s.percent)).toEqual([50, 33, 17]);
    for (const s of slices) {
      expect(s.path).toMatch(/^M/);
      expect(s.origin).toEqual([100, 100]);
      // The label point sits in the band, inside the square.
      const [x, y] = s.centroid;
      const r = Math.hypot(x - 100, y - 100);
      expect(r).toBeGreaterThan(94 * 0.58);
      expect(r).toBeLessThan(94);
    }
    // Floral, half the total, starts at 12 o'clock and turns clockwise: its middle is at 3 o'clock.
    expect(slices[0]!.centroid[0]).toBeGreaterThan(100);
    expect(Math.abs(slices[0]!.centroid[1] - 100)).toBeLessThan(1);
  });

  it('moves the selected slice out along its middle', () => {
    const slices = donutLayout(data, { size: 200, selectedId: 1, selectedOffset: 6 });
    expect(slices[0]!.origin[0]).toBeCloseTo(106);
    expect(slices[1]!.origin).toEqual([100, 100]);
  });

  it('draws a single family as a full ring', () => {
    const [only] = donutLayout([data[0]!], { size: 100 });
    expect(only!.percent).toBe(100);
    expect(only!.path).toMatch(/^M/);
  });
});
