import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../components/icons';
import { useFavorite } from '../../lib/favorites';
import { favouriteNotice, useNotify } from '../../lib/notifications';

/**
 * Adds the perfume to the favourites or removes it (kept in localStorage for an anonymous
 * visitor); the notification bar then says which, with the perfume's name and a link to the
 * profile (spec section 4's pending profile update).
 */
export function FavoriteToggle({
  perfumeId,
  perfumeName,
}: {
  perfumeId: number;
  perfumeName: string;
}) {
  const { t } = useTranslation();
  const { favorite, toggle } = useFavorite(perfumeId);
  const notify = useNotify();
  return (
    <button
      type="button"
      className={`pill-button${favorite ? ' is-on' : ''}`}
      aria-pressed={favorite}
      onClick={() => {
        const added = toggle();
        notify(favouriteNotice(added ? 'added' : 'removed', perfumeName));
      }}
    >
      <HeartIcon filled={favorite} width="20" height="20" />
      {t('perfume.favourite')}
    </button>
  );
}
