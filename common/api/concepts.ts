import { z } from 'zod';
import { baseQuerySchema } from './common';

// The concepts explorer's API (spec sections 3 and 7). Names and labels are in the request's
// language; the precomputed files are the same in every language.

/** What a concept may carry besides id, name, label and visible. */
export const conceptExtras = ['categories', 'relations'] as const;
export type ConceptExtra = (typeof conceptExtras)[number];

export const conceptCategorySchema = z.object({
  /** The category key: mood, season, occasion, place, texture, colour or personality. */
  name: z.string(),
  /** Its label in the request's language. */
  label: z.string(),
});

export const conceptRelationSchema = z.object({
  id: z.number().int(),
  /** 0 (same associations) to 1 (nothing in common), 4 decimals. */
  dist: z.number().min(0).max(1),
});

export const conceptSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  visible: z.boolean(),
  /** Present unless addOnly leaves it out. */
  categories: z.array(conceptCategorySchema).optional(),
  /** Nearest first: distance under 1, at least 10, at most 100. Present unless addOnly leaves it out. */
  relations: z.array(conceptRelationSchema).optional(),
});
export type Concept = z.infer<typeof conceptSchema>;

export const conceptsResponseSchema = z.array(conceptSchema);

const addOnlyMessage = `The addOnly parameter must list what to add among ${conceptExtras.join(', ')}, separated by commas, such as categories.`;

export const conceptsQuerySchema = baseQuerySchema.extend({
  /**
   * Which extras each concept carries: "categories" answers concepts with their categories but
   * without relations (the web app reads distances from the precomputed conceptsDistance file).
   * Absent: every extra.
   */
  addOnly: z
    .string()
    .trim()
    .refine(
      (v) => v.split(',').every((x) => (conceptExtras as readonly string[]).includes(x.trim())),
      { message: addOnlyMessage },
    )
    .transform((v) => v.split(',').map((x) => x.trim() as ConceptExtra))
    .optional()
    .describe(
      'What each concept carries besides id, name, label and visible: categories, relations, or both separated by commas (the default).',
    ),
});
export type ConceptsQuery = z.infer<typeof conceptsQuerySchema>;

export const precomputedFileNames = ['conceptsDistance', 'conceptsRecos'] as const;
export type PrecomputedFileName = (typeof precomputedFileNames)[number];

export const precomputedQuerySchema = baseQuerySchema.extend({
  fileName: z
    .string({ message: 'The fileName parameter is required: conceptsDistance or conceptsRecos.' })
    .trim()
    .min(1, 'The fileName parameter is required: conceptsDistance or conceptsRecos.')
    .max(100, 'The fileName parameter must be conceptsDistance or conceptsRecos.')
    .describe('conceptsDistance or conceptsRecos'),
});

export const conceptRecoSchema = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  secondaryFamilyId: z.number().int(),
  recoValue: z.number().min(0).max(1),
});
export type ConceptRecoEntry = z.infer<typeof conceptRecoSchema>;

/** conceptsDistance: conceptId → otherConceptId → distance (0..1, 4 decimals), every pair. */
export const conceptsDistanceFileSchema = z.record(z.string(), z.record(z.string(), z.number()));
/** conceptsRecos: conceptId → its best 200 perfumes, highest recoValue first (4 decimals). */
export const conceptsRecosFileSchema = z.record(z.string(), z.array(conceptRecoSchema));
export const precomputedFileSchema = z.union([conceptsDistanceFileSchema, conceptsRecosFileSchema]);
