import type { CompanyDetails } from '../../../common/domain/company';
import type { Language } from '../../../common/domain/languages';
import type { LegalParagraph, LegalTexts } from './legal-types';

// Each language's texts are a module of their own, fetched only when the popup or a legal page
// is shown: about 15 KB of text per language that the landing never downloads.

const loaders: Record<Language, () => Promise<LegalTexts>> = {
  en: async () => (await import('./texts/en')).legalTexts,
  fr: async () => (await import('./texts/fr')).legalTexts,
  es: async () => (await import('./texts/es')).legalTexts,
};

/** Replaces {company}, {address} and {privacyEmail} with the operator's values. */
export function fillText(text: string, details: CompanyDetails): string {
  return text
    .replaceAll('{company}', details.company)
    .replaceAll('{address}', details.address)
    .replaceAll('{privacyEmail}', details.privacyEmail);
}

function fillParagraph(paragraph: LegalParagraph, details: CompanyDetails): LegalParagraph {
  if (typeof paragraph === 'string') return fillText(paragraph, details);
  if ('list' in paragraph) return { list: paragraph.list.map((item) => fillText(item, details)) };
  return {
    storage: paragraph.storage.map((entry) => ({
      name: entry.name,
      kind: fillText(entry.kind, details),
      purpose: fillText(entry.purpose, details),
      duration: fillText(entry.duration, details),
      category: fillText(entry.category, details),
    })),
  };
}

/** The texts with every placeholder filled. */
export function fillLegalTexts(texts: LegalTexts, details: CompanyDetails): LegalTexts {
  const fill = (document: LegalTexts[keyof LegalTexts]) => ({
    ...document,
    sections: document.sections.map((section) => ({
      ...section,
      title: fillText(section.title, details),
      paragraphs: section.paragraphs.map((paragraph) => fillParagraph(paragraph, details)),
    })),
  });
  return { cookies: fill(texts.cookies), privacy: fill(texts.privacy), terms: fill(texts.terms) };
}

const loaded = new Map<Language, LegalTexts>();
const pending = new Map<Language, Promise<LegalTexts>>();

/** The raw texts of a language, fetched once (a failed fetch is tried again next time). */
export function loadLegalTexts(language: Language): Promise<LegalTexts> {
  let promise = pending.get(language);
  if (!promise) {
    promise = loaders[language]().then(
      (texts) => {
        loaded.set(language, texts);
        return texts;
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, promise);
  }
  return promise;
}

/** The texts of a language if they have already arrived, so a reopened popup shows at once. */
export function loadedLegalTexts(language: Language): LegalTexts | undefined {
  return loaded.get(language);
}
