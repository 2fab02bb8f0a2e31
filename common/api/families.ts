import { z } from 'zod';
import { perfumeSummarySchema } from './catalog';
import { baseQuerySchema, genderListSchema } from './common';

// The families explorer's API (spec sections 3 and 7). Names are in the request's language.

export const familyItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  imageUrl: z.string(),
  intensity: z.number(),
});
export type Family = z.infer<typeof familyItemSchema>;

export const familiesResponseSchema = z.array(familyItemSchema);

export const subfamilyNodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  intensity: z.number(),
  totalPerfumesNum: z.number().int(),
  topPerfumes: z.array(perfumeSummarySchema),
});
export type SubfamilyNode = z.infer<typeof subfamilyNodeSchema>;

export const familyNodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** The family's colour, then its subfamilies' colours. */
  colors: z.array(z.string()),
  imageUrl: z.string(),
  intensity: z.number(),
  totalPerfumesNum: z.number().int(),
  /**
   * A main family's secondary families; for a secondary node (isPrimary=false), the main families
   * it is a touch of, each with the count of that pair.
   */
  subfamilies: z.array(subfamilyNodeSchema),
  topPerfumes: z.array(perfumeSummarySchema),
  /** Main families a secondary node appears under; empty for a main family. */
  parents: z.array(z.number().int()),
  secondary: z.boolean(),
});
export type FamilyNode = z.infer<typeof familyNodeSchema>;

export const familyTopListResponseSchema = z.array(familyNodeSchema);

/** A query-string boolean: true/false (or 1/0), with a message naming the parameter. */
export const queryBoolean = (name: string, fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { message: `The ${name} parameter must be true or false.` })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

export const familyTopQuerySchema = baseQuerySchema.extend({
  includeFamilyTopPerfumes: queryBoolean('includeFamilyTopPerfumes', false),
  includeSubFamiliesTopPerfumes: queryBoolean('includeSubFamiliesTopPerfumes', false),
  isPrimary: queryBoolean('isPrimary', true),
  gender: genderListSchema('gender'),
});
export type FamilyTopQuery = z.infer<typeof familyTopQuerySchema>;
