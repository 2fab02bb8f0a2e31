import { useQuery } from '@tanstack/react-query';
import { preferredBrandsParam } from '../brand-preference';
import { apiPaths } from '../../../common/api/paths';
import type { ProfileRecommendationsResponse } from '../../../common/api/recommendations';
import { RECOMMENDATIONS_LIMIT } from '../../../common/domain/constants';
import type { GenderCode } from '../../../common/domain/gender';
import { apiFetch } from '../api-client';
import { LOVED_RATING } from '../../../common/domain/collection';
import { useCollection } from '../collection';
import { useDislikedIngredientIds } from '../disliked-ingredients';
import { useLanguage } from '../i18n';
import { apiQueryKey } from '../query-client';

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
  // The collection (issue 30): what is owned and rated 4 or 5 weighs like a favourite, what is
  // owned is never proposed, and the ratings push away or explain (docs/decisions/043).
  const { entries } = useCollection();
  const owned = entries.filter((e) => e.shelf === 'have');
  const loved = owned
    .filter((e) => (e.rating ?? 0) >= LOVED_RATING && !favouriteIds.includes(e.perfumeId))
    .map((e) => e.perfumeId);
  const perfumes = [...favouriteIds, ...loved];
  const rated = entries.filter((e) => e.rating !== null);
  const path = apiPaths.profileRecommendations;
  const query = {
    perfumes: perfumes.join(','),
    owned: owned.length > 0 ? owned.map((e) => e.perfumeId).join(',') : undefined,
    rated: rated.length > 0 ? rated.map((e) => `${e.perfumeId}:${e.rating}`).join(',') : undefined,
    limit: RECOMMENDATIONS_LIMIT,
    'included.families': list(filters.families),
    'included.gender': list(filters.genders),
    'included.brands': list(filters.brands),
    'excluded.ingredients': avoided.length > 0 ? avoided.join(',') : undefined,
    preferredBrands: preferredBrandsParam(),
  };
  return useQuery({
    queryKey: apiQueryKey(lang, path, query),
    queryFn: ({ signal }) =>
      apiFetch<ProfileRecommendationsResponse>(path, { query, signal, lang }),
    enabled: enabled && perfumes.length > 0,
    placeholderData: (previous) => previous,
  });
}
