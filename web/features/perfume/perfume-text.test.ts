import { describe, expect, it } from 'vitest';
import type { Perfume } from '../../../common/api/catalog';
import { i18n, loadScreenTexts } from '../../lib/i18n';
import {
  comparisonReason,
  familiesText,
  sharedIngredients,
  similarityPercent,
} from './perfume-text';

const amber = { id: 3, name: 'Amber', color: '#C8782E', imageUrl: '' };
const powdery = { id: 2, name: 'Powdery', color: '#C9A7D8', imageUrl: '' };

function ingredients(...list: [number, string, number][]): Pick<Perfume, 'ingredientProportions'> {
  return {
    ingredientProportions: list.map(([id, name, proportion]) => ({
      id,
      proportion,
      ingredient: {
        id,
        name,
        family: amber,
        imageUrl: '',
        lightImageUrl: '',
        useGenericImageUrl: true,
        useGenericLightImageUrl: true,
        isIngredientChapter: false,
      },
      stages: [],
    })),
  };
}

describe('familiesText', () => {
  it('says the family and its touch', () => {
    expect(familiesText(i18n.t, 'en', amber, powdery)).toBe(
      'Smell of amber with a touch of powdery',
    );
    expect(familiesText(i18n.t, 'en', amber, amber)).toBe('Smell of amber');
  });

  it('reads naturally in French and Spanish', async () => {
    await i18n.changeLanguage('fr');
    await loadScreenTexts('fr');
    expect(
      familiesText(i18n.t, 'fr', { ...amber, name: 'Ambré' }, { ...powdery, name: 'Poudré' }),
    ).toBe('Un parfum ambré avec un accent poudré');
    await i18n.changeLanguage('es');
    await loadScreenTexts('es');
    expect(
      familiesText(i18n.t, 'es', { ...amber, name: 'Ámbar' }, { ...powdery, name: 'Empolvado' }),
    ).toBe('Perfume ámbar con un toque empolvado');
    await i18n.changeLanguage('en');
  });
});

describe('similarity', () => {
  it('is a whole percentage', () => {
    expect(similarityPercent(0.7271)).toBe(73);
    expect(similarityPercent(1.2)).toBe(100);
  });

  it('explains the three kinds of similarity', () => {
    const reference = { heroIngredient: { id: 48, name: 'Vanilla', imageUrl: '' }, family: amber };
    expect(comparisonReason(i18n.t, reference, { recoType: 'hero' })).toBe(
      'They share the same main ingredient, Vanilla.',
    );
    expect(comparisonReason(i18n.t, reference, { recoType: 'family' })).toBe(
      'They belong to the same family, Amber.',
    );
    expect(comparisonReason(i18n.t, reference, { recoType: 'other' })).toBe(
      'Their ingredients are close.',
    );
  });
});

describe('sharedIngredients', () => {
  it('lists the common ingredients, largest share in the first perfume first', () => {
    const first = ingredients([1, 'Bergamot', 10], [2, 'Vanilla', 30], [3, 'Iris', 5]);
    const second = ingredients([3, 'Iris', 20], [2, 'Vanilla', 12], [9, 'Rose', 40]);
    expect(sharedIngredients(first, second)).toEqual([
      { id: 2, name: 'Vanilla' },
      { id: 3, name: 'Iris' },
    ]);
    expect(sharedIngredients(first, ingredients([9, 'Rose', 1]))).toEqual([]);
  });
});
