import { describe, expect, it } from 'vitest';
import type { CatalogPerfume } from '../../common/domain/catalog-schema';
import { CatalogIndex } from '../catalog/catalog-index';
import { fixtureCatalog, fixturePerfume } from '../test-support/catalog-fixture';
import { similarPerfumes } from './similar-perfumes';
import { perfumeSimilarity } from './similarity';

const l = (en: string) => ({ en, fr: en, es: en });
const ingredient = (id: number, key: string, familyId: number) => ({
  id,
  key,
  name: l(key),
  familyId,
  kind: 'natural' as const,
  origins: [],
  imageUrl: '',
});
const p = (id: number, name: string, over: Partial<CatalogPerfume>) =>
  fixturePerfume({ id, name, ...over });

// Rose is the reference's hero. Ids: rose 1, musk 2, vetiver 3, jasmine 4, vanilla 5, iris 6,
// bergamot 7, cedar 8. Families: 1 floral, 2 musky, 3 woody.
function catalog() {
  const data = fixtureCatalog([
    {
      id: 1,
      key: 'one',
      name: 'One',
      perfumes: [
        p(1001, 'Reference', {
          gender: 'FU',
          ingredients: [
            { key: 'rose', proportion: 40 },
            { key: 'jasmine', proportion: 30 },
            { key: 'musk', proportion: 30 },
          ],
          hero: 'rose',
        }),
        p(1002, 'Twin', {
          gender: 'FU',
          ingredients: [
            { key: 'rose', proportion: 40 },
            { key: 'jasmine', proportion: 30 },
            { key: 'musk', proportion: 30 },
          ],
          hero: 'rose',
        }),
        p(1003, 'Rose in the background', {
          gender: 'FU',
          ingredients: [
            { key: 'jasmine', proportion: 30 },
            { key: 'musk', proportion: 20 },
            { key: 'vanilla', proportion: 15 },
            { key: 'iris', proportion: 15 },
            { key: 'bergamot', proportion: 12 },
            { key: 'rose', proportion: 8 },
          ],
          hero: 'jasmine',
        }),
        p(1006, 'Floral without shared notes', {
          gender: 'U',
          secondaryFamilyId: 3,
          ingredients: [
            { key: 'vetiver', proportion: 50 },
            { key: 'cedar', proportion: 50 },
          ],
          hero: 'cedar',
        }),
      ],
    },
    {
      id: 2,
      key: 'two',
      name: 'Two',
      perfumes: [
        p(2001, 'Woody rose', {
          gender: 'MU',
          familyId: 3,
          secondaryFamilyId: 1,
          ingredients: [
            { key: 'vetiver', proportion: 70 },
            { key: 'rose', proportion: 30 },
          ],
          hero: 'vetiver',
        }),
        p(2002, 'Musk', {
          gender: 'U',
          familyId: 2,
          secondaryFamilyId: 3,
          ingredients: [{ key: 'musk', proportion: 100 }],
          hero: 'musk',
        }),
      ],
    },
  ]);
  data.ingredients.push(
    ingredient(4, 'jasmine', 1),
    ingredient(5, 'vanilla', 3),
    ingredient(6, 'iris', 1),
    ingredient(7, 'bergamot', 1),
    ingredient(8, 'cedar', 3),
  );
  return new CatalogIndex(data, 1);
}

const index = catalog();
const similar = (options: Parameters<typeof similarPerfumes>[2], id = 1001) =>
  similarPerfumes(index, id, options)!;

describe('similar perfumes', () => {
  it('answers null for a perfume that is not in the catalog', () => {
    expect(similarPerfumes(index, 9999, { limit: 12 })).toBeNull();
  });

  it('never proposes the reference itself, and ranks by similarity', () => {
    const found = similar({ limit: 12 });
    expect(found.map((s) => s.perfume.id)).not.toContain(1001);
    expect(found[0]!.perfume.name).toBe('Twin');
    expect(found[0]!.recoValue).toBeCloseTo(1, 6);
    const values = found.map((s) => s.recoValue);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('gives each result the similarity of the pair', () => {
    const reference = index.perfumeById.get(1001)!;
    for (const s of similar({ limit: 12 })) {
      expect(s.recoValue).toBeCloseTo(perfumeSimilarity(index, reference, s.perfume), 9);
    }
  });

  it('respects the limit', () => {
    expect(similar({ limit: 2 }).map((s) => s.perfume.name)).toEqual([
      'Twin',
      'Rose in the background',
    ]);
    expect(similar({ limit: 0 })).toEqual([]);
  });

  describe('recoType', () => {
    const type = (name: string) =>
      similar({ limit: 12 }).find((s) => s.perfume.name === name)?.recoType;
    it('is hero when the reference hero is among the first five ingredients', () => {
      expect(type('Twin')).toBe('hero');
      expect(type('Woody rose')).toBe('hero');
    });
    it('is family when the hero is absent or further down, with the same main family', () => {
      expect(type('Rose in the background')).toBe('family');
    });
    it('is other otherwise', () => {
      expect(type('Musk')).toBe('other');
    });
  });

  describe('filters', () => {
    const ids = (options: Parameters<typeof similarPerfumes>[2]) =>
      similar(options).map((s) => s.perfume.id);
    it('by gender codes', () => {
      expect(ids({ limit: 12, gender: ['FU'] }).sort()).toEqual([1002, 1003]);
      expect(ids({ limit: 12, gender: ['MU', 'U'] }).sort()).toEqual([1006, 2001, 2002]);
    });
    it('by brand', () => {
      expect(ids({ limit: 12, brandIds: [2] }).sort()).toEqual([2001, 2002]);
    });
    it('by main family', () => {
      expect(ids({ limit: 12, familyIds: [3, 2] }).sort()).toEqual([2001, 2002]);
    });
  });

  describe('perfumes sharing no ingredient', () => {
    it('come from the reference’s main or secondary family, scored by families and gender', () => {
      const found = similar({ limit: 12 });
      const floral = found.find((s) => s.perfume.name === 'Floral without shared notes')!;
      // Same main family (0.6 of 0.15), unisex against a perfume for her (0.5 of 0.1).
      expect(floral.recoValue).toBeCloseTo(0.15 * 0.6 + 0.1 * 0.5, 9);
      expect(floral.recoType).toBe('family');
      // A shared note counts for more than the families alone.
      const woody = found.find((s) => s.perfume.name === 'Woody rose')!;
      expect(found.indexOf(woody)).toBeLessThan(found.indexOf(floral));
    });
    it('are never from a family the reference does not wear', () => {
      // Musk is musky (2) with a woody touch (3); the vetiver and cedar perfume is floral.
      expect(similar({ limit: 12 }, 2002).map((s) => s.perfume.id)).not.toContain(1006);
    });
  });
});
