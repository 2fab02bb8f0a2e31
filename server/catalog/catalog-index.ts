import type {
  CatalogData,
  CatalogWithoutDescriptions,
  Concentration,
  MeFamilyName,
} from '../../common/domain/catalog-schema';
import { stageMask } from '../../common/domain/pyramid';
import type { GenderCode } from '../../common/domain/gender';
import type { Localized } from '../../common/domain/languages';
import { normalizeText, words } from '../../common/domain/text';

// The immutable in-memory catalog every read is answered from. Built once per catalog version and
// swapped whole (catalog-store.ts), so readers never see half an import. Perfume descriptions stay
// in the database and are read when a perfume is shown (readPerfumeDescriptions).

export interface IndexedFamily {
  id: number;
  key: string;
  name: Localized;
  color: string;
  intensity: number;
  meFamilies: MeFamilyName[];
}

export interface IndexedIngredient {
  id: number;
  key: string;
  name: Localized;
  familyId: number;
  kind: 'natural' | 'synthetic';
  origins: string[];
  imageUrl: string;
  chapter: CatalogData['ingredients'][number]['chapter'];
  /** How many perfumes list it: a popularity signal for ingredient lists. */
  perfumeCount: number;
}

export interface IndexedBrand {
  id: number;
  key: string;
  name: string;
  country: string | null;
  perfumeCount: number;
}

export interface PerfumeIngredient {
  ingredientId: number;
  proportion: number;
  /** Its stages in the pyramid as a mask (common/domain/pyramid.ts); 0 when unknown. */
  stageMask: number;
}

/** What the catalog says of a perfume's strength; absent when it says nothing. */
export interface PerfumeConcentration {
  concentration: Concentration;
  concentrationName: string | null;
  alsoAs: Concentration[];
}

export interface IndexedPerfume {
  id: number;
  name: string;
  brandId: number;
  subBrand: string;
  year: number | null;
  gender: GenderCode;
  perfumers: string[];
  familyId: number;
  secondaryFamilyId: number;
  meFamilyName: MeFamilyName;
  expertReviewed: boolean;
  discontinued: boolean;
  popularity: number;
  origin: string[];
  imageUrl: string;
  /** Largest proportion first. */
  ingredients: PerfumeIngredient[];
  heroIngredientId: number;
  concentration: PerfumeConcentration | null;
  /** True for a perfume without a real pyramid; null when the catalog does not say. */
  linear: boolean | null;
  pyramidSource: 'published' | 'estimated' | null;
  /** Normalised texts for search (spec section 5). */
  search: { name: string; brand: string; subBrand: string; nameWords: string[] };
}

export interface IndexedConcept {
  id: number;
  key: string;
  name: Localized;
  categories: string[];
  visible: boolean;
  ingredients: { ingredientId: number; weight: number }[];
  families: { id: number; weight: number }[];
}

export interface IndexedCountry {
  code: string;
  code3: string;
  numeric: string;
  name: Localized;
  region: string;
  subRegion: string;
  lat: number;
  long: number;
}

export interface CatalogCounts {
  perfumes: number;
  brands: number;
  ingredients: number;
  concepts: number;
  families: number;
}

export class CatalogIndex {
  readonly perfumes: readonly IndexedPerfume[];
  readonly perfumeById: ReadonlyMap<number, IndexedPerfume>;
  readonly brands: readonly IndexedBrand[];
  readonly brandById: ReadonlyMap<number, IndexedBrand>;
  readonly families: readonly IndexedFamily[];
  readonly familyById: ReadonlyMap<number, IndexedFamily>;
  readonly ingredients: readonly IndexedIngredient[];
  readonly ingredientById: ReadonlyMap<number, IndexedIngredient>;
  readonly concepts: readonly IndexedConcept[];
  readonly conceptById: ReadonlyMap<number, IndexedConcept>;
  readonly countries: readonly IndexedCountry[];
  readonly countryByCode: ReadonlyMap<string, IndexedCountry>;
  /** Perfumes that list each ingredient, with its proportion there. */
  readonly perfumesByIngredient: ReadonlyMap<number, readonly IndexedPerfume[]>;

