import { describe, expect, it } from 'vitest';
import families from '../../../catalog/families.json';
import { familyColors, familyKeys, pyramidStages, samplePerfume } from './howto-samples';

describe('the pictures of how it works', () => {
  it('draw the fourteen families in the catalog’s own colours', () => {
    expect([...familyKeys].sort()).toEqual(families.map((family) => family.key).sort());
    for (const family of families) {
      expect(familyColors[family.key as keyof typeof familyColors], family.key).toBe(family.color);
    }
  });

  it('give the example perfume shares that add up to 100, vanilla its signature', () => {
    const perfume = samplePerfume(
      'Example',
      (key) => key,
      (key) => key,
    );
    const total = perfume.ingredientProportions.reduce((sum, item) => sum + item.proportion, 0);
    expect(total).toBe(100);
    const hero = perfume.ingredientProportions.find(
      (item) => item.id === perfume.heroIngredient.id,
    );
    expect(hero?.ingredient.name).toBe('vanilla');
  });

  it('place every note of the example in one stage of the pyramid', () => {
    expect(pyramidStages.map((stage) => stage.notes)).toEqual([
      ['bergamot'],
      ['iris', 'jasmine'],
      ['vanilla', 'sandalwood', 'musk'],
    ]);
  });
});
