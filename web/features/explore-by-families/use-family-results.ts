import { useEffect, useMemo, useState } from 'react';
import type { GenderCode } from '../../../common/domain/gender';
import type { Language } from '../../../common/domain/languages';
import { ANALYTICS_TOP_RESULTS } from '../../../common/domain/analytics-events';
import type {
  BubbleFamilyDatum,
  BubblePerfumeDatum,
} from '../../components/charts/bubbles/bubbles-layout';
import { track } from '../../lib/analytics';
import { useFamilyTop } from '../../lib/api/families-top';
import { useFamilyPerfumes } from '../../lib/api/family-perfumes';
import { selectionIds, type FamilySelection } from './family-selection';

/**
 * The perfumes of the selected family or pair: the ten most popular the tree sends, the rest
 * page by page behind "Show more", how many there are in all, and the dots the bubbles draw in a
 * subfamily.
 */
export function useFamilyResults({
  lang,
  selection,
  genders,
  families,
}: {
  lang: Language;
  selection: FamilySelection;
  genders: GenderCode[];
  families: readonly BubbleFamilyDatum[];
}) {
  const { familyId, subfamilyId } = selection;
  const top = useFamilyTop(lang, familyId, genders);
  const family = families.find((f) => f.id === familyId);
  const subfamily = family?.subfamilies.find((s) => s.id === subfamilyId);

  // The perfumes of the selection: its pair's, or the family's alone.
  const topData = top.data?.id === familyId ? top.data : undefined;
  const resultPerfumes = useMemo(() => {
    if (!topData) return [];
    if (subfamilyId === null) return topData.topPerfumes;
    return topData.subfamilies.find((s) => s.id === subfamilyId)?.topPerfumes ?? [];
  }, [topData, subfamilyId]);
  const total = subfamilyId === null ? (family?.count ?? 0) : (subfamily?.count ?? 0);

  // The tree sends the ten most popular; "Show more" pages through the rest. The request is tied
  // to what it was made for, so a new selection or gender filter starts again from the ten.
  const moreKey = JSON.stringify([familyId, subfamilyId, genders, resultPerfumes.length]);
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const more = useFamilyPerfumes(
    lang,
    { familyId, subfamilyId, genders, start: resultPerfumes.length },
    moreFor === moreKey && topData !== undefined,
  );
  const perfumes = useMemo(() => {
    if (moreFor !== moreKey || !more.data) return resultPerfumes;
    const seen = new Set(resultPerfumes.map((p) => p.id));
    const next = more.data.pages.flatMap((page) => page.data).filter((p) => !seen.has(p.id));
    return [...resultPerfumes, ...next];
  }, [resultPerfumes, more.data, moreFor, moreKey]);
  const asking = moreFor === moreKey;
  const showMore = () => {
    if (!asking) setMoreFor(moreKey);
    else if (more.isError && !more.data) void more.refetch();
    else void more.fetchNextPage();
  };

  const dots = useMemo<BubblePerfumeDatum[]>(
    () =>
      subfamilyId === null
        ? []
        : resultPerfumes.map((p) => ({
            id: p.id,
            name: p.name,
            brand: p.brand.name,
            color: p.family.color,
          })),
    [resultPerfumes, subfamilyId],
  );

  return {
    perfumes,
    total,
    dots,
    loaded: topData !== undefined,
    status: topData ? 'success' : top.isError ? 'error' : 'pending',
    loadingMore: asking && more.isFetching,
    moreFailed: asking && more.isError && !more.isFetching,
    showMore,
  } as const;
}

/** Spec section 7, SEARCH_PERFUMES: once per change of the set the results panel shows. */
export function useTrackFamilySearch({
  shown,
  selection,
  genders,
  brands,
  perfumes,
}: {
  /** The panel shows, with its perfumes loaded. */
  shown: boolean;
  selection: FamilySelection;
  genders: readonly GenderCode[];
  brands: readonly number[];
  perfumes: readonly { id: number; brand: { id: number } }[];
}) {
  const shownIds = perfumes
    .filter((p) => brands.length === 0 || brands.includes(p.brand.id))
    .map((p) => p.id);
  const searchKey = shown
    ? JSON.stringify([selectionIds(selection), genders, brands, shownIds])
    : null;
  useEffect(() => {
    if (searchKey === null) return;
    const [ids, gender, brandIds, results] = JSON.parse(searchKey) as [
      number[],
      string[],
      number[],
      number[],
    ];
    track({
      type: 'SEARCH_PERFUMES',
      searchType: 'FAMILIES',
      familyIds: ids,
      filter: { genders: gender, brands: brandIds },
      topResultIds: results.slice(0, ANALYTICS_TOP_RESULTS),
      resultCount: results.length,
    });
  }, [searchKey]);
}
