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

/** The process answers: nothing else is checked, so a busy database never gets a node restarted. */
export const livenessResponseSchema = z.object({ status: z.literal('live') });

/** Whether a load balancer may send requests here; 503 with the reasons otherwise. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.object({ reachable: z.boolean() }),
  catalog: z.object({ version: z.number().int(), loaded: z.boolean(), reloading: z.boolean() }),
  shuttingDown: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
