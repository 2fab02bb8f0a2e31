import { useQuery } from '@tanstack/react-query';
import { RECOMMENDATIONS_LIMIT } from '../../../common/domain/constants';
import type { Language } from '../../../common/domain/languages';
import { endpointQueryOptions } from '../endpoint-query';
import { useDislikedIngredientIds } from '../disliked-ingredients';
import { useLanguage } from '../i18n';

// GET /api/perfume_recommendations/by_perfume/?ref_perfume={id}&limit=12: most similar first,
// without the perfumes that feature an ingredient the visitor avoids (leftOut counts them).

export function similarPerfumesOptions(
  lang: Language,
  id: number | null,
  avoided: readonly number[] = [],
) {
  const query = {
    ref_perfume: id ?? 0,
    limit: RECOMMENDATIONS_LIMIT,
    'excluded.ingredients': avoided.length > 0 ? avoided.join(',') : undefined,
  };
  return { ...endpointQueryOptions('similarPerfumes', lang, { query }), enabled: id !== null };
}

export function useSimilarPerfumes(id: number | null) {
  return useQuery(similarPerfumesOptions(useLanguage(), id, useDislikedIngredientIds()));
}
