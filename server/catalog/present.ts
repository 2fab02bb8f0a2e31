import { perfumerSlug } from '../../common/domain/perfumer-names';
import type {
  FamilyRef,
  IngredientRef,
  Perfume,
  PerfumeSummary,
  RecommendedPerfume,
  RecoType,
} from '../../common/api/catalog';
import type { ProfileIngredient, ProfilePerfume } from '../../common/api/accounts';
import { MAIN_INGREDIENTS_PER_PERFUME } from '../../common/domain/constants';
import { familyIllustrationUrl } from '../../common/domain/illustrations';
import { pictureColors } from '../../common/domain/picture-colors';
import { stagesFromMask } from '../../common/domain/pyramid';
import { languages, type Language } from '../../common/domain/languages';
import type { CatalogIndex, IndexedPerfume } from './catalog-index';

// Turns indexed records into API responses in the request's language (common/api/catalog.ts).

export function presentFamily(index: CatalogIndex, id: number, lang: Language): FamilyRef {
  const family = index.familyById.get(id);
  return {
    id,
    name: family?.name[lang] ?? '',
    color: family?.color ?? '#8C8C8C',
    imageUrl: family ? familyIllustrationUrl(family.key) : '',
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
    // The catalog admits only complete chapters (every text in every language).
    isIngredientChapter: ingredient.chapter !== undefined,
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
    brand: brandRef(index, p.brandId),
    subBrand: { name: p.subBrand },
    family: presentFamily(index, p.familyId, lang),
    secondaryFamily: presentFamily(index, p.secondaryFamilyId, lang),
    gender: p.gender,
    year: p.year,
    discontinued: p.discontinued,
    // The hero's own drawing stands in for a perfume without a picture ('' when it has none).
    heroIngredient: {
      id: p.heroIngredientId,
      name: hero?.name[lang] ?? '',
      imageUrl: hero?.imageUrl ?? '',
    },
    picture: {
      concentration: p.concentration?.concentration ?? null,
      colors: pictureColors(
        p.ingredients.map((i) => ({
          color: familyColor(index, index.ingredientById.get(i.ingredientId)?.familyId),
          proportion: i.proportion,
        })),
      ),
    },
  };
}

function brandRef(index: CatalogIndex, id: number) {
  const brand = index.brandById.get(id);
  return { id, key: brand?.key ?? '', name: brand?.name ?? '' };
}

const familyColor = (index: CatalogIndex, id: number | undefined) =>
  (id !== undefined && index.familyById.get(id)?.color) || '#8C8C8C';

// A page of search results is sent as JSON text assembled from each summary's JSON (jsonList).
// Lists show the same popular perfumes again and again, and serialising 20 summaries cost a good
// part of what finding them costs, so each summary's text is kept per catalog index, in a fixed
// number of slots that bounds the memory (about 390 bytes a summary, so a few megabytes): a
// perfume whose slot another one took is simply serialised again.
const SLOT_BITS = 14;
const SUMMARY_SLOTS = 1 << SLOT_BITS;

interface SummaryTexts {
  perfumes: (IndexedPerfume | undefined)[];
  langs: Uint8Array;
  texts: string[];
}

const summaryTexts = new WeakMap<CatalogIndex, SummaryTexts>();

/** JSON.stringify(presentPerfumeSummary(index, p, lang)), kept for the next list showing it. */
export function perfumeSummaryJson(index: CatalogIndex, p: IndexedPerfume, lang: Language): string {
  let kept = summaryTexts.get(index);
  if (!kept) {
    kept = {
      perfumes: new Array<IndexedPerfume | undefined>(SUMMARY_SLOTS).fill(undefined),
      langs: new Uint8Array(SUMMARY_SLOTS),
      texts: new Array<string>(SUMMARY_SLOTS).fill(''),
    };
    summaryTexts.set(index, kept);
  }
  const at = languages.indexOf(lang);
  // A multiplicative hash spreads ids over the slots whatever steps they come in.
  const slot = Math.imul(p.id * languages.length + at, 0x9e3779b1) >>> (32 - SLOT_BITS);
  if (kept.perfumes[slot] !== p || kept.langs[slot] !== at) {
    kept.perfumes[slot] = p;
    kept.langs[slot] = at;
    kept.texts[slot] = JSON.stringify(presentPerfumeSummary(index, p, lang));
  }
  return kept.texts[slot]!;
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
    perfumerSlugs: p.perfumers.map(perfumerSlug),
    expertReviewed: p.expertReviewed,
    ingredientProportions: p.ingredients.map((i) => ({
      id: i.ingredientId,
      ingredient: presentIngredient(index, i.ingredientId, lang),
      proportion: i.proportion,
      stages: stagesFromMask(i.stageMask),
    })),
    origin: p.origin.map((code) => ({
      code,
      name: index.countryByCode.get(code)?.name[lang] ?? code,
    })),
    concentration: p.concentration && {
      key: p.concentration.concentration,
      houseName: p.concentration.concentrationName,
      alsoAs: p.concentration.alsoAs,
    },
    pyramid: { linear: p.linear, source: p.pyramidSource },
  };
}

/**
 * A favourite as the profile shows it: its summary and its main ingredients by id (the index keeps
 * each perfume's ingredients largest first), named once for the whole profile.
 */
export function presentProfilePerfume(
  index: CatalogIndex,
  p: IndexedPerfume,
  lang: Language,
): ProfilePerfume {
  return {
    ...presentPerfumeSummary(index, p, lang),
    mainIngredients: mainIngredientsOf(p).map((i) => ({
      id: i.ingredientId,
      proportion: i.proportion,
    })),
  };
}

/** An ingredient as the profile lists it. */
export function presentProfileIngredient(
  index: CatalogIndex,
  id: number,
  lang: Language,
): ProfileIngredient {
  const ingredient = index.ingredientById.get(id)!;
  return {
    id,
    name: ingredient.name[lang],
    familyColor: presentFamily(index, ingredient.familyId, lang).color,
  };
}

/** A perfume's main ingredients (spec section 3): its five largest proportions, largest first. */
export const mainIngredientsOf = (p: IndexedPerfume) =>
  p.ingredients.slice(0, MAIN_INGREDIENTS_PER_PERFUME);

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
