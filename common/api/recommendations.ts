import { z } from 'zod';
import { INGREDIENT_SEARCH_PROPORTION, RECOMMENDATIONS_LIMIT } from '../domain/constants';
import { genderCodes, type GenderCode } from '../domain/gender';
import { idListSchema, ingredientRefSchema, recommendedPerfumeSchema } from './catalog';
import { baseQuerySchema } from './common';

// Requests and responses of the recommendation and ingredient-search endpoints (spec section 7).

export const SIMILAR_PERFUMES_MAX_LIMIT = 50;
export const PROFILE_RECOMMENDATIONS_MAX_LIMIT = 50;
export const BY_INGREDIENTS_DEFAULT_LIMIT = 50;
export const BY_INGREDIENTS_MAX_LIMIT = 200;
export const BY_INGREDIENTS_MAX_SELECTION = 20;

/**
 * An optional comma-separated list of ids. Empty (brand_ids=) means no filter, as the screens send
 * it when nothing is chosen.
 */
const optionalIdList = (name: string) =>
  z
    .string()
    .trim()
    .regex(
      /^(\d+(,\d+)*)?$/,
      `The ${name} parameter must be a comma-separated list of ids, such as 1,2,3.`,
    )
    .transform((v) => (v === '' ? undefined : v.split(',').map(Number)))
    .optional();

const requiredIdList = (name: string) =>
  z
    .string({
      message: `The ${name} parameter is required: a comma-separated list of ids, such as 1,2,3.`,
    })
    .pipe(idListSchema(name));

const genderCode = `(${genderCodes.join('|')})`;
const genderListPattern = new RegExp(`^(${genderCode}(,${genderCode})*)?$`);

/** Gender codes, comma-separated: "FU,U"; empty means no filter. */
export const genderListSchema = (name: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      genderListPattern,
      `The ${name} parameter must be a comma-separated list of gender codes FU (her), MU (him) and U (unisex), such as FU,U.`,
    )
    .transform((v) => (v === '' ? undefined : ([...new Set(v.split(','))] as GenderCode[])))
    .optional();

const limitSchema = (name: string, fallback: number, max: number) =>
  z.coerce
    .number({ message: `The ${name} parameter must be a whole number from 1 to ${max}.` })
    .int(`The ${name} parameter must be a whole number from 1 to ${max}.`)
    .min(1, `The ${name} parameter must be a whole number from 1 to ${max}.`)
    .max(max, `The ${name} parameter must be a whole number from 1 to ${max}.`)
    .default(fallback);

// Similar perfumes: GET /api/perfume_recommendations/by_perfume/?ref_perfume={id}

export const similarPerfumesQuerySchema = baseQuerySchema.extend({
  ref_perfume: z.coerce
    .number({
      message: 'The ref_perfume parameter must be a perfume id (a positive whole number).',
    })
    .int('The ref_perfume parameter must be a perfume id (a positive whole number).')
    .positive('The ref_perfume parameter must be a perfume id (a positive whole number).'),
  gender: genderListSchema('gender'),
  brand_ids: optionalIdList('brand_ids'),
  family_ids: optionalIdList('family_ids'),
  limit: limitSchema('limit', RECOMMENDATIONS_LIMIT, SIMILAR_PERFUMES_MAX_LIMIT),
});
export type SimilarPerfumesQuery = z.infer<typeof similarPerfumesQuerySchema>;

export const recommendedPerfumeListSchema = z.object({ data: z.array(recommendedPerfumeSchema) });
export type RecommendedPerfumeList = z.infer<typeof recommendedPerfumeListSchema>;

// Recommendations for favourites: GET /api/v7/reco?perfumes={ids}. The filter names contain a dot:
// they are literal query keys (included.gender=FU,U), not nested objects.

