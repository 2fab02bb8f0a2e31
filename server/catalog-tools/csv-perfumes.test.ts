import { describe, expect, it } from 'vitest';
import type { CatalogData } from '../../common/domain/catalog-schema';
import { fixtureCatalog, fixturePerfume } from '../test-support/catalog-fixture';
import { csvColumns, mergeCsvPerfumes, newPerfumeId } from './csv-perfumes';
import { formatProblem } from '../catalog/validate';

// Fixture families: 1 Floral (wheel: Floral), 2 Musky (none), 3 Woody (Woods); ingredients rose,
// musk, vetiver; brand 1 "House" with perfume 1001 "Existing".

const header =
  'name,brand,gender,family,secondaryFamily,meFamilyName,ingredients,hero,description_en';

function current(): CatalogData {
  return fixtureCatalog([
    {
      id: 1,
      key: 'house',
      name: 'House',
      perfumes: [
        fixturePerfume({
          id: 1001,
          name: 'Existing',
          ingredients: [
            { key: 'rose', proportion: 50 },
            { key: 'musk', proportion: 30 },
            { key: 'vetiver', proportion: 20 },
          ],
        }),
      ],
    },
  ]);
}

const merge = (rows: string[], head = header) =>
  mergeCsvPerfumes(current(), [head, ...rows].join('\n'), 'new.csv');
const problems = (rows: string[], head = header) => merge(rows, head).problems.map(formatProblem);
const perfume = (result: ReturnType<typeof merge>, name: string) =>
  result.data.brands.flatMap((b) => b.perfumes).find((p) => p.name === name)!;

