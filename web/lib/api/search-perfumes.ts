import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { preferredBrandsParam } from '../brand-preference';
import type { SearchResponse } from '../../../common/api/perfumes';
import type { GenderCode } from '../../../common/domain/gender';
import type { Language } from '../../../common/domain/languages';
import { callEndpoint, type EndpointQuery } from '../call-endpoint';
import { endpointQueryKey } from '../endpoint-query';
import { useLanguage } from '../i18n';

// GET /api/v7/search?q=&limit=&offset=&gender=&brand_ids=&family_ids= (spec section 7), page by
// page.
// Without a text, the filters alone list the catalog by name (browsing a brand, a family, a gender).

export const SEARCH_PAGE_SIZE = 24;

export interface SearchFilters {
  genders: readonly GenderCode[];
  brands: readonly number[];
  families: readonly number[];
}

export const noFilters: SearchFilters = { genders: [], brands: [], families: [] };

export function hasFilters(filters: SearchFilters): boolean {
  return filters.genders.length + filters.brands.length + filters.families.length > 0;
}

/** What there is to list: a text, or filters alone (browsing by name order). */
export function hasCriteria(q: string, filters: SearchFilters): boolean {
  return q.trim() !== '' || hasFilters(filters);
}

/** The query string of a search, without paging; an empty text and empty lists are left out. */
export function searchQuery(q: string, filters: SearchFilters): EndpointQuery<'search'> {
  const list = <T extends string | number>(values: readonly T[]) =>
    values.length > 0 ? [...values].sort() : null;
  return {
    q: q.trim() || null,
    gender: list(filters.genders),
    brand_ids: list(filters.brands),
    family_ids: list(filters.families),
    // A partner link's brands come first (ADR 027); part of the key, so the cache follows it.
    ...preferred(),
  };
}

function preferred(): { preferredBrands?: string } {
  const brands = preferredBrandsParam();
  return brands ? { preferredBrands: brands } : {};
}

/** The offset of the next page, or undefined when every result is loaded. */
export function nextSearchOffset(pages: readonly SearchResponse[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  const last = pages.at(-1);
  return last && last.data.length > 0 && loaded < total ? loaded : undefined;
}

export function searchPerfumesOptions(lang: Language, q: string, filters: SearchFilters) {
  const query = searchQuery(q, filters);
  return infiniteQueryOptions({
    queryKey: [...endpointQueryKey('search', lang, { query }), 'pages'] as const,
    // The signal aborts the request when a newer search replaces this one; TanStack Query then
    // drops the cancelled fetch without an error (spec section 8: cancelled searches are silent).
    queryFn: ({ pageParam, signal }) =>
      callEndpoint('search', {
        query: { ...query, limit: SEARCH_PAGE_SIZE, offset: pageParam },
        signal,
        lang,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSearchOffset(pages),
    enabled: hasCriteria(q, filters),
    // The results show their own "searching" state; the page-wide overlay would cover the box.
    meta: { silent: true },
  });
}

/** Search results; the previous results stay on view while a new search runs. */
export function useSearchPerfumes(q: string, filters: SearchFilters) {
  const lang = useLanguage();
  return useInfiniteQuery({
    ...searchPerfumesOptions(lang, q, filters),
    placeholderData: keepPreviousData,
  });
}
