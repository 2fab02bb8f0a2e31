import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../common/api/paths';
import type { SimilarPerfumesResponse } from '../../../common/api/recommendations';
import { RECOMMENDATIONS_LIMIT } from '../../../common/domain/constants';
import type { Language } from '../../../common/domain/languages';
import { apiFetch } from '../api-client';
import { useDislikedIngredientIds } from '../disliked-ingredients';
import { useLanguage } from '../i18n';
import { apiQueryKey } from '../query-client';

// GET /api/perfume_recommendations/by_perfume/?ref_perfume={id}&limit=12: most similar first,
// without the perfumes that feature an ingredient the visitor avoids (leftOut counts them).

// Written here rather than imported: common/api/recommendations.ts builds zod schemas when loaded,
// which would bring zod into the screen's chunk. paths.test.ts checks it against the common table.

export function similarPerfumesOptions(
  lang: Language,
  id: number | null,
  avoided: readonly number[] = [],
) {
  const path = apiPaths.similarPerfumes;
  const query = {
    ref_perfume: id ?? 0,
    limit: RECOMMENDATIONS_LIMIT,
    'excluded.ingredients': avoided.length > 0 ? avoided.join(',') : undefined,
  };
  return queryOptions({
    queryKey: apiQueryKey(lang, path, query),
    queryFn: ({ signal }) => apiFetch<SimilarPerfumesResponse>(path, { query, signal, lang }),
    enabled: id !== null,
  });
}

export function useSimilarPerfumes(id: number | null) {
  return useQuery(similarPerfumesOptions(useLanguage(), id, useDislikedIngredientIds()));
}