export const profileRecommendationsQuerySchema = baseQuerySchema.extend({
  perfumes: requiredIdList('perfumes'),
  limit: limitSchema('limit', RECOMMENDATIONS_LIMIT, PROFILE_RECOMMENDATIONS_MAX_LIMIT),
  'included.gender': genderListSchema('included.gender'),
  'included.brands': optionalIdList('included.brands'),
  'included.families': optionalIdList('included.families'),
});
export type ProfileRecommendationsQuery = z.infer<typeof profileRecommendationsQuerySchema>;

/** A recommendation for the visitor's favourites, with why it is proposed, in their language. */
export const profileRecommendedPerfumeSchema = recommendedPerfumeSchema.extend({
  reason: z.string(),
});
export type ProfileRecommendedPerfume = z.infer<typeof profileRecommendedPerfumeSchema>;

export const profileRecommendationsResponseSchema = z.object({
  data: z.array(profileRecommendedPerfumeSchema),
});
export type ProfileRecommendationsResponse = z.infer<typeof profileRecommendationsResponseSchema>;

// Perfumes by ingredients: POST /api/perfume_search/by_ingredients/ with a list of wishes.

export const ingredientWishSchema = z.object({
  ingredientId: z
    .number({ message: 'Each ingredientId must be an ingredient id (a positive whole number).' })
    .int('Each ingredientId must be an ingredient id (a positive whole number).')
    .positive('Each ingredientId must be an ingredient id (a positive whole number).'),
  proportion: z
    .number({ message: 'Each proportion must be a number from 1 to 100.' })
    .min(1, 'Each proportion must be a number from 1 to 100.')
    .max(100, 'Each proportion must be a number from 1 to 100.')
    .default(INGREDIENT_SEARCH_PROPORTION),
});

export const byIngredientsBodySchema = z
  .array(ingredientWishSchema, {
    message: 'The body must be a list of {ingredientId, proportion} items.',
  })
  .min(1, `The body must list from 1 to ${BY_INGREDIENTS_MAX_SELECTION} ingredients.`)
  .max(
    BY_INGREDIENTS_MAX_SELECTION,
    `The body must list from 1 to ${BY_INGREDIENTS_MAX_SELECTION} ingredients.`,
  )
  .superRefine((items, ctx) => {
    const seen = new Set<number>();
    for (const item of items) {
      if (seen.has(item.ingredientId)) {
        ctx.addIssue({
          code: 'custom',
          message: `The body lists ingredient ${item.ingredientId} more than once.`,
        });
        return;
      }
      seen.add(item.ingredientId);
    }
  });
export type ByIngredientsBody = z.infer<typeof byIngredientsBodySchema>;

export const byIngredientsQuerySchema = baseQuerySchema.extend({
  family_ids: optionalIdList('family_ids'),
  brand_ids: optionalIdList('brand_ids'),
  gender: genderListSchema('gender'),
  limit: limitSchema('limit', BY_INGREDIENTS_DEFAULT_LIMIT, BY_INGREDIENTS_MAX_LIMIT),
});
export type ByIngredientsQuery = z.infer<typeof byIngredientsQuerySchema>;

export const byIngredientsResponseSchema = z.object({
  data: z.array(recommendedPerfumeSchema),
  /** How many perfumes match at least one selected ingredient and the filters. */
  total: z.number().int().nonnegative(),
});
export type ByIngredientsResponse = z.infer<typeof byIngredientsResponseSchema>;

// Ingredients that go with a selection: GET /api/ingredients/getPossibleCombinations?ingredients=

export const possibleCombinationsQuerySchema = baseQuerySchema.extend({
  ingredients: requiredIdList('ingredients'),
});
export type PossibleCombinationsQuery = z.infer<typeof possibleCombinationsQuerySchema>;

export const possibleCombinationSchema = z.object({
  ingredient: ingredientRefSchema,
  /** Perfumes that contain every selected ingredient and this one. */
  count: z.number().int().positive(),
  /** Lift: how much more often it appears with the selection than in the catalog at large. */
  score: z.number().nonnegative(),
});
export const possibleCombinationsResponseSchema = z.array(possibleCombinationSchema);
export type PossibleCombination = z.infer<typeof possibleCombinationSchema>;
