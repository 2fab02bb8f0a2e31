import { describe, expect, it } from 'vitest';
import type { ConceptRecoEntry } from '../../../common/api/concepts';
import { conceptRegions, dotsPerRegion, maskOf, regionMasks } from './concept-regions';

const entry = (id: number, recoValue: number): ConceptRecoEntry => ({
  id,
  familyId: 1,
  secondaryFamilyId: 2,
  recoValue,
});

/** A concept listing perfumes `from`..`to` with decreasing values. */
function listing(from: number, to: number, top = 0.9): ConceptRecoEntry[] {
  const list: ConceptRecoEntry[] = [];
  for (let id = from; id <= to; id++) list.push(entry(id, top - (id - from) * 0.001));
  return list;
}

describe('regionMasks and dotsPerRegion', () => {
  it('lists single concepts, then pairs, then all three', () => {
    expect(regionMasks(1)).toEqual([1]);
    expect(regionMasks(2)).toEqual([1, 2, 3]);
    expect(regionMasks(3)).toEqual([1, 2, 4, 3, 5, 6, 7]);
  });

  it('gives 100 and 65 dots for 1 or 2 concepts, 100, 42 and 22 for 3 (spec section 9)', () => {
    expect(dotsPerRegion(1, 1)).toBe(100);
    expect([1, 2, 3].map((m) => dotsPerRegion(2, m))).toEqual([100, 100, 65]);
    expect(regionMasks(3).map((m) => dotsPerRegion(3, m))).toEqual([100, 100, 100, 42, 42, 42, 22]);
  });

  it('names a region by its concepts whatever their order', () => {
    expect(maskOf([84, 19, 113], [113, 84])).toBe(0b101);
  });
});

describe('conceptRegions', () => {
  it('one concept: its best 100 perfumes, best first', () => {
    const [region] = conceptRegions([5], { 5: listing(1, 200) });
    expect(region!.concepts).toEqual([5]);
    expect(region!.perfumes).toHaveLength(100);
    expect(region!.perfumes[0]).toEqual({ id: 1, familyId: 1, secondaryFamilyId: 2, score: 0.9 });
    expect(region!.perfumes.at(-1)!.id).toBe(100);
  });

  it('two concepts: each perfume in the one region of the concepts it answers', () => {
    // A lists 1..200, B lists 101..300: 101..200 answer both.
    const regions = conceptRegions([1, 2], { 1: listing(1, 200), 2: listing(101, 300, 0.8) });
    const [onlyA, onlyB, both] = regions;
    expect(onlyA!.concepts).toEqual([1]);
    expect(onlyA!.perfumes.every((p) => p.id <= 100)).toBe(true);
    expect(onlyA!.perfumes).toHaveLength(100);
    expect(onlyB!.perfumes.every((p) => p.id > 200)).toBe(true);
    expect(both!.concepts).toEqual([1, 2]);
    expect(both!.perfumes).toHaveLength(65);
    expect(both!.perfumes.every((p) => p.id > 100 && p.id <= 200)).toBe(true);
    // Ranked by the mean of the two recoValues: 101 is 0.8 for A and 0.8 for B.
    expect(both!.perfumes[0]!.id).toBe(101);
    expect(both!.perfumes[0]!.score).toBeCloseTo(0.8);
    const ids = regions.flatMap((r) => r.perfumes.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('three concepts: 100, 42 and 22 dots at most, and empty regions stay empty', () => {
    const regions = conceptRegions([1, 2, 3], {
      1: listing(1, 200),
      2: listing(51, 250),
      3: listing(101, 300),
    });
    const byConcepts = new Map(regions.map((r) => [r.concepts.join('+'), r.perfumes]));
    // 101..200 are in all three lists.
    expect(byConcepts.get('1+2+3')).toHaveLength(22);
    expect(byConcepts.get('1+2+3')!.every((p) => p.id >= 101 && p.id <= 200)).toBe(true);
    // 51..100 are in 1 and 2 only (50 of them, under the 42 cap).
    expect(byConcepts.get('1+2')).toHaveLength(42);
    expect(byConcepts.get('1+2')!.every((p) => p.id >= 51 && p.id <= 100)).toBe(true);
    // Nothing is listed by 1 and 3 without 2.
    expect(byConcepts.get('1+3')).toEqual([]);
    expect(byConcepts.get('1')!.every((p) => p.id <= 50)).toBe(true);
    expect(byConcepts.get('3')!.every((p) => p.id > 250)).toBe(true);
  });

  it('a concept the file does not list has no perfumes', () => {
    expect(conceptRegions([9], {})[0]!.perfumes).toEqual([]);
  });
});
