import { describe, expect, it } from 'vitest';
import type { CatalogIndex } from '../catalog/catalog-index';
import { fixtureIndex, fixturePerfume as p } from '../test-support/catalog-fixture';
import { MatchKind, searchPerfumes, type SearchOptions } from './text-search';

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

// The spec's rule alone: the names the looser measure adds are left out here (typo-fallback.test.ts
// tests them).
const specSearch = (catalog: CatalogIndex, query: string, options: SearchOptions) =>
  searchPerfumes(catalog, query, { ...options, looser: false }).hits;

const ids = (query: string, options = {}) =>
  specSearch(index, query, { limit: 50, ...options }).map((h) => h.perfume.id);

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
      [3001, MatchKind.ExactName],
      [2004, MatchKind.NamePrefix],
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
    expect(kinds('rouge habit')).toEqual([[2002, MatchKind.WordsAtStart]]);
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

// The ranking's sub-tiers, on names shaped like the seed's.
const tiers = fixtureIndex([
  {
    id: 10,
    key: 'giorgio-armani',
    name: 'Giorgio Armani',
    perfumes: [
      p({ id: 10001, name: 'Acqua di Giò', popularity: 95 }),
      p({ id: 10002, name: 'Armani Code', popularity: 88 }),
      p({ id: 10003, name: 'Giò', popularity: 35 }),
    ],
  },
  {
    id: 11,
    key: 'montale',
    name: 'Montale',
    perfumes: [p({ id: 11001, name: 'Black Aoud', popularity: 68 })],
  },
  {
    id: 12,
    key: 'guerlain',
    name: 'Guerlain',
    perfumes: [p({ id: 12001, name: 'Mon Guerlain', popularity: 60 })],
  },
  {
    id: 13,
    key: 'creed',
    name: 'Creed',
    perfumes: [p({ id: 13001, name: 'Royal Oud', popularity: 55 })],
  },
  {
    id: 14,
    key: 'ariana-grande',
    name: 'Ariana Grande',
    perfumes: [p({ id: 14001, name: 'Cloud', popularity: 68 })],
  },
  {
    id: 15,
    key: 'tom-ford',
    name: 'Tom Ford',
    perfumes: [p({ id: 15001, name: 'Oud Wood', subBrand: 'Private Blend', popularity: 90 })],
  },
  {
    id: 16,
    key: 'xerjoff',
    name: 'Xerjoff',
    perfumes: [p({ id: 16001, name: 'Alexandria II', subBrand: 'Oud Stars', popularity: 58 })],
  },
  {
    id: 17,
    key: 'the-oud-house',
    name: 'The Oud House',
    perfumes: [p({ id: 17001, name: 'Amber Night', popularity: 99 })],
  },
  {
    id: 18,
    key: 'chloe',
    name: 'Chloé',
    perfumes: [
      p({ id: 18001, name: 'Nomade', popularity: 80 }),
      p({ id: 18002, name: 'Chloé', popularity: 40 }),
    ],
  },
  {
    id: 19,
    key: 'dolce-gabbana',
    name: 'Dolce & Gabbana',
    perfumes: [p({ id: 19001, name: 'Light Blue', popularity: 92 })],
  },
]);

describe('text search ranking within the exact, prefix, substring and word tiers', () => {
  const kinds = (query: string) =>
    specSearch(tiers, query, { limit: 20 }).map((h) => [h.perfume.id, h.kind]);

  it('puts a name equal to the query before a brand equal to it', () => {
    expect(kinds('chloe')).toEqual([
      [18002, MatchKind.ExactName],
      [18001, MatchKind.ExactBrand],
    ]);
  });

  it('puts a name prefix before a brand or sub-brand prefix, however popular', () => {
    expect(kinds('mon')).toEqual([
      [12001, MatchKind.NamePrefix],
      [11001, MatchKind.BrandPrefix],
    ]);
  });

  it('puts a brand prefix whose perfume has a name word starting with the query first', () => {
    // "giò" starts the brand Giorgio Armani: Acqua di Giò also has it as a word of its name.
    expect(kinds('giò')).toEqual([
      [10003, MatchKind.ExactName],
      [10001, MatchKind.BrandPrefixNameWord],
      [10002, MatchKind.BrandPrefix],
    ]);
    // A sub-brand equal to the query is a prefix, and only the name's first word counts as prefix.
    expect(kinds('oud stars')).toEqual([[16001, MatchKind.BrandPrefix]]);
  });

  it('puts the start of a word before its middle, and a name before a brand', () => {
    expect(kinds('oud')).toEqual([
      [15001, MatchKind.NamePrefix],
      [16001, MatchKind.BrandPrefix],
      [13001, MatchKind.NameWordStart],
      [17001, MatchKind.BrandWordStart],
      // Same popularity: by name.
      [11001, MatchKind.Substring],
      [14001, MatchKind.Substring],
    ]);
    expect(kinds('armani')).toEqual([
      [10002, MatchKind.NamePrefix],
      [10001, MatchKind.BrandWordStart],
      [10003, MatchKind.BrandWordStart],
    ]);
  });

  it('puts word matches where every query word starts a word before those inside words', () => {
    const hits = kinds('d&g');
    expect(hits.slice(0, 2)).toEqual([
      [10001, MatchKind.WordsAtStart], // di Giò
      [19001, MatchKind.WordsAtStart], // Dolce & Gabbana
    ]);
    expect(hits.slice(2).every(([, kind]) => kind === MatchKind.WordsInside)).toBe(true);
    // Armani Code: "d" inside code; still a match, as the spec's rule says.
    expect(hits.map(([id]) => id)).toContain(10002);
  });
});

