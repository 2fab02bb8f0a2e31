import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';

/**
 * Shown when a screen fails to render or its module cannot be loaded (typically after a deploy
 * replaced the files): reloading fetches the current ones.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('error.title')}>
      <p>{t('error.text')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('error.reload')}
      </button>
    </PageFrame>
  );
}
