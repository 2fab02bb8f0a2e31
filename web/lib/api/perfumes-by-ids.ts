import { useQuery } from '@tanstack/react-query';
import type { Perfume } from '../../../common/api/catalog';
import { apiPaths } from '../../../common/api/paths';
import { apiFetch } from '../api-client';
import { useLanguage } from '../i18n';
import { apiQueryKey } from '../query-client';

// GET /api/perfumes/by_ids: several whole perfumes in the order asked (an anonymous visitor's
// favourites). Ids the catalog no longer has are left out (allPresent=false).
export function usePerfumesByIds(ids: readonly number[]) {
  const lang = useLanguage();
  const query = { perfumeIds: ids.join(','), allPresent: false, sortByEntryOrder: true };
  return useQuery({
    queryKey: apiQueryKey(lang, apiPaths.perfumesByIds, query),
    queryFn: ({ signal }) => apiFetch<Perfume[]>(apiPaths.perfumesByIds, { query, signal, lang }),
    enabled: ids.length > 0,
    placeholderData: (previous) => previous,
  });
}
