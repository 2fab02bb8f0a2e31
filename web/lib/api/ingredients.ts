import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../common/domain/languages';
import { endpointQueryOptions } from '../endpoint-query';
import { useLanguage } from '../i18n';

// GET /api/ingredients/: every ingredient in the visitor's language, with its family and how many
// perfumes list it.

export function ingredientsOptions(lang: Language, enabled = true) {
  return { ...endpointQueryOptions('ingredients', lang), meta: { silent: true }, enabled };
}

export function useIngredients(enabled = true) {
  return useQuery(ingredientsOptions(useLanguage(), enabled));
}
