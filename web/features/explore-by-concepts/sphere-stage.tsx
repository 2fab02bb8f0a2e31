import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConceptSphere } from '../../components/charts/concept-sphere/concept-sphere';

type SphereProps = Omit<ComponentProps<typeof ConceptSphere>, 'label' | 'describedBy'>;

/**
 * The middle of the concepts screen: the sphere with its hint, and on a phone the button that
 * opens the list of concepts (which sits beside the sphere on a desktop).
 */
export function SphereStage({
  onOpenList,
  ...sphere
}: SphereProps & {
  /** On a phone: opens the list in a sheet. */
  onOpenList: (() => void) | null;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="concepts__stage">
      <p id={hintId} className="concepts__hint">
        {t('exploreByConcepts.sphereHint')}
      </p>
      {onOpenList && (
        <button
          type="button"
          className="button button--outline concepts__list-button"
          onClick={onOpenList}
        >
          {t('exploreByConcepts.openList')}
        </button>
      )}
      <div className="concepts__sphere">
        <ConceptSphere
          {...sphere}
          label={t('exploreByConcepts.sphereLabel')}
          describedBy={hintId}
        />
      </div>
    </div>
  );
}
