import { describe, expect, it } from 'vitest';
import { preferBrands } from './prefer-brands';

const items = [
  { id: 1, brand: 10 },
  { id: 2, brand: 20 },
  { id: 3, brand: 10 },
  { id: 4, brand: 30 },
  { id: 5, brand: 20 },
];
const ids = (list: typeof items) => list.map((i) => i.id);

describe('preferBrands', () => {
  it("puts the partner's brands first and keeps each group's order", () => {
    expect(ids(preferBrands(items, (i) => i.brand, [20]))).toEqual([2, 5, 1, 3, 4]);
    expect(ids(preferBrands(items, (i) => i.brand, [30, 20]))).toEqual([2, 4, 5, 1, 3]);
  });

  it('changes nothing without a list, or with brands absent from the results', () => {
    expect(ids(preferBrands(items, (i) => i.brand, undefined))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(preferBrands(items, (i) => i.brand, [99]))).toEqual([1, 2, 3, 4, 5]);
  });
});
