import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { PageFrame } from '../../components/page-frame';
import './not-found-page.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notFound.title')}>
      <p className="not-found__code">{t('notFound.code')}</p>
      <p className="not-found__text">{t('notFound.text')}</p>
      <Link className="button button--primary" to={appRoutes.landing}>
        {t('notFound.home')}
      </Link>
    </PageFrame>
  );
}
