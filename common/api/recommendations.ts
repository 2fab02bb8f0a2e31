import { z } from 'zod';
import { INGREDIENT_SEARCH_PROPORTION, RECOMMENDATIONS_LIMIT } from '../domain/constants';
import { ingredientRefSchema, recommendedPerfumeSchema } from './catalog';
import {
  baseQuerySchema,
  genderListSchema,
  idListSchema,
  limitSchema,
  MAX_IDS_PER_LIST,
  optionalIdListSchema,
  wholeNumberParam,
} from './common';

// Requests and responses of the recommendation and ingredient-search endpoints (spec section 7).

const ratingListMessage =
  'The rated parameter must be a comma-separated list of id:rating pairs, ratings from 1 to 5, such as 12:5,40:1.';
const ratingListSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d+:[1-5](,\d+:[1-5])*$/.test(v), { message: ratingListMessage })
  .transform((v) =>
    v === ''
      ? undefined
      : new Map(v.split(',').map((pair) => pair.split(':').map(Number) as [number, number])),
  )
  .refine((ratings) => ratings === undefined || ratings.size <= MAX_IDS_PER_LIST, {
    message: `The rated parameter takes at most ${MAX_IDS_PER_LIST} pairs.`,
  })
  .optional();

export const SIMILAR_PERFUMES_MAX_LIMIT = 50;
export const PROFILE_RECOMMENDATIONS_MAX_LIMIT = 50;
export const BY_INGREDIENTS_DEFAULT_LIMIT = 50;
export const BY_INGREDIENTS_MAX_LIMIT = 200;
export const BY_INGREDIENTS_MAX_SELECTION = 20;

// Similar perfumes: GET /api/perfume_recommendations/by_perfume/?ref_perfume={id}

export const similarPerfumesQuerySchema = baseQuerySchema.extend({
  ref_perfume: wholeNumberParam(
    'The ref_perfume parameter must be a perfume id (a positive whole number).',
    (n) => n.positive('The ref_perfume parameter must be a perfume id (a positive whole number).'),
  ),
  gender: genderListSchema('gender'),
  brand_ids: optionalIdListSchema('brand_ids'),
  family_ids: optionalIdListSchema('family_ids'),
  limit: limitSchema('limit', RECOMMENDATIONS_LIMIT, SIMILAR_PERFUMES_MAX_LIMIT),
  'excluded.ingredients': optionalIdListSchema('excluded.ingredients'),
});
export type SimilarPerfumesQuery = z.infer<typeof similarPerfumesQuerySchema>;

export const recommendedPerfumeListSchema = z.object({ data: z.array(recommendedPerfumeSchema) });
export type RecommendedPerfumeList = z.infer<typeof recommendedPerfumeListSchema>;

/**
 * With `excluded.ingredients` (the ingredients a visitor avoids), how many perfumes the answer
 * would have listed without it were left out because one of them weighs 10 or more in it.
 */
const leftOutSchema = z.number().int().nonnegative();

export const similarPerfumesResponseSchema = recommendedPerfumeListSchema.extend({
  leftOut: leftOutSchema,
});
export type SimilarPerfumesResponse = z.infer<typeof similarPerfumesResponseSchema>;

// Recommendations for favourites: GET /api/v7/reco?perfumes={ids}. The filter names contain a dot:
// they are literal query keys (included.gender=FU,U), not nested objects.

export const profileRecommendationsQuerySchema = baseQuerySchema.extend({
  perfumes: idListSchema('perfumes'),
  limit: limitSchema('limit', RECOMMENDATIONS_LIMIT, PROFILE_RECOMMENDATIONS_MAX_LIMIT),
  'included.gender': genderListSchema('included.gender'),
  'included.brands': optionalIdListSchema('included.brands'),
  'included.families': optionalIdListSchema('included.families'),
  'excluded.ingredients': optionalIdListSchema('excluded.ingredients'),
  /**
   * Brand access (ADR 027): among the closest recommendations (three times the limit), these
   * brands' perfumes come first; each group keeps its order.
   */
  preferredBrands: optionalIdListSchema('preferredBrands'),
  /** The collection (issue 30): perfumes the visitor owns, never recommended. */
  owned: optionalIdListSchema('owned'),
  /**
   * The collection (issue 30): the visitor's ratings, id:rating pairs ("12:5,40:1"). Rated 1 or 2
   * pushes perfumes built alike away; a favourite rated gives the reason its rating.
   */
  rated: ratingListSchema,
});
export type ProfileRecommendationsQuery = z.infer<typeof profileRecommendationsQuerySchema>;

/** A recommendation for the visitor's favourites, with why it is proposed, in their language. */
export const profileRecommendedPerfumeSchema = recommendedPerfumeSchema.extend({
  reason: z.string(),
});
export type ProfileRecommendedPerfume = z.infer<typeof profileRecommendedPerfumeSchema>;

export const profileRecommendationsResponseSchema = z.object({
  data: z.array(profileRecommendedPerfumeSchema),
  leftOut: leftOutSchema,
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
  family_ids: optionalIdListSchema('family_ids'),
  brand_ids: optionalIdListSchema('brand_ids'),
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
  ingredients: idListSchema('ingredients'),
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
