import 'i18next';
import type en from '../locales/en.json';
import type screens from '../locales/screens/en.json';

// Translation keys are checked at compile time against the English dictionary; the locales test
// keeps the French and Spanish ones in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof screens };
  }
}
