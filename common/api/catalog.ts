import { z } from 'zod';
import { concentrations, pyramidStages } from '../domain/catalog-schema';
import { genderCodes } from '../domain/gender';
import { wholeNumberParam } from './common';

// Response shapes of the catalog (spec section 3). Texts are in the request's language.

export const familyRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  imageUrl: z.string(),
});
export type FamilyRef = z.infer<typeof familyRefSchema>;

/** A house: `key` is the slug of its page's address (/house/<key>). */
export const brandSchema = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
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
  /**
   * What the drawn flacon shown without `imageUrl` is made of: the strength as launched (null
   * when the catalog does not say) and the main ingredients' family colours with their share of
   * them, largest first, adding up to 100 (common/domain/picture-colors.ts).
   */
  picture: z.object({
    concentration: z.enum(concentrations).nullable(),
    colors: z.array(z.object({ color: z.string(), share: z.number().int() })),
  }),
});
export type PerfumeSummary = z.infer<typeof perfumeSummarySchema>;

export const ingredientProportionSchema = z.object({
  id: z.number().int(),
  ingredient: ingredientRefSchema,
  proportion: z.number(),
  /** Its stages in the pyramid (top, heart, base; sometimes two); [] when the catalog has none. */
  stages: z.array(z.enum(pyramidStages)),
});

/** The perfume's strength as launched; null when the catalog does not say. */
export const perfumeConcentrationSchema = z.object({
  key: z.enum(concentrations),
  /** The house's own name for it ("Extrait de Parfum", "Cologne Absolue"), or null. */
  houseName: z.string().nullable(),
  /** Other strengths sold under the same name. */
  alsoAs: z.array(z.enum(concentrations)),
});
export type PerfumeConcentration = z.infer<typeof perfumeConcentrationSchema>;

/** The whole perfume, for its view. */
export const perfumeSchema = perfumeSummarySchema.extend({
  description: z.string(),
  meFamilyName: z.string(),
  perfumer: z.string(),
  perfumers: z.array(z.string()),
  /** The slug of each perfumer's page (/perfumer/<slug>), in the order of `perfumers`. */
  perfumerSlugs: z.array(z.string()),
  expertReviewed: z.boolean(),
  ingredientProportions: z.array(ingredientProportionSchema),
  origin: z.array(z.object({ code: z.string(), name: z.string() })),
  concentration: perfumeConcentrationSchema.nullable(),
  pyramid: z.object({
    /** True for a perfume without a real pyramid; null when the catalog does not say. */
    linear: z.boolean().nullable(),
    /** `estimated`: placed from the family and the materials' usual behaviour. */
    source: z.enum(['published', 'estimated']).nullable(),
  }),
});
export type Perfume = z.infer<typeof perfumeSchema>;

/** A perfume proposed by an engine, with how close it is (0..1) and why. */
export const recommendedPerfumeSchema = perfumeSummarySchema.extend({
  recoValue: z.number().min(0).max(1),
  recoType: z.enum(recoTypes),
});
export type RecommendedPerfume = z.infer<typeof recommendedPerfumeSchema>;

export const idParamsSchema = z.object({
  id: wholeNumberParam('The id must be a whole number.', (n) =>
    n.positive('The id must be a positive whole number.'),
  ),
});
