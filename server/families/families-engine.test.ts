import { describe, expect, it } from 'vitest';
import type { CatalogPerfume } from '../../common/domain/catalog-schema';
import { fixtureIndex, fixturePerfume } from '../test-support/catalog-fixture';
import {
  FAMILY_TOP_PERFUMES,
  familyPerfumes,
  familyTopList,
  familyTopNode,
  type FamilyTopOptions,
} from './families-engine';

// Families of the fixture: 1 Floral, 2 Musky, 3 Woody.
function indexOf(perfumes: CatalogPerfume[]) {
  return fixtureIndex([{ id: 1, key: 'house', name: 'House', perfumes }]);
}

const p = (
  id: number,
  familyId: number,
  secondaryFamilyId: number,
  gender: CatalogPerfume['gender'] = 'U',
  popularity = 50,
  name = `Perfume ${id}`,
) => fixturePerfume({ id, name, familyId, secondaryFamilyId, gender, popularity });

const primary: FamilyTopOptions = {
  isPrimary: true,
  includeFamilyTopPerfumes: true,
  includeSubFamiliesTopPerfumes: true,
};

describe('families tree, main families (isPrimary)', () => {
  const index = indexOf([
    p(1001, 1, 2, 'FU', 90),
    p(1002, 1, 2, 'MU', 80),
    p(1003, 1, 3, 'U', 70),
    p(1004, 3, 1, 'MU', 60),
    p(1005, 3, 2, 'FU', 95),
  ]);

  it('counts the perfumes of each main family and splits them by secondary family', () => {
    const nodes = familyTopList(index, primary);
    expect(nodes.map((n) => [n.familyId, n.totalPerfumesNum])).toEqual([
      [1, 3],
      [3, 2],
    ]);
    const floral = nodes[0]!;
    expect(floral.subfamilies.map((s) => [s.familyId, s.totalPerfumesNum])).toEqual([
      [2, 2],
      [3, 1],
    ]);
    for (const node of nodes) {
      const sum = node.subfamilies.reduce((total, s) => total + s.totalPerfumesNum, 0);
      expect(sum).toBe(node.totalPerfumesNum);
      expect(node.secondary).toBe(false);
      expect(node.parents).toEqual([]);
    }
  });

  it('leaves out families without perfumes (Musky is only ever a secondary family here)', () => {
    expect(familyTopList(index, primary).map((n) => n.familyId)).not.toContain(2);
  });

  it('narrows counts to the requested genders, and several genders add up', () => {
    const her = familyTopList(index, { ...primary, genders: ['FU'] });
    expect(her.map((n) => [n.familyId, n.totalPerfumesNum])).toEqual([
      [1, 1],
      [3, 1],
    ]);
    const herAndUnisex = familyTopList(index, { ...primary, genders: ['FU', 'U'] });
    expect(herAndUnisex.map((n) => [n.familyId, n.totalPerfumesNum])).toEqual([
      [1, 2],
      [3, 1],
    ]);
    expect(herAndUnisex[0]!.subfamilies.map((s) => [s.familyId, s.totalPerfumesNum])).toEqual([
      [2, 1],
      [3, 1],
    ]);
    // An empty filter keeps everyone, like an absent one.
    expect(familyTopList(index, { ...primary, genders: [] })).toEqual(
      familyTopList(index, primary),
    );
  });

  it('lists the most popular perfumes of a node and of each subfamily, across the kept genders', () => {
    const floral = familyTopList(index, primary)[0]!;
    expect(floral.topPerfumes.map((x) => x.id)).toEqual([1001, 1002, 1003]);
    expect(floral.subfamilies[0]!.topPerfumes.map((x) => x.id)).toEqual([1001, 1002]);
    const woody = familyTopList(index, { ...primary, genders: ['MU', 'FU'] })[1]!;
    expect(woody.topPerfumes.map((x) => x.id)).toEqual([1005, 1004]);
  });

  it('leaves the top perfumes empty unless each include flag asks for them', () => {
    const none = familyTopList(index, {
      ...primary,
      includeFamilyTopPerfumes: false,
      includeSubFamiliesTopPerfumes: false,
    });
    expect(none.every((n) => n.topPerfumes.length === 0)).toBe(true);
    expect(none.every((n) => n.subfamilies.every((s) => s.topPerfumes.length === 0))).toBe(true);
    const familyOnly = familyTopList(index, { ...primary, includeSubFamiliesTopPerfumes: false });
    expect(familyOnly[0]!.topPerfumes).toHaveLength(3);
    expect(familyOnly[0]!.subfamilies[0]!.topPerfumes).toEqual([]);
    const subOnly = familyTopList(index, { ...primary, includeFamilyTopPerfumes: false });
    expect(subOnly[0]!.topPerfumes).toEqual([]);
    expect(subOnly[0]!.subfamilies[0]!.topPerfumes).toHaveLength(2);
  });
});

describe('top perfumes', () => {
  it('keeps 10, by popularity then name then id, merging genders in that order', () => {
    const perfumes = [
      ...Array.from({ length: 8 }, (_, i) => p(1100 + i, 1, 2, 'FU', 40 + i)),
      ...Array.from({ length: 8 }, (_, i) => p(1200 + i, 1, 2, 'MU', 41 + i)),
      p(1300, 1, 2, 'U', 47, 'beta'),
      p(1301, 1, 2, 'U', 47, 'Alpha'),
    ];
    const node = familyTopNode(indexOf(perfumes), 1, primary)!;
    expect(node.totalPerfumesNum).toBe(18);
    expect(node.topPerfumes).toHaveLength(FAMILY_TOP_PERFUMES);
    expect(node.topPerfumes.map((x) => x.id)).toEqual([
      1207, 1301, 1300, 1107, 1206, 1106, 1205, 1105, 1204, 1104,
    ]);
  });
});

