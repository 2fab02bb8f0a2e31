import type {
  FamilyRef,
  IngredientRef,
  Perfume,
  PerfumeSummary,
  RecommendedPerfume,
  RecoType,
} from '../../common/api/catalog';
import type { Language } from '../../common/domain/languages';
import type { CatalogIndex, IndexedPerfume } from './catalog-index';

// Turns indexed records into API responses in the request's language (common/api/catalog.ts).

export function presentFamily(index: CatalogIndex, id: number, lang: Language): FamilyRef {
  const family = index.familyById.get(id);
  return {
    id,
    name: family?.name[lang] ?? '',
    color: family?.color ?? '#8C8C8C',
    imageUrl: '',
  };
}

export function presentIngredient(index: CatalogIndex, id: number, lang: Language): IngredientRef {
  const ingredient = index.ingredientById.get(id)!;
  const generic = ingredient.imageUrl === '';
  return {
    id,
    name: ingredient.name[lang],
    family: presentFamily(index, ingredient.familyId, lang),
    imageUrl: ingredient.imageUrl,
    lightImageUrl: ingredient.imageUrl,
    useGenericImageUrl: generic,
    useGenericLightImageUrl: generic,
    isIngredientChapter: ingredient.chapter?.description !== undefined,
  };
}

export function presentPerfumeSummary(
  index: CatalogIndex,
  p: IndexedPerfume,
  lang: Language,
): PerfumeSummary {
  const hero = index.ingredientById.get(p.heroIngredientId);
  return {
    id: p.id,
    name: p.name,
    imageUrl: p.imageUrl,
    brand: { id: p.brandId, name: index.brandById.get(p.brandId)?.name ?? '' },
    subBrand: { name: p.subBrand },
    family: presentFamily(index, p.familyId, lang),
    secondaryFamily: presentFamily(index, p.secondaryFamilyId, lang),
    gender: p.gender,
    year: p.year,
    discontinued: p.discontinued,
    heroIngredient: { id: p.heroIngredientId, name: hero?.name[lang] ?? '' },
  };
}

/** The full perfume; its description comes from the database (readPerfumeDescriptions). */
export function presentPerfume(
  index: CatalogIndex,
  p: IndexedPerfume,
  lang: Language,
  description: string,
): Perfume {
  return {
    ...presentPerfumeSummary(index, p, lang),
    description,
    meFamilyName: p.meFamilyName,
    perfumer: p.perfumers.join(', '),
    perfumers: p.perfumers,
    expertReviewed: p.expertReviewed,
    ingredientProportions: p.ingredients.map((i) => ({
      id: i.ingredientId,
      ingredient: presentIngredient(index, i.ingredientId, lang),
      proportion: i.proportion,
    })),
    origin: p.origin.map((code) => ({
      code,
      name: index.countryByCode.get(code)?.name[lang] ?? code,
    })),
  };
}

export function presentRecommended(
  index: CatalogIndex,
  p: IndexedPerfume,
  lang: Language,
  recoValue: number,
  recoType: RecoType,
): RecommendedPerfume {
  return {
    ...presentPerfumeSummary(index, p, lang),
    recoValue: Math.max(0, Math.min(1, recoValue)),
    recoType,
  };
}
