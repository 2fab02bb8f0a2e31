import { z } from 'zod';
import {
  baseQuerySchema,
  genderListSchema,
  idListSchema,
  limitSchema,
  offsetSchema,
  optionalIdListSchema,
} from './common';
import { perfumeSchema, perfumeSummarySchema } from './catalog';

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
export const perfumesResponseSchema = z.array(perfumeSchema);

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
  // The spec's filter names, as the search by ingredients and the similar perfumes take them; the
  // former spellings brands and families stay accepted (searchOldSpellings, ADR 042).
  brand_ids: optionalIdListSchema('brand_ids'),
  family_ids: optionalIdListSchema('family_ids'),
  /** Brand access (ADR 027): these brands' perfumes come first, each group in its own order. */
  preferredBrands: optionalIdListSchema('preferredBrands'),
});

export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Query names the search took before ADR 042, still accepted: old spelling → name. */
export const searchOldSpellings = { brands: 'brand_ids', families: 'family_ids' } as const;

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
