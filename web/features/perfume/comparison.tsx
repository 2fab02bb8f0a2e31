import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HouseLink } from '../../components/house-and-perfumer-links';
import { Link } from 'react-router';
import type { Perfume, RecommendedPerfume } from '../../../common/api/catalog';
import { appRoutes } from '../../../common/app-routes';
import { FamilyIcon } from '../../components/family-icon';
import { ArrowLeftIcon } from '../../components/icons';
import { PerfumeVisual } from '../../components/perfume-visual';
import { usePerfume } from '../../lib/api/perfume';
import { useLanguage } from '../../lib/i18n';
import { CompositionControls, CompositionFigure, type CompositionView } from './composition';
import { perfumeStages } from './perfume-pyramid';
import {
  comparisonReason,
  familiesText,
  sharedIngredients,
  similarityPercent,
} from './perfume-text';
import { joinList } from '../../lib/intl-formats';

function ComparedPerfume({
  perfume,
  shared,
  view,
  figureId,
}: {
  perfume: Perfume;
  shared: ReadonlySet<number>;
  view: CompositionView;
  figureId: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <article className="compared" aria-label={perfume.name}>
      <div className="compared__head">
        <PerfumeVisual perfume={perfume} size="small" />
        <div>
          <h4 className="compared__name">{perfume.name}</h4>
          <p className="compared__brand">
            <HouseLink brand={perfume.brand} />
          </p>
        </div>
      </div>
      <FamilyIcon
        className="compared__families"
        name={familiesText(t, lang, perfume.family, perfume.secondaryFamily)}
        color={perfume.family.color}
        secondaryColor={perfume.secondaryFamily.color}
      />
      <CompositionFigure
        id={figureId}
        perfume={perfume}
        view={view}
        size="medium"
        highlight={shared}
      />
    </article>
  );
}

/**
 * The perfume and one of its similar perfumes side by side: both quads with the shared
 * ingredients highlighted, their families, how similar they are and why.
 */
export function Comparison({
  perfume,
  similarId,
  recommendation,
  onBack,
}: {
  perfume: Perfume;
  similarId: number;
  /** The similar perfume as the recommendations list gave it (closeness and reason), if known. */
  recommendation: RecommendedPerfume | undefined;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const other = usePerfume(similarId);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, [similarId]);

  const shared = useMemo(
    () => (other.data ? sharedIngredients(perfume, other.data) : []),
    [perfume, other.data],
  );
  const sharedIds = useMemo(() => new Set(shared.map((item) => item.id)), [shared]);
  const otherName = other.data?.name ?? recommendation?.name ?? '…';
  // One control moves both perfumes through the same stage, side by side.
  const [view, setView] = useState<CompositionView>('whole');
  const figureIds = [useId(), useId()] as const;
  const anyPyramid =
    perfumeStages(perfume) !== null ||
    (other.data !== undefined && perfumeStages(other.data) !== null);

  return (
    <section className="comparison" aria-labelledby={titleId}>
      <button type="button" className="link-button" onClick={onBack}>
        <ArrowLeftIcon width="18" height="18" />
        {t('comparison.back', { name: perfume.name })}
      </button>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="comparison__title">
        {t('comparison.title', { first: perfume.name, second: otherName })}
      </h3>
      {recommendation && (
        <p className="comparison__score">
          <strong className="comparison__percent">
            {t('comparison.similarity', { percent: similarityPercent(recommendation.recoValue) })}
          </strong>{' '}
          {comparisonReason(t, perfume, recommendation)}
        </p>
      )}
      {other.isPending && <p role="status">{t('perfume.loading')}</p>}
      {other.isError && <p role="alert">{t('perfume.loadError')}</p>}
      {other.data && (
        <>
          <p className="comparison__shared">
            {shared.length > 0
              ? t('comparison.shared', {
                  list: joinList(
                    lang,
                    shared.map((item) => item.name),
                  ),
                })
              : t('comparison.noneShared')}
          </p>
          {anyPyramid && (
            <CompositionControls view={view} onChange={setView} controls={figureIds.join(' ')} />
          )}
          <div className="comparison__grid">
            <ComparedPerfume
              perfume={perfume}
              shared={sharedIds}
              view={view}
              figureId={figureIds[0]}
            />
            <ComparedPerfume
              perfume={other.data}
              shared={sharedIds}
              view={view}
              figureId={figureIds[1]}
            />
          </div>
        </>
      )}
      <Link className="comparison__howto" to={`${appRoutes.howto}#comparison`}>
        {t('comparison.howto')}
      </Link>
    </section>
  );
}
