import { describe, expect, it } from 'vitest';
import type { CatalogBrand, CatalogPerfume } from '../../common/domain/catalog-schema';
import { CatalogIndex } from '../catalog/catalog-index';
import { readCatalogFolder } from '../catalog/read-catalog';
import { validateCatalog } from '../catalog/validate';
import { fixtureCatalog, fixtureIndex, fixturePerfume } from '../test-support/catalog-fixture';
import { seedCatalogDir } from '../test-support/test-app';
import { RELATED_INGREDIENT_GROUPS } from './related-ingredients';
import {
  COMMON_NOTE_SHARE,
  RELATED_NOTE_CREDIT,
  SIMILARITY_WEIGHTS,
  TopPerfumes,
  compileFilter,
  ingredientCosine,
  passes,
  perfumeSimilarity,
  recommendIndex,
} from './similarity';

const note = (key: string) => [{ key, proportion: 100 }];

const brand = (id: number, perfumes: CatalogPerfume[]): CatalogBrand => ({
  id,
  key: `brand-${id}`,
  name: `Brand ${id}`,
  perfumes,
});

function pair(a: Partial<CatalogPerfume>, b: Partial<CatalogPerfume>) {
  const index = fixtureIndex([
    brand(1, [
      fixturePerfume({ id: 1001, name: 'A', ...a }),
      fixturePerfume({ id: 1002, name: 'B', ...b }),
    ]),
  ]);
  return {
    index,
    similarity: perfumeSimilarity(
      index,
      index.perfumeById.get(1001)!,
      index.perfumeById.get(1002)!,
    ),
    cosine: ingredientCosine(recommendIndex(index), 0, 1),
  };
}

