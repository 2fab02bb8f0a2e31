import { describe, expect, it } from 'vitest';
import { fixtureIndex, fixturePerfume as p } from '../test-support/catalog-fixture';
import { MatchKind, searchPerfumes } from './text-search';

// The looser measure of the text search (docs/decisions/033-typos-search-forgives.md): a name the
// query is, give or take a few typing mistakes, ranks after every match at the start of a word and
// before the query found inside one; when the matches are fewer than 10, the perfumes whose words
// all match, one at least by the looser measure, follow them.

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

  it('adds only the close names when the matches already reach 10 perfumes or more', () => {
    const many = fixtureIndex([
      {
        id: 1,
        key: 'house',
        name: 'House',
        perfumes: [
          ...Array.from({ length: 10 }, (_, i) => p({ id: 1 + i, name: `Amber ${i + 1}` })),
          p({ id: 50, name: 'Ambre' }),
          p({ id: 51, name: 'Ambre Noir', popularity: 90 }),
        ],
      },
    ]);
    const result = searchPerfumes(many, 'amber', { limit: 50 });
    // "Ambre" is the query with two letters swapped: a close name, always looked for. "Ambre
    // Noir" only has a close word: the fallback would add it, were the matches few.
    expect(result.total).toBe(11);
    expect(result.hits.at(-1)).toMatchObject({ perfume: { id: 50 }, kind: MatchKind.CloseName });
    expect(result.hits.map((h) => h.perfume.id)).not.toContain(51);
    expect(result.correctedQuery).toBeUndefined();
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

describe('text search: a name typed with a slip', () => {
  const slips = fixtureIndex([
    {
      id: 1,
      key: 'maison-blanche',
      name: 'Maison Blanche',
      perfumes: [
        p({ id: 101, name: 'The Oud', popularity: 20 }),
        p({ id: 102, name: 'White Oud', popularity: 90 }),
        // Ten more perfumes holding "te oud": the fallback never runs for it.
        ...Array.from({ length: 10 }, (_, i) =>
          p({ id: 110 + i, name: `Smoky White Oud ${i + 1}`, popularity: 80 }),
        ),
        p({ id: 103, name: 'Seda', popularity: 10 }),
        p({ id: 104, name: 'Moon of Chelsea', popularity: 95 }),
        p({ id: 105, name: 'Sea Breeze', popularity: 30 }),
        p({ id: 106, name: 'Blue Sea', popularity: 40 }),
        p({ id: 107, name: 'Santal', popularity: 15 }),
        p({ id: 108, name: 'Rolée', popularity: 10 }),
        p({ id: 109, name: 'Rose', popularity: 99 }),
        p({ id: 130, name: 'Rosa', popularity: 5 }),
        p({ id: 131, name: 'Morbra', popularity: 5 }),
        p({ id: 132, name: 'Ombra', popularity: 95 }),
        p({ id: 133, name: 'Lys', popularity: 10 }),
        p({ id: 134, name: 'Belsa', popularity: 90 }),
        p({ id: 135, name: 'L’Oro', popularity: 10 }),
        p({ id: 136, name: 'The Bloom', popularity: 90 }),
      ],
    },
    {
      id: 2,
      key: 'satalia',
      name: 'Satalia',
      perfumes: [p({ id: 201, name: 'Ambra Nera', popularity: 100 })],
    },
  ]);
  const hits = (query: string) =>
    searchPerfumes(slips, query, { limit: 50 }).hits.map((h) => [h.perfume.id, h.kind]);
  const rankOf = (query: string, id: number) => hits(query).findIndex(([hit]) => hit === id);

  it('puts "te oud" for The Oud before the names that merely hold it inside a word', () => {
    expect(hits('te oud')[0]).toEqual([101, MatchKind.CloseName]);
    expect(hits('te oud')[1]).toEqual([102, MatchKind.Substring]);
    // No correction is said: the query as typed matches White Oud and the others.
    expect(searchPerfumes(slips, 'te oud', { limit: 50 }).correctedQuery).toBeUndefined();
  });

  it('keeps the matches at the start of a word first, then the close name, then the inside', () => {
    expect(hits('sea')).toEqual([
      [105, MatchKind.NamePrefix],
      [106, MatchKind.NameWordStart],
      [103, MatchKind.CloseName],
      [104, MatchKind.Substring],
    ]);
  });

  it('puts the whole name one edit away, the spec’s own match, before a brand prefix', () => {
    expect(hits('satal').slice(0, 2)).toEqual([
      [107, MatchKind.FuzzyName],
      [201, MatchKind.BrandPrefix],
    ]);
    // And before a close name the spec does not match, however popular: "ombra" is a swap.
    expect(hits('mobra').slice(0, 2)).toEqual([
      [131, MatchKind.FuzzyName],
      [132, MatchKind.CloseName],
    ]);
  });

  it('keeps an exact name and a name prefix before a close name', () => {
    expect(hits('rosa')[0]).toEqual([130, MatchKind.ExactName]);
    expect(rankOf('rosa', 109)).toBeGreaterThan(0);
    expect(hits('role')[0]).toEqual([108, MatchKind.NamePrefix]);
    expect(hits('role')[1]).toEqual([109, MatchKind.CloseName]);
  });

  it('reads short words and elisions: "ls" for Lys, "l’oo" for L’Oro', () => {
    expect(hits('ls')[0]).toEqual([133, MatchKind.CloseName]);
    expect(rankOf('ls', 134)).toBeGreaterThan(0);
    expect(hits("l'oo")[0]).toEqual([135, MatchKind.CloseName]);
  });
});
