import { z } from 'zod';
import { genderCodes } from './gender';

// The catalog's file format (catalog/README.md): the one schema that the seed, the validator, the
// importer, the generator and the server's loader all use.

const id = z.number().int().positive();
const key = z
  .string()
  .min(1)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case slug such as "orange-blossom"');
const text = z.string().trim().min(1, 'is empty');
export const localizedSchema = z.object({ en: text, fr: text, es: text });
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code');
const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour such as #E07A9F');

export const meFamilyNames = [
  'Floral',
  'Soft Floral',
  'Floral Amber',
  'Soft Amber',
  'Amber',
  'Woody Amber',
  'Woods',
  'Mossy Woods',
  'Dry Woods',
  'Aromatic',
  'Citrus',
  'Water',
  'Green',
  'Fruity',
] as const;
export type MeFamilyName = (typeof meFamilyNames)[number];

export const familySchema = z.object({
  id,
  key,
  name: localizedSchema,
  color: hexColor,
  intensity: z.number().min(0).max(1),
  meFamilies: z.array(z.enum(meFamilyNames)).default([]),
});

/**
 * An ingredient's chapter (spec section 3): every text in the three languages and the iconic
 * perfume. Only a complete chapter is one: a missing text or language is a problem of the catalog,
 * never a chapter shown with holes. Unknown fields are refused, so a misspelt name is reported
 * rather than silently dropped. The iconic perfume and its text come together; a chapter may go
 * without them only when no perfume of the catalog lists the ingredient (a molecule the catalog
 * knows but no perfume names, checked in validate.ts).
 */
export const chapterSchema = z
  .strictObject({
    description: localizedSchema,
    type: localizedSchema,
    parts: localizedSchema,
    extraction: localizedSchema,
    history: localizedSchema,
    production: localizedSchema,
    effect: localizedSchema,
    moreInfo: localizedSchema,
    didYouKnow: localizedSchema,
    iconicPerfumeId: id.optional(),
    iconicFragranceText: localizedSchema.optional(),
  })
  .refine((c) => (c.iconicPerfumeId === undefined) === (c.iconicFragranceText === undefined), {
    message: 'iconicPerfumeId and iconicFragranceText come together: give both or neither',
    path: ['iconicFragranceText'],
  });

/** The texts of a chapter, in reading order (the iconic perfume's text apart). */
export const chapterTextFields = [
  'description',
  'type',
  'parts',
  'extraction',
  'history',
  'production',
  'effect',
  'moreInfo',
  'didYouKnow',
] as const;

/** A chapter file, catalog/chapters/<ingredient-key>.json: the ingredient's key and its chapter. */
export const chapterFileSchema = z.strictObject({ key, chapter: chapterSchema });

export const ingredientSchema = z.object({
  id,
  key,
  name: localizedSchema,
  familyId: id,
  kind: z.enum(['natural', 'synthetic']),
  origins: z.array(countryCode).default([]),
  imageUrl: z.string().default(''),
  chapter: chapterSchema.optional(),
});

export const countrySchema = z.object({
  code: countryCode,
  code3: z.string().regex(/^[A-Z]{3}$/),
  numeric: z.string().regex(/^\d{3}$/),
  name: localizedSchema,
  region: z.string(),
  subRegion: z.string(),
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
});

export const conceptCategories = [
  'mood',
  'season',
  'occasion',
  'place',
  'texture',
  'colour',
  'personality',
] as const;

export const conceptSchema = z.object({
  id,
  key,
  name: localizedSchema,
  categories: z.array(z.enum(conceptCategories)).min(1),
  visible: z.boolean(),
  ingredients: z.array(z.object({ key, weight: z.number().min(0).max(1) })).min(1),
  families: z.array(z.object({ id, weight: z.number().min(0).max(1) })).default([]),
});

/** The stages of a perfume's pyramid, in the order a wearer meets them. */
export const pyramidStages = ['top', 'heart', 'base'] as const;
export type PyramidStage = (typeof pyramidStages)[number];

/**
 * Concentrations as launched. `parfum` is also sold as "extrait" (the same strength); `other` is a
 * house's own name (an elixir, a bath oil, a "Cologne Absolue") written in `concentrationName`.
 */
export const concentrations = [
  'eau-de-cologne',
  'eau-de-toilette',
  'eau-de-parfum',
  'parfum',
  'other',
] as const;
export type Concentration = (typeof concentrations)[number];