describe('perfume similarity', () => {
  it('is 1 for two perfumes with the same ingredients, families and gender', () => {
    const { similarity, cosine } = pair({}, {});
    expect(cosine).toBeCloseTo(1, 6);
    expect(similarity).toBeCloseTo(1, 6);
  });

  it('is 0 with no related note, no family and no gender in common', () => {
    const data = fixtureCatalog([
      brand(1, [
        fixturePerfume({ id: 1001, name: 'A', gender: 'FU', familyId: 1, secondaryFamilyId: 2 }),
        fixturePerfume({
          id: 1002,
          name: 'B',
          gender: 'MU',
          familyId: 3,
          secondaryFamilyId: 4,
          ingredients: [{ key: 'vetiver', proportion: 100 }],
          hero: 'vetiver',
        }),
      ]),
    ]);
    data.families.push({ ...data.families[2]!, id: 4, key: 'fourth' });
    const index = new CatalogIndex(data, 1);
    const [a, b] = index.perfumes;
    expect(perfumeSimilarity(index, a!, b!)).toBe(0);
  });

  it('does not count the hero twice: the same proportions with different heroes are identical', () => {
    const ingredients = [
      { key: 'rose', proportion: 50 },
      { key: 'musk', proportion: 50 },
    ];
    const { cosine } = pair({ ingredients, hero: 'rose' }, { ingredients, hero: 'musk' });
    expect(cosine).toBeCloseTo(1, 6);
  });

  it('counts a near-synonym 0.8, a note of the same ingredient family 0.4, another 0', () => {
    const data = fixtureCatalog([
      brand(1, [
        fixturePerfume({ id: 1001, name: 'Rose', ingredients: note('rose'), hero: 'rose' }),
        fixturePerfume({
          id: 1002,
          name: 'Turkish rose',
          ingredients: note('turkish-rose'),
          hero: 'turkish-rose',
        }),
        fixturePerfume({
          id: 1003,
          name: 'Jasmine',
          ingredients: note('jasmine'),
          hero: 'jasmine',
        }),
        fixturePerfume({
          id: 1004,
          name: 'Vetiver',
          ingredients: note('vetiver'),
          hero: 'vetiver',
        }),
      ]),
    ]);
    data.ingredients.push(
      { ...data.ingredients[0]!, id: 4, key: 'turkish-rose' },
      { ...data.ingredients[0]!, id: 5, key: 'jasmine' },
    );
    const r = recommendIndex(new CatalogIndex(data, 1));
    expect(ingredientCosine(r, 0, 1)).toBeCloseTo(RELATED_NOTE_CREDIT.group, 6);
    expect(ingredientCosine(r, 0, 2)).toBeCloseTo(RELATED_NOTE_CREDIT.family, 6);
    expect(ingredientCosine(r, 0, 3)).toBe(0);
  });

  it('weighs down a note that most perfumes list', () => {
    // Musk in 10 perfumes of 10, rose and vetiver in one each: musk weighs √(0.2 / 1) as much.
    const filler = Array.from({ length: 8 }, (_, i) =>
      fixturePerfume({
        id: 1003 + i,
        name: `Filler ${i}`,
        ingredients: [
          { key: 'jasmine', proportion: 50 },
          { key: 'musk', proportion: 50 },
        ],
        hero: 'jasmine',
      }),
    );
    const data = fixtureCatalog([
      brand(1, [
        fixturePerfume({ id: 1001, name: 'A' }), // rose 60, musk 40
        fixturePerfume({
          id: 1002,
          name: 'B',
          ingredients: [
            { key: 'vetiver', proportion: 60 },
            { key: 'musk', proportion: 40 },
          ],
          hero: 'vetiver',
        }),
        ...filler,
      ]),
    ]);
    data.ingredients.push({ ...data.ingredients[0]!, id: 5, key: 'jasmine' });
    const r = recommendIndex(new CatalogIndex(data, 1));
    const musk = 40 * Math.sqrt(COMMON_NOTE_SHARE);
    expect(ingredientCosine(r, 0, 1)).toBeCloseTo(musk ** 2 / (60 ** 2 + musk ** 2), 6);
  });

  it('weighs notes 0.75, families 0.15 (main 0.6, secondary 0.4) and gender 0.1', () => {
    expect(SIMILARITY_WEIGHTS).toEqual({ ingredients: 0.75, families: 0.15, gender: 0.1 });
    // Same notes; the reference is floral (1) with a musky touch (2), unisex.
    const families = (familyId: number, secondaryFamilyId: number) =>
      pair({}, { familyId, secondaryFamilyId }).similarity;
    expect(families(1, 3)).toBeCloseTo(0.75 + 0.15 * 0.6 + 0.1, 6);
    expect(families(2, 1)).toBeCloseTo(0.75 + 0.15 * 0.8 + 0.1, 6);
    expect(families(3, 1)).toBeCloseTo(0.75 + 0.15 * 0.4 + 0.1, 6);
    expect(families(3, 2)).toBeCloseTo(0.75 + 0.15 * 0.4 + 0.1, 6);
    expect(families(2, 3)).toBeCloseTo(0.75 + 0.15 * 0.4 + 0.1, 6);
    const gender = (a: 'FU' | 'MU' | 'U', b: 'FU' | 'MU' | 'U') =>
      pair({ gender: a }, { gender: b }).similarity;
    expect(gender('FU', 'FU')).toBeCloseTo(1, 6);
    expect(gender('U', 'MU')).toBeCloseTo(0.95, 6);
    expect(gender('FU', 'MU')).toBeCloseTo(0.9, 6);
  });

  it('is symmetric and stays within 0..1', () => {
    const { index } = pair(
      {
        ingredients: [
          { key: 'rose', proportion: 70 },
          { key: 'vetiver', proportion: 30 },
        ],
      },
      { familyId: 3, hero: 'musk' },
    );
    const [a, b] = index.perfumes;
    const ab = perfumeSimilarity(index, a!, b!);
    expect(ab).toBeCloseTo(perfumeSimilarity(index, b!, a!), 12);
    expect(ab).toBeGreaterThan(0);
    expect(ab).toBeLessThan(1);
  });

  it('builds the per-catalog data once per index, lazily', () => {
    const { index } = pair({}, {});
    expect(recommendIndex(index)).toBe(recommendIndex(index));
    const other = pair({}, {}).index;
    expect(recommendIndex(other)).not.toBe(recommendIndex(index));
  });

  it('normalises each vector and lists each ingredient’s perfumes by position', () => {
    const { index } = pair({}, { ingredients: [{ key: 'musk', proportion: 100 }], hero: 'musk' });
    const r = recommendIndex(index);
    expect(ingredientCosine(r, 0, 0)).toBeCloseTo(1, 6);
    expect(ingredientCosine(r, 1, 1)).toBeCloseTo(1, 6);
    const musk = r.ingredientSlot.get(2)!;
    expect([...r.postingPerfume.slice(r.postingStart[musk]!, r.postingStart[musk + 1]!)]).toEqual([
      0, 1,
    ]);
  });
});

