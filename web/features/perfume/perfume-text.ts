import type { TFunction } from 'i18next';
import type { FamilyRef, Perfume, RecommendedPerfume } from '../../../common/api/catalog';

// Sentences the perfume view builds from the data, in the visitor's language.

/** "Smell of amber with a touch of powdery" (just "Smell of amber" when both are the same). */
export function familiesText(
  t: TFunction,
  lang: string,
  family: FamilyRef,
  secondary: FamilyRef | null,
): string {
  const lower = (name: string) => name.toLocaleLowerCase(lang);
  if (!secondary || secondary.id === family.id || secondary.name === '') {
    return t('perfume.familiesSingle', { family: lower(family.name) });
  }
  return t('perfume.families', { family: lower(family.name), secondary: lower(secondary.name) });
}

/** A recommendation's closeness (0..1) as a whole percentage. */
export function similarityPercent(recoValue: number): number {
  return Math.round(Math.min(1, Math.max(0, recoValue)) * 100);
}

/** Why two perfumes are similar (spec: the recoType hero, family or other). */
export function comparisonReason(
  t: TFunction,
  reference: Pick<Perfume, 'heroIngredient' | 'family'>,
  similar: Pick<RecommendedPerfume, 'recoType'>,
): string {
  switch (similar.recoType) {
    case 'hero':
      return t('comparison.reasonHero', { ingredient: reference.heroIngredient.name });
    case 'family':
      return t('comparison.reasonFamily', { family: reference.family.name });
    default:
      return t('comparison.reasonOther');
  }
}

/** The ingredients two perfumes share, in the order of the first one's proportions. */
export function sharedIngredients(
  first: Pick<Perfume, 'ingredientProportions'>,
  second: Pick<Perfume, 'ingredientProportions'>,
): { id: number; name: string }[] {
  const inSecond = new Set(second.ingredientProportions.map((p) => p.ingredient.id));
  return [...first.ingredientProportions]
    .sort((a, b) => b.proportion - a.proportion)
    .filter((p) => inSecond.has(p.ingredient.id))
    .map((p) => ({ id: p.ingredient.id, name: p.ingredient.name }));
}
