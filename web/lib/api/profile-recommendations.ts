import { useQuery } from '@tanstack/react-query';
import { preferredBrandsParam } from '../brand-preference';
import { RECOMMENDATIONS_LIMIT } from '../../../common/domain/constants';
import type { GenderCode } from '../../../common/domain/gender';
import { endpointQueryOptions } from '../endpoint-query';
import { useDislikedIngredientIds } from '../disliked-ingredients';
import { useLanguage } from '../i18n';

// GET /api/v7/reco?perfumes={ids}&limit=12, with the optional included.* filters: perfumes for a
// profile, each with the reason it is proposed, in the visitor's language; without the perfumes
// that feature an ingredient the visitor avoids (leftOut counts them).

/** Each list empty for every perfume; several values keep the perfumes of any of them. */
export interface RecommendationFilters {
  families: readonly number[];
  genders: readonly GenderCode[];
  brands: readonly number[];
}

const list = <T extends string | number>(values: readonly T[]) =>
  values.length > 0 ? values : undefined;

export function useProfileRecommendations(
  favouriteIds: readonly number[],
  filters: RecommendationFilters,
  enabled: boolean,
) {
  const lang = useLanguage();
  const avoided = useDislikedIngredientIds();
  const query = {
    perfumes: favouriteIds.join(','),
    limit: RECOMMENDATIONS_LIMIT,
    'included.families': list(filters.families),
    'included.gender': list(filters.genders),
    'included.brands': list(filters.brands),
    'excluded.ingredients': avoided.length > 0 ? avoided.join(',') : undefined,
    preferredBrands: preferredBrandsParam(),
  };
  return useQuery({
    ...endpointQueryOptions('profileRecommendations', lang, { query }),
    enabled: enabled && favouriteIds.length > 0,
    placeholderData: (previous) => previous,
  });
}
