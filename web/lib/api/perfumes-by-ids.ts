import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../common/domain/languages';
import { endpointQueryOptions } from '../endpoint-query';
import { useLanguage } from '../i18n';

// GET /api/perfumes/by_ids?perfumeIds=1,2&allPresent=false&sortByEntryOrder=true: several
// perfumes in the order asked; ids the catalog no longer holds are skipped.

export function perfumesByIdsOptions(lang: Language, ids: readonly number[]) {
  const query = { perfumeIds: ids, allPresent: false, sortByEntryOrder: true };
  return { ...endpointQueryOptions('perfumesByIds', lang, { query }), enabled: ids.length > 0 };
}

/** The perfumes of a list of ids; the previous list stays on view while the next one loads. */
export function usePerfumesByIds(ids: readonly number[]) {
  return useQuery({
    ...perfumesByIdsOptions(useLanguage(), ids),
    placeholderData: keepPreviousData,
  });
}
