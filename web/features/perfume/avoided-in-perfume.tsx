import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Perfume } from '../../../common/api/catalog';
import { appRoutes } from '../../../common/app-routes';
import { AVOIDED_INGREDIENT_PROPORTION } from '../../../common/domain/constants';
import { useDislikedIngredientIds } from '../../lib/disliked-ingredients';
import { useLanguage } from '../../lib/i18n';
import { joinList } from '../../lib/intl-formats';

/**
 * Warns when the perfume features ingredients the visitor avoids (10 % or more of it), the same
 * rule that keeps such perfumes out of recommendations. Nothing otherwise.
 */
export function AvoidedInPerfume({ perfume }: { perfume: Pick<Perfume, 'ingredientProportions'> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const avoided = useDislikedIngredientIds();
  const found = perfume.ingredientProportions.filter(
    (item) =>
      avoided.includes(item.ingredient.id) && item.proportion >= AVOIDED_INGREDIENT_PROPORTION,
  );
  if (found.length === 0) return null;
  const names = joinList(
    lang,
    found.map((item) => `${item.ingredient.name} (${Math.round(item.proportion)} %)`),
  );
  return (
    <p className="avoided-in-perfume">
      {t('avoided.inPerfume', { count: found.length, names })}{' '}
      <Link to={`${appRoutes.profile}#profile-avoided-title`}>{t('avoided.manage')}</Link>
    </p>
  );
}
