import { Link } from 'react-router';
import type { SignatureIngredient } from '../../common/api/signatures';
import { ingredientHref } from '../lib/page-hrefs';
import { IngredientPicture } from './ingredient-picture';
import './signature-ingredients.css';

/** Signature ingredients, each a link to its page with the reason in words beside it. */
export function SignatureIngredientList({
  signatures,
}: {
  signatures: readonly SignatureIngredient[];
}) {
  return (
    <ul className="signature-list">
      {signatures.map(({ ingredient, reason }) => (
        <li key={ingredient.id} className="signature-list__item">
          <IngredientPicture ingredient={ingredient} size="small" />
          <span className="signature-list__text">
            <Link
              className="signature-list__name"
              to={ingredientHref(ingredient.id)}
              data-ingredient-id={ingredient.id}
            >
              {ingredient.name}
            </Link>
            <span className="signature-list__reason">{reason}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
