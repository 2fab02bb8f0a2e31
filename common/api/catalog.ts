import { z } from 'zod';
import { genderCodes } from '../domain/gender';

// Response shapes of the catalog (spec section 3). Texts are in the request's language.

export const familyRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  imageUrl: z.string(),
});
export type FamilyRef = z.infer<typeof familyRefSchema>;

export const brandSchema = z.object({ id: z.number().int(), name: z.string() });
export type Brand = z.infer<typeof brandSchema>;

/** GET /api/brands/: a brand with how many perfumes the catalog holds for it. */
export const brandListItemSchema = brandSchema.extend({ perfumeCount: z.number().int() });
export type BrandListItem = z.infer<typeof brandListItemSchema>;

export const ingredientRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  family: familyRefSchema,
  imageUrl: z.string(),
  lightImageUrl: z.string(),
  useGenericImageUrl: z.boolean(),
  useGenericLightImageUrl: z.boolean(),
  isIngredientChapter: z.boolean(),
});
export type IngredientRef = z.infer<typeof ingredientRefSchema>;

export const recoTypes = ['hero', 'family', 'other'] as const;
export type RecoType = (typeof recoTypes)[number];

/** What a list shows of a perfume: search results, cards, similar perfumes. */
export const perfumeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  brand: brandSchema,
  subBrand: z.object({ name: z.string() }),
  family: familyRefSchema,
  secondaryFamily: familyRefSchema,
  gender: z.enum(genderCodes),
  year: z.number().int().nullable(),
  discontinued: z.boolean(),
  /** The signature ingredient; `imageUrl` is its own drawing, or '' when it has none. */
  heroIngredient: z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string() }),
});
export type PerfumeSummary = z.infer<typeof perfumeSummarySchema>;

export const ingredientProportionSchema = z.object({
  id: z.number().int(),
  ingredient: ingredientRefSchema,
  proportion: z.number(),
});

/** The whole perfume, for its view. */
export const perfumeSchema = perfumeSummarySchema.extend({
  description: z.string(),
  meFamilyName: z.string(),
  perfumer: z.string(),
  perfumers: z.array(z.string()),
  expertReviewed: z.boolean(),
  ingredientProportions: z.array(ingredientProportionSchema),
  origin: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type Perfume = z.infer<typeof perfumeSchema>;

/** A perfume proposed by an engine, with how close it is (0..1) and why. */
export const recommendedPerfumeSchema = perfumeSummarySchema.extend({
  recoValue: z.number().min(0).max(1),
  recoType: z.enum(recoTypes),
});
export type RecommendedPerfume = z.infer<typeof recommendedPerfumeSchema>;

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'The id must be a whole number.' })
    .int('The id must be a whole number.')
    .positive('The id must be a positive whole number.'),
});
