import type {
  FamilyRef,
  IngredientRef,
  Perfume,
  PerfumeSummary,
  RecommendedPerfume,
} from '../../common/api/catalog';
import type { PyramidStage } from '../../common/domain/catalog-schema';
import { perfumeSummaryOf } from '../lib/perfume-summary';

// A few perfumes of the seed catalog, as the API answers them, for the web app's tests.

export const families = {
  amber: { id: 3, name: 'Amber', color: '#C8782E', imageUrl: '' },
  powdery: { id: 2, name: 'Powdery', color: '#C9A7D8', imageUrl: '' },
  spicy: { id: 4, name: 'Spicy', color: '#B5402F', imageUrl: '' },
  citrus: { id: 10, name: 'Citrus', color: '#F0B429', imageUrl: '' },
  fruity: { id: 13, name: 'Fruity', color: '#E4573D', imageUrl: '' },
} satisfies Record<string, FamilyRef>;

/** An ingredient as the API names it inside other answers, with the generic visual. */
export function ingredientRef(id: number, name: string, family: FamilyRef): IngredientRef {
  return {
    id,
    name,
    family,
    imageUrl: '',
    lightImageUrl: '',
    useGenericImageUrl: true,
    useGenericLightImageUrl: true,
    isIngredientChapter: false,
  };
}

function ingredient(
  id: number,
  name: string,
  family: FamilyRef,
  proportion: number,
  stages: PyramidStage[] = [],
) {
  return { id, proportion, ingredient: ingredientRef(id, name, family), stages };
}

export const shalimar: Perfume = {
  id: 3004,
  name: 'Shalimar',
  imageUrl: '',
  brand: { id: 3, key: 'guerlain', name: 'Guerlain' },
  subBrand: { name: '' },
  family: families.amber,
  secondaryFamily: families.powdery,
  gender: 'FU',
  year: 1925,
  discontinued: false,
  heroIngredient: { id: 48, name: 'Vanilla', imageUrl: '' },
  description: 'Legend has it that Jacques Guerlain poured vanillin into a bottle of Jicky.',
  meFamilyName: 'Amber',
  perfumer: 'Jacques Guerlain',
  perfumers: ['Jacques Guerlain'],
  perfumerSlugs: ['jacques-guerlain'],
  expertReviewed: true,
  ingredientProportions: [
    ingredient(48, 'Vanilla', families.amber, 20, ['base']),
    ingredient(168, 'Bergamot', families.citrus, 14, ['top']),
    ingredient(38, 'Iris', families.powdery, 12, ['heart']),
  ],
  origin: [{ code: 'FR', name: 'France' }],
  concentration: { key: 'parfum', houseName: null, alsoAs: ['eau-de-toilette', 'eau-de-parfum'] },
  pyramid: { linear: false, source: 'published' },
  picture: {
    concentration: 'parfum',
    colors: [
      { color: families.amber.color, share: 44 },
      { color: families.citrus.color, share: 30 },
      { color: families.powdery.color, share: 26 },
    ],
  },
};

export const ani: Perfume = {
  ...shalimar,
  id: 53005,
  name: 'Ani',
  brand: { id: 53, key: 'nishane', name: 'Nishane' },
  secondaryFamily: families.spicy,
  gender: 'U',
  year: 2019,
  expertReviewed: false,
  perfumers: ['Cécile Zarokian'],
  perfumerSlugs: ['cecile-zarokian'],
  perfumer: 'Cécile Zarokian',
  description: 'Vanilla and ginger.',
  ingredientProportions: [
    ingredient(48, 'Vanilla', families.amber, 30),
    ingredient(168, 'Bergamot', families.citrus, 10),
    ingredient(77, 'Ginger', families.spicy, 15),
  ],
  // A perfume the catalog gives no pyramid nor strength: the view says nothing of them.
  concentration: null,
  pyramid: { linear: null, source: null },
  picture: {
    concentration: null,
    colors: [
      { color: families.amber.color, share: 55 },
      { color: families.spicy.color, share: 27 },
      { color: families.citrus.color, share: 18 },
    ],
  },
};

export const tresor: Perfume = {
  ...shalimar,
  id: 7004,
  name: 'Trésor',
  brand: { id: 7, key: 'lancome', name: 'Lancôme' },
  family: families.powdery,
  secondaryFamily: families.fruity,
  year: 1990,
  discontinued: true,
  heroIngredient: { id: 1, name: 'Rose', imageUrl: '' },
  picture: {
    concentration: 'eau-de-parfum',
    colors: [
      { color: '#E07A9F', share: 60 },
      { color: families.powdery.color, share: 40 },
    ],
  },
};

export const summary = (perfume: Perfume): PerfumeSummary => perfumeSummaryOf(perfume);

export function recommended(
  perfume: Perfume,
  recoValue: number,
  recoType: RecommendedPerfume['recoType'],
): RecommendedPerfume {
  return { ...summary(perfume), recoValue, recoType };
}
