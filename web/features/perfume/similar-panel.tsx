import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { CloseIcon } from '../../components/icons';
import { PerfumeVisual } from '../../components/perfume-visual';
import { isPlainClick } from '../../components/plain-click';
import { LeftOutNote } from './left-out-note';
import { useSimilarPerfumes } from '../../lib/api/similar-perfumes';
import { similarityPercent } from './perfume-text';

/** The side panel of perfumes similar to the one shown; choosing one opens the comparison. */
export function SimilarPanel({
  id,
  perfumeId,
  perfumeName,
  selectedSimilar,
  focusOnOpen,
  similarHref,
  onSelect,
  onHide,
}: {
  id: string;
  perfumeId: number;
  perfumeName: string;
  selectedSimilar: number | null;
  /** Move focus to the panel's title when it appears (it was opened from its button). */
  focusOnOpen: boolean;
  similarHref: (id: number) => string;
  onSelect: (id: number) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const similar = useSimilarPerfumes(perfumeId);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = `${id}-title`;

  useEffect(() => {
    if (focusOnOpen) titleRef.current?.focus();
    // Only when the panel appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const items = similar.data?.data ?? [];
  return (
    <aside id={id} className="similar-panel" aria-labelledby={titleId}>
      <div className="similar-panel__head">
        <h3 id={titleId} ref={titleRef} tabIndex={-1} className="section-title">
          {t('similar.title')}
        </h3>
        <button
          type="button"
          className="icon-button"
          aria-label={t('similar.hide')}
          onClick={onHide}
        >
          <CloseIcon width="20" height="20" />
        </button>
      </div>
      <p className="hint">{t('similar.intro', { name: perfumeName })}</p>
      <div role="status" className="similar-panel__status">
        {similar.isPending && t('similar.loading')}
        {similar.isError && t('similar.error')}
        {similar.isSuccess && items.length === 0 && t('similar.none')}
      </div>
      <LeftOutNote count={similar.data?.leftOut} />
      {items.length > 0 && (
        <ol className="similar-list">
          {items.map((item) => {
            const current = item.id === selectedSimilar;
            return (
              <li key={item.id}>
                <a
                  className={`similar-item${current ? ' is-current' : ''}`}
                  href={similarHref(item.id)}
                  data-similar-id={item.id}
                  aria-current={current ? 'true' : undefined}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onSelect(item.id);
                  }}
                >
                  <PerfumeVisual perfume={item} size="small" />
                  <span className="similar-item__text">
                    <span className="similar-item__name">{item.name}</span>
                    <span className="similar-item__brand">{item.brand.name}</span>
                    <span className="similar-item__match">
                      {t('similar.match', { percent: similarityPercent(item.recoValue) })}
                    </span>
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      )}
      <Link className="similar-panel__howto" to={`${appRoutes.howto}#similar-perfumes`}>
        {t('similar.howto')}
      </Link>
    </aside>
  );
}
