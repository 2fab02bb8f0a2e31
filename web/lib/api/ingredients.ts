import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../common/api/paths';
import type { IngredientListItem } from '../../../common/api/ingredients';
import type { Language } from '../../../common/domain/languages';
import { useLanguage } from '../i18n';
import { apiQueryOptions } from '../query-client';

// GET /api/ingredients/: every ingredient in the visitor's language, with its family and how many
// perfumes list it.

export function ingredientsOptions(lang: Language, enabled = true) {
  return {
    ...apiQueryOptions<IngredientListItem[]>(lang, apiPaths.ingredients, {}, { silent: true }),
    enabled,
  };
}

export function useIngredients(enabled = true) {
  return useQuery(ingredientsOptions(useLanguage(), enabled));
}
