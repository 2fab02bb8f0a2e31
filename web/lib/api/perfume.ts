import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, withId } from '../../../common/api/paths';
import type { Perfume } from '../../../common/api/catalog';
import type { Language } from '../../../common/domain/languages';
import { apiFetch } from '../api-client';
import { useLanguage } from '../i18n';
import { apiQueryKey } from '../query-client';

// GET /api/perfumes/{id}: one perfume with its ingredients and proportions.

export const perfumePath = (id: number) => withId(apiPaths.perfume, id);

export function perfumeOptions(lang: Language, id: number | null) {
  const path = perfumePath(id ?? 0);
  return queryOptions({
    queryKey: apiQueryKey(lang, path),
    queryFn: ({ signal }) => apiFetch<Perfume>(path, { signal, lang }),
    enabled: id !== null,
  });
}

export function usePerfume(id: number | null) {
  return useQuery(perfumeOptions(useLanguage(), id));
}
