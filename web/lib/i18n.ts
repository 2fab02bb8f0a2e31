import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  defaultLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  languages,
  parseStoredLanguage,
  type Language,
} from '../../common/domain/languages';
import en from '../locales/en.json';
import { readRaw, readStored, writeStored } from './storage';

// English, the default and the fallback, is bundled with the entry. French and Spanish are
// fetched when chosen (a few kB each): bundled too, the three dictionaries put the landing over
// its JavaScript budget (docs/decisions/022-quality-gates.md). A switch waits for its dictionary,
// then re-renders every text at once, without a reload; a visitor whose stored language is French
// or Spanish sees the page once it is loaded (main.tsx waits for `i18nReady`).
const otherDictionaries: Record<
  Exclude<Language, 'en'>,
  () => Promise<{ default: ResourceKey }>
> = {
  fr: () => import('../locales/fr.json'),
  es: () => import('../locales/es.json'),
};

const lazyDictionaries: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = otherDictionaries[language as keyof typeof otherDictionaries];
    if (!load) {
      callback(new Error(`No dictionary for the language "${language}".`), false);
      return;
    }
    load().then(
      (dictionary) => callback(null, dictionary.default),
      (error: Error) => callback(error, false),
    );
  },
};

// The screens' texts (the explorers, the perfume view, how it works, accounts, profile, contact)
// are not needed by the landing: they
// load with the first lazy screen, in the language shown, and with each language switch.
const screenDictionaries: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('../locales/screens/en.json'),
  fr: () => import('../locales/screens/fr.json'),
  es: () => import('../locales/screens/es.json'),
};
const screenTexts = new Map<Language, Promise<void>>();

/** Adds the screens' texts of a language to the dictionary, once; a failure is tried again later. */
export function loadScreenTexts(language: Language = currentLanguage()): Promise<void> {
  let loading = screenTexts.get(language);
  if (!loading) {
    // The language's main dictionary first: once a bundle exists, i18next would not fetch it.
    loading = Promise.all([screenDictionaries[language](), i18n.loadLanguages(language)]).then(
      ([texts]) => void i18n.addResourceBundle(language, 'translation', texts.default, true, false),
      (error: unknown) => {
        screenTexts.delete(language);
        throw error;
      },
    );
    screenTexts.set(language, loading);
  }
  return loading;
}

export const i18n = i18next.createInstance();

/** Settles once the stored language's dictionary is there (at once for English). */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyDictionaries)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: parseStoredLanguage(readRaw('lang')),
    supportedLngs: [...languages],
    fallbackLng: defaultLanguage,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    // Spec section 8: an unknown translation key is shown in square brackets.
    parseMissingKeyHandler: (key: string) => `[${key}]`,
    // Re-render when texts are added (the screens' part of a dictionary arriving).
    react: { useSuspense: false, bindI18nStore: 'added' },
  });

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

// The server draws each page's first frame in the cookie's language (ADR 036). A visitor who
// chose French before the cookie existed gets it on their next page.
function syncLanguageCookie(language: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie =
    language === defaultLanguage || !isLanguage(language)
      ? `${LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`
      : `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

syncDocumentLanguage(i18n.language);
syncLanguageCookie(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);
i18n.on('languageChanged', syncLanguageCookie);
i18n.on('languageChanged', (language: string) => {
  if (screenTexts.size > 0 && isLanguage(language)) void loadScreenTexts(language).catch(() => {});
});

/** The language currently shown. */
export function currentLanguage(): Language {
  return parseStoredLanguage(i18n.language);
}

/** Switches the language: stores the choice, updates <html lang> and every text, no reload. */
export async function setLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  writeStored('lang', language);
  // The screens' texts first, so the switch shows no key without its text.
  if (screenTexts.size > 0) await loadScreenTexts(language).catch(() => {});
  await i18n.changeLanguage(language);
}

// A language chosen in another tab of the site: this one follows at once, keeping what is on its
// screen, rather than at its next page.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== 'lang') return;
    const language = readStored('lang');
    if (language && language !== i18n.language) void setLanguage(language);
  });
}

/** The current language as React state: components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return parseStoredLanguage(instance.language);
}
