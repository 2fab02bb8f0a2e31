import { describe, expect, it } from 'vitest';
import { fixtureIndex, fixturePerfume } from '../test-support/catalog-fixture';
import { perfumerAnswer } from '../perfumers/perfumer-answers';
import { houseAnswer } from './house-answers';

// A house page's facts on a hand-made catalog: the founding year and history when the catalog
// gives them, in the asked language, and nothing in their place when it does not.

const history = {
  en: 'A rose grower turned perfumer.',
  fr: 'Un rosiériste devenu parfumeur.',
  es: 'Un cultivador de rosas convertido en perfumista.',
};

const index = fixtureIndex([
  {
    id: 1,
    key: 'maison-rose',
    name: 'Maison Rose',
    country: 'FR',
    founded: 1921,
    history,
    perfumes: [
      fixturePerfume({ id: 1, name: 'Late', year: 2010, perfumers: ['Ann Ray'] }),
      fixturePerfume({ id: 2, name: 'Undated', year: null, perfumers: ['ann  RAY'] }),
      fixturePerfume({
        id: 3,
        name: 'Early',
        year: 1990,
        perfumers: ['Ann Ray', 'Bo Lind'],
        discontinued: true,
      }),
    ],
  },
  {
    id: 2,
    key: 'bois',
    name: 'Bois',
    perfumes: [
      fixturePerfume({
        id: 4,
        name: 'Cedar',
        perfumers: ['Bo Lind'],
        familyId: 3,
        ingredients: [
          { key: 'vetiver', proportion: 70 },
          { key: 'musk', proportion: 30 },
        ],
        hero: 'vetiver',
      }),
    ],
  },
]);

describe('a house page', () => {
  it('carries the founding year and the history in the asked language', () => {
    expect(houseAnswer(index, 'maison-rose', 'fr')).toMatchObject({
      name: 'Maison Rose',
      founded: 1921,
      history: history.fr,
    });
    expect(houseAnswer(index, 'maison-rose', 'es')!.history).toBe(history.es);
  });

  it('says nothing of them when the catalog does not give them', () => {
    expect(houseAnswer(index, 'bois', 'en')).toMatchObject({
      founded: null,
      history: null,
      country: null,
    });
  });

  it('lists the perfumes oldest first, the undated last, and marks the discontinued', () => {
    const house = houseAnswer(index, 'maison-rose', 'en')!;
    expect(house.perfumes.map((p) => [p.name, p.discontinued])).toEqual([
      ['Early', true],
      ['Late', false],
      ['Undated', false],
    ]);
  });

  it('credits one perfumer however the house spells them, most perfumes first', () => {
    expect(houseAnswer(index, 'maison-rose', 'en')!.perfumers).toEqual([
      { slug: 'ann-ray', name: 'Ann Ray', perfumeCount: 3 },
      { slug: 'bo-lind', name: 'Bo Lind', perfumeCount: 1 },
    ]);
    expect(perfumerAnswer(index, 'bo-lind', 'en')!.houses).toEqual([
      { key: 'bois', name: 'Bois', perfumeCount: 1 },
      { key: 'maison-rose', name: 'Maison Rose', perfumeCount: 1 },
    ]);
  });

  it('is null for a key no house has', () => {
    expect(houseAnswer(index, 'nowhere', 'en')).toBeNull();
  });
});
