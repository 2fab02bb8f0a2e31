import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../common/api/paths';
import type { RecommendedPerfumeList } from '../../../common/api/recommendations';
import { RECOMMENDATIONS_LIMIT } from '../../../common/domain/constants';
import type { Language } from '../../../common/domain/languages';
import { apiFetch } from '../api-client';
import { useLanguage } from '../i18n';
import { apiQueryKey } from '../query-client';

// GET /api/perfume_recommendations/by_perfume/?ref_perfume={id}&limit=12: most similar first.

// Written here rather than imported: common/api/recommendations.ts builds zod schemas when loaded,
// which would bring zod into the screen's chunk. paths.test.ts checks it against the common table.

export function similarPerfumesOptions(lang: Language, id: number | null) {
  const path = apiPaths.similarPerfumes;
  const query = { ref_perfume: id ?? 0, limit: RECOMMENDATIONS_LIMIT };
  return queryOptions({
    queryKey: apiQueryKey(lang, path, query),
    queryFn: ({ signal }) => apiFetch<RecommendedPerfumeList>(path, { query, signal, lang }),
    enabled: id !== null,
  });
}

export function useSimilarPerfumes(id: number | null) {
  return useQuery(similarPerfumesOptions(useLanguage(), id));
}
