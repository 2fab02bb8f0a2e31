import { z } from 'zod';
import { ingredientRefSchema, perfumeSummarySchema } from './catalog';
import { familyCountSchema, signatureIngredientSchema } from './signatures';

// Perfumer pages (/perfumers, /perfumer/<slug>): every credited perfumer, one person per spelling.

export const perfumerRefSchema = z.object({
  slug: z.string(),
  name: z.string(),
  perfumeCount: z.number().int(),
});
export type PerfumerRef = z.infer<typeof perfumerRefSchema>;

export const perfumerListItemSchema = perfumerRefSchema.extend({
  /** The years of their first and latest dated perfumes; null when none is dated. */
  firstYear: z.number().int().nullable(),
  lastYear: z.number().int().nullable(),
});
export type PerfumerListItem = z.infer<typeof perfumerListItemSchema>;

export const perfumersResponseSchema = z.object({ perfumers: z.array(perfumerListItemSchema) });
export type PerfumersResponse = z.infer<typeof perfumersResponseSchema>;

/** A house a perfumer composed for, with how many of its perfumes they are credited on. */
export const perfumerHouseSchema = z.object({
  key: z.string(),
  name: z.string(),
  perfumeCount: z.number().int(),
});

/** A perfumer whose work is close, with the ingredients that bring them closest. */
export const closePerfumerSchema = perfumerRefSchema.extend({
  /** The cosine of the two ingredient profiles, 0 to 1 (docs/decisions/044). */
  similarity: z.number().min(0).max(1),
  sharedIngredients: z.array(ingredientRefSchema),
});
export type ClosePerfumer = z.infer<typeof closePerfumerSchema>;

export const perfumerResponseSchema = perfumerRefSchema.extend({
  /** Oldest first, the undated last. */
  perfumes: z.array(perfumeSummarySchema),
  /** Most perfumes first. */
  houses: z.array(perfumerHouseSchema),
  families: z.array(familyCountSchema),
  signatureIngredients: z.array(signatureIngredientSchema),
  closest: z.array(closePerfumerSchema),
});
export type PerfumerResponse = z.infer<typeof perfumerResponseSchema>;
