import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Quad } from '../../components/charts/quad/quad';
import { FamilyIcon } from '../../components/family-icon';
import { familyColors, familyKeys, pyramidStages, samplePerfume } from './howto-samples';
import { pyramidBands } from './pyramid-sketch-layout';

// Pictures where a picture explains better than a paragraph. Each is a <figure> whose caption
// says what it shows; what it draws is also written out as text (the quad's legend, the pyramid's
// stages, the families' names), so nothing is known only from the drawing.

/** An example perfume drawn by the product's own quad, without links (it is not a real one). */
export function QuadFigure() {
  const { t } = useTranslation();
  const perfume = useMemo(
    () =>
      samplePerfume(
        t('howto.figures.quadLabel'),
        (key) => t(`howto.figures.notes.${key}`),
        (key) => t(`howto.figures.families.${key}`),
      ),
    [t],
  );
  return (
    // The quad is a figure named by its label already: its caption here is a plain paragraph.
    <div className="howto-figure howto-figure--quad">
      <Quad perfume={perfume} size="medium" caption={t('howto.figures.quadLabel')} />
      <p className="howto-figure__caption">{t('howto.figures.quadCaption')}</p>
    </div>
  );
}

const PYRAMID_WIDTH = 180;
const PYRAMID_HEIGHT = 156;

/** The example's pyramid: a drawn triangle in three bands, each named beside it with its notes. */
export function PyramidFigure() {
  const { t } = useTranslation();
  const bands = pyramidBands(
    pyramidStages.map(() => 1),
    PYRAMID_WIDTH,
    PYRAMID_HEIGHT,
  );
  return (
    <figure className="howto-figure howto-figure--pyramid">
      <div className="howto-pyramid">
        <svg
          className="howto-pyramid__drawing"
          viewBox={`0 0 ${PYRAMID_WIDTH} ${PYRAMID_HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {bands.map((band, index) => (
            <polygon key={index} points={band.points} fill={pyramidStages[index]!.color} />
          ))}
        </svg>
        <ol className="howto-pyramid__stages">
          {pyramidStages.map((stage) => (
            <li key={stage.stage} className="howto-pyramid__stage">
              <strong>{t(`howto.figures.stages.${stage.stage}.title`)}</strong>
              <span className="howto-pyramid__time">
                {t(`howto.figures.stages.${stage.stage}.time`)}
              </span>
              <span className="howto-pyramid__notes">
                {stage.notes.map((key) => t(`howto.figures.notes.${key}`)).join(', ')}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <figcaption className="howto-figure__caption">{t('howto.figures.pyramidCaption')}</figcaption>
    </figure>
  );
}

/** The fourteen families in their colours, and how a perfume's two families are written. */
export function FamiliesFigure() {
  const { t } = useTranslation();
  return (
    <figure className="howto-figure howto-figure--families">
      <ul className="howto-families" role="list">
        {familyKeys.map((key) => (
          <li key={key}>
            <FamilyIcon name={t(`howto.figures.families.${key}`)} color={familyColors[key]} />
          </li>
        ))}
      </ul>
      <p className="howto-families__example">
        <span>{t('howto.figures.familyExampleLabel')}</span>{' '}
        <FamilyIcon
          name={t('howto.figures.familyExample')}
          color={familyColors.amber}
          secondaryColor={familyColors.powdery}
        />
      </p>
      <figcaption className="howto-figure__caption">
        {t('howto.figures.familiesCaption')}
      </figcaption>
    </figure>
  );
}
