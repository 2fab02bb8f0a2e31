import { z } from 'zod';
import {
  ANALYTICS_ACTIONS,
  ANALYTICS_SEARCH_TYPES,
  ANALYTICS_TOP_RESULTS,
  ANALYTICS_VIEWS,
  MAX_ANALYTICS_BATCH,
} from '../domain/analytics-events';

// POST /api/analytics/events: a batch of the usage events of spec section 7. Every event is
// checked; one bad event refuses the whole batch, so nothing is ever stored half.

const id = z.number().int().positive();
const ids = (max: number) => z.array(id).max(max);
/** When the event happened in the browser; the server keeps its own reception time beside it. */
const at = z.iso.datetime({ offset: true }).optional();

const viewOpened = z.strictObject({
  type: z.literal('VIEW_OPENED'),
  at,
  view: z.enum(ANALYTICS_VIEWS),
  /** The perfume or ingredient viewed (PERFUME_VIEWED, INGREDIENT_VIEWED). */
  id: id.optional(),
});

const action = z.strictObject({
  type: z.literal('ACTION'),
  at,
  action: z.enum(ANALYTICS_ACTIONS),
  id,
  /** Every id when the action is about several (a highlighted region of concepts). */
  ids: ids(10).optional(),
});

const searchPerfumes = z.strictObject({
  type: z.literal('SEARCH_PERFUMES'),
  at,
  searchType: z.enum(ANALYTICS_SEARCH_TYPES),
  /** The words typed (TEXT), normalised by the client. */
  query: z.string().trim().max(200).optional(),
  /** The perfumes, ingredients or concepts searched from. */
  ids: ids(50).optional(),
  familyIds: ids(50).optional(),
  filter: z
    .strictObject({
      genders: z.array(z.string().max(10)).max(5).optional(),
      brands: ids(200).optional(),
      families: ids(50).optional(),
    })
    .optional(),
  topResultIds: ids(ANALYTICS_TOP_RESULTS),
  resultCount: z.number().int().min(0).optional(),
});

const recommendationFetch = z.strictObject({
  type: z.literal('RECOMMENDATION_FETCH'),
  at,
  perfumeIds: ids(500),
  topResultIds: ids(ANALYTICS_TOP_RESULTS).optional(),
});

const login = z.strictObject({
  type: z.literal('LOGIN'),
  at,
  /** The account's id, never its address. */
  user: z.string().min(1).max(100),
});

const registration = z.strictObject({
  type: z.literal('REGISTRATION'),
  at,
  date: z.iso.datetime({ offset: true }),
  /** True when the name or the e-mail contains "temp" (spec section 7): test accounts. */
  is_temp: z.boolean(),
  user: z.string().min(1).max(100).optional(),
});

const brandAccess = z.strictObject({
  type: z.literal('BRAND_ACCESS'),
  at,
  brands: ids(200),
});

export const analyticsEventSchema = z.discriminatedUnion(
  'type',
  [viewOpened, action, searchPerfumes, recommendationFetch, login, registration, brandAccess],
  {
    message:
      'Each event needs a type among VIEW_OPENED, ACTION, SEARCH_PERFUMES, RECOMMENDATION_FETCH, LOGIN, REGISTRATION, BRAND_ACCESS.',
  },
);
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.strictObject({
  /** wikiperfum2, or an id the operator adds with ANALYTICS_APP_IDS; checked by the route. */
  appId: z.string().trim().min(1, 'The appId field is required.').max(50),
  /** The visitor's random local id (tempId), to follow one journey in reports. */
  visitorId: z.string().trim().max(100).optional(),
  events: z
    .array(analyticsEventSchema, { message: 'The events field must be a list of events.' })
    .min(1, 'The batch must hold at least one event.')
    .max(MAX_ANALYTICS_BATCH, `A batch holds at most ${MAX_ANALYTICS_BATCH} events.`),
});
export type AnalyticsBatch = z.input<typeof analyticsBatchSchema>;

export const analyticsResponseSchema = z.object({ stored: z.number().int() });
