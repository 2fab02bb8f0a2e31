import { describe, expect, it } from 'vitest';
import { languages } from '../../common/domain/languages';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import enScreens from './screens/en.json';
import esScreens from './screens/es.json';
import frScreens from './screens/fr.json';

// Each language's whole dictionary: the entry's part and the part loaded with the screens.
const dictionaries: Record<(typeof languages)[number], unknown> = {
  en: { ...en, ...enScreens },
  fr: { ...fr, ...frScreens },
  es: { ...es, ...esScreens },
};

/** Every leaf of a dictionary as [dotted key, value]. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    return Object.entries(node).flatMap(([key, value]) =>
      leaves(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, node]];
}

describe('locales', () => {
  const keysByLanguage = Object.fromEntries(
    languages.map((language) => [
      language,
      new Set(leaves(dictionaries[language]).map(([k]) => k)),
    ]),
  ) as Record<(typeof languages)[number], Set<string>>;
  const allKeys = new Set(languages.flatMap((language) => [...keysByLanguage[language]]));

  it.each(languages)('%s holds every key of the other languages', (language) => {
    const missing = [...allKeys].filter((key) => !keysByLanguage[language].has(key));
    expect(missing).toEqual([]);
  });

  it.each(languages)('%s has no empty or non-text value', (language) => {
    const bad = leaves(dictionaries[language])
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });
});
