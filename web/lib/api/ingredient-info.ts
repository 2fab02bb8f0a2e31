import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../common/domain/languages';
import { endpointQueryOptions } from '../endpoint-query';
import { useLanguage } from '../i18n';

// GET /api/ingredients/{id}/info/: an ingredient with its chapter, origins, up to 8 perfumes that
// feature it and up to 8 ingredients it is often paired with.

export function ingredientInfoOptions(lang: Language, id: number | null) {
  return {
    ...endpointQueryOptions('ingredientInfo', lang, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  };
}

export function useIngredientInfo(id: number | null) {
  return useQuery(ingredientInfoOptions(useLanguage(), id));
}
