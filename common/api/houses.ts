import { z } from 'zod';
import { perfumeSummarySchema } from './catalog';
import { perfumerRefSchema } from './perfumers';
import { countryRefSchema, familyCountSchema, signatureIngredientSchema } from './signatures';

// House pages (/houses, /house/<key>).

export const houseListItemSchema = z.object({
  /** The slug of its address, /house/<key>. */
  key: z.string(),
  name: z.string(),
  country: countryRefSchema.nullable(),
  perfumeCount: z.number().int(),
});
export type HouseListItem = z.infer<typeof houseListItemSchema>;

export const housesResponseSchema = z.object({ houses: z.array(houseListItemSchema) });
export type HousesResponse = z.infer<typeof housesResponseSchema>;

export const houseResponseSchema = houseListItemSchema.extend({
  /** The year it was founded; null when the catalog does not give it. */
  founded: z.number().int().nullable(),
  /** A short history in the request's language; null when the catalog has none. */
  history: z.string().nullable(),
  /** Oldest first, the undated last. */
  perfumes: z.array(perfumeSummarySchema),
  /** Its perfumes' main families, most perfumes first. */
  families: z.array(familyCountSchema),
  /** The perfumers credited on its perfumes, most perfumes first. */
  perfumers: z.array(perfumerRefSchema),
  signatureIngredients: z.array(signatureIngredientSchema),
});
export type HouseResponse = z.infer<typeof houseResponseSchema>;
