import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../common/domain/languages';
import { endpointQueryOptions } from '../endpoint-query';
import { useLanguage } from '../i18n';

// GET /api/ingredients/getPossibleCombinations?ingredients=1,2: the ingredients found most often
// in perfumes holding the whole selection (the selected ones left out), most frequent first.

export function possibleCombinationsOptions(lang: Language, ids: readonly number[]) {
  const query = { ingredients: [...ids].sort((a, b) => a - b) };
  return {
    ...endpointQueryOptions('possibleCombinations', lang, { query }),
    enabled: ids.length > 0,
    // Asked again at each pick: the group shows its own state, the page-wide overlay would flash.
    meta: { silent: true },
  };
}

/** The best matches of a selection; the previous ones stay on view while the next ones load. */
export function usePossibleCombinations(ids: readonly number[]) {
  return useQuery({
    ...possibleCombinationsOptions(useLanguage(), ids),
    placeholderData: keepPreviousData,
  });
}
