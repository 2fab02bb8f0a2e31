import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PerfumeResultList } from '../../components/perfume-result-list';
import {
  SEARCH_PAGE_SIZE,
  hasCriteria,
  useSearchPerfumes,
  type SearchFilters,
} from '../../lib/api/search-perfumes';
import { track } from '../../lib/analytics';

const EXAMPLES = ['Shalimar', 'Chanel', 'Vétiver'];

/** An invitation to search, with a few examples, while the box is empty. */
function EmptyState({ onExample }: { onExample: (text: string) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="search-empty" aria-labelledby={titleId}>
      <h2 id={titleId} className="search-empty__title">
        {t('exploreByName.emptyTitle')}
      </h2>
      <p className="search-empty__hint">{t('exploreByName.emptyHint')}</p>
      <p className="search-empty__examples">
        <span>{t('exploreByName.examples')}</span>
        {EXAMPLES.map((example) => (
          <button
            key={example}
            type="button"
            className="chip-button"
            onClick={() => onExample(example)}
          >
            {example}
          </button>
        ))}
      </p>
    </section>
  );
}

/**
 * The results of a search, 24 at a time with "Show more" (offset paging keeps long lists light);
 * the previous results stay on view, dimmed, while the next search runs. With filters and no text,
 * the perfumes that pass the filters, sorted by name: a visitor browses a brand without typing.
 */
export function SearchResults({
  query,
  filters,
  hrefFor,
  onOpen,
  onExample,
}: {
  query: string;
  filters: SearchFilters;
  hrefFor: (id: number) => string;
  onOpen: (id: number) => void;
  onExample: (text: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const search = useSearchPerfumes(query, filters);
  const active = hasCriteria(query, filters);
  const browsing = active && query.trim() === '';

  const perfumes = active ? (search.data?.pages.flatMap((page) => page.data) ?? []) : [];
  const total = active ? (search.data?.pages.at(-1)?.total ?? 0) : 0;
  const searching = active && (search.isPending || (search.isFetching && search.isPlaceholderData));

  // Nothing matched the text as typed: the results are the closest names, and the line says what
  // they answer ("Showing results for “negro”" for "ngro").
  const firstPage = active && !browsing ? search.data?.pages[0] : undefined;
  const correction =
    !searching && !search.isError && firstPage?.approximate ? firstPage.correctedQuery : undefined;

  // Spec section 7: a SEARCH_PERFUMES event of type TEXT each time the filtered set changes.
  const topIds = perfumes.slice(0, 10).map((p) => p.id);
  const searchKey =
    active && !searching && !search.isError && search.data
      ? JSON.stringify([query.trim(), filters, topIds, total])
      : null;
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (searchKey === null || searchKey === lastSent.current) return;
    lastSent.current = searchKey;
    track({
      type: 'SEARCH_PERFUMES',
      searchType: 'TEXT',
      ...(query.trim() ? { query: query.trim().slice(0, 200) } : {}),
      familyIds: filters.families,
      filter: { genders: filters.genders, brands: filters.brands, families: filters.families },
      topResultIds: topIds,
      resultCount: total,
    });
    // The key holds what matters: the words, the filters and the perfumes found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey]);

  let status = '';
  if (active) {
    if (searching) status = t('exploreByName.searching');
    else if (search.isError) status = t('exploreByName.error');
    else if (browsing) {
      if (total === 0) status = t('exploreByName.browseNoResults');
      else if (total === 1) status = t('exploreByName.browseCountOne');
      else status = t('exploreByName.browseCountMany', { count: total });
    } else if (total === 0) status = t('exploreByName.noResults', { query: query.trim() });
    else if (total === 1) status = t('exploreByName.resultCountOne');
    else status = t('exploreByName.resultCountMany', { count: total });
  }

  return (
    <>
      {!active && <EmptyState onExample={onExample} />}
      {/* Always in the page, so that screen readers announce each new count. */}
      <p className={`results__status${active ? '' : ' visually-hidden'}`} role="status">
        {correction && (
          <span className="results__correction">
            {t('exploreByName.showingResultsFor', { query: correction })}
          </span>
        )}
        {status}
      </p>
      <section className="results" aria-labelledby={titleId} hidden={!active}>
        <h2 id={titleId} className="visually-hidden">
          {t('exploreByName.resultsTitle')}
        </h2>
        {active && (
          <PerfumeResultList
            perfumes={perfumes}
            total={total}
            stale={searching}
            failed={search.isError}
            onRetry={() => void search.refetch()}
            emptyHint={t(
              browsing ? 'exploreByName.browseNoResultsHint' : 'exploreByName.noResultsHint',
            )}
            hrefFor={hrefFor}
            onOpen={onOpen}
            tagFor={(perfume) =>
              perfume.discontinued && <span className="tag">{t('exploreByName.discontinued')}</span>
            }
            pageSize={SEARCH_PAGE_SIZE}
            hasMore={search.hasNextPage}
            loadingMore={search.isFetchingNextPage}
            onShowMore={() => void search.fetchNextPage()}
          />
        )}
      </section>
    </>
  );
}
