import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';

/** A profile without favourites: where to find some, and for a visitor, the way to sign in. */
export function EmptyProfile({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="profile-empty" aria-labelledby="profile-empty-title">
      <h2 id="profile-empty-title">{t('profile.empty.title')}</h2>
      <p>{t('profile.empty.text')}</p>
      <div className="profile-empty__actions">
        <Link className="button button--primary" to={appRoutes.exploreByName}>
          {t('profile.empty.byName')}
        </Link>
        <Link className="button" to={appRoutes.exploreByIngredients}>
          {t('profile.empty.byIngredients')}
        </Link>
      </div>
      {!signedIn && (
        <p>
          {t('profile.empty.haveAccount')}{' '}
          <Link to={appRoutes.login}>{t('profile.empty.login')}</Link>
        </p>
      )}
    </section>
  );
}
