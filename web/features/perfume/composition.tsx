import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Perfume } from '../../../common/api/catalog';
import type { PyramidStage } from '../../../common/domain/catalog-schema';
import { appRoutes } from '../../../common/app-routes';
import { Quad } from '../../components/charts/quad/quad';
import { formatPercent } from '../../components/charts/quad/quad-layout';
import { ingredientChapterHref } from './ingredient-chapter-href';
import type { TimelineNote } from '../../components/charts/timeline/timeline-layout';

// The timeline loads when a visitor first asks for it: every screen that opens the perfume view
// (the profile's is the tightest budget) would carry it otherwise.
const NoteTimeline = lazy(() =>
  import('../../components/charts/timeline/note-timeline').then((module) => ({
    default: module.NoteTimeline,
  })),
);

/** The key of the words that say when a note is there ('top', 'heart-base'…). */
const spanKey = (stages: readonly PyramidStage[]) =>
  stageOrder.filter((stage) => stages.includes(stage)).join('-');
import { useLanguage } from '../../lib/i18n';
import { stageOrder } from '../../../common/domain/pyramid';
import { perfumeStages, type PerfumeStage } from './perfume-pyramid';
import { joinList } from '../../lib/intl-formats';

export type CompositionView = 'whole' | PyramidStage;

/**
 * The perfume's composition: the whole quad, or, with "Over time", its unfolding, a quad for the
 * first minutes (top notes), the first hours (heart notes) and the drydown (base notes). The
 * tiles glide from one stage to the next (quad.css; still under reduced motion). A perfume
 * without a pyramid shows the whole quad only, with no control: the view says nothing of time it
 * does not know. With `view` and `onViewChange` its owner keeps the stage, so that the share card
 * shows the same one.
 */
export function Composition({
  perfume,
  view: controlledView,
  onViewChange,
}: {
  perfume: Perfume;
  view?: CompositionView;
  onViewChange?: (view: CompositionView) => void;
}) {
  const [ownView, setOwnView] = useState<CompositionView>('whole');
  const view = controlledView ?? ownView;
  const stages = useMemo(() => perfumeStages(perfume), [perfume]);
  const figureId = useId();
  return (
    <div className="composition">
      {stages && (
        <CompositionControls
          view={view}
          controls={figureId}
          onChange={(next) => {
            setOwnView(next);
            onViewChange?.(next);
          }}
        />
      )}
      <CompositionFigure id={figureId} perfume={perfume} view={view} size="large" />
    </div>
  );
}

