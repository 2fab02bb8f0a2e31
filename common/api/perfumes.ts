import { z } from 'zod';
import { genderCodes } from '../domain/gender';
import { baseQuerySchema } from './common';
import { idListSchema, perfumeSummarySchema } from './catalog';

const flag = (name: string, fallback: boolean) =>
  z
    .enum(['true', 'false'], { message: `The ${name} parameter must be true or false.` })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true');

export const genderListSchema = (name: string) =>
  z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((g) => g.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.enum(genderCodes, {
          message: `The ${name} parameter must list gender codes FU, MU or U, such as FU,U.`,
        }),
      ),
    );

export const perfumesByIdsQuerySchema = baseQuerySchema.extend({
  perfumeIds: idListSchema('perfumeIds'),
  allPresent: flag('allPresent', false),
  sortByEntryOrder: flag('sortByEntryOrder', true),
});

export const searchQuerySchema = baseQuerySchema.extend({
  q: z
    .string({ message: 'The q parameter is required: the text to search for.' })
    .trim()
    .min(1, 'The q parameter is required: the text to search for.')
    .max(100, 'The q parameter must be at most 100 characters long.'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(200, 'The limit parameter must be between 1 and 200.')
    .default(50),
  offset: z.coerce.number().int().min(0, 'The offset parameter must be 0 or more.').default(0),
  gender: genderListSchema('gender').optional(),
  brands: idListSchema('brands').optional(),
  families: idListSchema('families').optional(),
});

export const searchResponseSchema = z.object({
  data: z.array(perfumeSummarySchema),
  total: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
