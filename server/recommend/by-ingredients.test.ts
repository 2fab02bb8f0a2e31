import { describe, expect, it } from 'vitest';
import type { CatalogPerfume } from '../../common/domain/catalog-schema';
import { CatalogIndex } from '../catalog/catalog-index';
import { fixtureCatalog, fixturePerfume } from '../test-support/catalog-fixture';
import { matchQuality, searchByIngredients, type IngredientWish } from './by-ingredients';

const notes = (...pairs: [string, number][]) =>
  pairs.map(([key, proportion]) => ({ key, proportion }));
const p = (id: number, name: string, over: Partial<CatalogPerfume>) =>
  fixturePerfume({ id, name, ...over });

// Ingredients: rose 1, musk 2, vetiver 3 (fixture), jasmine 4. Families: 1 floral, 2 musky, 3 woody.
function indexOf(perfumes: CatalogPerfume[], others: CatalogPerfume[] = []) {
  const data = fixtureCatalog([
    { id: 1, key: 'one', name: 'One', perfumes },
    { id: 2, key: 'two', name: 'Two', perfumes: others },
  ]);
  data.ingredients.push({
    id: 4,
    key: 'jasmine',
    name: { en: 'Jasmine', fr: 'Jasmin', es: 'Jazmín' },
    familyId: 1,
    kind: 'natural',
    origins: [],
    imageUrl: '',
  });
  return new CatalogIndex(data, 1);
}

const index = indexOf(
  [
    p(1001, 'All three, faint', {
      gender: 'FU',
      ingredients: notes(['jasmine', 70], ['rose', 10], ['musk', 10], ['vetiver', 10]),
      hero: 'jasmine',
    }),
    p(1002, 'Rose soliflore', {
      gender: 'FU',
      ingredients: notes(['rose', 90], ['musk', 10]),
      hero: 'rose',
    }),
    p(1003, 'Jasmine only', { ingredients: notes(['jasmine', 100]), hero: 'jasmine' }),
  ],
  [
    p(2001, 'All three, strong', {
      gender: 'MU',
      familyId: 3,
      ingredients: notes(['rose', 40], ['musk', 30], ['vetiver', 30]),
      hero: 'rose',
    }),
  ],
);

const rose = 1;
const musk = 2;
const vetiver = 3;
const wish = (ingredientId: number, proportion = 10): IngredientWish => ({
  ingredientId,
  proportion,
});
const search = (
  wishes: IngredientWish[],
  options: Partial<Parameters<typeof searchByIngredients>[2]> = {},
  on = index,
) => searchByIngredients(on, wishes, { limit: 50, ...options });
const names = (result: ReturnType<typeof search>) => result.hits.map((h) => h.perfume.name);

describe('perfumes by ingredients', () => {
  const all = [wish(rose), wish(musk), wish(vetiver)];

  it('lists only perfumes holding a selected ingredient, and counts them', () => {
    const result = search(all);
    expect(names(result)).not.toContain('Jasmine only');
    expect(result.total).toBe(3);
  });

  it('ranks perfumes holding every selected ingredient above partial matches', () => {
    // The soliflore has more of the selection (100) than the faint one (30), but lacks vetiver.
    expect(names(search(all))).toEqual(['All three, strong', 'All three, faint', 'Rose soliflore']);
  });

  it('then by the selected proportions, weighted by the requested ones', () => {
    const two = indexOf([
      p(1001, 'Rose first', { ingredients: notes(['rose', 40], ['vetiver', 20], ['musk', 40]) }),
      p(1002, 'Vetiver first', { ingredients: notes(['vetiver', 40], ['rose', 20], ['musk', 40]) }),
    ]);
    expect(names(search([wish(rose, 30), wish(vetiver, 10)], {}, two))).toEqual([
      'Rose first',
      'Vetiver first',
    ]);
    expect(names(search([wish(rose, 10), wish(vetiver, 30)], {}, two))).toEqual([
      'Vetiver first',
      'Rose first',
    ]);
  });

  it('then by popularity', () => {
    const same = notes(['rose', 60], ['musk', 40]);
    const twins = indexOf([
      p(1001, 'Less known', { popularity: 20, ingredients: same }),
      p(1002, 'Famous', { popularity: 90, ingredients: same }),
    ]);
    expect(names(search([wish(rose)], {}, twins))).toEqual(['Famous', 'Less known']);
  });

  it('gives a match quality of 0.5 and more only to complete matches', () => {
    const hits = new Map(search(all).hits.map((h) => [h.perfume.name, h.recoValue]));
    expect(hits.get('All three, strong')).toBeCloseTo(matchQuality(true, 100), 9);
    expect(hits.get('All three, faint')).toBeCloseTo(matchQuality(true, 30), 9);
    expect(hits.get('Rose soliflore')).toBeCloseTo(matchQuality(false, 100), 9);
    expect(hits.get('All three, faint')!).toBeGreaterThanOrEqual(0.5);
    expect(hits.get('Rose soliflore')!).toBeLessThan(0.5);
  });

  it('match quality grows with strength and stays within 0..1', () => {
    expect(matchQuality(true, 0)).toBe(0.5);
    expect(matchQuality(false, 0)).toBe(0);
    expect(matchQuality(true, 20)).toBeGreaterThan(matchQuality(true, 10));
    expect(matchQuality(true, 100)).toBeLessThanOrEqual(1);
  });

  it('marks hero when a selected ingredient is the perfume’s hero', () => {
    const types = new Map(search(all).hits.map((h) => [h.perfume.name, h.recoType]));
    expect(types.get('All three, strong')).toBe('hero');
    expect(types.get('Rose soliflore')).toBe('hero');
    expect(types.get('All three, faint')).toBe('other');
  });

  it('respects the limit, the total still counting every match', () => {
    const result = search(all, { limit: 1 });
    expect(names(result)).toEqual(['All three, strong']);
    expect(result.total).toBe(3);
  });

  it('filters by gender, brand and main family, the total too', () => {
    expect(search(all, { gender: ['FU'] })).toMatchObject({ total: 2 });
    expect(names(search(all, { gender: ['FU'] }))).toEqual(['All three, faint', 'Rose soliflore']);
    expect(names(search(all, { brandIds: [2] }))).toEqual(['All three, strong']);
    expect(names(search(all, { familyIds: [1] }))).toEqual(['All three, faint', 'Rose soliflore']);
    expect(search(all, { familyIds: [2] })).toEqual({ hits: [], total: 0 });
  });

  it('ignores ingredients that are not in the catalog', () => {
    expect(names(search([wish(rose), wish(999)]))).toEqual(names(search([wish(rose)])));
    expect(search([wish(999)])).toEqual({ hits: [], total: 0 });
  });
});
