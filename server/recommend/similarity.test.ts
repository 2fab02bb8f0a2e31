import { describe, expect, it } from 'vitest';
import type { CatalogBrand, CatalogPerfume } from '../../common/domain/catalog-schema';
import { fixtureIndex, fixturePerfume } from '../test-support/catalog-fixture';
import {
  TopPerfumes,
  compileFilter,
  ingredientCosine,
  passes,
  perfumeSimilarity,
  recommendIndex,
} from './similarity';

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
  it('is 1 for two perfumes with the same ingredients, hero and families', () => {
    const { similarity, cosine } = pair({}, {});
    expect(cosine).toBeCloseTo(1, 6);
    expect(similarity).toBeCloseTo(1, 6);
  });

  it('is 0 with no ingredient and no family in common', () => {
    const { similarity } = pair(
      { familyId: 1, secondaryFamilyId: 2 },
      {
        familyId: 3,
        secondaryFamilyId: 1,
        ingredients: [{ key: 'vetiver', proportion: 100 }],
        hero: 'vetiver',
      },
    );
    expect(similarity).toBe(0);
  });

  it('counts the hero ingredient twice: same proportions, different heroes are not identical', () => {
    const ingredients = [
      { key: 'rose', proportion: 50 },
      { key: 'musk', proportion: 50 },
    ];
    const { cosine, similarity } = pair(
      { ingredients, hero: 'rose' },
      { ingredients, hero: 'musk' },
    );
    // (100, 50) · (50, 100) / (|(100, 50)| · |(50, 100)|) = 10000 / 12500
    expect(cosine).toBeCloseTo(0.8, 6);
    expect(similarity).toBeCloseTo(0.7 * 0.8 + 0.2 + 0.1, 6);
  });

  it('weighs ingredients 0.7, the main family 0.2 and the secondary family 0.1', () => {
    expect(pair({}, { familyId: 3 }).similarity).toBeCloseTo(0.8, 6);
    expect(pair({}, { secondaryFamilyId: 3 }).similarity).toBeCloseTo(0.9, 6);
    expect(pair({}, { familyId: 3, secondaryFamilyId: 3 }).similarity).toBeCloseTo(0.7, 6);
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
    let norm = 0;
    for (let k = r.rowStart[0]!; k < r.rowStart[1]!; k++) norm += r.rowWeight[k]! ** 2;
    expect(norm).toBeCloseTo(1, 6);
    const musk = r.ingredientSlot.get(2)!;
    expect([...r.postingPerfume.slice(r.postingStart[musk]!, r.postingStart[musk + 1]!)]).toEqual([
      0, 1,
    ]);
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
