import { describe, expect, it } from 'vitest';
import { fixtureIndex, fixturePerfume as p } from '../test-support/catalog-fixture';
import { MatchKind, searchPerfumes } from './text-search';

const index = fixtureIndex([
  {
    id: 1,
    key: 'chanel',
    name: 'Chanel',
    perfumes: [
      p({ id: 1001, name: 'N°5', popularity: 98, gender: 'FU' }),
      p({ id: 1002, name: 'Coco Mademoiselle', popularity: 90, gender: 'FU' }),
      p({ id: 1003, name: 'Bleu de Chanel', popularity: 92, gender: 'MU', familyId: 3 }),
      p({ id: 1004, name: 'Sycomore', subBrand: 'Les Exclusifs', popularity: 40, familyId: 3 }),
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
      p({ id: 2004, name: 'Angel Blue', popularity: 10 }),
    ],
  },
  {
    id: 3,
    key: 'mugler',
    name: 'Mugler',
    perfumes: [p({ id: 3001, name: 'Angel', popularity: 88, gender: 'FU' })],
  },
  {
    id: 4,
    key: 'lancome',
    name: 'Lancôme',
    perfumes: [p({ id: 4001, name: 'Trésor', popularity: 75, gender: 'FU' })],
  },
]);

const ids = (query: string, options = {}) =>
  searchPerfumes(index, query, { limit: 50, ...options }).hits.map((h) => h.perfume.id);

describe('text search', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('compares lower-case and accent-free, both ways', () => {
    expect(ids('tresor')).toEqual([4001]);
    expect(ids('TRÉSOR')).toEqual([4001]);
    expect(ids('lancome')).toEqual([4001]);
  });

  it('matches the whole query as a substring of the name, brand or sub-brand', () => {
    expect(ids('limar')).toEqual([2001]);
    expect(ids('uerla')).toEqual([2001, 2003, 2002, 2004]);
    expect(ids('exclusifs')).toEqual([1004]);
  });

  it('ranks exact, then prefix, then substring, then popularity', () => {
    const hits = searchPerfumes(index, 'angel', { limit: 10 }).hits;
    expect(hits.map((h) => [h.perfume.id, h.kind])).toEqual([
      [3001, MatchKind.Exact],
      [2004, MatchKind.Prefix],
    ]);
    // "bleu" starts Bleu de Chanel and is inside L'Heure Bleue; "Angel Blue" is another word.
    expect(ids('bleu')).toEqual([1003, 2003]);
  });

  it('treats an exact brand as an exact match, most popular first', () => {
    expect(ids('chanel')).toEqual([1001, 1003, 1002, 1004]);
  });

  it('matches every word of a multi-word query against name, brand and sub-brand words', () => {
    expect(ids('chanel 5')).toEqual([1001]);
    expect(ids('rouge habit')).toEqual([2002]);
    expect(ids('heure guerlain')).toEqual([2003]);
    expect(ids('habit chanel')).toEqual([]);
  });

  it('allows one typo in words of 5 characters or more, not in shorter ones', () => {
    expect(ids('shalimra')).toEqual([]); // a swap is 2 edits
    expect(ids('shalmar')).toEqual([2001]); // one deletion
    expect(ids('channel')).toEqual([1001, 1003, 1002, 1004]);
    expect(ids('angle')).toEqual([]); // 5 letters but 2 edits from angel
    expect(ids('ange')).toEqual([3001, 2004]); // substring, not fuzzy
    expect(ids('rouga')).toEqual([2002]); // 5 letters, one substitution
    expect(ids('roug')).toEqual([2002]); // substring
    expect(ids('ruge')).toEqual([]); // 4 letters: no fuzzy match
  });

  it('ranks word matches by substring before fuzzy ones, a whole name one edit away first', () => {
    const kinds = (query: string) =>
      searchPerfumes(index, query, { limit: 10 }).hits.map((h) => [h.perfume.id, h.kind]);
    expect(kinds('rouge habit')).toEqual([[2002, MatchKind.WordSubstring]]);
    // The second word only matches with a typo allowed.
    expect(kinds('rouge habitt')).toEqual([[2002, MatchKind.WordFuzzy]]);
    expect(kinds('habit rougee')).toEqual([[2002, MatchKind.FuzzyName]]);
    expect(kinds('shalmar')).toEqual([[2001, MatchKind.FuzzyName]]);
  });

  it('finds the whole query across the words of a name', () => {
    expect(ids('heure ble')).toEqual([2003]);
    expect(ids("l'heure")).toEqual([2003]);
  });

  it('needs both words to have at least 5 characters for a fuzzy match', () => {
    // "coca" is 4 letters: no fuzzy match against "coco"; "cocoo" (5) vs "coco" (4) neither.
    expect(ids('coca')).toEqual([]);
    expect(ids('cocoo')).toEqual([]);
  });

  it('reads "no 5" as N°5', () => {
    expect(ids('no 5')).toEqual([1001]);
    expect(ids('n°5')).toEqual([1001]);
  });

  it('filters by gender, brand and family', () => {
    expect(ids('chanel', { genders: ['MU'] })).toEqual([1003]);
    expect(ids('e', { brandIds: [3, 4] })).toEqual([3001, 4001]);
    expect(ids('chanel', { familyIds: [3] })).toEqual([1003, 1004]);
  });

  it('pages with limit and offset and counts the total', () => {
    const first = searchPerfumes(index, 'chanel', { limit: 2 });
    const second = searchPerfumes(index, 'chanel', { limit: 2, offset: 2 });
    expect(first.total).toBe(4);
    expect([...first.hits, ...second.hits].map((h) => h.perfume.id)).toEqual([
      1001, 1003, 1002, 1004,
    ]);
  });

  it('gives the same answer twice (scratch arrays are reset)', () => {
    expect(ids('heure guerlain')).toEqual(ids('heure guerlain'));
    expect(ids('chanel')).toEqual(ids('chanel'));
  });
});
