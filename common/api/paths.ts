// Every API path, written once for the server's routes and the web client. This module imports
// nothing, so the web's chunks can use it without pulling in the zod schemas beside it.
export const apiPaths = {
  health: '/api/health',
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',
  docs: '/api/docs',
  brands: '/api/brands/',
  perfume: '/api/perfumes/:id',
  perfumesByIds: '/api/perfumes/by_ids',
  search: '/api/v7/search',
  ingredients: '/api/ingredients/',
  ingredient: '/api/ingredients/:id',
  ingredientInfo: '/api/ingredients/:id/info/',
  families: '/api/families',
  familiesTopList: '/api/families/top/list',
  familiesTopOne: '/api/families/top/:id',
  familyPerfumes: '/api/families/top/:id/perfumes',
  concepts: '/api/concepts',
  precomputedFile: '/api/file/precomputed',
  similarPerfumes: '/api/perfume_recommendations/by_perfume/',
  profileRecommendations: '/api/v7/reco',
  byIngredients: '/api/perfume_search/by_ingredients/',
  possibleCombinations: '/api/ingredients/getPossibleCombinations',
} as const;

/** A path with its `:id` filled in: withId(apiPaths.perfume, 12) is /api/perfumes/12. */
export function withId(path: string, id: number): string {
  return path.replace(':id', String(id));
}
