import { z } from 'zod';

export const catalogCountsSchema = z.object({
  perfumes: z.number().int(),
  brands: z.number().int(),
  ingredients: z.number().int(),
  concepts: z.number().int(),
  families: z.number().int(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({ reachable: z.boolean(), dialect: z.enum(['sqlite', 'postgres']) }),
  catalog: z.object({ version: z.number().int(), counts: catalogCountsSchema }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
