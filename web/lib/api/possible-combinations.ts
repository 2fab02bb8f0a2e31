import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../common/api/paths';
import type { PossibleCombination } from '../../../common/api/recommendations';
import type { Language } from '../../../common/domain/languages';
import { apiFetch } from '../api-client';
import { useLanguage } from '../i18n';
import { apiQueryKey } from '../query-client';

// GET /api/ingredients/getPossibleCombinations?ingredients=1,2: the ingredients found most often
// in perfumes holding the whole selection (the selected ones left out), most frequent first.

export function possibleCombinationsOptions(lang: Language, ids: readonly number[]) {
  const query = { ingredients: [...ids].sort((a, b) => a - b) };
  return queryOptions({
    queryKey: apiQueryKey(lang, apiPaths.possibleCombinations, query),
    queryFn: ({ signal }) =>
      apiFetch<PossibleCombination[]>(apiPaths.possibleCombinations, { query, signal, lang }),
    enabled: ids.length > 0,
    // Asked again at each pick: the group shows its own state, the page-wide overlay would flash.
    meta: { silent: true },
  });
}

/** The best matches of a selection; the previous ones stay on view while the next ones load. */
export function usePossibleCombinations(ids: readonly number[]) {
  return useQuery({
    ...possibleCombinationsOptions(useLanguage(), ids),
    placeholderData: keepPreviousData,
  });
}
