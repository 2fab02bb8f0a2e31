import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { track, useTrackView } from '../../lib/analytics';
import { useTranslation } from 'react-i18next';
import { HouseSentence } from '../../components/house-and-perfumer-links';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { Dialog } from '../../components/dialog';
import { CloseIcon } from '../../components/icons';
import { ApiError } from '../../lib/api-client';
import { usePerfume } from '../../lib/api/perfume';
import { useSimilarPerfumes } from '../../lib/api/similar-perfumes';
import { Comparison } from './comparison';
import type { CompositionView } from './composition';
import { PerfumeDetails } from './perfume-details';
import { ShareDialog } from './share-dialog';
import { SimilarPanel } from './similar-panel';
import './perfume.css';

export interface PerfumeDialogProps {
  perfumeId: number;
  showSimilar: boolean;
  selectedSimilar: number | null;
  /** Close the whole view (close button, backdrop, Escape outside a comparison). */
  onClose: () => void;
  onShowSimilar: (show: boolean) => void;
  /** Open (an id) or close (null) the comparison with a similar perfume. */
  onSelectSimilar: (id: number | null) => void;
  /** The address of the comparison with a similar perfume (its links' href). */
  similarHref: (id: number) => string;
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** Why the perfume is recommended, when a recommendation opened it. */
  reason?: string;
}

/**
 * The full perfume view, as a modal dialog named by the perfume: details and quad, favourite,
 * share, the similar perfumes panel and the side-by-side comparison. URL-agnostic: the screen
 * that opens it keeps its state (explore-by-name keeps it in the address).
 */
