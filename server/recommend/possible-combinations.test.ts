import { describe, expect, it } from 'vitest';
import type { CatalogPerfume } from '../../common/domain/catalog-schema';
import { CatalogIndex } from '../catalog/catalog-index';
import { fixtureCatalog, fixturePerfume } from '../test-support/catalog-fixture';
import { POSSIBLE_COMBINATIONS_LIMIT, possibleCombinations } from './possible-combinations';

const ingredient = (id: number, key: string) => ({
  id,
  key,
  name: { en: key, fr: key, es: key },
  familyId: 1,
  kind: 'natural' as const,
  origins: [],
  imageUrl: '',
});
const withNotes = (id: number, ...keys: string[]): CatalogPerfume =>
  fixturePerfume({
    id,
    name: `Perfume ${id}`,
    ingredients: keys.map((key) => ({ key, proportion: Math.floor(100 / keys.length) })),
    hero: keys[0]!,
  });

function indexOf(perfumes: CatalogPerfume[], extra: ReturnType<typeof ingredient>[] = []) {
  const data = fixtureCatalog([{ id: 1, key: 'one', name: 'One', perfumes }]);
  data.ingredients.push(ingredient(4, 'jasmine'), ingredient(5, 'vanilla'), ...extra);
  return new CatalogIndex(data, 1);
}

// rose 1, musk 2, vetiver 3, jasmine 4, vanilla 5.
const index = indexOf([
  withNotes(1001, 'rose', 'musk', 'jasmine'),
  withNotes(1002, 'rose', 'musk', 'vanilla'),
  withNotes(1003, 'rose', 'jasmine'),
  withNotes(1004, 'musk', 'vetiver'),
  withNotes(1005, 'vanilla', 'vetiver'),
  withNotes(1006, 'vanilla'),
]);

describe('possible combinations', () => {
  it('counts the perfumes holding the selection and each other ingredient', () => {
    const found = possibleCombinations(index, [1]);
    expect(found.map(({ ingredientId, count }) => ({ ingredientId, count }))).toEqual([
      { ingredientId: 4, count: 2 },
      { ingredientId: 2, count: 2 },
      { ingredientId: 5, count: 1 },
    ]);
  });

  it('breaks equal counts by lift: share with the selection over share in the catalog', () => {
    const [jasmine, musk, vanilla] = possibleCombinations(index, [1]);
    // Rose is in 3 of 6 perfumes. Jasmine: 2 of those 3, and in 2 of 6 overall.
    expect(jasmine!.score).toBeCloseTo(2 / 3 / (2 / 6), 3);
    // Musk: 2 of 3, but in 3 of 6 overall: less specific to rose.
    expect(musk!.score).toBeCloseTo(2 / 3 / (3 / 6), 3);
    expect(vanilla!.score).toBeCloseTo(1 / 3 / (3 / 6), 3);
  });

  it('needs every selected ingredient, and never proposes a selected one', () => {
    const found = possibleCombinations(index, [1, 2]);
    expect(found.map((c) => [c.ingredientId, c.count])).toEqual([
      [4, 1],
      [5, 1],
    ]);
    expect(possibleCombinations(index, [2, 1, 2])).toEqual(found);
  });

  it('is empty when no perfume holds the whole selection', () => {
    expect(possibleCombinations(index, [4, 3])).toEqual([]);
  });

  it('ignores ingredients that are not in the catalog', () => {
    expect(possibleCombinations(index, [1, 999])).toEqual(possibleCombinations(index, [1]));
    expect(possibleCombinations(index, [999])).toEqual([]);
  });

  it(`keeps at most ${POSSIBLE_COMBINATIONS_LIMIT}`, () => {
    const extra = Array.from({ length: 40 }, (_, i) => ingredient(100 + i, `note-${i}`));
    const crowded = indexOf([withNotes(1001, 'rose', ...extra.map((e) => e.key))], extra);
    expect(possibleCombinations(crowded, [1])).toHaveLength(POSSIBLE_COMBINATIONS_LIMIT);
    expect(possibleCombinations(crowded, [1], 5)).toHaveLength(5);
  });
});
