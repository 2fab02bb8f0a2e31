import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  defaultLanguage,
  isLanguage,
  languages,
  parseStoredLanguage,
  type Language,
} from '../../common/domain/languages';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import { readRaw, writeStored } from './storage';

// The three dictionaries are small and bundled statically: no request, no suspense, and a language
// switch re-renders every text at once without a reload.
export const resources = {
  en: { translation: en },
  fr: { translation: fr },
  es: { translation: es },
} as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: parseStoredLanguage(readRaw('lang')),
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
  // Spec section 8: an unknown translation key is shown in square brackets.
  parseMissingKeyHandler: (key: string) => `[${key}]`,
  react: { useSuspense: false },
});

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** The language currently shown. */
export function currentLanguage(): Language {
  return parseStoredLanguage(i18n.language);
}

/** Switches the language: stores the choice, updates <html lang> and every text, no reload. */
export async function setLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  writeStored('lang', language);
  await i18n.changeLanguage(language);
}

/** The current language as React state: components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return parseStoredLanguage(instance.language);
}