describe('related ingredient groups', () => {
  it('name catalog ingredients, each in one group at most', async () => {
    const { ingredients } = validateCatalog(await readCatalogFolder(seedCatalogDir)).data!;
    const keys = new Set(ingredients.map((i) => i.key));
    const grouped = RELATED_INGREDIENT_GROUPS.flat();
    expect(grouped.filter((key) => !keys.has(key))).toEqual([]);
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});

describe('filters', () => {
  const index = fixtureIndex([
    brand(1, [
      fixturePerfume({ id: 1001, name: 'Her', gender: 'FU', familyId: 1 }),
      fixturePerfume({ id: 1002, name: 'Him', gender: 'MU', familyId: 3 }),
    ]),
    brand(2, [fixturePerfume({ id: 2001, name: 'Both', gender: 'U', familyId: 2 })]),
  ]);
  const r = recommendIndex(index);
  const kept = (filters: Parameters<typeof compileFilter>[1]) => {
    const f = compileFilter(r, filters);
    return r.perfumes.filter((_, p) => passes(r, f, p)).map((p) => p.name);
  };

  it('keeps everything without filters', () => {
    expect(kept({})).toEqual(['Her', 'Him', 'Both']);
  });
  it('keeps the given genders', () => {
    expect(kept({ gender: ['FU', 'U'] })).toEqual(['Her', 'Both']);
  });
  it('keeps the given brands; an unknown brand matches nothing', () => {
    expect(kept({ brandIds: [2] })).toEqual(['Both']);
    expect(kept({ brandIds: [99] })).toEqual([]);
  });
  it('keeps the given main families', () => {
    expect(kept({ familyIds: [3, 2] })).toEqual(['Him', 'Both']);
  });
  it('combines filters', () => {
    expect(kept({ gender: ['MU', 'U'], brandIds: [1] })).toEqual(['Him']);
  });
});

describe('TopPerfumes', () => {
  const index = fixtureIndex([
    brand(1, [
      fixturePerfume({ id: 1001, name: 'A', popularity: 10 }),
      fixturePerfume({ id: 1002, name: 'B', popularity: 90 }),
      fixturePerfume({ id: 1003, name: 'C', popularity: 10 }),
      fixturePerfume({ id: 1004, name: 'D', popularity: 10 }),
    ]),
  ]);
  const r = recommendIndex(index);

  it('keeps the best scores, best first', () => {
    const top = new TopPerfumes(r, 2);
    [0.1, 0.9, 0.5, 0.7].forEach((s, p) => top.push(p, s));
    expect(top.drain()).toEqual([
      { position: 1, score: 0.9 },
      { position: 3, score: 0.7 },
    ]);
  });

  it('breaks ties by popularity, then catalog order', () => {
    const top = new TopPerfumes(r, 3);
    for (const p of [3, 2, 1, 0]) top.push(p, 0.5);
    expect(top.drain().map((e) => e.position)).toEqual([1, 0, 2]);
  });

  it('keeps nothing with a capacity of 0', () => {
    const top = new TopPerfumes(r, 0);
    top.push(0, 1);
    expect(top.drain()).toEqual([]);
  });
});
