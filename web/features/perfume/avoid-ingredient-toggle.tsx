import { useTranslation } from 'react-i18next';
import { AVOIDED_INGREDIENT_PROPORTION } from '../../../common/domain/constants';
import { toggleDislikedIngredient, useDislikedIngredientIds } from '../../lib/disliked-ingredients';

/**
 * Avoids an ingredient, or stops avoiding it (beyond the spec): recommendations and similar
 * perfumes then leave out the perfumes where it weighs 10 % or more. A toggle button whose name
 * stays the same; its pressed state says whether the ingredient is avoided.
 */
export function AvoidIngredientToggle({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const avoided = useDislikedIngredientIds().includes(id);
  return (
    <span className="avoid-toggle">
      <button
        type="button"
        className="pill-button"
        aria-pressed={avoided}
        onClick={() => toggleDislikedIngredient(id)}
      >
        {t('avoided.toggle', { name })}
      </button>
      {avoided && (
        <span className="hint" role="status">
          {t('avoided.toggleOn', { percent: AVOIDED_INGREDIENT_PROPORTION })}
        </span>
      )}
    </span>
  );
}
