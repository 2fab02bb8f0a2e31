import { z } from 'zod';
import {
  baseQuerySchema,
  genderListSchema,
  idListSchema,
  limitSchema,
  offsetSchema,
  optionalIdListSchema,
} from './common';
import { perfumeSummarySchema } from './catalog';

export const SEARCH_DEFAULT_LIMIT = 50;
export const SEARCH_MAX_LIMIT = 200;

const flag = (name: string, fallback: boolean) =>
  z
    .enum(['true', 'false'], { message: `The ${name} parameter must be true or false.` })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true');

export const perfumesByIdsQuerySchema = baseQuerySchema.extend({
  perfumeIds: idListSchema('perfumeIds'),
  allPresent: flag('allPresent', false),
  sortByEntryOrder: flag('sortByEntryOrder', true),
});

export const searchQuerySchema = baseQuerySchema.extend({
  /** Without a text (absent or blank), the perfumes that pass the filters are listed by name. */
  q: z
    .string({ message: 'The q parameter must be a text of at most 100 characters.' })
    .trim()
    .max(100, 'The q parameter must be at most 100 characters long.')
    .default(''),
  limit: limitSchema('limit', SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT),
  offset: offsetSchema('offset'),
  gender: genderListSchema('gender'),
  brands: optionalIdListSchema('brands'),
  families: optionalIdListSchema('families'),
  /** Brand access (ADR 027): these brands' perfumes come first, each group in its own order. */
  preferredBrands: optionalIdListSchema('preferredBrands'),
});

export const searchResponseSchema = z.object({
  data: z.array(perfumeSummarySchema),
  total: z.number().int(),
  /**
   * True when the text as typed matched no perfume and every result is one of the closest names
   * by the search's looser measure (a typo the spec's rule does not forgive, a missing space).
   */
  approximate: z.boolean(),
  /** With approximate, the text the results answer ("negro" for "ngro"), to say so. */
  correctedQuery: z.string().optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
