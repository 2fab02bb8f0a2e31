import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { useCollection } from '../../lib/collection';

// The profile's word on the collection (issue 30): how many perfumes it holds and how many are
// owned, with the way to it; or, when there is none yet, the way to start one.

export function CollectionSummary() {
  const { t } = useTranslation();
  const { ready, entries } = useCollection();
  if (!ready) return null;
  const owned = entries.filter((e) => e.shelf === 'have').length;
  return (
    <section className="profile-collection" aria-labelledby="profile-collection-title">
      <h2 id="profile-collection-title">{t('nav.collection')}</h2>
      <p>
        {entries.length === 0
          ? t('profile.collection.none')
          : `${t('profile.collection.count', { count: entries.length })} ${t('profile.collection.owned', { count: owned })}`}{' '}
        <Link to={appRoutes.collection}>{t('profile.collection.open')}</Link>
      </p>
    </section>
  );
}
