import { describe, expect, it } from 'vitest';
import type { RawCatalog } from './read-catalog';
import { formatProblem, missingPyramidsAndConcentrations, validateCatalog } from './validate';

const name = (en: string) => ({ en, fr: `${en} (fr)`, es: `${en} (es)` });
const notes = (...pairs: [string, number][]) =>
  pairs.map(([key, proportion]) => ({ key, proportion }));
const perfume = (over: Record<string, unknown> = {}) => ({
  id: 1001,
  name: 'Test Eau',
  subBrand: '',
  year: 2001,
  gender: 'U',
  perfumers: [],
  familyId: 1,
  secondaryFamilyId: 2,
  meFamilyName: 'Floral',
  expertReviewed: true,
  discontinued: false,
  popularity: 50,
  origin: ['FR'],
  imageUrl: '',
  description: name('A clear floral test perfume.'),
  ingredients: notes(['rose', 50], ['musk', 30], ['vetiver', 20]),
  hero: 'rose',
  ...over,
});

function catalog(perfumes: unknown[], extra: Partial<RawCatalog> = {}): RawCatalog {
  return {
    families: {
      file: 'families.json',
      json: [
        {
          id: 1,
          key: 'floral',
          name: name('Floral'),
          color: '#E07A9F',
          intensity: 0.5,
          meFamilies: ['Floral'],
        },
        {
          id: 2,
          key: 'musky',
          name: name('Musky'),
          color: '#B8ADA0',
          intensity: 0.3,
          meFamilies: [],
        },
      ],
    },
    ingredients: {
      file: 'ingredients.json',
      json: [
        {
          id: 1,
          key: 'rose',
          name: name('Rose'),
          familyId: 1,
          kind: 'natural',
          origins: ['FR'],
          imageUrl: '',
        },
        {
          id: 2,
          key: 'musk',
          name: name('Musk'),
          familyId: 2,
          kind: 'synthetic',
          origins: [],
          imageUrl: '',
        },
        {
          id: 3,
          key: 'vetiver',
          name: name('Vetiver'),
          familyId: 2,
          kind: 'natural',
          origins: [],
          imageUrl: '',
        },
      ],
    },
    countries: {
      file: 'countries.json',
      json: [
        {
          code: 'FR',
          code3: 'FRA',
          numeric: '250',
          name: name('France'),
          region: 'Europe',
          subRegion: 'Western Europe',
          lat: 46,
          long: 2,
        },
      ],
    },
    concepts: {
      file: 'concepts.json',
      json: [
        {
          id: 1,
          key: 'romantic',
          name: name('Romantic'),
          categories: ['mood'],
          visible: true,
          ingredients: [{ key: 'rose', weight: 1 }],
          families: [{ id: 1, weight: 1 }],
        },
      ],
    },
    brands: [
      {
        file: 'brands/house.json',
        json: { id: 1, key: 'house', name: 'House', country: 'FR', perfumes },
      },
    ],
    unreadable: [],
    ...extra,
  };
}

const problemsOf = (raw: RawCatalog) => validateCatalog(raw).problems.map(formatProblem);

