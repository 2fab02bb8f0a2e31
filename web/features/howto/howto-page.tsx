import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';

export function HowtoPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.howto')} />;
}
