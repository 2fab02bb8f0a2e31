import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PerfumerLinks } from '../../components/house-and-perfumer-links';
import { Link } from 'react-router';
import type { Perfume } from '../../../common/api/catalog';
import { appRoutes } from '../../../common/app-routes';
import { FamilyIcon } from '../../components/family-icon';
import { ShareIcon, SimilarIcon } from '../../components/icons';
import { PerfumeVisual } from '../../components/perfume-visual';
import { useLanguage } from '../../lib/i18n';
import { AvoidedInPerfume } from './avoided-in-perfume';
import { Composition, type CompositionView } from './composition';
import { ConcentrationFact } from './concentration-fact';
import { FavoriteToggle } from './favorite-toggle';
import { familiesText } from './perfume-text';

/** The perfume's facts, description, actions and quad (the main column of the perfume view). */
export function PerfumeDetails({
  perfume,
  similarShown,
  similarPanelId,
  onToggleSimilar,
  onShare,
  shareButtonRef,
  compositionView,
  onCompositionViewChange,
}: {
  perfume: Perfume;
  similarShown: boolean;
  similarPanelId: string;
  onToggleSimilar: () => void;
  onShare: () => void;
  shareButtonRef: RefObject<HTMLButtonElement | null>;
  compositionView?: CompositionView;
  onCompositionViewChange?: (view: CompositionView) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const compositionId = useId();
  const credited = perfume.perfumers.flatMap((name, i) =>
    name.trim() !== '' ? [{ name, slug: perfume.perfumerSlugs?.[i] ?? '' }] : [],
  );
  const perfumers = credited.map((c) => c.name);

  return (
    <div className="perfume-details">
      <div className="perfume-details__intro">
        <PerfumeVisual perfume={perfume} labelled size="large" />
        <div className="perfume-details__summary">
          {(perfume.discontinued || perfume.expertReviewed) && (
            <p className="perfume-details__tags">
              {perfume.discontinued && <span className="tag">{t('perfume.discontinued')}</span>}
              {perfume.expertReviewed && (
                <span className="tag tag--accent">{t('perfume.expertReviewed')}</span>
              )}
            </p>
          )}
          <div className="perfume-details__actions">
            <FavoriteToggle perfumeId={perfume.id} perfumeName={perfume.name} />
            <button ref={shareButtonRef} type="button" className="pill-button" onClick={onShare}>
              <ShareIcon width="20" height="20" />
              {t('perfume.share')}
            </button>
            <button
              type="button"
              className={`pill-button${similarShown ? ' is-on' : ''}`}
              aria-expanded={similarShown}
              aria-controls={similarShown ? similarPanelId : undefined}
              data-similar-toggle=""
              onClick={onToggleSimilar}
            >
              <SimilarIcon width="20" height="20" />
              {t('perfume.similar')}
            </button>
          </div>
        </div>
      </div>

      <div className="perfume-details__columns">
        <div className="perfume-details__text">
          <dl className="facts">
            <div className="facts__row">
              <dt>{t('perfume.familiesLabel')}</dt>
              <dd>
                <FamilyIcon
                  className="facts__family"
                  name={familiesText(t, lang, perfume.family, perfume.secondaryFamily)}
                  color={perfume.family.color}
                  secondaryColor={perfume.secondaryFamily.color}
                />
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t('perfume.genderLabel')}</dt>
              <dd>{t(`gender.${perfume.gender}`)}</dd>
            </div>
            {perfumers.length > 0 && (
              <div className="facts__row">
                <dt>
                  {t(perfumers.length > 1 ? 'perfume.perfumersLabel' : 'perfume.perfumerLabel')}
                </dt>
                <dd>
                  <PerfumerLinks
                    credits={perfumers}
                    slugs={credited.map((c) => c.slug)}
                    lang={lang}
                  />
                </dd>
              </div>
            )}
            {perfume.year !== null && (
              <div className="facts__row">
                <dt>{t('perfume.yearLabel')}</dt>
                <dd>{perfume.year}</dd>
              </div>
            )}
            <ConcentrationFact concentration={perfume.concentration} />
          </dl>
          {perfume.description && (
            <p className="perfume-details__description">{perfume.description}</p>
          )}
          {perfume.expertReviewed && (
            <aside className="expert-note" aria-label={t('perfume.expertReviewed')}>
              <p>
                <strong>{t('perfume.expertReviewed')}.</strong> {t('perfume.expertReviewedText')}
              </p>
              <Link to={`${appRoutes.howto}#expert-reviewed`}>
                {t('perfume.expertReviewedLink')}
              </Link>
            </aside>
          )}
        </div>

        <section className="perfume-details__composition" aria-labelledby={compositionId}>
          <h3 id={compositionId} className="section-title">
            {t('perfume.composition')}
          </h3>
          <p className="hint">{t('perfume.compositionHint')}</p>
          <AvoidedInPerfume perfume={perfume} />
          <Composition
            perfume={perfume}
            view={compositionView}
            onViewChange={onCompositionViewChange}
          />
        </section>
      </div>
    </div>
  );
}
