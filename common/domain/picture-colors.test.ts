import { describe, expect, it } from 'vitest';
import { pictureColors } from './picture-colors';

describe('pictureColors', () => {
  it('groups the five largest ingredients by family colour, largest share first', () => {
    expect(
      pictureColors([
        { color: '#c8782e', proportion: 10 },
        { color: '#C8782E', proportion: 20 },
        { color: '#E07A9F', proportion: 25 },
        { color: '#F0B429', proportion: 5 },
        { color: '#8A5A32', proportion: 15 },
        // The sixth largest is not a main ingredient.
        { color: '#3E8EC4', proportion: 4 },
      ]),
    ).toEqual([
      { color: '#C8782E', share: 40 },
      { color: '#E07A9F', share: 33 },
      { color: '#8A5A32', share: 20 },
      { color: '#F0B429', share: 7 },
    ]);
  });

  it('gives whole shares that add up to 100', () => {
    const colors = pictureColors([
      { color: '#111111', proportion: 1 },
      { color: '#222222', proportion: 1 },
      { color: '#333333', proportion: 1 },
    ]);
    expect(colors.map((c) => c.share)).toEqual([34, 33, 33]);
  });

  it('has no colour for a perfume without ingredients', () => {
    expect(pictureColors([])).toEqual([]);
  });
});
