import { describe, expect, it } from 'vitest';
import type { Perfume } from '../../../../common/api/catalog';
import {
  calloutPosition,
  formatPercent,
  labelPlacement,
  layoutQuad,
  quadItems,
} from './quad-layout';

type IngredientProportion = Perfume['ingredientProportions'][number];

function proportion(id: number, name: string, value: number, color = '#C8782E') {
  return {
    id,
    proportion: value,
    ingredient: {
      id,
      name,
      family: { id: 3, name: 'Amber', color, imageUrl: '' },
      imageUrl: '',
      lightImageUrl: '',
      useGenericImageUrl: true,
      useGenericLightImageUrl: true,
      isIngredientChapter: false,
    },
    stages: [],
  } satisfies IngredientProportion;
}

const shalimar = [
  proportion(48, 'Vanilla', 20),
  proportion(168, 'Bergamot', 14, '#F0B429'),
  proportion(38, 'Iris', 12, '#C9A7D8'),
  proportion(7, 'Opoponax', 54),
];

describe('quadItems', () => {
  it('doubles the hero ingredient before the layout, and keeps the real percentages', () => {
    const items = quadItems(shalimar, 48);
    const vanilla = items.find((item) => item.id === 48)!;
    expect(vanilla).toMatchObject({ hero: true, weight: 40, percent: 20 });
    expect(items.find((item) => item.id === 168)).toMatchObject({ hero: false, weight: 14 });
    expect(items.reduce((sum, item) => sum + item.percent, 0)).toBeCloseTo(100, 10);
  });

  it('orders by drawn weight, largest first', () => {
    expect(quadItems(shalimar, 48).map((item) => item.name)).toEqual([
      'Opoponax',
      'Vanilla',
      'Bergamot',
      'Iris',
    ]);
    expect(quadItems(shalimar, 168).map((item) => item.name)).toEqual([
      'Opoponax',
      'Bergamot',
      'Vanilla',
      'Iris',
    ]);
  });

  it('normalises proportions that do not sum to 100 and leaves out empty ones', () => {
    const items = quadItems(
      [proportion(1, 'A', 3), proportion(2, 'B', 1), proportion(3, 'C', 0)],
      null,
    );
    expect(items.map((item) => [item.name, item.percent])).toEqual([
      ['A', 75],
      ['B', 25],
    ]);
  });

  it('takes the ingredient family colour', () => {
    expect(quadItems(shalimar, 48).find((item) => item.id === 168)?.color).toBe('#F0B429');
  });
});

describe('layoutQuad', () => {
  it('fills the square with areas proportional to the weights', () => {
    const items = quadItems(shalimar, 48);
    const tiles = layoutQuad(items);
    const totalWeight = items.reduce((sum, item) => sum + item.weight, 0);
    expect(tiles.reduce((sum, t) => sum + t.width * t.height, 0)).toBeCloseTo(10000, 6);
    for (const tile of tiles) {
      expect((tile.width * tile.height) / 100).toBeCloseTo((tile.weight / totalWeight) * 100, 6);
      expect(tile.x).toBeGreaterThanOrEqual(0);
      expect(tile.y).toBeGreaterThanOrEqual(0);
      expect(tile.x + tile.width).toBeLessThanOrEqual(100 + 1e-9);
      expect(tile.y + tile.height).toBeLessThanOrEqual(100 + 1e-9);
    }
    // The hero, doubled, covers twice the area its proportion alone would.
    const vanilla = tiles.find((t) => t.id === 48)!;
    expect(vanilla.width * vanilla.height).toBeCloseTo((40 / 120) * 10000, 6);
  });

  it('is empty without ingredients', () => {
    expect(layoutQuad([])).toEqual([]);
  });
});

describe('formatPercent', () => {
  it('rounds large shares and keeps one decimal for small ones, in the locale', () => {
    expect(formatPercent(20, 'en')).toBe('20');
    expect(formatPercent(6.25, 'en')).toBe('6.3');
    expect(formatPercent(6.25, 'fr')).toBe('6,3');
  });
});

describe('labelPlacement', () => {
  it('writes a name across its tile, on two lines between words, else upright', () => {
    expect(labelPlacement('Vanilla', 120, 80)).toBe('across');
    expect(labelPlacement('Tonka bean', 64, 70)).toBe('across');
    expect(labelPlacement('Opoponax', 40, 150)).toBe('upright');
  });

  it('drops the icon rather than write the name under it in a low tile', () => {
    // Shalimar's bergamot in the comparison on a phone: the name ran under the drop icon.
    expect(labelPlacement('Bergamot', 95, 36)).toBe('across-tight');
    expect(labelPlacement('Tonka bean', 64, 60)).toBe('across-tight');
    // Beside the icon on one line, or below it: both are drawn.
    expect(labelPlacement('Iris', 120, 36)).toBe('across');
    expect(labelPlacement('Bergamot', 95, 56)).toBe('across');
  });

  it('tries the small type before giving up the tile', () => {
    // Black Opium's patchouli in the perfume view: the regular type breaks the word.
    expect(labelPlacement('Patchouli', 80, 88)).toBe('across-small');
    expect(labelPlacement('Opoponax', 28, 90)).toBe('upright-small');
  });

  it('never breaks a word: a tile narrower than a word names it in a callout', () => {
    expect(labelPlacement('Opoponax', 40, 40)).toBe('callout');
    expect(labelPlacement('Vanilla', 120, 20)).toBe('callout');
    expect(labelPlacement('Sandalwood', 60, 30)).toBe('callout');
  });
});

describe('calloutPosition', () => {
  it('goes above the tile, below one at the top, aligned to the near side', () => {
    expect(calloutPosition({ x: 40, y: 50, width: 20, height: 20 })).toEqual({
      left: 50,
      top: 50,
      align: 'centre',
      below: false,
    });
    expect(calloutPosition({ x: 0, y: 0, width: 10, height: 10 })).toEqual({
      left: 0,
      top: 10,
      align: 'start',
      below: true,
    });
    expect(calloutPosition({ x: 85, y: 60, width: 15, height: 40 })).toMatchObject({
      left: 100,
      align: 'end',
    });
  });
});