/** "Whole composition" or "Over time", and in time the three stages to step through. */
export function CompositionControls({
  view,
  onChange,
  controls,
}: {
  view: CompositionView;
  onChange: (view: CompositionView) => void;
  /** The id of the figure (or figures, space-separated) the control changes. */
  controls: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="composition__controls">
      <div className="composition__switch" role="group" aria-label={t('pyramid.viewLabel')}>
        <button
          type="button"
          className="pill-button"
          aria-pressed={view === 'whole'}
          aria-controls={controls}
          onClick={() => onChange('whole')}
        >
          {t('pyramid.whole')}
        </button>
        <button
          type="button"
          className="pill-button"
          aria-pressed={view !== 'whole'}
          aria-controls={controls}
          onClick={() => view === 'whole' && onChange('top')}
        >
          {t('pyramid.overTime')}
        </button>
      </div>
      {view !== 'whole' && (
        <div className="composition__moments" role="group" aria-label={t('pyramid.momentsLabel')}>
          {stageOrder.map((stage, index) => (
            <button
              key={stage}
              type="button"
              className="composition__moment"
              aria-pressed={view === stage}
              aria-controls={controls}
              onClick={() => onChange(stage)}
            >
              <span className="composition__moment-step" aria-hidden="true">
                {index + 1}
              </span>
              <span className="composition__moment-name">{t(`pyramid.moment.${stage}`)}</span>
              <span className="composition__moment-stage">{t(`pyramid.stage.${stage}`)}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The chosen view. In time, the perfume view (`size` large) draws the notes along the perfume's
 * life, the chosen moment standing out; the comparison's narrower cards draw the quad of the
 * moment's notes. The unfolding is also written in words. A perfume without a pyramid keeps its
 * whole quad in every view, and says so when a stage is asked for (the comparison).
 */
export function CompositionFigure({
  id,
  perfume,
  view,
  size,
  highlight,
}: {
  id?: string;
  perfume: Perfume;
  view: CompositionView;
  size: 'large' | 'medium';
  highlight?: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const stages = useMemo(() => perfumeStages(perfume), [perfume]);
  const current = stages && view !== 'whole' ? stages.find((s) => s.stage === view) : undefined;
  const navigate = useNavigate();
  const chapterLinks = {
    hrefFor: (ingredientId: number) => ingredientChapterHref(ingredientId, perfume.id),
    onSelect: (ingredientId: number) =>
      void navigate(ingredientChapterHref(ingredientId, perfume.id)),
  };
  return (
    <div id={id} className="composition__figure" data-view={current ? view : 'whole'}>
      {current && size === 'large' ? (
        <Suspense fallback={<div className="composition__placeholder" />}>
          <PerfumeTimeline perfume={perfume} moment={current.stage} />
        </Suspense>
      ) : current ? (
        current.ingredientProportions.length > 0 ? (
          <Quad
            perfume={{ ...perfume, ingredientProportions: current.ingredientProportions }}
            caption={t('pyramid.quadCaption', {
              name: perfume.name,
              moment: t(`pyramid.moment.${current.stage}`),
            })}
            shareOf={100}
            size={size}
            highlight={highlight}
            {...chapterLinks}
            className="quad--unfolding"
          />
        ) : (
          <p className="composition__empty">{t('pyramid.noNotes')}</p>
        )
      ) : (
        <Quad perfume={perfume} size={size} highlight={highlight} {...chapterLinks} />
      )}
      {view !== 'whole' &&
        (stages ? (
          <PyramidText perfume={perfume} stages={stages} />
        ) : (
          <p className="hint">{t('pyramid.unknown')}</p>
        ))}
    </div>
  );
}

/**
 * The perfume's notes along its life: each note a band from the moment it shows to the moment it
 * goes, in its family's colour, a link to its ingredient's chapter.
 */
function PerfumeTimeline({ perfume, moment }: { perfume: Perfume; moment: PyramidStage }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const notes = useMemo<TimelineNote[]>(() => {
    const kept = perfume.ingredientProportions.filter((p) => p.proportion > 0);
    const total = kept.reduce((sum, p) => sum + p.proportion, 0);
    return kept.map((p) => ({
      id: p.ingredient.id,
      name: p.ingredient.name,
      color: p.ingredient.family.color,
      percent: total > 0 ? (p.proportion / total) * 100 : 0,
      stages: p.stages,
    }));
  }, [perfume.ingredientProportions]);
  return (
    <NoteTimeline
      notes={notes}
      moment={moment}
      caption={t('pyramid.timelineCaption', { name: perfume.name })}
      describe={(note) =>
        t('pyramid.timelineNote', {
          percent: formatPercent(note.percent, lang),
          when: t(`pyramid.when.${spanKey(note.stages)}` as 'pyramid.when.top'),
        })
      }
      hrefFor={(ingredientId) => ingredientChapterHref(ingredientId, perfume.id)}
      onOpen={(ingredientId) => void navigate(ingredientChapterHref(ingredientId, perfume.id))}
    />
  );
}

/**
 * The unfolding in words: each stage and its notes, and what the catalog says of the pyramid
 * (linear, or estimated rather than published). The quads' text alternative and a summary for
 * every reader.
 */
export function PyramidText({ perfume, stages }: { perfume: Perfume; stages: PerfumeStage[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const list = (s: PerfumeStage) =>
    s.ingredientProportions.length > 0
      ? joinList(
          lang,
          s.ingredientProportions.map((p) => p.ingredient.name),
        )
      : t('pyramid.noNotes');
  return (
    <section className="pyramid-text" aria-labelledby={titleId}>
      <h4 id={titleId} className="pyramid-text__title">
        {t('pyramid.textTitle')}
      </h4>
      <dl className="pyramid-text__stages">
        {stages.map((s) => (
          <div key={s.stage} className="pyramid-text__stage" data-stage={s.stage}>
            <dt>
              {t(`pyramid.stage.${s.stage}`)}{' '}
              <span className="pyramid-text__moment">({t(`pyramid.moment.${s.stage}`)})</span>
            </dt>
            <dd>{list(s)}</dd>
          </div>
        ))}
      </dl>
      {perfume.pyramid.linear && <p className="hint">{t('pyramid.linear')}</p>}
      {perfume.pyramid.source === 'estimated' && <p className="hint">{t('pyramid.estimated')}</p>}
      <p className="hint">
        <Link to={`${appRoutes.howto}#pyramid`}>{t('pyramid.howto')}</Link>
      </p>
    </section>
  );
}
