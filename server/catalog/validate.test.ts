import { describe, expect, it } from 'vitest';
import type { RawCatalog } from './read-catalog';
import { formatProblem, validateCatalog } from './validate';

const name = (en: string) => ({ en, fr: `${en} (fr)`, es: `${en} (es)` });
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
  ingredients: [
    { key: 'rose', proportion: 60 },
    { key: 'musk', proportion: 40 },
  ],
  hero: 'rose',
  ...over,
});

function catalog(perfumes: unknown[], extra: Partial<RawCatalog> = {}): RawCatalog {
  return {
    families: {
      file: 'families.json',
      json: [
        { id: 1, key: 'floral', name: name('Floral'), color: '#E07A9F', intensity: 0.5, meFamilies: ['Floral'] },
        { id: 2, key: 'musky', name: name('Musky'), color: '#B8ADA0', intensity: 0.3, meFamilies: [] },
      ],
    },
    ingredients: {
      file: 'ingredients.json',
      json: [
        { id: 1, key: 'rose', name: name('Rose'), familyId: 1, kind: 'natural', origins: ['FR'], imageUrl: '' },
        { id: 2, key: 'musk', name: name('Musk'), familyId: 2, kind: 'synthetic', origins: [], imageUrl: '' },
      ],
    },
    countries: {
      file: 'countries.json',
      json: [
        { code: 'FR', code3: 'FRA', numeric: '250', name: name('France'), region: 'Europe', subRegion: 'Western Europe', lat: 46, long: 2 },
      ],
    },
    concepts: {
      file: 'concepts.json',
      json: [
        { id: 1, key: 'romantic', name: name('Romantic'), categories: ['mood'], visible: true, ingredients: [{ key: 'rose', weight: 1 }], families: [{ id: 1, weight: 1 }] },
      ],
    },
    brands: [{ file: 'brands/house.json', json: { id: 1, key: 'house', name: 'House', country: 'FR', perfumes } }],
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
    const raw = catalog([perfume({ ingredients: [{ key: 'rose', proportion: 60 }, { key: 'amberwood', proportion: 40 }] })]);
    expect(problemsOf(raw)).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].ingredients[1].key: unknown ingredient id "amberwood"',
    ]);
  });

  it('reports duplicate perfume ids across brand files', () => {
    const raw = catalog([perfume()]);
    raw.brands.push({ file: 'brands/other.json', json: { id: 2, key: 'other', name: 'Other', perfumes: [perfume({ name: 'Copy' })] } });
    expect(problemsOf(raw)).toEqual([
      'brands/other.json › perfume 1001 "Copy" › perfumes[0].id: duplicate id 1001 (also in brands/house.json)',
    ]);
  });

  it('reports proportions that do not sum to 100', () => {
    const raw = catalog([perfume({ ingredients: [{ key: 'rose', proportion: 60 }, { key: 'musk', proportion: 30 }] })]);
    expect(problemsOf(raw)).toEqual(['brands/house.json › perfume 1001 "Test Eau" › perfumes[0].ingredients: proportions sum to 90, not 100']);
  });

  it('reports a missing translation', () => {
    const raw = catalog([perfume({ description: { en: 'Only English here.', fr: 'Seulement ici.' } })]);
    expect(problemsOf(raw)).toEqual(['brands/house.json › perfume 1001 "Test Eau" › perfumes[0].description.es: is missing']);
  });

  it('reports a bad gender code', () => {
    const raw = catalog([perfume({ gender: 'F' })]);
    expect(problemsOf(raw)).toEqual([
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].gender: must be FU (her), MU (him) or U (unisex)',
    ]);
  });

  it('reports a hero outside the ingredients, equal families and unknown references in the tables', () => {
    const raw = catalog([perfume({ hero: 'musk', secondaryFamilyId: 1, ingredients: [{ key: 'rose', proportion: 100 }] })]);
    (raw.ingredients!.json as { origins: string[] }[])[0]!.origins = ['XX'];
    expect(problemsOf(raw)).toEqual([
      'ingredients.json › ingredient 1 (rose) › origins[0]: unknown country code XX',
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].secondaryFamilyId: must differ from familyId',
      'brands/house.json › perfume 1001 "Test Eau" › perfumes[0].hero: hero ingredient "musk" is not among the perfume\'s ingredients',
    ]);
  });

  it('reports every problem at once, including unreadable files', () => {
    const raw = catalog([perfume({ gender: 'X' }), perfume({ id: 1002, name: 'Two', ingredients: [{ key: 'rose', proportion: 5 }] })], {
      unreadable: [{ file: 'brands/broken.json', message: 'invalid JSON: Unexpected end of JSON input' }],
    });
    const problems = problemsOf(raw);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe('brands/broken.json: invalid JSON: Unexpected end of JSON input');
  });
});