describe('top perfumes of a large bucket', () => {
  it('keeps the 10 most popular of one gender, whatever the order they come in', () => {
    const popularity = [5, 90, 12, 77, 33, 64, 1, 99, 45, 20, 88, 3, 70, 56, 41];
    const perfumes = popularity.map((pop, i) => p(1400 + i, 1, 2, 'FU', pop));
    const node = familyTopNode(indexOf(perfumes), 1, primary)!;
    expect(node.totalPerfumesNum).toBe(15);
    expect(node.topPerfumes.map((x) => x.popularity)).toEqual([
      99, 90, 88, 77, 70, 64, 56, 45, 41, 33,
    ]);
  });
});

describe('families tree, secondary families (isPrimary=false)', () => {
  const index = indexOf([
    p(1001, 1, 2, 'FU'),
    p(1002, 1, 2, 'MU'),
    p(1003, 3, 2, 'U'),
    p(1004, 1, 3, 'U'),
  ]);
  const secondary: FamilyTopOptions = { ...primary, isPrimary: false };

  it('gathers each secondary family across its parents, with a summed count and the flag', () => {
    const nodes = familyTopList(index, secondary);
    expect(nodes.map((n) => [n.familyId, n.totalPerfumesNum, n.parents, n.secondary])).toEqual([
      [2, 3, [1, 3], true],
      [3, 1, [1], true],
    ]);
    const musky = nodes[0]!;
    expect(musky.subfamilies.map((s) => [s.familyId, s.totalPerfumesNum])).toEqual([
      [1, 2],
      [3, 1],
    ]);
    expect(musky.topPerfumes.map((x) => x.id).sort()).toEqual([1001, 1002, 1003]);
  });

  it('drops a parent whose pair has no perfume under the gender filter', () => {
    const musky = familyTopNode(index, 2, { ...secondary, genders: ['FU', 'MU'] })!;
    expect(musky.parents).toEqual([1]);
    expect(musky.totalPerfumesNum).toBe(2);
  });
});

describe('one node', () => {
  const index = indexOf([p(1001, 1, 2, 'FU')]);

  it('answers null for an unknown family id', () => {
    expect(familyTopNode(index, 99, primary)).toBeNull();
  });

  it('answers a known family even when it has no perfume under the filter', () => {
    const node = familyTopNode(index, 1, { ...primary, genders: ['MU'] })!;
    expect(node.totalPerfumesNum).toBe(0);
    expect(node.subfamilies).toEqual([]);
    expect(node.topPerfumes).toEqual([]);
    expect(familyTopNode(index, 3, primary)!.totalPerfumesNum).toBe(0);
  });
});

describe("a family's perfumes, page by page", () => {
  // Floral (1) with 25 perfumes over two pairs and three genders, popularity 100 down to 76.
  const perfumes = Array.from({ length: 25 }, (_, i) =>
    p(2000 + i, 1, i % 3 === 0 ? 3 : 2, (['FU', 'MU', 'U'] as const)[i % 3], 100 - i),
  );
  const index = indexOf([...perfumes, p(3000, 3, 1, 'U', 99)]);
  const ids = (page: { perfumes: { id: number }[] } | null) => page!.perfumes.map((x) => x.id);
  const all = { subfamilyId: null, offset: 0, limit: 200 };

  it('lists every perfume of the family, most popular first, past the top ten', () => {
    const page = familyPerfumes(index, 1, all)!;
    expect(page.total).toBe(25);
    expect(ids(page)).toEqual(perfumes.map((x) => x.id));
    // The first ten are the tree's own top ten, in its order.
    const top = familyTopNode(index, 1, primary)!.topPerfumes.map((x) => x.id);
    expect(ids(page).slice(0, FAMILY_TOP_PERFUMES)).toEqual(top);
  });

  it('pages without gaps or repeats, for a pair and a gender filter', () => {
    const pair = { ...all, subfamilyId: 2, genders: ['MU', 'U'] as const };
    const whole = ids(familyPerfumes(index, 1, pair));
    expect(whole).toEqual(
      perfumes.filter((x) => x.secondaryFamilyId === 2 && x.gender !== 'FU').map((x) => x.id),
    );
    const first = familyPerfumes(index, 1, { ...pair, offset: 0, limit: 5 })!;
    const second = familyPerfumes(index, 1, { ...pair, offset: 5, limit: 5 })!;
    expect(first.total).toBe(whole.length);
    expect([...ids(first), ...ids(second)]).toEqual(whole.slice(0, 10));
    expect(ids(familyPerfumes(index, 1, { ...pair, offset: 40, limit: 5 }))).toEqual([]);
  });

  it('answers an empty page for a pair without perfumes, null for an unknown family', () => {
    expect(familyPerfumes(index, 1, { ...all, subfamilyId: 1 })).toEqual({
      total: 0,
      perfumes: [],
    });
    expect(familyPerfumes(index, 99, all)).toBeNull();
  });
});
