import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { AVOIDED_INGREDIENT_PROPORTION } from '../../../common/domain/constants';
import { CloseIcon } from '../../components/icons';
import { IngredientPicture } from '../../components/ingredient-picture';
import { useIngredients } from '../../lib/api/ingredients';
import { toggleDislikedIngredient, useDislikedIngredientIds } from '../../lib/disliked-ingredients';
import { suggestIngredientsToAvoid } from './profile-model';

/**
 * The ingredients the visitor avoids (beyond the spec): each with a button that stops avoiding it,
 * and a search that adds one. Recommendations and similar perfumes leave out the perfumes where
 * one of them weighs 10 or more.
 */
export function AvoidedIngredients() {
  const { t } = useTranslation();
  const ids = useDislikedIngredientIds();
  const ingredients = useIngredients();
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const byId = useMemo(
    () => new Map((ingredients.data ?? []).map((i) => [i.id, i])),
    [ingredients.data],
  );
  const suggestions = useMemo(
    () => suggestIngredientsToAvoid(ingredients.data ?? [], typed, ids),
    [ingredients.data, typed, ids],
  );
  const avoided = ids.flatMap((id) => byId.get(id) ?? []);

  const add = (id: number) => {
    toggleDislikedIngredient(id);
    setTyped('');
    inputRef.current?.focus();
  };

  return (
    <section className="profile__avoided" aria-labelledby="profile-avoided-title">
      <h2 id="profile-avoided-title" className="profile__section-title">
        {t('profile.avoided.title')}
      </h2>
      <p id={hintId} className="profile__hint">
        {t('profile.avoided.hint', { percent: AVOIDED_INGREDIENT_PROPORTION })}
      </p>
      {ingredients.isError && (
        <p role="alert" className="profile__hint">
          {t('profile.avoided.loadError')}
        </p>
      )}
      {ids.length === 0 ? (
        <p className="profile-avoided__none">{t('profile.avoided.none')}</p>
      ) : (
        <ul className="profile-avoided" aria-label={t('profile.avoided.listLabel')}>
          {avoided.map((ingredient) => (
            <li key={ingredient.id} className="profile-avoided__item">
              <IngredientPicture ingredient={ingredient} size="small" />
              <Link to={`${appRoutes.ingredientChapter}?data=${ingredient.id}`}>
                {ingredient.name}
              </Link>
              <button
                type="button"
                className="icon-button"
                aria-label={t('profile.avoided.remove', { name: ingredient.name })}
                onClick={() => toggleDislikedIngredient(ingredient.id)}
              >
                <CloseIcon width="18" height="18" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="profile-avoided__add">
        <label htmlFor={inputId}>{t('profile.avoided.addLabel')}</label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className="text-input"
          autoComplete="off"
          aria-describedby={hintId}
          placeholder={t('profile.avoided.addPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {typed.trim() !== '' && (
          <div
            className="profile-avoided__suggestions"
            role="group"
            aria-label={t('profile.avoided.suggestions')}
          >
            {suggestions.length === 0 ? (
              <p role="status">{t('profile.avoided.noMatch', { text: typed.trim() })}</p>
            ) : (
              suggestions.map((ingredient) => (
                <button
                  key={ingredient.id}
                  type="button"
                  className="pill-button"
                  onClick={() => add(ingredient.id)}
                >
                  {t('profile.avoided.add', { name: ingredient.name })}
                </button>
              ))
            )}
          </div>
        )}
      </div>
    </section>
  );
}
