import { useEffect, useMemo, useRef } from 'react';
import { useTrackView } from '../../lib/analytics';
import { useTranslation } from 'react-i18next';
import { Link, useNavigationType } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { PageFrame } from '../../components/page-frame';
import { CloseIcon } from '../../components/icons';
import { ApiError } from '../../lib/api-client';
import { useIngredientInfo } from '../../lib/api/ingredient-info';
import { useGoBack, useQueryParams } from '../../lib/url-query';
import { closeFallback, readChapterAddress } from './chapter-address';
import { ChapterContent } from './chapter-content';
import './ingredient-chapter.css';

/**
 * The ingredient chapter (spec section 2), opened from an ingredient of a perfume's quad: what the
 * catalog knows of the ingredient (family, natural or synthetic, origins, chapter texts when
 * written), the perfumes that feature it most and the ingredients it is most often paired with.
 */
export function IngredientChapterPage() {
  const { t } = useTranslation();
  const params = useQueryParams();
  const { ingredientId, selectedPerfume } = useMemo(() => readChapterAddress(params), [params]);
  useTrackView('INGREDIENT_VIEWED', ingredientId ?? undefined, ingredientId !== null);
  const info = useIngredientInfo(ingredientId);
  const navigationType = useNavigationType();
  const rootRef = useRef<HTMLDivElement>(null);
  const shownId = useRef(ingredientId);

  // Another chapter opened from this one (a paired ingredient) starts at its top, with focus on the
  // page: the link that was followed is gone from the new chapter. Back and forward are left alone.
  useEffect(() => {
    if (shownId.current === ingredientId) return;
    shownId.current = ingredientId;
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    rootRef.current?.focus({ preventScroll: true });
  }, [ingredientId, navigationType]);

  // Without an earlier entry, close opens the perfume the chapter came from, or the search.
  const goBack = useGoBack();
  const close = () => goBack(closeFallback(selectedPerfume));

  const unknown = info.error instanceof ApiError && info.error.status === 404;
  const data = ingredientId !== null ? info.data : undefined;
  const title = data ? data.name : t('pages.ingredientChapter');

  let body;
  if (ingredientId === null) {
    body = <ChapterMessage title={t('chapter.missingTitle')} text={t('chapter.missingText')} />;
  } else if (data) {
    body = <ChapterContent info={data} selectedPerfume={selectedPerfume} />;
  } else if (unknown) {
    body = <ChapterMessage title={t('chapter.unknownTitle')} text={t('chapter.unknownText')} />;
  } else if (info.isError) {
    body = (
      <div className="chapter-state">
        <p role="alert">{t('chapter.loadError')}</p>
        <button type="button" className="button" onClick={() => void info.refetch()}>
          {t('chapter.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <p className="chapter-state" role="status">
        {t('chapter.loading')}
      </p>
    );
  }

  return (
    <div ref={rootRef} className="chapter-page" tabIndex={-1}>
      <PageFrame title={title}>
        <button
          type="button"
          className="icon-button chapter-page__close"
          aria-label={t('chapter.close')}
          onClick={close}
        >
          <CloseIcon />
        </button>
        {body}
      </PageFrame>
    </div>
  );
}

/** Why there is no chapter to show, with a way on. */
function ChapterMessage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <section className="chapter-state">
      <h2 className="chapter-state__title">{title}</h2>
      <p className="chapter-state__text">{text}</p>
      <Link className="button button--primary" to={appRoutes.exploreByName}>
        {t('chapter.explore')}
      </Link>
    </section>
  );
}
