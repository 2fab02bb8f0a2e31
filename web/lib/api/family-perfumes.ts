import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FamilyPerfumesResponse } from '../../../common/api/families';
import type { GenderCode } from '../../../common/domain/gender';
import type { Language } from '../../../common/domain/languages';
import { callEndpoint } from '../call-endpoint';
import { endpointQueryKey } from '../endpoint-query';

// GET /api/families/top/{id}/perfumes: the perfumes of a family, or of one of its pairs, most
// popular first, page by page. The families tree already sends the first ten, so the pages start
// where those end and only when the visitor asks for more.

export const FAMILY_PERFUMES_PAGE_SIZE = 24;

export interface FamilyPerfumesRequest {
  familyId: number | null;
  subfamilyId: number | null;
  genders: readonly GenderCode[];
  /** How many perfumes are already on view (the tree's top ten): the first page's offset. */
  start: number;
}

/** The offset of the next page, or undefined once every perfume is loaded. */
export function nextFamilyPerfumesOffset(
  start: number,
  pages: readonly FamilyPerfumesResponse[],
): number | undefined {
  const last = pages.at(-1);
  if (!last || last.data.length === 0) return undefined;
  const loaded = start + pages.reduce((sum, page) => sum + page.data.length, 0);
  return loaded < last.total ? loaded : undefined;
}

export function familyPerfumesOptions(lang: Language, request: FamilyPerfumesRequest, on: boolean) {
  const { familyId, subfamilyId, genders, start } = request;
  const params = { id: familyId ?? 0 };
  const query = {
    subfamily: subfamilyId,
    gender: genders.length > 0 ? [...genders].sort() : null,
  };
  return infiniteQueryOptions({
    queryKey: [
      ...endpointQueryKey('familyPerfumes', lang, { params, query }),
      'from',
      start,
    ] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint('familyPerfumes', {
        params,
        query: { ...query, limit: FAMILY_PERFUMES_PAGE_SIZE, offset: pageParam },
        signal,
        lang,
      }),
    initialPageParam: start,
    getNextPageParam: (_last, pages) => nextFamilyPerfumesOffset(start, pages),
    enabled: on && familyId !== null,
    // The results panel shows its own loading state under the cards.
    meta: { silent: true },
  });
}

/** The perfumes past the first ten, once `on` (the visitor asked for more). */
export function useFamilyPerfumes(lang: Language, request: FamilyPerfumesRequest, on: boolean) {
  return useInfiniteQuery(familyPerfumesOptions(lang, request, on));
}
