import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../components/icons';
import { useFavorite } from '../../lib/favorites';
import { useNotifyProfileUpdated } from '../../lib/notifications';

/**
 * Adds the perfume to the favourites or removes it (kept in localStorage for an anonymous
 * visitor); the notification bar then says the profile was updated (spec section 4).
 */
export function FavoriteToggle({ perfumeId }: { perfumeId: number }) {
  const { t } = useTranslation();
  const { favorite, toggle } = useFavorite(perfumeId);
  const notifyProfileUpdated = useNotifyProfileUpdated();
  return (
    <button
      type="button"
      className={`pill-button${favorite ? ' is-on' : ''}`}
      aria-pressed={favorite}
      onClick={() => {
        toggle();
        notifyProfileUpdated();
      }}
    >
      <HeartIcon filled={favorite} width="20" height="20" />
      {t('perfume.favourite')}
    </button>
  );
}