const stageList = z
  .array(z.enum(pyramidStages, { message: 'must be top, heart or base' }))
  .min(1, 'must name at least one stage: top, heart or base')
  .refine((stages) => new Set(stages).size === stages.length, 'names a stage twice');

export const perfumeIngredientSchema = z.object({
  key,
  proportion: z.number().int().positive().max(100),
  // Where the note sits in the pyramid; a note may span two stages (a rose that opens and stays).
  // Optional so that a catalog written before pyramids still loads: validate.ts then reports it.
  stages: stageList.optional(),
});

export const minPerfumeIngredients = 3;
export const maxPerfumeIngredients = 12;

export const perfumeSchema = z
  .object({
    id,
    name: text,
    subBrand: z.string().default(''),
    year: z.number().int().min(1800).max(2100).nullable().default(null),
    gender: z.enum(genderCodes, { message: 'must be FU (her), MU (him) or U (unisex)' }),
    perfumers: z.array(text).default([]),
    familyId: id,
    secondaryFamilyId: id,
    meFamilyName: z.enum(meFamilyNames),
    expertReviewed: z.boolean().default(false),
    discontinued: z.boolean().default(false),
    popularity: z.number().int().min(1).max(100).default(10),
    origin: z.array(countryCode).default([]),
    imageUrl: z.string().default(''),
    description: localizedSchema,
    // The notes of a published pyramid: fewer than 3 do not make a composition, and past 12 the
    // smallest estimated shares (1 or 2 %) stop meaning anything.
    ingredients: z
      .array(perfumeIngredientSchema)
      .min(
        minPerfumeIngredients,
        `must list ${minPerfumeIngredients} to ${maxPerfumeIngredients} ingredients`,
      )
      .max(
        maxPerfumeIngredients,
        `must list ${minPerfumeIngredients} to ${maxPerfumeIngredients} ingredients`,
      ),
    hero: key,
    concentration: z
      .enum(concentrations, { message: `must be one of ${concentrations.join(', ')}` })
      .optional(),
    /** The house's own name for the strength, e.g. "Extrait de Parfum", "Cologne Absolue". */
    concentrationName: text.optional(),
    /** Other strengths sold under the same name. */
    alsoAs: z.array(z.enum(concentrations)).optional(),
    /** A perfume without a real pyramid: it smells the same from the first minute to the drydown. */
    linear: z.boolean().optional(),
    /** `estimated` when the stages were placed from the family and the materials' usual behaviour. */
    pyramidSource: z.enum(['published', 'estimated']).optional(),
  })
  .refine((p) => p.concentration !== 'other' || p.concentrationName !== undefined, {
    message: 'a concentration "other" needs its concentrationName',
    path: ['concentrationName'],
  });

export const brandFileSchema = z.object({
  id,
  key,
  name: text,
  country: countryCode.optional(),
  /** The year the house was founded, as the house or a standard reference gives it. */
  founded: z.number().int().min(1600).max(2100).optional(),
  /** A short original history of the house in three languages (houses with more than a handful of perfumes). */
  history: localizedSchema.optional(),
  perfumes: z.array(perfumeSchema),
});

export type CatalogFamily = z.infer<typeof familySchema>;
export type CatalogIngredient = z.infer<typeof ingredientSchema>;
export type CatalogChapter = z.infer<typeof chapterSchema>;
export type CatalogCountry = z.infer<typeof countrySchema>;
export type CatalogConcept = z.infer<typeof conceptSchema>;
export type CatalogPerfume = z.infer<typeof perfumeSchema>;
export type CatalogBrand = z.infer<typeof brandFileSchema>;

/** A whole catalog in memory, as read from a folder or a database. */
export interface CatalogData {
  families: CatalogFamily[];
  ingredients: CatalogIngredient[];
  countries: CatalogCountry[];
  concepts: CatalogConcept[];
  brands: CatalogBrand[];
}

/**
 * A catalog without the perfumes' descriptions: what the in-memory index is built from. The
 * descriptions, the bulk of a large catalog's text, are read from the database when a perfume is
 * shown (docs/decisions/003-catalog-in-sql-served-from-memory.md).
 */
export interface CatalogWithoutDescriptions extends Omit<CatalogData, 'brands'> {
  brands: (Omit<CatalogBrand, 'perfumes'> & {
    perfumes: Omit<CatalogPerfume, 'description'>[];
  })[];
}

/** The same without the perfumes: the small tables and the brands, which are read first. */
export interface CatalogTables extends Omit<CatalogData, 'brands'> {
  brands: Omit<CatalogBrand, 'perfumes'>[];
}
