import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../components/dialog';
import { CloseIcon } from '../../components/icons';
import { TabList, TabPanel, type TabItem } from '../../components/tabs';
import { useCompanyDetails } from '../../lib/company-details';
import { useLanguage } from '../../lib/i18n';
import { legalDocumentIds, type LegalDocumentId } from '../../lib/legal-popup';
import { LegalDocumentView } from './legal-document';
import { legalPagePaths } from './legal-page-paths';
import { useLegalTexts } from './use-legal-texts';
import './legal.css';

/**
 * The legal popup (spec section 2): tabs cookies, privacy and terms, the text in the visitor's
 * language. The tab and the open state live in the address (lib/legal-popup.tsx); the host in
 * the root layout passes them in.
 */
export function LegalPopup({
  tab,
  onSelect,
  onClose,
}: {
  tab: LegalDocumentId;
  onSelect: (tab: LegalDocumentId) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const language = useLanguage();
  const state = useLegalTexts(language);
  const { privacyEmail } = useCompanyDetails();
  const selectedTab = useRef<HTMLElement>(null);
  const tabs: TabItem<LegalDocumentId>[] = legalDocumentIds.map((id) => ({
    id,
    label: t(`legal.tabs.${id}`),
  }));

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      variant="sheet"
      className="legal-popup"
      initialFocus={selectedTab}
      fallbackFocus={() => document.getElementById('main')}
    >
      <div className="legal-popup__header">
        <h2 id={titleId} className="legal-popup__title">
          {t('legal.title')}
        </h2>
        <button
          type="button"
          className="dialog__close"
          aria-label={t('legal.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div
        ref={(element) => {
          selectedTab.current = element?.querySelector('[aria-selected="true"]') ?? null;
        }}
      >
        <TabList
          label={t('legal.tabsLabel')}
          baseId={baseId}
          tabs={tabs}
          selected={tab}
          onSelect={onSelect}
          className="legal-popup__tabs"
        />
      </div>
      <TabPanel baseId={baseId} id={tab} className="legal-popup__panel">
        {state.status === 'ready' && (
          <>
            <LegalDocumentView
              document={state.texts[tab]}
              headingLevel={3}
              idPrefix={`${baseId}-${tab}`}
              privacyEmail={privacyEmail}
            />
            <p className="legal-popup__page-link">
              <Link to={legalPagePaths[tab]}>{t('legal.openAsPage')}</Link>
            </p>
          </>
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
      </TabPanel>
    </Dialog>
  );
}
