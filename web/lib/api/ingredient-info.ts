import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, withId } from '../../../common/api/paths';
import type { IngredientInfo } from '../../../common/api/ingredients';
import type { Language } from '../../../common/domain/languages';
import { apiFetch } from '../api-client';
import { useLanguage } from '../i18n';
import { apiQueryKey } from '../query-client';

// GET /api/ingredients/{id}/info/: an ingredient with its chapter, origins, up to 8 perfumes that
// feature it and up to 8 ingredients it is often paired with.

export const ingredientInfoPath = (id: number) => withId(apiPaths.ingredientInfo, id);

export function ingredientInfoOptions(lang: Language, id: number | null) {
  const path = ingredientInfoPath(id ?? 0);
  return queryOptions({
    queryKey: apiQueryKey(lang, path),
    queryFn: ({ signal }) => apiFetch<IngredientInfo>(path, { signal, lang }),
    enabled: id !== null,
  });
}

export function useIngredientInfo(id: number | null) {
  return useQuery(ingredientInfoOptions(useLanguage(), id));
}
