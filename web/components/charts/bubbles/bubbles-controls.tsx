import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOOM_MAX, ZOOM_MIN } from './bubbles-layout';
import type { BubbleTooltipState } from './use-bubble-tooltip';

/** The desktop's zoom buttons: in, out (each off at its limit) and back to the whole picture. */
export function BubblesZoomControls({
  zoomLevel,
  onZoom,
  onReset,
}: {
  zoomLevel: number;
  onZoom: (direction: 1 | -1) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="bubbles__zoom" role="group" aria-label={t('exploreByFamilies.chart.zoom')}>
      <button
        type="button"
        className="bubbles__zoom-button"
        aria-label={t('exploreByFamilies.chart.zoomIn')}
        disabled={zoomLevel >= ZOOM_MAX}
        onClick={() => onZoom(1)}
      >
        +
      </button>
      <button
        type="button"
        className="bubbles__zoom-button"
        aria-label={t('exploreByFamilies.chart.zoomOut')}
        disabled={zoomLevel <= ZOOM_MIN}
        onClick={() => onZoom(-1)}
      >
        −
      </button>
      <button
        type="button"
        className="bubbles__zoom-button bubbles__zoom-button--reset"
        onClick={onReset}
      >
        {t('exploreByFamilies.chart.zoomReset')}
      </button>
    </div>
  );
}

/** A perfume dot's name and brand, above the dot. */
export function BubbleTooltip({ tooltip }: { tooltip: BubbleTooltipState }) {
  return (
    <div
      className="bubbles__tooltip"
      role="tooltip"
      style={{ left: `${tooltip.left}px`, top: `${tooltip.top}px` } as CSSProperties}
    >
      <strong>{tooltip.node.name}</strong>
      <span>{tooltip.node.brand}</span>
    </div>
  );
}
