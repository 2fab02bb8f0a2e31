import type { LegalDocumentId } from '../../lib/legal-popup';

// The shape of the legal texts. Each language is one typed module (texts/en.ts, fr.ts, es.ts)
// with the same documents and the same section ids, so that a link to a section works in every
// language and a test can hold the translations to the same structure.

/** One item the site keeps in the visitor's browser, as the cookie policy describes it. */
export interface StorageEntry {
  name: string;
  /** Cookie or local storage, and who sets it. */
  kind: string;
  purpose: string;
  duration: string;
  category: string;
}

/**
 * A paragraph of text, a bulleted list, or the table of stored items. Texts may hold the
 * placeholders {company}, {address} and {privacyEmail}, filled from the operator's settings.
 */
export type LegalParagraph =
  string | { list: readonly string[] } | { storage: readonly StorageEntry[] };

export interface LegalSection {
  /** Stable across languages: the anchor of the section. */
  id: string;
  title: string;
  paragraphs: readonly LegalParagraph[];
}

export interface LegalDocument {
  title: string;
  /** "Last updated November 2020", in the text's language. */
  updated: string;
  sections: readonly LegalSection[];
}

export type LegalTexts = Record<LegalDocumentId, LegalDocument>;
