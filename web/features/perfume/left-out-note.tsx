import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';

/**
 * Says how many perfumes a list left out for the ingredients the visitor avoids, with the way to
 * the profile where that list is kept. Nothing when none was left out.
 */
export function LeftOutNote({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <p className="hint left-out-note">
      {t('avoided.leftOut', { count })}{' '}
      <Link to={`${appRoutes.profile}#profile-avoided-title`}>{t('avoided.manage')}</Link>
    </p>
  );
}