export function PerfumeDialog({
  perfumeId,
  showSimilar,
  selectedSimilar,
  onClose,
  onShowSimilar,
  onSelectSimilar,
  similarHref,
  fallbackFocus,
  reason,
}: PerfumeDialogProps) {
  const { t } = useTranslation();
  const perfume = usePerfume(perfumeId);
  const similar = useSimilarPerfumes(showSimilar ? perfumeId : null);
  useTrackView('PERFUME_VIEWED', perfumeId);
  // Spec section 7: the similar perfumes are a search of type PERFUMES, from this perfume.
  const similarIds = similar.data?.data
    .slice(0, 10)
    .map((item) => item.id)
    .join(',');
  useEffect(() => {
    if (similarIds === undefined) return;
    track({
      type: 'SEARCH_PERFUMES',
      searchType: 'PERFUMES',
      ids: [perfumeId],
      topResultIds: similarIds ? similarIds.split(',').map(Number) : [],
      resultCount: similar.data?.data.length ?? 0,
    });
    // Once per list of similar perfumes shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [perfumeId, similarIds]);
  const titleId = useId();
  const similarPanelId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const dialogBodyRef = useRef<HTMLDivElement>(null);
  const shareButtonRef = useRef<HTMLButtonElement>(null);
  const [sharing, setSharing] = useState(false);
  // The stage the composition shows, kept here so that the share card shows the same one; another
  // perfume opens on its whole composition.
  const [composition, setComposition] = useState<{ perfumeId: number; view: CompositionView }>({
    perfumeId,
    view: 'whole',
  });
  const compositionView = composition.perfumeId === perfumeId ? composition.view : 'whole';
  const setCompositionView = (view: CompositionView) => setComposition({ perfumeId, view });
  // The similar panel takes focus only when opened from its button, not when the address opens it.
  const [similarOpenedHere, setSimilarOpenedHere] = useState(false);

  // The perfume's view renders in a deferred render, which React cuts into short tasks, rather
  // than in the query's own update, which React renders in one go: on a phone the whole view is
  // some 200 ms of script, a frozen page until it is done.
  const data = useDeferredValue(perfume.data);
  const loading = data === undefined && !perfume.isError;
  const notFound = perfume.error instanceof ApiError && perfume.error.status === 404;
  const failure = notFound ? t('perfume.notFound') : t('perfume.loadError');
  const comparing = data !== undefined && selectedSimilar !== null;

  const closeComparison = () => onSelectSimilar(null);

  // However the comparison closes (its back link, Escape, the browser's back button), focus goes
  // back to the similar perfume that opened it, once the panel shows again.
  const comparedRef = useRef(selectedSimilar);
  useEffect(() => {
    const closed = comparedRef.current;
    comparedRef.current = selectedSimilar;
    if (closed === null || selectedSimilar !== null) return;
    const frame = requestAnimationFrame(() => {
      const item = dialogBodyRef.current?.querySelector<HTMLElement>(
        `[data-similar-id="${closed}"]`,
      );
      (item ?? titleRef.current)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedSimilar]);

  const toggleSimilar = () => {
    setSimilarOpenedHere(!showSimilar);
    onShowSimilar(!showSimilar);
  };

  return (
    <Dialog
      labelledBy={titleId}
      onClose={() => (comparing ? closeComparison() : onClose())}
      initialFocus={titleRef}
      fallbackFocus={fallbackFocus}
      variant="sheet"
      className={`perfume-dialog${showSimilar ? ' perfume-dialog--with-similar' : ''}`}
    >
      <div className="perfume-dialog__bar">
        <div className="perfume-dialog__heading">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="perfume-dialog__title">
            {data?.name ?? (perfume.isError ? failure : t('perfume.loading'))}
          </h2>
          {data && (
            <p className="perfume-dialog__brand">
              <HouseSentence
                brand={data.brand}
                sentence={(brand) => t('perfume.brandLine', { brand })}
              />
              {data.subBrand.name && (
                <span className="perfume-dialog__sub-brand"> · {data.subBrand.name}</span>
              )}
            </p>
          )}
        </div>
        <button
          type="button"
          className="dialog__close"
          aria-label={t('perfume.close')}
          onClick={onClose}
        >
          <CloseIcon width="22" height="22" />
        </button>
      </div>

      <div ref={dialogBodyRef} className="perfume-dialog__body" aria-busy={loading}>
        <div className="perfume-dialog__main">
          {/* While it loads, the title says so (once): the body only sketches what is coming. */}
          {loading && (
            <div className="perfume-dialog__placeholder" aria-hidden="true">
              <span className="perfume-dialog__placeholder-visual" />
              <span className="perfume-dialog__placeholder-line" />
              <span className="perfume-dialog__placeholder-line" />
              <span className="perfume-dialog__placeholder-line is-short" />
            </div>
          )}
          {/* The failure itself is the dialog's title; the body says what to do next. */}
          {notFound && (
            <div className="perfume-dialog__status">
              <p>{t('perfume.notFoundText')}</p>
              <p>
                <Link className="button button--primary" to={appRoutes.exploreByName}>
                  {t('perfume.searchInstead')}
                </Link>
              </p>
            </div>
          )}
          {perfume.isError && !notFound && (
            <p className="perfume-dialog__status">
              <button type="button" className="button" onClick={() => void perfume.refetch()}>
                {t('perfume.retry')}
              </button>
            </p>
          )}
          {data && comparing && (
            <Comparison
              perfume={data}
              similarId={selectedSimilar}
              recommendation={similar.data?.data.find((item) => item.id === selectedSimilar)}
              onBack={closeComparison}
            />
          )}
          {data && !comparing && reason && (
            <p className="perfume-dialog__reason">
              <strong>{t('perfume.recommendedBecause')}</strong> {reason}
            </p>
          )}
          {data && !comparing && (
            <PerfumeDetails
              perfume={data}
              similarShown={showSimilar}
              similarPanelId={similarPanelId}
              onToggleSimilar={toggleSimilar}
              onShare={() => setSharing(true)}
              shareButtonRef={shareButtonRef}
              compositionView={compositionView}
              onCompositionViewChange={setCompositionView}
            />
          )}
        </div>
        {data && showSimilar && (
          <SimilarPanel
            id={similarPanelId}
            perfumeId={data.id}
            perfumeName={data.name}
            selectedSimilar={selectedSimilar}
            focusOnOpen={similarOpenedHere}
            similarHref={similarHref}
            onSelect={(id) => onSelectSimilar(id)}
            onHide={() => {
              setSimilarOpenedHere(false);
              onShowSimilar(false);
              requestAnimationFrame(() => {
                const toggle =
                  dialogBodyRef.current?.querySelector<HTMLElement>('[data-similar-toggle]');
                (toggle ?? titleRef.current)?.focus();
              });
            }}
          />
        )}
      </div>
      {data && sharing && (
        <ShareDialog perfume={data} view={compositionView} onClose={() => setSharing(false)} />
      )}
    </Dialog>
  );
}
