import { describe, expect, it } from 'vitest';
import { fixtureIndex, fixturePerfume as p } from '../test-support/catalog-fixture';
import { MatchKind, searchPerfumes } from './text-search';

// The fallback of the text search (docs/decisions/033-typos-search-forgives.md): when the spec's
// rule finds fewer than 10 perfumes, the closest names by a looser measure follow them.

const index = fixtureIndex([
  {
    id: 1,
    key: 'casa',
    name: 'Casa Oscura',
    perfumes: [
      p({ id: 101, name: 'Negro', popularity: 40 }),
      p({ id: 102, name: 'Tabaco Negro', popularity: 60 }),
      p({ id: 103, name: 'Black Iris', popularity: 50, gender: 'MU' }),
      p({ id: 104, name: 'Patchouli', popularity: 30, familyId: 3 }),
      p({ id: 105, name: 'Rose', popularity: 70 }),
      p({ id: 106, name: 'Mara', popularity: 20 }),
      p({ id: 107, name: 'Marma', popularity: 90 }),
      p({ id: 108, name: 'Irish Black Tea', popularity: 10 }),
    ],
  },
  {
    id: 2,
    key: 'maison-bleue',
    name: 'Maison Bleue',
    perfumes: [
      p({ id: 201, name: 'Angel', popularity: 80 }),
      p({ id: 202, name: 'Black Rose', popularity: 65, gender: 'FU' }),
      p({ id: 203, name: 'Roseraie', popularity: 55 }),
    ],
  },
]);

const search = (query: string, options = {}) =>
  searchPerfumes(index, query, { limit: 50, ...options });
const ids = (query: string, options = {}) => search(query, options).hits.map((h) => h.perfume.id);

describe('text search fallback: typos the spec never forgives', () => {
  it('finds Negro for "ngro": a letter missing from a 4-letter word', () => {
    const result = search('ngro');
    expect(result.hits.map((h) => h.perfume.id)).toEqual([101, 102]);
    expect(result.hits[0]!.kind).toBe(MatchKind.CloseName);
    expect(result.hits[1]!.kind).toBe(MatchKind.CloseWords);
    expect(result.correctedQuery).toBe('negro');
    expect(result.total).toBe(2);
  });

  it('forgives two neighbouring letters swapped', () => {
    // "angle" is two edits from "angel" for the spec's rule, one swap here.
    expect(ids('angle')).toEqual([201]);
    expect(search('rsoe').correctedQuery).toBe('rose');
    expect(ids('rsoe')).toEqual([105, 202]);
  });

  it('forgives two mistakes in a long word', () => {
    const result = search('ptachouly');
    expect(result.hits.map((h) => h.perfume.id)).toEqual([104]);
    expect(result.correctedQuery).toBe('patchouli');
  });

  it('reads a word typed without its space as the two words it joins', () => {
    const result = search('blackiris');
    expect(result.hits.map((h) => h.perfume.id)).toEqual([103, 108]);
    expect(result.hits[0]!.kind).toBe(MatchKind.CloseName);
    expect(result.correctedQuery).toBe('black iris');
    // With a mistake in one of the two words as well.
    expect(ids('blackirsi')[0]).toBe(103);
  });

  it('keeps the spec’s matches first and adds the closest names after them', () => {
    // "Mara" is the query; Marma, more popular, is one letter away and comes after it.
    const result = search('mara');
    expect(result.hits[0]).toMatchObject({ perfume: { id: 106 }, kind: MatchKind.ExactName });
    expect(result.hits.map((h) => h.perfume.id)).toContain(107);
    expect(result.hits.findIndex((h) => h.perfume.id === 107)).toBeGreaterThan(0);
    expect(result.correctedQuery).toBeUndefined();
    // "rose" finds Rose, Black Rose and Roseraie by the spec's rule: no fallback said.
    expect(search('rose').hits.every((h) => h.kind <= MatchKind.WordFuzzy)).toBe(true);
  });

  it('adds nothing when the spec’s rule already finds 10 perfumes or more', () => {
    const many = fixtureIndex([
      {
        id: 1,
        key: 'house',
        name: 'House',
        perfumes: [
          ...Array.from({ length: 10 }, (_, i) => p({ id: 1 + i, name: `Amber ${i + 1}` })),
          p({ id: 50, name: 'Ambre' }),
        ],
      },
    ]);
    const result = searchPerfumes(many, 'amber', { limit: 50 });
    expect(result.total).toBe(10);
    expect(result.hits.map((h) => h.perfume.id)).not.toContain(50);
  });

  it('applies the filters to the closest names, and pages through them after the spec’s matches', () => {
    expect(ids('blackiris', { genders: ['FU'] })).toEqual([]);
    expect(ids('blackiris', { genders: ['MU'] })).toEqual([103]);
    expect(ids('ngro', { familyIds: [3] })).toEqual([]);
    const all = ids('mara');
    const paged = [0, 1, 2, 3].flatMap((offset) => ids('mara', { limit: 1, offset }));
    expect(paged).toEqual(all.slice(0, 4));
    // The same correction on every page.
    expect(search('ngro', { limit: 1, offset: 1 }).correctedQuery).toBe('negro');
  });

  it('still finds nothing for a text close to no word', () => {
    expect(search('zzqx')).toEqual({ hits: [], total: 0 });
  });
});
