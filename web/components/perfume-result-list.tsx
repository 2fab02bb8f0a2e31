import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerfumeSummary } from '../../common/api/catalog';
import { PerfumeCard } from './perfume-card';
import './perfume-result-list.css';

/**
 * The perfumes a search found (by name, by ingredients), as cards: the previous ones stay on view,
 * dimmed, while the next search runs; a count and "Show more" when there are more than shown, and
 * focus on the first new card after it, where reading goes on; a retry button when it failed and a
 * hint when nothing was found. The screen says what to announce (`status`) and owns the heading.
 */
export function PerfumeResultList<P extends PerfumeSummary>({
  perfumes,
  total,
  stale,
  failed,
  onRetry,
  emptyHint,
  hrefFor,
  onOpen,
  tagFor,
  pageSize,
  hasMore,
  loadingMore,
  onShowMore,
}: {
  perfumes: readonly P[];
  total: number;
  /** A newer search is running: the cards are dimmed. */
  stale: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Shown when the search found nothing. */
  emptyHint?: string;
  hrefFor: (id: number) => string;
  onOpen: (id: number) => void;
  tagFor?: (perfume: P) => ReactNode;
  /** How many a page holds: past one page, the count of those shown is written. */
  pageSize: number;
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  // After "Show more", focus goes to the first new result, where reading continues.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || index >= perfumes.length) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('.perfume-card')[index]?.focus();
  }, [perfumes.length]);

  return (
    <>
      {failed && !stale && (
        <button type="button" className="button" onClick={onRetry}>
          {t('exploreByName.retry')}
        </button>
      )}
      {!stale && !failed && total === 0 && emptyHint && (
        <p className="results__hint">{emptyHint}</p>
      )}
      {perfumes.length > 0 && (
        <ul ref={listRef} className={`results__list${stale ? ' is-stale' : ''}`} aria-busy={stale}>
          {perfumes.map((perfume) => (
            <li key={perfume.id}>
              <PerfumeCard
                perfume={perfume}
                href={hrefFor(perfume.id)}
                onOpen={onOpen}
                tag={tagFor?.(perfume)}
              />
            </li>
          ))}
        </ul>
      )}
      {total > pageSize && (
        <div className="results__more">
          <p className="results__shown">
            {t('exploreByName.shown', { shown: perfumes.length, total })}
          </p>
          {hasMore && (
            <button
              type="button"
              className="button button--outline"
              aria-disabled={loadingMore}
              onClick={() => {
                if (loadingMore) return;
                focusIndex.current = perfumes.length;
                onShowMore();
              }}
            >
              {loadingMore ? t('exploreByName.searching') : t('exploreByName.showMore')}
            </button>
          )}
        </div>
      )}
    </>
  );
}
