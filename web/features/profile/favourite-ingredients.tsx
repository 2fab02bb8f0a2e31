import { useTranslation } from 'react-i18next';
import { appRoutes } from '../../../common/app-routes';
import { Link } from 'react-router';
import type { FavouriteIngredient } from './profile-model';

/** How many favourite ingredients the profile lists. */
export const FAVOURITE_INGREDIENTS_SHOWN = 12;

/** The favourite main ingredients, narrowed to the selected family, each linking to its chapter. */
export function FavouriteIngredientsList({
  ingredients,
  familyName,
}: {
  ingredients: FavouriteIngredient[];
  familyName: string | null;
}) {
  const { t } = useTranslation();
  const shown = ingredients.slice(0, FAVOURITE_INGREDIENTS_SHOWN);
  const top = shown[0]?.total ?? 1;
  return (
    <section className="profile__ingredients" aria-labelledby="profile-ingredients-title">
      <h2 id="profile-ingredients-title" className="profile__section-title">
        {familyName
          ? t('profile.ingredientsOfFamily', { family: familyName })
          : t('profile.ingredientsTitle')}
      </h2>
      <p className="profile__hint">{t('profile.ingredientsHint')}</p>
      <ol className="profile-ingredients">
        {shown.map((item) => (
          <li key={item.ingredient.id} className="profile-ingredients__item">
            <Link
              className="profile-ingredients__name"
              to={`${appRoutes.ingredientChapter}?data=${item.ingredient.id}`}
            >
              {item.ingredient.name}
            </Link>
            <span className="profile-ingredients__bar" aria-hidden="true">
              <span
                style={{
                  width: `${Math.max(4, (item.total / top) * 100)}%`,
                  background: item.ingredient.familyColor,
                }}
              />
            </span>
            <span className="profile-ingredients__count">
              {t('profile.ingredientIn', { count: item.perfumes })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
