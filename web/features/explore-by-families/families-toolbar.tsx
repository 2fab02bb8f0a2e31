import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Above the canvas: the list view switch, the step back, and with a selection its names as tags
 * and the button that shows its perfumes.
 */
export function FamiliesToolbar({
  view,
  onViewChange,
  names,
  canStepBack,
  onStepBack,
  onShowPerfumes,
  showButtonRef,
  inert,
}: {
  view: 'bubbles' | 'list';
  onViewChange: (view: 'bubbles' | 'list') => void;
  /** The selected family and subfamily; none without a selection. */
  names: readonly string[];
  canStepBack: boolean;
  onStepBack: () => void;
  onShowPerfumes: () => void;
  showButtonRef: RefObject<HTMLButtonElement | null>;
  inert: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="families-explorer__toolbar" inert={inert || undefined}>
      <button
        type="button"
        className="button button--small"
        aria-pressed={view === 'list'}
        onClick={() => onViewChange(view === 'list' ? 'bubbles' : 'list')}
      >
        {t('exploreByFamilies.listView')}
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={!canStepBack}
        onClick={onStepBack}
      >
        {t('exploreByFamilies.stepBack')}
      </button>
      {canStepBack && (
        <div
          className="families-explorer__tags"
          role="group"
          aria-label={t('exploreByFamilies.selection')}
        >
          <ul className="families-explorer__tag-list">
            {names.map((name) => (
              <li key={name} className="tag">
                {name}
              </li>
            ))}
          </ul>
          <button
            ref={showButtonRef}
            type="button"
            className="button button--primary button--small"
            onClick={onShowPerfumes}
          >
            {t('exploreByFamilies.showPerfumes')}
          </button>
        </div>
      )}
    </div>
  );
}