describe('catalog validation', () => {
  it('accepts a correct catalog and returns its data', () => {
    const result = validateCatalog(catalog([perfume()]));
    expect(result.problems).toEqual([]);
    expect(result.data?.brands[0]?.perfumes[0]?.name).toBe('Test Eau');
  });

  it('names the file, record and field of an unknown ingredient', () => {
    const raw = catalog([
      perfume({ ingredients: notes(['rose', 50], ['amberwood', 30], ['vetiver', 20]) }),
    ]);
    expect(problemsOf(raw)).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].ingredients[1].key: unknown ingredient id "amberwood"',
    ]);
  });

  it('reports duplicate perfume ids across brand files', () => {
    const raw = catalog([perfume()]);
    raw.brands.push({
      file: 'brands/other.json',
      json: { id: 2, key: 'other', name: 'Other', perfumes: [perfume({ name: 'Copy' })] },
    });
    expect(problemsOf(raw)).toEqual([
      'brands/other.json › perfume 1001 "Copy" › perfumes[0].id: duplicate id 1001 (also in brands/house.json)',
    ]);
  });

  it('reports proportions that do not sum to 100', () => {
    const raw = catalog([
      perfume({ ingredients: notes(['rose', 50], ['musk', 30], ['vetiver', 10]) }),
    ]);
    expect(problemsOf(raw)).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].ingredients: proportions sum to 90, not 100',
    ]);
  });

  it('reports a missing translation', () => {
    const raw = catalog([
      perfume({ description: { en: 'Only English here.', fr: 'Seulement ici.' } }),
    ]);
    expect(problemsOf(raw)).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].description.es: is missing',
    ]);
  });

  it('reports a bad gender code', () => {
    const raw = catalog([perfume({ gender: 'F' })]);
    expect(problemsOf(raw)).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].gender: must be FU (her), MU (him) or U (unisex)',
    ]);
  });

  it('reports a hero outside the ingredients, equal families and unknown references in the tables', () => {
    const raw = catalog([perfume({ hero: 'iris', secondaryFamilyId: 1 })]);
    (raw.ingredients!.json as { origins: string[] }[])[0]!.origins = ['XX'];
    expect(problemsOf(raw)).toEqual([
      'ingredients.json › ingredient 1 (rose) › origins[0]: unknown country code XX',
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].secondaryFamilyId: must differ from familyId',
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].hero: hero ingredient "iris" is not among the perfume\'s ingredients',
    ]);
  });

  it('reports every problem at once, including unreadable files', () => {
    const raw = catalog(
      [
        perfume({ gender: 'X' }),
        perfume({
          id: 1002,
          name: 'Two',
          ingredients: notes(['rose', 5], ['musk', 5], ['vetiver', 5]),
        }),
      ],
      {
        unreadable: [
          { file: 'brands/broken.json', message: 'invalid JSON: Unexpected end of JSON input' },
        ],
      },
    );
    const problems = problemsOf(raw);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe('brands/broken.json: invalid JSON: Unexpected end of JSON input');
  });
  it('requires 3 to 12 ingredients', () => {
    const two = perfume({ ingredients: notes(['rose', 60], ['musk', 40]) });
    const thirteen = perfume({
      id: 1002,
      name: 'Many',
      ingredients: Array.from({ length: 13 }, (_, i) => ({
        key: `note-${i}`,
        proportion: i === 0 ? 88 : 1,
      })),
      hero: 'note-0',
    });
    expect(problemsOf(catalog([two, thirteen]))).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].ingredients: must list 3 to 12 ingredients',
      'brands/house.json › perfume 1002 "Many" › perfumes[1].ingredients: must list 3 to 12 ingredients',
    ]);
  });

  it('keeps a record that fails its schema known to the records that refer to it', () => {
    const raw = catalog([perfume(), perfume({ id: 1002, name: 'Other' })]);
    const tables = raw.ingredients!.json as { name: { es: string } }[];
    tables[0]!.name.es = '';
    (raw.families!.json as { color: string }[])[1]!.color = 'grey';
    (raw.countries!.json as { lat: number }[])[0]!.lat = 200;
    // Only the three broken records are named: no perfume, ingredient or concept reports rose,
    // the musky family or France as unknown.
    expect(problemsOf(raw)).toEqual([
      'families.json › family 2 (musky) › color: must be a colour such as #E07A9F',
      'ingredients.json › ingredient 1 (rose) › name.es: is empty',
      'countries.json › country FR › lat: Too big: expected number to be <=90',
    ]);
  });

  it('still checks the references and sums of a perfume that fails its schema', () => {
    const raw = catalog([
      perfume({
        gender: 'X',
        ingredients: notes(['rose', 50], ['amberwood', 30], ['vetiver', 10]),
        origin: ['XX'],
      }),
    ]);
    expect(problemsOf(raw)).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].gender: must be FU (her), MU (him) or U (unisex)',
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].ingredients[1].key: unknown ingredient id "amberwood"',
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].ingredients: proportions sum to 90, not 100',
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].origin[0]: unknown country code XX',
    ]);
  });

  it('does not echo a malformed field in the checks across records', () => {
    const raw = catalog([
      perfume({ ingredients: notes(['rose', 50], ['musk', 30], ['vetiver', 20.5]) }),
    ]);
    expect(problemsOf(raw)).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].ingredients[2].proportion: Invalid input: expected int, received number',
    ]);
  });

  it('finds a repeated perfume id even when one of the two perfumes fails its schema', () => {
    const raw = catalog([perfume({ gender: 'X' }), perfume({ name: 'Copy' })]);
    expect(problemsOf(raw)).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].gender: must be FU (her), MU (him) or U (unisex)',
      'brands/house.json › perfume 1001 "Copy" › perfumes[1].id: duplicate id 1001 (also in brands/house.json)',
    ]);
  });

  it('checks the perfumes of a brand whose own fields are wrong', () => {
    const raw = catalog([perfume({ hero: 'iris' })]);
    (raw.brands[0]!.json as { key: string }).key = 'House!';
    expect(problemsOf(raw)).toEqual([
      'brands/house.json › brand 1 "House" › key: must be a lower-case slug such as "orange-blossom"',
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].hero: hero ingredient "iris" is not among the perfume\'s ingredients',
    ]);
  });

  it('reports its progress in perfumes after each brand file', () => {
    const raw = catalog([perfume(), perfume({ id: 1002, name: 'Two' })]);
    raw.brands.push({
      file: 'brands/other.json',
      json: { id: 2, key: 'other', name: 'Other', perfumes: [perfume({ id: 2001 })] },
    });
    const calls: [number, number][] = [];
    validateCatalog(raw, { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls).toEqual([
      [2, 3],
      [3, 3],
    ]);
  });
});

