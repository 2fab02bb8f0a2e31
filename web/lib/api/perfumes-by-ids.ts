import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../common/api/paths';
import type { Perfume } from '../../../common/api/catalog';
import type { Language } from '../../../common/domain/languages';
import { apiFetch } from '../api-client';
import { useLanguage } from '../i18n';
import { apiQueryKey } from '../query-client';

// GET /api/perfumes/by_ids?perfumeIds=1,2&allPresent=false&sortByEntryOrder=true: several
// perfumes in the order asked; ids the catalog no longer holds are skipped.

export function perfumesByIdsOptions(lang: Language, ids: readonly number[]) {
  const query = { perfumeIds: ids, allPresent: false, sortByEntryOrder: true };
  return queryOptions({
    queryKey: apiQueryKey(lang, apiPaths.perfumesByIds, query),
    queryFn: ({ signal }) => apiFetch<Perfume[]>(apiPaths.perfumesByIds, { query, signal, lang }),
    enabled: ids.length > 0,
  });
}

/** The perfumes of a list of ids; the previous list stays on view while the next one loads. */
export function usePerfumesByIds(ids: readonly number[]) {
  return useQuery({
    ...perfumesByIdsOptions(useLanguage(), ids),
    placeholderData: keepPreviousData,
  });
}
