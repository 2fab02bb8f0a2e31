import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../components/icons';
import { PerfumeResultList } from '../../components/perfume-result-list';
import { SearchFilters } from '../../components/search-filters';
import { track } from '../../lib/analytics';
import {
  BY_INGREDIENTS_MAX_RESULTS,
  BY_INGREDIENTS_PAGE_SIZE,
  usePerfumesByIngredients,
} from '../../lib/api/perfumes-by-ingredients';
import { noFilters, type SearchFilters as Filters } from '../../lib/api/search-perfumes';

/**
 * 'Show me results' (spec section 2): the perfumes holding the selected ingredients, each asked
 * with proportion 10, those holding all of them first; the gender, brand and family filters of
 * the search by name; a card opens the perfume view. Each search sends its SEARCH_PERFUMES event
 * of type INGREDIENT (spec section 7).
 */
export function IngredientResults({
  selection,
  title,
  hrefFor,
  onOpen,
  onBack,
  headingRef,
}: {
  selection: readonly number[];
  title: string;
  hrefFor: (id: number) => string;
  onOpen: (id: number) => void;
  onBack: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [limit, setLimit] = useState(BY_INGREDIENTS_PAGE_SIZE);
  const search = usePerfumesByIngredients(selection, filters, limit);

  // A new selection or new filters start again from the first page.
  const selectionKey = selection.join(',');
  const [pagedFor, setPagedFor] = useState(selectionKey);
  if (pagedFor !== selectionKey) {
    setPagedFor(selectionKey);
    setLimit(BY_INGREDIENTS_PAGE_SIZE);
  }

  const perfumes = search.data?.data ?? [];
  const total = search.data?.total ?? 0;
  const searching = search.isPending || (search.isFetching && search.isPlaceholderData);
  // The limit grows only with 'Show more' (a new selection or filter brings it back to a page).
  const loadingMore = searching && limit > BY_INGREDIENTS_PAGE_SIZE;
  const stale = searching && !loadingMore;

  // Spec section 7: one event per search, when its answer is there.
  const sentFor = useRef<string | null>(null);
  const resultIds = perfumes.map((p) => p.id).join(',');
  useEffect(() => {
    if (searching || search.isError || !search.data) return;
    const key = JSON.stringify([selectionKey, filters, resultIds]);
    if (sentFor.current === key) return;
    sentFor.current = key;
    track({
      type: 'SEARCH_PERFUMES',
      searchType: 'INGREDIENT',
      ids: selection,
      familyIds: filters.families,
      filter: { genders: filters.genders, brands: filters.brands, families: filters.families },
      topResultIds: perfumes.slice(0, 10).map((p) => p.id),
      resultCount: total,
    });
    // The key holds what matters: the selection, the filters and the perfumes found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searching, search.isError, selectionKey, filters, resultIds]);

  let status: string;
  if (searching && !loadingMore) status = t('exploreByIngredients.searching');
  else if (search.isError) status = t('exploreByIngredients.resultsError');
  else if (total === 0) status = t('exploreByIngredients.noResults');
  else if (total === 1) status = t('exploreByIngredients.resultCountOne');
  else status = t('exploreByIngredients.resultCountMany', { count: total });

  return (
    <section className="ingredient-results" aria-labelledby={titleId}>
      <button type="button" className="link-button ingredient-results__back" onClick={onBack}>
        <ArrowLeftIcon width="18" height="18" />
        {t('exploreByIngredients.back')}
      </button>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="section-title">
        {title}
      </h2>
      <SearchFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setLimit(BY_INGREDIENTS_PAGE_SIZE);
        }}
      />
      <p className="ingredient-results__status" role="status">
        {status}
      </p>
      <PerfumeResultList
        perfumes={perfumes}
        total={total}
        stale={stale}
        failed={search.isError}
        onRetry={() => void search.refetch()}
        emptyHint={t('exploreByIngredients.noResultsHint')}
        hrefFor={hrefFor}
        onOpen={onOpen}
        pageSize={BY_INGREDIENTS_PAGE_SIZE}
        hasMore={perfumes.length < total && limit < BY_INGREDIENTS_MAX_RESULTS}
        loadingMore={loadingMore}
        onShowMore={() =>
          setLimit((current) =>
            Math.min(current + BY_INGREDIENTS_PAGE_SIZE, BY_INGREDIENTS_MAX_RESULTS),
          )
        }
      />
    </section>
  );
}
