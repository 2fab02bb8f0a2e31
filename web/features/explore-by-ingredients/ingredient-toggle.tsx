import { memo } from 'react';
import type { IngredientRef } from '../../../common/api/catalog';
import { CheckIcon } from '../../components/icons';
import { IngredientPicture } from '../../components/ingredient-picture';

/**
 * One ingredient of the picker: a toggle button (aria-pressed) named by the ingredient, with its
 * picture over its family colour. Memoised: a pick re-renders the toggles whose state changed, not
 * the 240 of the list.
 */
export const IngredientToggle = memo(function IngredientToggle({
  ingredient,
  pressed,
  detail,
  onToggle,
}: {
  ingredient: IngredientRef;
  pressed: boolean;
  /** A second line (the family, in a list that mixes families). */
  detail?: string;
  /** Called with the button, which the screen keeps in place while the list above it changes. */
  onToggle: (id: number, source: HTMLElement) => void;
}) {
  return (
    <button
      type="button"
      className="ingredient-toggle"
      aria-pressed={pressed}
      data-ingredient-id={ingredient.id}
      onClick={(event) => onToggle(ingredient.id, event.currentTarget)}
    >
      <IngredientPicture ingredient={ingredient} size="small" />
      <span className="ingredient-toggle__text">
        <span className="ingredient-toggle__name">{ingredient.name}</span>
        {detail && <span className="ingredient-toggle__detail">{detail}</span>}
      </span>
      <span className="ingredient-toggle__mark" aria-hidden="true">
        {pressed && <CheckIcon width="16" height="16" />}
      </span>
    </button>
  );
});
