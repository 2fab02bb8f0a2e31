import { z } from 'zod';
import { perfumeSummarySchema } from './catalog';
import {
  baseQuerySchema,
  genderListSchema,
  limitSchema,
  offsetSchema,
  wholeNumberParam,
} from './common';

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

export const FAMILY_PERFUMES_DEFAULT_LIMIT = 24;
export const FAMILY_PERFUMES_MAX_LIMIT = 200;

/** A page of a family's (or a pair's) perfumes, most popular first: the results past the top ten. */
export const familyPerfumesQuerySchema = baseQuerySchema.extend({
  /** The secondary family of the pair; absent, every perfume of the main family. */
  subfamily: wholeNumberParam('The subfamily parameter must be a positive whole number.', (n) =>
    n.positive('The subfamily parameter must be a positive whole number.'),
  ).optional(),
  gender: genderListSchema('gender'),
  limit: limitSchema('limit', FAMILY_PERFUMES_DEFAULT_LIMIT, FAMILY_PERFUMES_MAX_LIMIT),
  offset: offsetSchema('offset'),
});

export const familyPerfumesResponseSchema = z.object({
  data: z.array(perfumeSummarySchema),
  total: z.number().int(),
});
export type FamilyPerfumesResponse = z.infer<typeof familyPerfumesResponseSchema>;
