export const languages = ['en', 'fr', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** A stored language is accepted only if it is en, fr or es; anything else falls back to en. */
export function parseStoredLanguage(value: unknown): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

/** A text in the three languages of the site. */
export type Localized = Record<Language, string>;

/**
 * The cookie that tells the server a visitor's chosen language, so that the page it draws ahead of
 * the app is in that language (ADR 036). Written by the browser only for French and Spanish.
 */
export const LANGUAGE_COOKIE = 'sillage_lang';
