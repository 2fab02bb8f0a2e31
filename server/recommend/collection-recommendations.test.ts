import { describe, expect, it } from 'vitest';
import type { CatalogBrand, CatalogPerfume } from '../../common/domain/catalog-schema';
import { CatalogIndex } from '../catalog/catalog-index';
import { fixtureCatalog, fixturePerfume } from '../test-support/catalog-fixture';
import { recommend } from './profile-recommendations';

// Recommendations that read the collection (issue 30): a perfume rated 1 or 2 pushes the perfumes
// built like it down, what is owned is never proposed, and a favourite the visitor rated explains
// the perfumes it brings ("You rated … 5: this shares its …").

const l = (en: string, fr: string, es: string) => ({ en, fr, es });
const notes = (...pairs: [string, number][]) =>
  pairs.map(([key, proportion]) => ({ key, proportion }));
const p = (id: number, name: string, over: Partial<CatalogPerfume>) =>
  fixturePerfume({ id, name, ...over });

function indexOf(brands: CatalogBrand[]): CatalogIndex {
  const data = fixtureCatalog(brands);
  data.ingredients.push(
    {
      id: 4,
      key: 'jasmine',
      name: l('Jasmine', 'Jasmin', 'Jazmín'),
      familyId: 1,
      kind: 'natural',
      origins: [],
      imageUrl: '',
    },
    {
      id: 5,
      key: 'vanilla',
      name: l('Vanilla', 'Vanille', 'Vainilla'),
      familyId: 3,
      kind: 'natural',
      origins: [],
      imageUrl: '',
    },
    {
      id: 6,
      key: 'iris',
      name: l('Iris', 'Iris', 'Iris'),
      familyId: 1,
      kind: 'natural',
      origins: [],
      imageUrl: '',
    },
    {
      id: 7,
      key: 'cedar',
      name: l('Cedarwood', 'Cèdre', 'Cedro'),
      familyId: 3,
      kind: 'natural',
      origins: [],
      imageUrl: '',
    },
  );
  return new CatalogIndex(data, 1);
}

// A rose-jasmine favourite; around it, perfumes built with vanilla, iris or cedar beside the rose.
const index = indexOf([
  {
    id: 1,
    key: 'house',
    name: 'House',
    perfumes: [
      p(1, 'Favourite', { ingredients: notes(['rose', 50], ['jasmine', 30], ['musk', 20]) }),
      p(2, 'Rose vanilla', { ingredients: notes(['rose', 50], ['vanilla', 30], ['musk', 20]) }),
      p(3, 'Rose iris', { ingredients: notes(['rose', 50], ['iris', 30], ['musk', 20]) }),
      p(4, 'Rose cedar', { ingredients: notes(['rose', 50], ['cedar', 30], ['musk', 20]) }),
      p(5, 'Jasmine rose', { ingredients: notes(['jasmine', 50], ['rose', 30], ['musk', 20]) }),
      p(6, 'Vanilla rose', { ingredients: notes(['vanilla', 45], ['rose', 40], ['musk', 15]) }),
      p(7, 'Owned twin', { ingredients: notes(['rose', 48], ['jasmine', 32], ['musk', 20]) }),
      p(8, 'Vanilla cedar', {
        ingredients: notes(['vanilla', 50], ['cedar', 50]),
        hero: 'vanilla',
      }),
    ],
  },
]);

const ranked = (options: Parameters<typeof recommend>[2] = {}) =>
  recommend(index, [1], { limit: 12, ...options }, 'en')!.map((r) => r.perfume.name);

describe('recommendations reading the collection', () => {
  it('lowers the perfumes built like one rated 1, and never proposes the perfume rated', () => {
    const before = ranked();
    const after = ranked({ ratings: new Map([[6, 1]]) });
    expect(before).toContain('Vanilla rose');
    expect(after).not.toContain('Vanilla rose');
    // Rose vanilla is built like the perfume rated 1: it falls; the others keep their order.
    expect(after.indexOf('Rose vanilla')).toBeGreaterThan(before.indexOf('Rose vanilla'));
    // Before, it came just ahead of Rose cedar, built the same way with cedar: now after it.
    expect(before.indexOf('Rose vanilla')).toBeLessThan(before.indexOf('Rose cedar'));
    expect(after.indexOf('Rose vanilla')).toBeGreaterThan(after.indexOf('Rose cedar'));
  });

  it('never proposes what the visitor owns, though it is the closest of all', () => {
    expect(ranked()[0]).toBe('Owned twin');
    const owned = ranked({ excludedIds: [7, 3] });
    expect(owned).not.toContain('Owned twin');
    expect(owned).not.toContain('Rose iris');
    expect(owned.length).toBeGreaterThan(0);
  });

  it('says the rating of the favourite that explains a perfume, in each language', () => {
    const ratings = new Map([[1, 5]]);
    const en = recommend(index, [1], { limit: 12, ratings }, 'en')!;
    const twin = en.find((r) => r.perfume.name === 'Owned twin')!;
    expect(twin.reasonKind).toBe('rated');
    expect(twin.reason).toBe('You rated Favourite 5: this shares its rose, jasmine and musk.');
    const es = recommend(index, [1], { limit: 12, ratings }, 'es')!;
    expect(es.find((r) => r.perfume.name === 'Owned twin')!.reason).toBe(
      'Le diste un 5 a Favourite, y este comparte con él: rosa, jazmín y almizcle.',
    );
    // Without a rating, the reasons are those of favourites.
    const plain = recommend(index, [1], { limit: 12 }, 'en')!;
    expect(plain.every((r) => r.reasonKind !== 'rated')).toBe(true);
  });
});
