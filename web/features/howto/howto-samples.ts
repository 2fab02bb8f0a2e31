import type { FamilyRef, IngredientRef, Perfume } from '../../../common/api/catalog';

// The pictures of how it works draw made-up examples with the product's own charts. The families'
// colours are the catalog's (catalog/families.json, checked by howto-samples.test.ts), so a
// picture reads like the screens it explains; the names are the page's texts, in its language.

export const familyKeys = [
  'floral',
  'powdery',
  'amber',
  'spicy',
  'gourmand',
  'woody',
  'chypre',
  'leather',
  'aromatic',
  'citrus',
  'aquatic',
  'green',
  'fruity',
  'musky',
] as const;
export type FamilyKey = (typeof familyKeys)[number];

export const familyColors: Record<FamilyKey, string> = {
  floral: '#E07A9F',
  powdery: '#C9A7D8',
  amber: '#C8782E',
  spicy: '#B5402F',
  gourmand: '#9C5B3B',
  woody: '#8A5A32',
  chypre: '#6B7B3A',
  leather: '#5A3A2A',
  aromatic: '#5E9C7E',
  citrus: '#F0B429',
  aquatic: '#3E8EC4',
  green: '#5DAA45',
  fruity: '#E4573D',
  musky: '#B8ADA0',
};

export const sampleNoteKeys = [
  'vanilla',
  'bergamot',
  'iris',
  'sandalwood',
  'jasmine',
  'musk',
] as const;
export type SampleNoteKey = (typeof sampleNoteKeys)[number];

/** The example perfume's notes: family, share of the blend, and when each one leads. */
const sampleNotes: Record<
  SampleNoteKey,
  { family: FamilyKey; proportion: number; stage: 'top' | 'heart' | 'base' }
> = {
  vanilla: { family: 'amber', proportion: 28, stage: 'base' },
  bergamot: { family: 'citrus', proportion: 20, stage: 'top' },
  iris: { family: 'powdery', proportion: 16, stage: 'heart' },
  sandalwood: { family: 'woody', proportion: 14, stage: 'base' },
  jasmine: { family: 'floral', proportion: 12, stage: 'heart' },
  musk: { family: 'musky', proportion: 10, stage: 'base' },
};

function familyRef(key: FamilyKey, name: string): FamilyRef {
  return { id: familyKeys.indexOf(key) + 1, name, color: familyColors[key], imageUrl: '' };
}

/**
 * The example perfume of the quad's picture, vanilla its signature, named in the page's language
 * (`noteName`, `familyName` give the texts).
 */
export function samplePerfume(
  name: string,
  noteName: (key: SampleNoteKey) => string,
  familyName: (key: FamilyKey) => string,
): Pick<Perfume, 'id' | 'name' | 'ingredientProportions' | 'heroIngredient'> {
  return {
    id: 0,
    name,
    heroIngredient: { id: 1, name: noteName('vanilla'), imageUrl: '' },
    ingredientProportions: sampleNoteKeys.map((key, index) => {
      const note = sampleNotes[key];
      const ingredient: IngredientRef = {
        id: index + 1,
        name: noteName(key),
        family: familyRef(note.family, familyName(note.family)),
        imageUrl: '',
        lightImageUrl: '',
        useGenericImageUrl: true,
        useGenericLightImageUrl: true,
        isIngredientChapter: false,
      };
      return { id: index + 1, proportion: note.proportion, ingredient, stages: [note.stage] };
    }),
  };
}

/** The pyramid's three stages, top first, with the example's notes that lead in each. */
export const pyramidStages = (['top', 'heart', 'base'] as const).map((stage) => ({
  stage,
  notes: sampleNoteKeys.filter((key) => sampleNotes[key].stage === stage),
  color: familyColors[stage === 'top' ? 'citrus' : stage === 'heart' ? 'floral' : 'amber'],
}));
