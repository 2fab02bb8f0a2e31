import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../common/api/paths';
import type { IngredientListItem } from '../../../common/api/ingredients';
import type { Language } from '../../../common/domain/languages';
import { useLanguage } from '../i18n';
import { apiQueryOptions } from '../query-client';

// GET /api/ingredients/: every ingredient, most used first, with its family and how many perfumes
// list it (perfumeCount, the order of "popular ingredients").

export function ingredientsOptions(lang: Language) {
  return apiQueryOptions<IngredientListItem[]>(lang, apiPaths.ingredients);
}

/** Every ingredient, in the language shown (a language switch fetches the other one). */
export function useIngredients() {
  return useQuery(ingredientsOptions(useLanguage()));
}
