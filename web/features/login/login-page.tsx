import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';

export function LoginPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.login')} />;
}
