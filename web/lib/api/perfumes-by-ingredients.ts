import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INGREDIENT_SEARCH_PROPORTION } from '../../../common/domain/constants';
import type { Language } from '../../../common/domain/languages';
import { callEndpoint, type EndpointQuery } from '../call-endpoint';
import { endpointQueryKey } from '../endpoint-query';
import { useLanguage } from '../i18n';
import type { SearchFilters } from './search-perfumes';

// POST /api/perfume_search/by_ingredients/?gender=&brand_ids=&family_ids=&limit= with the body
// [{ingredientId, proportion: 10}, …] (spec sections 7 and 9): perfumes holding every selected
// ingredient first, then those holding some; total counts every perfume holding one at least.

/** How many results a page adds; the API answers 200 at most. */
export const BY_INGREDIENTS_PAGE_SIZE = 24;
export const BY_INGREDIENTS_MAX_RESULTS = 200;

/** The query string of a search: the filters (empty lists left out) and how many to send. */
export function byIngredientsQuery(
  filters: SearchFilters,
  limit: number,
): EndpointQuery<'perfumesByIngredients'> {
  const list = <T extends string | number>(values: readonly T[]) =>
    values.length > 0 ? [...values].sort() : null;
  return {
    gender: list(filters.genders),
    brand_ids: list(filters.brands),
    family_ids: list(filters.families),
    limit: Math.min(limit, BY_INGREDIENTS_MAX_RESULTS),
  };
}

export function perfumesByIngredientsOptions(
  lang: Language,
  ids: readonly number[],
  filters: SearchFilters,
  limit: number,
) {
  const query = byIngredientsQuery(filters, limit);
  const body = ids.map((ingredientId) => ({
    ingredientId,
    proportion: INGREDIENT_SEARCH_PROPORTION,
  }));
  return queryOptions({
    // A search, not a change: cached like a GET, keyed by what it asks.
    queryKey: [...endpointQueryKey('perfumesByIngredients', lang, { query }), ids] as const,
    queryFn: ({ signal }) => callEndpoint('perfumesByIngredients', { query, body, signal, lang }),
    enabled: ids.length > 0,
    // The results show their own "searching" state, as the search by name does.
    meta: { silent: true },
  });
}

/** The perfumes of a selection; the previous ones stay on view, dimmed, while the next load. */
export function usePerfumesByIngredients(
  ids: readonly number[],
  filters: SearchFilters,
  limit: number,
) {
  return useQuery({
    ...perfumesByIngredientsOptions(useLanguage(), ids, filters, limit),
    placeholderData: keepPreviousData,
  });
}
