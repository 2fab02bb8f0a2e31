// The usage events of the product (spec section 7, Analytics), written once for the web that
// sends them, the API that validates them and the operator's report. Imports nothing, so the
// web's smallest chunk can use it.

export const ANALYTICS_EVENT_TYPES = [
  'VIEW_OPENED',
  'ACTION',
  'SEARCH_PERFUMES',
  'RECOMMENDATION_FETCH',
  'LOGIN',
  'REGISTRATION',
  'BRAND_ACCESS',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** The screens and panels a VIEW_OPENED event names. */
export const ANALYTICS_VIEWS = [
  'EXPLORE_BY_PERFUMES',
  'EXPLORE_BY_INGREDIENTS',
  'EXPLORE_BY_CONCEPTS',
  'EXPLORE_BY_FAMILIES',
  'PERFUME_VIEWED',
  'INGREDIENT_VIEWED',
  'VIEW_RECOS',
  'HELP',
  'CONTACT_US',
] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

/**
 * The actions an ACTION event names, with the numeric id of what was acted on. The spec's list,
 * plus FAVORITE_ADDED: the operator's funnel from a search to a favourite needs to see the
 * favourite, which anonymous visitors keep only in their browser (ADR 027).
 */
export const ANALYTICS_ACTIONS = [
  'PERFUME_SHARED',
  'CONCEPT_SELECTED',
  'SELECT_CONCEPT',
  'UNSELECT_CONCEPT',
  'SELECT_FAMILY',
  'UNSELECT_FAMILY',
  'SELECT_SUBFAMILY',
  'UNSELECT_SUBFAMILY',
  'FAVORITE_ADDED',
] as const;
export type AnalyticsAction = (typeof ANALYTICS_ACTIONS)[number];

/** What a SEARCH_PERFUMES event searched by. */
export const ANALYTICS_SEARCH_TYPES = [
  'TEXT',
  'PERFUMES',
  'INGREDIENT',
  'CONCEPTS',
  'FAMILIES',
] as const;
export type AnalyticsSearchType = (typeof ANALYTICS_SEARCH_TYPES)[number];

/** The most events one batch takes: a page's worth between two sends, with room to spare. */
export const MAX_ANALYTICS_BATCH = 100;
/** How many top result ids a search event carries. */
export const ANALYTICS_TOP_RESULTS = 10;
