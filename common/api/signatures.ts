import { z } from 'zod';
import { familyRefSchema, ingredientRefSchema } from './catalog';

// Parts that house and perfumer pages share.

/** A page's address slug: a house's key or a perfumer's name as a slug. */
export const slugQuerySchema = z.object({
  slug: z
    .string({ message: 'The slug parameter is required, such as chanel or alberto-morillas.' })
    .trim()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      'The slug parameter must be a lower-case slug such as chanel.',
    )
    .max(200, 'The slug parameter is at most 200 characters long.'),
});

/**
 * An ingredient a set of perfumes features far more often than the catalog as a whole
 * (docs/decisions/044): in `count` of its `total` perfumes, `lift` times as often, and the reason
 * as a sentence in the request's language.
 */
export const signatureIngredientSchema = z.object({
  ingredient: ingredientRefSchema,
  count: z.number().int(),
  total: z.number().int(),
  lift: z.number(),
  reason: z.string(),
});
export type SignatureIngredient = z.infer<typeof signatureIngredientSchema>;

/** How many perfumes of a set belong to a family (by their main family). */
export const familyCountSchema = z.object({ family: familyRefSchema, count: z.number().int() });
export type FamilyCount = z.infer<typeof familyCountSchema>;

/** A country in the request's language. */
export const countryRefSchema = z.object({ code: z.string(), name: z.string() });
