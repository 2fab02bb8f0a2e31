import { lazy, Suspense } from 'react';
import { useLegalPopup } from '../lib/legal-popup';
import { trackModuleLoad } from './module-loads';
import { currentLanguage } from '../lib/i18n';

// The legal popup opens over any route when the query says showLegal=true. Its module and the
// texts of the current language are fetched together on first use: the landing carries neither.
const LegalPopup = lazy(() =>
  trackModuleLoad(
    (async () => {
      const [popup, texts] = await Promise.all([
        import('../features/legal/legal-popup'),
        import('../features/legal/legal-texts'),
      ]);
      // Ask for the texts now, so that they arrive with the popup rather than after it. A
      // failure here is shown by the popup itself, which offers to try again.
      await texts.loadLegalTexts(currentLanguage()).catch(() => undefined);
      return { default: popup.LegalPopup };
    })(),
  ),
);

export function LegalPopupHost() {
  const { tab, select, close } = useLegalPopup();
  if (!tab) return null;
  return (
    <Suspense fallback={null}>
      <LegalPopup tab={tab} onSelect={select} onClose={close} />
    </Suspense>
  );
}
