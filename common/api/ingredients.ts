import { z } from 'zod';
import { ingredientRefSchema, perfumeSummarySchema } from './catalog';

export const ingredientListItemSchema = ingredientRefSchema.extend({
  /** How many perfumes list it: the order of "popular ingredients". */
  perfumeCount: z.number().int(),
  kind: z.enum(['natural', 'synthetic']),
});
export type IngredientListItem = z.infer<typeof ingredientListItemSchema>;
export const ingredientsResponseSchema = z.array(ingredientListItemSchema);

/**
 * A country an ingredient comes from, named in the request's language: `id` is its numeric ISO
 * 3166-1 code as a string ("450"), as the country reference data and world maps number countries.
 */
export const ingredientOriginSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  lat: z.number(),
  long: z.number(),
});
export type IngredientOrigin = z.infer<typeof ingredientOriginSchema>;

/** Sent only when the ingredient has a chapter (isIngredientChapter), which has every text. */
const chapterText = z.string().optional();

/**
 * A perfume shown in an ingredient's chapter, with the ingredient's share of it: its proportion
 * among the perfume's ingredients, in percent (the figure the perfume's quad writes beside it).
 */
export const chapterPerfumeSchema = perfumeSummarySchema.extend({
  share: z.number().min(0).max(100),
});
export type ChapterPerfume = z.infer<typeof chapterPerfumeSchema>;

/** An ingredient with its chapter: what /api/ingredients/{id}/info/ answers. */
export const ingredientInfoSchema = ingredientListItemSchema.extend({
  /** The spec's medium and large variants: the drawings are SVG, so the same address as imageUrl. */
  mediumImageUrl: z.string(),
  largeImageUrl: z.string(),
  description: chapterText,
  type: chapterText,
  parts: chapterText,
  extraction: chapterText,
  history: chapterText,
  production: chapterText,
  effect: chapterText,
  moreInfo: chapterText,
  didYouKnow: chapterText,
  iconicPerfume: chapterPerfumeSchema.nullable(),
  iconicFragranceText: chapterText,
  origin: z.array(ingredientOriginSchema),
  perfumes: z.array(chapterPerfumeSchema),
  relatedIngredients: z.array(ingredientRefSchema),
});
export type IngredientInfo = z.infer<typeof ingredientInfoSchema>;
