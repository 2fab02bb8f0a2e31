import { useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../common/domain/languages';
import { useCompanyDetails } from '../../lib/company-details';
import { fillLegalTexts, loadLegalTexts, loadedLegalTexts } from './legal-texts';
import type { LegalTexts } from './legal-types';

export type LegalTextsState =
  | { status: 'loading'; texts?: undefined }
  | { status: 'error'; texts?: undefined; retry: () => void }
  | { status: 'ready'; texts: LegalTexts };

/**
 * The legal texts in `language`, placeholders filled. While another language loads, the texts
 * already shown stay (a language switch does not blank the popup).
 */
export function useLegalTexts(language: Language): LegalTextsState {
  const company = useCompanyDetails();
  const [state, setState] = useState<{
    language: Language;
    texts?: LegalTexts;
    failed?: boolean;
  }>(() => ({ language, texts: loadedLegalTexts(language) }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ready = loadedLegalTexts(language);
    if (ready) {
      setState({ language, texts: ready });
      return;
    }
    let current = true;
    loadLegalTexts(language).then(
      (texts) => current && setState({ language, texts }),
      () => current && setState((previous) => ({ ...previous, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);

  const filled = useMemo(
    () => (state.texts ? fillLegalTexts(state.texts, company) : undefined),
    [state.texts, company],
  );
  if (filled) return { status: 'ready', texts: filled };
  if (state.failed) {
    return {
      status: 'error',
      retry: () => {
        setState((previous) => ({ ...previous, failed: false }));
        setAttempt((n) => n + 1);
      },
    };
  }
  return { status: 'loading' };
}