  constructor(
    data: CatalogWithoutDescriptions,
    readonly version: number,
  ) {
    this.families = data.families.map((f) => ({ ...f }));
    this.familyById = byId(this.families);
    this.countries = data.countries.map((c) => ({ ...c }));
    this.countryByCode = new Map(this.countries.map((c) => [c.code, c]));

    const ingredientIdByKey = new Map(data.ingredients.map((i) => [i.key, i.id]));
    const perfumeCount = new Map<number, number>();
    const perfumes: IndexedPerfume[] = [];
    const brands: IndexedBrand[] = [];
    for (const brand of data.brands) {
      const brandSearch = normalizeText(brand.name);
      brands.push({
        id: brand.id,
        key: brand.key,
        name: brand.name,
        country: brand.country ?? null,
        perfumeCount: brand.perfumes.length,
      });
      for (const p of brand.perfumes) {
        const ingredients = p.ingredients
          .map((i) => ({
            ingredientId: ingredientIdByKey.get(i.key)!,
            proportion: i.proportion,
            stageMask: stageMask(i.stages ?? []),
          }))
          .sort((a, b) => b.proportion - a.proportion);
        for (const i of ingredients) {
          perfumeCount.set(i.ingredientId, (perfumeCount.get(i.ingredientId) ?? 0) + 1);
        }
        const name = normalizeText(p.name);
        perfumes.push({
          id: p.id,
          name: p.name,
          brandId: brand.id,
          subBrand: p.subBrand,
          year: p.year,
          gender: p.gender,
          perfumers: p.perfumers,
          familyId: p.familyId,
          secondaryFamilyId: p.secondaryFamilyId,
          meFamilyName: p.meFamilyName,
          expertReviewed: p.expertReviewed,
          discontinued: p.discontinued,
          popularity: p.popularity,
          origin: p.origin,
          imageUrl: p.imageUrl,
          ingredients,
          heroIngredientId: ingredientIdByKey.get(p.hero)!,
          concentration: p.concentration
            ? {
                concentration: p.concentration,
                concentrationName: p.concentrationName ?? null,
                alsoAs: p.alsoAs ?? [],
              }
            : null,
          linear: p.linear ?? null,
          pyramidSource: p.pyramidSource ?? null,
          search: {
            name,
            brand: brandSearch,
            subBrand: normalizeText(p.subBrand),
            nameWords: words(name),
          },
        });
      }
    }
    perfumes.sort((a, b) => a.id - b.id);
    this.perfumes = perfumes;
    this.perfumeById = byId(perfumes);
    this.brands = brands.sort((a, b) => a.name.localeCompare(b.name));
    this.brandById = byId(this.brands);

    this.ingredients = data.ingredients.map((i) => ({
      id: i.id,
      key: i.key,
      name: i.name,
      familyId: i.familyId,
      kind: i.kind,
      origins: i.origins,
      imageUrl: i.imageUrl,
      chapter: i.chapter,
      perfumeCount: perfumeCount.get(i.id) ?? 0,
    }));
    this.ingredientById = byId(this.ingredients);

    const byIngredient = new Map<number, IndexedPerfume[]>();
    for (const p of perfumes) {
      for (const i of p.ingredients) {
        let list = byIngredient.get(i.ingredientId);
        if (!list) byIngredient.set(i.ingredientId, (list = []));
        list.push(p);
      }
    }
    this.perfumesByIngredient = byIngredient;

    this.concepts = data.concepts.map((c) => ({
      id: c.id,
      key: c.key,
      name: c.name,
      categories: c.categories,
      visible: c.visible,
      ingredients: c.ingredients.map((a) => ({
        ingredientId: ingredientIdByKey.get(a.key)!,
        weight: a.weight,
      })),
      families: c.families,
    }));
    this.conceptById = byId(this.concepts);
  }

  counts(): CatalogCounts {
    return {
      perfumes: this.perfumes.length,
      brands: this.brands.length,
      ingredients: this.ingredients.length,
      concepts: this.concepts.length,
      families: this.families.length,
    };
  }
}

function byId<T extends { id: number }>(items: readonly T[]): Map<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}
