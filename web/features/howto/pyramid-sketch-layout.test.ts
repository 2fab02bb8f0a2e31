import { describe, expect, it } from 'vitest';
import { pyramidBands } from './pyramid-sketch-layout';

const corners = (points: string) =>
  points.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);

describe('pyramidBands', () => {
  it('cuts the triangle into bands of the given shares, apex at the top', () => {
    const bands = pyramidBands([1, 1, 2], 200, 160, 0);
    expect(bands.map((band) => corners(band.points))).toEqual([
      [
        [100, 0],
        [100, 0],
        [125, 40],
        [75, 40],
      ],
      [
        [75, 40],
        [125, 40],
        [150, 80],
        [50, 80],
      ],
      [
        [50, 80],
        [150, 80],
        [200, 160],
        [0, 160],
      ],
    ]);
    expect(bands.map((band) => band.middle)).toEqual([20, 60, 120]);
  });

  it('leaves the gap between bands, not at the apex or the foot', () => {
    const [first, second] = pyramidBands([1, 1], 100, 100, 4);
    expect(corners(first!.points)[0]![1]).toBe(0);
    expect(corners(first!.points)[2]![1]).toBe(48);
    expect(corners(second!.points)[0]![1]).toBe(52);
    expect(corners(second!.points)[2]![1]).toBe(100);
  });

  it('draws nothing without shares', () => {
    expect(pyramidBands([], 100, 100)).toEqual([]);
    expect(pyramidBands([0, 0], 100, 100)).toEqual([]);
  });
});
