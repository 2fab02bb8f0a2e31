import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PerfumeCard } from '../../components/perfume-card';
import {
  SEARCH_PAGE_SIZE,
  useSearchPerfumes,
  type SearchFilters,
} from '../../lib/api/search-perfumes';

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
 * the previous results stay on view, dimmed, while the next search runs.
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
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const active = query.trim() !== '';

  const perfumes = active ? (search.data?.pages.flatMap((page) => page.data) ?? []) : [];
  const total = active ? (search.data?.pages.at(-1)?.total ?? 0) : 0;
  const searching = active && (search.isPending || (search.isFetching && search.isPlaceholderData));

  // After "Show more", focus goes to the first new result, where reading continues.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || index >= perfumes.length) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('.perfume-card')[index]?.focus();
  }, [perfumes.length]);

  let status = '';
  if (active) {
    if (searching) status = t('exploreByName.searching');
    else if (search.isError) status = t('exploreByName.error');
    else if (total === 0) status = t('exploreByName.noResults', { query: query.trim() });
    else if (total === 1) status = t('exploreByName.resultCountOne');
    else status = t('exploreByName.resultCountMany', { count: total });
  }

  return (
    <>
      {!active && <EmptyState onExample={onExample} />}
      {/* Always in the page, so that screen readers announce each new count. */}
      <p className={`results__status${active ? '' : ' visually-hidden'}`} role="status">
        {status}
      </p>
      <section className="results" aria-labelledby={titleId} hidden={!active}>
        <h2 id={titleId} className="visually-hidden">
          {t('exploreByName.resultsTitle')}
        </h2>
        {active && search.isError && !searching && (
          <button type="button" className="button" onClick={() => void search.refetch()}>
            {t('exploreByName.retry')}
          </button>
        )}
        {active && !searching && !search.isError && total === 0 && (
          <p className="results__hint">{t('exploreByName.noResultsHint')}</p>
        )}
        {perfumes.length > 0 && (
          <ul
            ref={listRef}
            className={`results__list${searching ? ' is-stale' : ''}`}
            aria-busy={searching}
          >
            {perfumes.map((perfume) => (
              <li key={perfume.id}>
                <PerfumeCard
                  perfume={perfume}
                  href={hrefFor(perfume.id)}
                  onOpen={onOpen}
                  tag={
                    perfume.discontinued && (
                      <span className="tag">{t('exploreByName.discontinued')}</span>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {total > SEARCH_PAGE_SIZE && (
          <div className="results__more">
            <p className="results__shown">
              {t('exploreByName.shown', { shown: perfumes.length, total })}
            </p>
            {search.hasNextPage && (
              <button
                type="button"
                className="button button--outline"
                aria-disabled={search.isFetchingNextPage}
                onClick={() => {
                  if (search.isFetchingNextPage) return;
                  focusIndex.current = perfumes.length;
                  void search.fetchNextPage();
                }}
              >
                {search.isFetchingNextPage
                  ? t('exploreByName.searching')
                  : t('exploreByName.showMore')}
              </button>
            )}
          </div>
        )}
      </section>
    </>
  );
}