describe('chapter files', () => {
  const texts = Object.fromEntries(
    [
      'description',
      'type',
      'parts',
      'extraction',
      'history',
      'production',
      'effect',
      'moreInfo',
      'didYouKnow',
      'iconicFragranceText',
    ].map((field) => [field, name(`Rose ${field}.`)]),
  );
  const roseChapter = (over: Record<string, unknown> = {}) => ({
    key: 'rose',
    chapter: { ...texts, iconicPerfumeId: 1001, ...over },
  });
  const withChapters = (...files: { file: string; json: unknown }[]) =>
    catalog([perfume()], { chapters: files });

  it('merges a complete chapter into its ingredient', () => {
    const result = validateCatalog(
      withChapters({ file: 'chapters/rose.json', json: roseChapter() }),
    );
    expect(result.problems).toEqual([]);
    const rose = result.data!.ingredients.find((i) => i.key === 'rose')!;
    expect(rose.chapter?.history.fr).toBe('Rose history. (fr)');
    expect(rose.chapter?.iconicPerfumeId).toBe(1001);
    expect(result.data!.ingredients.find((i) => i.key === 'musk')!.chapter).toBeUndefined();
  });

  it('reports a missing text, a missing language and an unknown field', () => {
    const { history: _history, ...withoutHistory } = texts;
    const raw = withChapters({
      file: 'chapters/rose.json',
      json: {
        key: 'rose',
        kind: 'natural',
        chapter: {
          ...withoutHistory,
          effect: { en: 'Soft.', fr: 'Doux.' },
          didYouKnwo: name('Typo.'),
          iconicPerfumeId: 1001,
        },
      },
    });
    expect(problemsOf(raw)).toEqual([
      'chapters/rose.json › chapter of rose › chapter.history: is missing',
      'chapters/rose.json › chapter of rose › chapter.effect.es: is missing',
      'chapters/rose.json › chapter of rose › chapter: unknown field "didYouKnwo"',
      'chapters/rose.json › chapter of rose: unknown field "kind"',
    ]);
  });

  it('reports an unknown ingredient key and a file named after another ingredient', () => {
    const raw = withChapters(
      { file: 'chapters/oud.json', json: { ...roseChapter(), key: 'oud' } },
      { file: 'chapters/musk.json', json: roseChapter() },
    );
    expect(problemsOf(raw)).toEqual([
      'chapters/oud.json › chapter of oud › key: unknown ingredient key "oud"',
      'chapters/musk.json › chapter of rose › key: "rose" must be the file\'s name: write this chapter in rose.json',
    ]);
  });

  it('reports an iconic perfume that does not exist or does not contain the ingredient', () => {
    const missing = withChapters({
      file: 'chapters/rose.json',
      json: roseChapter({ iconicPerfumeId: 9999 }),
    });
    expect(problemsOf(missing)).toEqual([
      'chapters/rose.json › chapter of rose › chapter.iconicPerfumeId: iconic perfume 9999 is not in the catalog',
    ]);
    const without = catalog(
      [
        perfume(),
        perfume({
          id: 1002,
          name: 'No Rose',
          ingredients: notes(['musk', 40], ['vetiver', 30], ['iris', 30]),
          hero: 'iris',
        }),
      ],
      { chapters: [{ file: 'chapters/rose.json', json: roseChapter({ iconicPerfumeId: 1002 }) }] },
    );
    (without.ingredients!.json as unknown[]).push({
      id: 4,
      key: 'iris',
      name: name('Iris'),
      familyId: 1,
      kind: 'natural',
      origins: [],
      imageUrl: '',
    });
    expect(problemsOf(without)).toEqual([
      'chapters/rose.json › chapter of rose › chapter.iconicPerfumeId: the iconic perfume 1002 "No Rose" does not contain the ingredient "rose"',
    ]);
  });

  it('lets a chapter go without an iconic perfume only when no perfume lists the ingredient', () => {
    const { iconicFragranceText: _text, ...withoutIconic } = texts;
    const bare = { key: 'rose', chapter: withoutIconic };
    // The catalog's perfume lists rose: the chapter must name one.
    expect(problemsOf(withChapters({ file: 'chapters/rose.json', json: bare }))).toEqual([
      'chapters/rose.json › chapter of rose › chapter.iconicPerfumeId: no iconic perfume, while 1 perfume lists "rose": name one',
    ]);
    // Iris is listed by no perfume of this catalog: its chapter stands without one.
    const raw = withChapters({ file: 'chapters/iris.json', json: { ...bare, key: 'iris' } });
    (raw.ingredients!.json as unknown[]).push({
      id: 4,
      key: 'iris',
      name: name('Iris'),
      familyId: 1,
      kind: 'natural',
      origins: [],
      imageUrl: '',
    });
    const iris = validateCatalog(raw);
    expect(iris.problems).toEqual([]);
    expect(iris.data!.ingredients.find((i) => i.key === 'iris')!.chapter?.iconicPerfumeId).toBe(
      undefined,
    );
    // The perfume and its text come together.
    const half = { key: 'rose', chapter: { ...withoutIconic, iconicPerfumeId: 1001 } };
    expect(problemsOf(withChapters({ file: 'chapters/rose.json', json: half }))).toEqual([
      'chapters/rose.json › chapter of rose › chapter.iconicFragranceText: iconicPerfumeId and iconicFragranceText come together: give both or neither',
    ]);
  });

  it('refuses a second chapter for the same ingredient', () => {
    const raw = catalog([perfume()], {
      chapters: [{ file: 'chapters/rose.json', json: roseChapter() }],
    });
    (raw.ingredients!.json as Record<string, unknown>[])[0]!.chapter = roseChapter().chapter;
    expect(problemsOf(raw)).toEqual([
      'chapters/rose.json › chapter of rose › key: "rose" already has a chapter in ingredients.json',
    ]);
  });
});

