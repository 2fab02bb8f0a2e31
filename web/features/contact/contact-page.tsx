import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';

export function ContactPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.contact')} />;
}