describe('CSV perfumes', () => {
  it('reads every documented column', () => {
    const result = merge(
      [
        '7,Petals,House,Extra,2021,fu,Ana Ruiz; Léo Martin,Floral,Woody,floral,Musc:20;Rose:50;Vétiver:30,Musc,Oui,no,77,fr;it,https://img.example/petals.jpg,Petals.,Pétales.,Pétalos.,Rose,Rose;Vétiver,Musc;vetiver,no,estimated,EDP,Eau de Parfum Intense,Extrait;eau de toilette',
      ],
      csvColumns.join(','),
    );
    expect(result.problems).toEqual([]);
    expect(perfume(result, 'Petals')).toEqual({
      id: 7,
      name: 'Petals',
      subBrand: 'Extra',
      year: 2021,
      gender: 'FU',
      perfumers: ['Ana Ruiz', 'Léo Martin'],
      familyId: 1,
      secondaryFamilyId: 3,
      meFamilyName: 'Floral',
      expertReviewed: true,
      discontinued: false,
      popularity: 77,
      origin: ['FR', 'IT'],
      imageUrl: 'https://img.example/petals.jpg',
      description: { en: 'Petals.', fr: 'Pétales.', es: 'Pétalos.' },
      // Largest first, by key; the hero named in French.
      ingredients: [
        { key: 'rose', proportion: 50, stages: ['top', 'heart'] },
        { key: 'vetiver', proportion: 30, stages: ['heart', 'base'] },
        { key: 'musk', proportion: 20, stages: ['base'] },
      ],
      hero: 'musk',
      concentration: 'eau-de-parfum',
      concentrationName: 'Eau de Parfum Intense',
      alsoAs: ['parfum', 'eau-de-toilette'],
      linear: false,
      pyramidSource: 'estimated',
    });
  });

  it('imports a row without pyramid or concentration as a perfume that has neither', () => {
    const result = merge(['Bare,House,FU,Floral,Woody,,Rose:50;Musk:30;Vetiver:20,,Bare.']);
    expect(result.problems).toEqual([]);
    const bare = perfume(result, 'Bare');
    expect(bare.ingredients.every((i) => i.stages === undefined)).toBe(true);
    expect(bare.concentration).toBeUndefined();
  });

  it('names the ingredients a pyramid leaves out, a stage note not in the row, and an unknown strength', () => {
    const head = `${header},top,heart,base,concentration,alsoAs`;
    expect(
      problems(
        ['Half,House,FU,Floral,Woody,,Rose:50;Musk:30;Vetiver:20,,Half.,Rose,,Musk,EDP,'],
        head,
      ),
    ).toEqual([
      'new.csv › row 2 › top: Vetiver is in none of top, heart and base: place every ingredient, or leave the three columns empty',
    ]);
    expect(
      problems(
        [
          'Odd,House,FU,Floral,Woody,,Rose:50;Musk:30;Vetiver:20,,Odd.,Rose;Oud,Vetiver,Musk,Eau fraîche,EDT;cologne',
        ],
        head,
      ),
    ).toEqual([
      'new.csv › row 2 › top: "Oud" is not one of this row\'s ingredients',
      'new.csv › row 2 › concentration: "Eau fraîche" is not a concentration: write one of eau-de-cologne, eau-de-toilette, eau-de-parfum, parfum, other (or EDC, EDT, EDP, extrait)',
    ]);
  });

  it('needs the house\'s own name for a concentration "other"', () => {
    const head = `${header},concentration,concentrationName`;
    expect(
      problems(['Oil,House,FU,Floral,Woody,,Rose:50;Musk:30;Vetiver:20,,Oil.,other,'], head),
    ).toEqual([
      'new.csv › row 2 › concentrationName: is empty: a concentration "other" needs the house\'s own name here',
    ]);
  });

  it('makes an unknown wheel class a problem of its row and column, naming the accepted ones', () => {
    expect(
      problems(['Petals,House,FU,Floral,Woody,Flowery,Rose:50;Musk:30;Vetiver:20,,Petals.']),
    ).toEqual([
      'new.csv › row 2 › meFamilyName: "Flowery" is not a class of the wheel: write one of Floral, Soft Floral, ' +
        'Floral Amber, Soft Amber, Amber, Woody Amber, Woods, Mossy Woods, Dry Woods, Aromatic, Citrus, Water, Green, Fruity',
    ]);
  });

  it('takes an empty wheel class from a family that covers exactly one, and asks for it otherwise', () => {
    const result = merge([
      'One,House,FU,Woody,Floral,,Vetiver:50;Rose:30;Musk:20,,One.',
      'Two,House,FU,Musky,Floral,,Musk:50;Rose:30;Vetiver:20,,Two.',
    ]);
    expect(perfume(result, 'One').meFamilyName).toBe('Woods');
    expect(result.problems.map(formatProblem)).toEqual([
      'new.csv › row 3 › meFamilyName: is empty and the family Musky covers no class of the wheel: write one of ' +
        'Floral, Soft Floral, Floral Amber, Soft Amber, Amber, Woody Amber, Woods, Mossy Woods, Dry Woods, Aromatic, ' +
        'Citrus, Water, Green, Fruity',
    ]);
  });

  it('makes an unrecognised yes or no a problem naming the accepted values', () => {
    const head = `${header},expertReviewed,discontinued`;
    const result = merge(
      ['Petals,House,FU,Floral,Woody,,Rose:50;Musk:30;Vetiver:20,,Petals.,maybe,Sí'],
      head,
    );
    expect(result.problems.map(formatProblem)).toEqual([
      'new.csv › row 2 › expertReviewed: "maybe" is not a yes or no: write one of true, yes, y, 1, oui, sí, si ' +
        'or false, no, n, 0, non (or leave it empty for no)',
    ]);
    expect(perfume(result, 'Petals').discontinued).toBe(true);
  });

  it('copies the English description into missing translations and lists those rows', () => {
    const head = `${header},description_fr,description_es`;
    const result = merge(
      [
        'One,House,FU,Floral,Woody,,Rose:50;Musk:30;Vetiver:20,,One.,Un.,Uno.',
        'Two,House,FU,Floral,Woody,,Rose:50;Musk:30;Vetiver:20,,Two.,,Dos.',
        'Three,House,FU,Floral,Woody,,Rose:50;Musk:30;Vetiver:20,,Three.,,',
      ],
      head,
    );
    expect(perfume(result, 'Two').description).toEqual({ en: 'Two.', fr: 'Two.', es: 'Dos.' });
    expect(result.copiedDescriptions).toEqual([
      { row: 3, perfume: 'Two', languages: ['fr'] },
      { row: 4, perfume: 'Three', languages: ['fr', 'es'] },
    ]);
  });

  it('creates new brands, families and ingredients by name, saying what it assumed', () => {
    const result = merge([
      'Salt,Maison Neuve,U,Salty,Floral,Water,Sea Salt:50;Rose:30;Musk:20,,Salt.',
    ]);
    expect(result.problems).toEqual([]);
    expect(result.created).toEqual({
      brands: [{ name: 'Maison Neuve', id: 2, key: 'maison-neuve', row: 2, assumed: 'no country' }],
      families: [
        {
          name: 'Salty',
          id: 4,
          key: 'salty',
          row: 2,
          assumed: 'names copied into fr and es, colour #8C8C8C, intensity 0.5, no wheel class',
        },
      ],
      ingredients: [
        {
          name: 'Sea Salt',
          id: 4,
          key: 'sea-salt',
          row: 2,
          assumed:
            "names copied into fr and es, family Salty (the perfume's), kind natural, no origins",
        },
      ],
    });
    const salt = perfume(result, 'Salt');
    expect(salt).toMatchObject({ id: 2001, familyId: 4, meFamilyName: 'Water', hero: 'sea-salt' });
    expect(result.rowByPerfumeId.get(2001)).toBe(2);
    expect(result.rowByIngredientKey.get('sea-salt')).toBe(2);
    expect(result.rowByFamilyId.get(4)).toBe(2);
  });

  it('checks the hero against the ingredients of its row', () => {
    expect(
      problems(['Petals,House,FU,Floral,Woody,,Rose:50;Musk:30;Vetiver:20,Iris,Petals.']),
    ).toEqual(['new.csv › row 2 › hero: "Iris" is not one of this row\'s ingredients']);
  });

  it('refuses a name two ingredients share, and takes the key written as it is', () => {
    const data = current();
    const fruit = (id: number, key: string, en: string, fr: string, es: string) => ({
      id,
      key,
      name: { en, fr, es },
      familyId: 1,
      kind: 'natural' as const,
      origins: [],
      imageUrl: '',
    });
    data.ingredients.push(
      fruit(4, 'lemon', 'Lemon', 'Citron', 'Limón'),
      fruit(5, 'citron', 'Citron', 'Cédrat', 'Cidra'),
    );
    const text = [
      header,
      'One,House,FU,Floral,Woody,,Citron:50;Rose:30;Musk:20,,One.',
      'Two,House,FU,Floral,Woody,,citron:50;Rose:30;Limón:20,Limon,Two.',
    ].join('\n');
    const result = mergeCsvPerfumes(data, text, 'new.csv');
    expect(result.problems.map(formatProblem)).toEqual([
      'new.csv › row 2 › ingredients: "Citron" names several ingredients (lemon, citron): write the key of the one you mean',
    ]);
    const two = perfume(result, 'Two');
    expect(two.ingredients.map((i) => i.key)).toEqual(['citron', 'rose', 'lemon']);
    expect(two.hero).toBe('lemon');
  });

  it('updates a perfume of the same brand and name, and refuses a perfume given twice', () => {
    const result = merge([
      'Existing,House,U,Woody,Floral,,Vetiver:60;Rose:30;Musk:10,,Updated.',
      'existing,House,U,Woody,Floral,,Vetiver:60;Rose:30;Musk:10,,Again.',
    ]);
    expect(result.updated).toBe(2);
    expect(result.added).toBe(0);
    expect(result.problems.map(formatProblem)).toEqual([
      'new.csv › row 3 › id: perfume 1001 is already on row 2 of this file',
    ]);
  });

  it('reads every cell of a row even when some are empty or wrong', () => {
    // The hero is not checked against a list that could not be read whole.
    const head = `${header},year,popularity,discontinued`;
    expect(
      problems([',House,X,,Woody,Floral,Rose 50;Musk:50,Iris,,19x4,high,perhaps'], head),
    ).toEqual([
      'new.csv › row 2 › name: is empty',
      'new.csv › row 2 › family: is empty',
      'new.csv › row 2 › description_en: is empty',
      'new.csv › row 2 › ingredients: "Rose 50" must be written name:proportion with a whole-number proportion, e.g. Rose:30',
      'new.csv › row 2 › year: must be a whole number, not "19x4"',
      'new.csv › row 2 › popularity: must be a whole number, not "high"',
      'new.csv › row 2 › discontinued: "perhaps" is not a yes or no: write one of true, yes, y, 1, oui, sí, si or ' +
        'false, no, n, 0, non (or leave it empty for no)',
    ]);
  });

  it('names a row with more cells than columns', () => {
    expect(
      problems(['Petals,House,FU,Floral,Woody,,Rose:50;Musk:30;Vetiver:20,,Petals, with a comma.']),
    ).toEqual([
      'new.csv › row 2: has 10 cells for 9 columns (a comma inside a cell needs the cell in double quotes)',
    ]);
  });

  it('names missing, unknown and repeated columns without reading the rows', () => {
    const result = merge(['x'], 'name,brand,colour,name');
    expect(result.rowsRead).toBe(false);
    expect(result.problems.map(formatProblem)).toEqual([
      'new.csv › header › gender: column is missing',
      'new.csv › header › family: column is missing',
      'new.csv › header › secondaryFamily: column is missing',
      'new.csv › header › ingredients: column is missing',
      'new.csv › header › description_en: column is missing',
      `new.csv › header › colour: unknown column (expected: ${csvColumns.join(', ')})`,
      'new.csv › header › name: column appears twice',
    ]);
  });
});

describe('new perfume ids', () => {
  it('takes the next free id of the brand block, then one past the largest id', () => {
    expect(newPerfumeId(3, new Set([3001, 3002, 1001]), 3002)).toBe(3003);
    const fullBlock = new Set(Array.from({ length: 999 }, (_, n) => 3001 + n));
    expect(newPerfumeId(3, fullBlock, 250_000)).toBe(250_001);
  });
});
