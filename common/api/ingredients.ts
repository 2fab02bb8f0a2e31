import { z } from 'zod';
import { ingredientRefSchema, perfumeSummarySchema } from './catalog';

export const ingredientListItemSchema = ingredientRefSchema.extend({
  /** How many perfumes list it: the order of "popular ingredients". */
  perfumeCount: z.number().int(),
  kind: z.enum(['natural', 'synthetic']),
});
export type IngredientListItem = z.infer<typeof ingredientListItemSchema>;

export const ingredientOriginSchema = z.object({
  name: z.string(),
  code: z.string(),
  lat: z.number(),
  long: z.number(),
});

const chapterText = z.string().optional();

/** An ingredient with its chapter: what /api/ingredients/{id}/info/ answers. */
export const ingredientInfoSchema = ingredientListItemSchema.extend({
  description: chapterText,
  type: chapterText,
  parts: chapterText,
  extraction: chapterText,
  history: chapterText,
  production: chapterText,
  effect: chapterText,
  moreInfo: chapterText,
  didYouKnow: chapterText,
  iconicPerfume: perfumeSummarySchema.nullable(),
  iconicFragranceText: chapterText,
  origin: z.array(ingredientOriginSchema),
  perfumes: z.array(perfumeSummarySchema),
  relatedIngredients: z.array(ingredientRefSchema),
});
export type IngredientInfo = z.infer<typeof ingredientInfoSchema>;
