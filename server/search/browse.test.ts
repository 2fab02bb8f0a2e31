import { describe, expect, it } from 'vitest';
import { fixtureIndex, fixturePerfume as p } from '../test-support/catalog-fixture';
import { browsePerfumes } from './browse';

const index = fixtureIndex([
  {
    id: 1,
    key: 'chanel',
    name: 'Chanel',
    perfumes: [
      p({ id: 1001, name: 'N°5', popularity: 98, gender: 'FU' }),
      p({ id: 1002, name: 'Coco Mademoiselle', popularity: 90, gender: 'FU' }),
      p({ id: 1003, name: 'Bleu de Chanel', popularity: 92, gender: 'MU', familyId: 3 }),
      p({ id: 1004, name: 'Égoïste', popularity: 40, gender: 'MU', familyId: 3 }),
    ],
  },
  {
    id: 2,
    key: 'guerlain',
    name: 'Guerlain',
    perfumes: [
      p({ id: 2001, name: 'Shalimar', popularity: 85, gender: 'FU' }),
      p({ id: 2002, name: 'Habit Rouge', popularity: 60, gender: 'MU' }),
      p({ id: 2003, name: "L'Heure Bleue", popularity: 70, gender: 'FU' }),
      p({ id: 2004, name: 'Angel Blue', popularity: 10, gender: 'U' }),
    ],
  },
  {
    id: 3,
    key: 'mugler',
    name: 'Mugler',
    perfumes: [p({ id: 3001, name: 'Angel', popularity: 88, gender: 'FU', familyId: 3 })],
  },
]);

const names = (result: ReturnType<typeof browsePerfumes>) => result.hits.map((h) => h.perfume.name);

describe('browsePerfumes', () => {
  it('lists a brand’s perfumes by name, however popular they are', () => {
    const guerlain = browsePerfumes(index, { brandIds: [2], limit: 20 });
    expect(names(guerlain)).toEqual(['Angel Blue', 'Habit Rouge', "L'Heure Bleue", 'Shalimar']);
    expect(guerlain.total).toBe(4);
  });

  it('files accented names under their letter and merges several brands into one order', () => {
    const result = browsePerfumes(index, { brandIds: [3, 1], limit: 20 });
    expect(names(result)).toEqual([
      'Angel',
      'Bleu de Chanel',
      'Coco Mademoiselle',
      'Égoïste',
      'N°5',
    ]);
  });

  it('applies gender and family filters, alone or together', () => {
    expect(names(browsePerfumes(index, { genders: ['MU'], limit: 20 }))).toEqual([
      'Bleu de Chanel',
      'Égoïste',
      'Habit Rouge',
    ]);
    const woodyMen = browsePerfumes(index, { genders: ['MU'], familyIds: [3], limit: 20 });
    expect(names(woodyMen)).toEqual(['Bleu de Chanel', 'Égoïste']);
    expect(woodyMen.total).toBe(2);
    expect(browsePerfumes(index, { brandIds: [3], genders: ['MU'], limit: 20 })).toEqual({
      hits: [],
      total: 0,
    });
  });

  it('lists the whole catalog without a filter, a page at a time', () => {
    const first = browsePerfumes(index, { limit: 4 });
    const second = browsePerfumes(index, { limit: 4, offset: 4 });
    const last = browsePerfumes(index, { limit: 4, offset: 8 });
    expect(first.total).toBe(9);
    expect([...names(first), ...names(second), ...names(last)]).toEqual([
      'Angel',
      'Angel Blue',
      'Bleu de Chanel',
      'Coco Mademoiselle',
      'Égoïste',
      'Habit Rouge',
      "L'Heure Bleue",
      'N°5',
      'Shalimar',
    ]);
    expect(browsePerfumes(index, { limit: 4, offset: 20 })).toEqual({ hits: [], total: 9 });
  });

  it('agrees with a plain filter and sort for every combination of filters and pages', () => {
    const everyone = [...index.perfumes].sort((a, b) =>
      a.search.name < b.search.name ? -1 : a.search.name > b.search.name ? 1 : 0,
    );
    const choices = <T>(values: T[]) => [[], ...values.map((v) => [v]), values];
    for (const brandIds of choices([1, 2, 3]))
      for (const familyIds of choices([1, 3]))
        for (const genders of choices(['FU', 'MU', 'U'] as const))
          for (const offset of [0, 1, 3]) {
            const expected = everyone.filter(
              (p) =>
                (brandIds.length === 0 || brandIds.includes(p.brandId)) &&
                (familyIds.length === 0 || familyIds.includes(p.familyId)) &&
                (genders.length === 0 || genders.includes(p.gender)),
            );
            const result = browsePerfumes(index, {
              brandIds,
              familyIds,
              genders,
              offset,
              limit: 2,
            });
            const label = JSON.stringify({ brandIds, familyIds, genders, offset });
            expect(result.total, label).toBe(expected.length);
            expect(names(result), label).toEqual(
              expected.slice(offset, offset + 2).map((p) => p.name),
            );
          }
  });

  it('answers nothing for an unknown brand', () => {
    expect(browsePerfumes(index, { brandIds: [99], limit: 20 })).toEqual({ hits: [], total: 0 });
  });
});