describe('pyramids and concentrations', () => {
  const placed = [
    { key: 'rose', proportion: 50, stages: ['top', 'heart'] },
    { key: 'musk', proportion: 30, stages: ['base'] },
    { key: 'vetiver', proportion: 20, stages: ['base'] },
  ];

  it('accepts a perfume whose every ingredient is placed, with its concentration', () => {
    const { data, problems } = validateCatalog(
      catalog([
        perfume({ ingredients: placed, concentration: 'eau-de-parfum', alsoAs: ['parfum'] }),
      ]),
    );
    expect(problems).toEqual([]);
    expect(data!.brands[0]!.perfumes[0]!.ingredients[0]!.stages).toEqual(['top', 'heart']);
  });

  it('refuses a half-placed pyramid, naming each ingredient left out', () => {
    const half = placed.map((i, n) => (n === 2 ? { key: i.key, proportion: i.proportion } : i));
    const { problems } = validateCatalog(catalog([perfume({ ingredients: half })]));
    expect(problems.map(formatProblem)).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].ingredients[2].stages: is missing: once one ingredient has its stages, every ingredient needs them',
    ]);
  });

  it('refuses an unknown stage or concentration, a stage named twice, and "other" without its name', () => {
    const { problems } = validateCatalog(
      catalog([
        perfume({
          ingredients: [
            { key: 'rose', proportion: 50, stages: ['middle'] },
            { key: 'musk', proportion: 30, stages: ['base', 'base'] },
            { key: 'vetiver', proportion: 20, stages: ['base'] },
          ],
          concentration: 'eau-fraiche',
        }),
        perfume({ id: 1002, name: 'Bath', ingredients: placed, concentration: 'other' }),
      ]),
    );
    const text = problems.map(formatProblem).join('\n');
    expect(text).toContain('ingredients[0].stages[0]: must be top, heart or base');
    expect(text).toContain('ingredients[1].stages: names a stage twice');
    expect(text).toContain('perfumes[0].concentration: must be one of eau-de-cologne');
    expect(text).toContain(
      'perfume 1002 "Bath" › perfumes[1].concentrationName: a concentration "other" needs its concentrationName',
    );
  });

  it('loads a catalog without pyramids, and lists its perfumes as lacking them for catalog:validate', () => {
    const { data, problems } = validateCatalog(
      catalog([perfume(), perfume({ id: 1002, name: 'Placed', ingredients: placed })]),
    );
    expect(problems).toEqual([]);
    expect(missingPyramidsAndConcentrations(data!).map(formatProblem)).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].ingredients: no pyramid: give each ingredient its stages (top, heart, base)',
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].concentration: no concentration',
      'brands/house.json › perfume 1002 "Placed" › perfumes[1].concentration: no concentration',
    ]);
  });
});