// Elisions: apostrophes, straight or curly, read as nothing and as a space.
const elisions = fixtureIndex([
  {
    id: 20,
    key: 'mathilde-aubert',
    name: 'Mathilde Aubert',
    perfumes: [
      p({ id: 20001, name: "L'Épice Ambrée de Nice", popularity: 25 }),
      p({ id: 20002, name: "Eau d'Aube", popularity: 50 }),
      p({ id: 20003, name: 'Épice Marine', popularity: 80 }),
    ],
  },
  {
    id: 21,
    key: 'diptyque',
    name: 'Diptyque',
    perfumes: [
      p({ id: 21001, name: "L'Eau", popularity: 40 }),
      p({ id: 21002, name: 'L’Ombre dans l’Eau', popularity: 62 }),
      p({ id: 21003, name: 'Eau Duelle', popularity: 60 }),
    ],
  },
  {
    id: 22,
    key: 'hermes',
    name: 'Hermès',
    perfumes: [p({ id: 22001, name: "Terre d'Hermès", popularity: 85 })],
  },
  {
    id: 23,
    key: 'lartisan-parfumeur',
    name: "L'Artisan Parfumeur",
    perfumes: [p({ id: 23001, name: 'Mûre et Musc', popularity: 50 })],
  },
  {
    id: 24,
    key: 'maison-x',
    name: 'Maison X',
    perfumes: [p({ id: 24001, name: 'Rose Blanche', subBrand: "L'Atelier", popularity: 30 })],
  },
]);

describe('text search with elisions', () => {
  const kinds = (query: string) =>
    specSearch(elisions, query, { limit: 20 }).map((h) => [h.perfume.id, h.kind]);
  const first = (query: string) => kinds(query)[0];

  it('finds an elided name typed with or without the apostrophe, or with a space', () => {
    for (const query of ['lepice', "l'epice", 'l’épice', 'l epice', "L'ÉPICE AMB"]) {
      expect({ query, hit: first(query) }).toEqual({
        query,
        hit: [20001, MatchKind.NamePrefix],
      });
    }
    expect(first('terre dhermes')).toEqual([22001, MatchKind.ExactName]);
    expect(first('terre d hermes')).toEqual([22001, MatchKind.ExactName]);
    expect(first("terre d'hermes")).toEqual([22001, MatchKind.ExactName]);
  });

  it('reads the word after an elision as a word start', () => {
    expect(kinds('epice')).toEqual([
      [20003, MatchKind.NamePrefix],
      [20001, MatchKind.NameWordStart],
    ]);
    // Both readings at once: "daube" starts a word of "eau daube", "aube" of "eau d aube".
    expect(first('daube')).toEqual([20002, MatchKind.NameWordStart]);
    expect(first('aube')).toEqual([20002, MatchKind.NameWordStart]);
  });

  it('puts Diptyque’s L’Eau first for "l eau", "leau" and "l\'eau"', () => {
    for (const query of ['l eau', 'leau', "l'eau", 'L’EAU']) {
      expect({ query, hits: kinds(query).slice(0, 2) }).toEqual({
        query,
        hits: [
          [21001, MatchKind.ExactName],
          [21002, MatchKind.NameWordStart],
        ],
      });
    }
  });

  it('allows one typo in an elided word of 5 letters or more, not in the 4-letter word after it', () => {
    expect(first('leepice')).toEqual([20001, MatchKind.WordFuzzy]);
    expect(first('leepice ambree de nice')).toEqual([20001, MatchKind.FuzzyName]);
    // "daubbe" is one edit from "daube" (5 letters); "aubbe" is from "aube", which has 4.
    expect(first("eau d'aubbe")).toEqual([20002, MatchKind.FuzzyName]);
    expect(first('eau daubbe')).toEqual([20002, MatchKind.FuzzyName]);
    expect(kinds('eau d aubbe')).toEqual([]);
    expect(kinds('aubbe')).toEqual([]);
  });

  it('still matches a query with an apostrophe word by word, read with a space', () => {
    // "leau duelle" matches no word as a whole; "l eau duelle" does, "l" inside "duelle". The
    // name is then one edit from "leau duelle", which ranks it with the names typed with a slip.
    expect(kinds("l'eau duelle")).toEqual([[21003, MatchKind.FuzzyName]]);
    expect(kinds('l eau duelle')).toEqual([[21003, MatchKind.WordsInside]]);
  });

  it('reads brands and sub-brands both ways too', () => {
    expect(first('lartisan')).toEqual([23001, MatchKind.BrandPrefix]);
    expect(first("l'artisan")).toEqual([23001, MatchKind.BrandPrefix]);
    expect(first('artisan')).toEqual([23001, MatchKind.BrandWordStart]);
    expect(first('latelier')).toEqual([24001, MatchKind.BrandPrefix]);
    expect(first('atelier')).toEqual([24001, MatchKind.BrandWordStart]);
  });

  it('finds nothing for a query of apostrophes alone', () => {
    expect(kinds("'")).toEqual([]);
    expect(kinds(' ’ ')).toEqual([]);
  });
});
