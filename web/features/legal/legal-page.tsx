import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { useCompanyDetails } from '../../lib/company-details';
import { useLanguage } from '../../lib/i18n';
import { legalDocumentIds } from '../../lib/legal-popup';
import { LegalDocumentView } from './legal-document';
import { legalDocumentAt, legalPagePaths } from './legal-page-paths';
import { useLegalTexts } from './use-legal-texts';
import './legal.css';

/** A legal text on its own address (/legal/terms, /legal/privacy, /legal/cookies). */
export function LegalPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = legalDocumentAt(pathname) ?? 'terms';
  const state = useLegalTexts(useLanguage());
  const { privacyEmail } = useCompanyDetails();
  const others = legalDocumentIds.filter((other) => other !== id);

  return (
    <div className="legal-page">
      <PageFrame title={t(`legal.documents.${id}`)}>
        {state.status === 'ready' && (
          <LegalDocumentView
            document={state.texts[id]}
            headingLevel={2}
            idPrefix={id}
            privacyEmail={privacyEmail}
          />
        )}
        {state.status === 'loading' && <p role="status">{t('legal.loading')}</p>}
        {state.status === 'error' && (
          <div role="alert" className="legal-popup__error">
            <p>{t('legal.loadError')}</p>
            <button type="button" className="button" onClick={state.retry}>
              {t('legal.retry')}
            </button>
          </div>
        )}
        <nav className="legal-page__others" aria-label={t('legal.otherTexts')}>
          <ul>
            {others.map((other) => (
              <li key={other}>
                <Link to={legalPagePaths[other]}>{t(`legal.documents.${other}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageFrame>
    </div>
  );
}
