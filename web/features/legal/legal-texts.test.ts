import { storageKeys } from '../../lib/storage';
import { describe, expect, it } from 'vitest';
import { defaultCompanyDetails } from '../../../common/domain/company';
import { LANGUAGE_COOKIE, languages } from '../../../common/domain/languages';
import { legalDocumentIds } from '../../lib/legal-popup';
import { fillLegalTexts, loadLegalTexts } from './legal-texts';
import type { LegalParagraph, LegalTexts } from './legal-types';
import { legalTexts as en } from './texts/en';
import { legalTexts as es } from './texts/es';
import { legalTexts as fr } from './texts/fr';

const texts: Record<string, LegalTexts> = { en, fr, es };

/** Every string of a set of texts, for checks that must hold everywhere. */
function allStrings(set: LegalTexts): string[] {
  const fromParagraph = (p: LegalParagraph): string[] =>
    typeof p === 'string'
      ? [p]
      : 'list' in p
        ? [...p.list]
        : p.storage.flatMap((e) => [e.name, e.kind, e.purpose, e.duration, e.category]);
  return legalDocumentIds.flatMap((id) => [
    set[id].title,
    set[id].updated,
    ...set[id].sections.flatMap((s) => [s.title, ...s.paragraphs.flatMap(fromParagraph)]),
  ]);
}

/** The structure of a document: section ids, and per paragraph its kind and list length. */
function shape(set: LegalTexts) {
  return legalDocumentIds.map((id) => ({
    id,
    sections: set[id].sections.map((s) => ({
      id: s.id,
      paragraphs: s.paragraphs.map((p) =>
        typeof p === 'string'
          ? 'text'
          : 'list' in p
            ? `list of ${p.list.length}`
            : `storage ${p.storage.map((e) => e.name).join(',')}`,
      ),
    })),
  }));
}

describe('legal texts', () => {
  it('has the spec’s section counts: terms 10, privacy 11, cookie policy 8', () => {
    for (const language of languages) {
      const set = texts[language]!;
      expect(set.terms.sections, language).toHaveLength(10);
      expect(set.privacy.sections, language).toHaveLength(11);
      expect(set.cookies.sections, language).toHaveLength(8);
    }
  });

  it('has the same documents, sections, lists and stored items in the three languages', () => {
    expect(shape(fr)).toEqual(shape(en));
    expect(shape(es)).toEqual(shape(en));
  });

  it('has unique section ids in each document', () => {
    for (const id of legalDocumentIds) {
      const ids = en[id].sections.map((s) => s.id);
      expect(new Set(ids).size, id).toBe(ids.length);
    }
  });

  it('names every first-party item the site stores in the cookie policy', () => {
    for (const language of languages) {
      const names = texts[language]!.cookies.sections.flatMap((s) =>
        s.paragraphs.flatMap((p) => (typeof p === 'object' && 'storage' in p ? p.storage : [])),
      );
      // Every key the site keeps in the browser (web/lib/storage.ts), the session cookie and the
      // language cookie the server draws pages in.
      expect(names.map((e) => e.name).sort(), language).toEqual(
        [...storageKeys, 'sillage_session', LANGUAGE_COOKIE].sort(),
      );
      for (const entry of names) {
        expect(entry.purpose && entry.duration && entry.category && entry.kind).toBeTruthy();
      }
    }
  });

  it('carries the spec’s dates: November 2020, and July 2021 for the French privacy policy', () => {
    expect(en.terms.updated).toBe('Last updated November 2020');
    expect(en.privacy.updated).toBe('Last updated November 2020');
    expect(en.cookies.updated).toBe('Last updated November 2020');
    expect(fr.terms.updated).toMatch(/novembre 2020$/);
    expect(fr.cookies.updated).toMatch(/novembre 2020$/);
    expect(fr.privacy.updated).toMatch(/juillet 2021$/);
    for (const id of legalDocumentIds) expect(es[id].updated).toMatch(/noviembre de 2020$/);
  });

  it('states the facts the spec asks for in every language', () => {
    const facts: Record<string, RegExp[]> = {
      en: [/18 or older/, /Barcelona/, /Spanish law/, /AEPD/, /JSON/, /written consent/],
      fr: [/18 ans/, /Barcelone/, /droit espagnol/, /AEPD/, /JSON/, /accord écrit préalable/],
      es: [
        /18 años/,
        /Barcelona/,
        /legislación española/,
        /AEPD/,
        /JSON/,
        /consentimiento previo por escrito/,
      ],
    };
    for (const language of languages) {
      const all = allStrings(texts[language]!).join('\n');
      for (const fact of facts[language]!) expect(all, `${language} ${fact}`).toMatch(fact);
    }
  });

  it('fills every placeholder and leaves no brace behind', () => {
    const details = {
      company: 'Acme Perfumes S.A.',
      address: 'Via Laietana 1, 08003 Barcelona',
      privacyEmail: 'dpo@acme.example',
    };
    for (const language of languages) {
      const raw = allStrings(texts[language]!).join('\n');
      expect(raw).toContain('{company}');
      expect(raw).toContain('{address}');
      expect(raw).toContain('{privacyEmail}');
      const filled = allStrings(fillLegalTexts(texts[language]!, details)).join('\n');
      expect(filled, language).not.toMatch(/[{}]/);
      expect(filled).toContain('Acme Perfumes S.A.');
      expect(filled).toContain('Via Laietana 1, 08003 Barcelona');
      expect(filled).toContain('dpo@acme.example');
      expect(filled).not.toContain(defaultCompanyDetails.company);
    }
  });

  it('writes French with non-breaking spaces before double punctuation and inside guillemets', () => {
    const all = allStrings(fr).join('\n');
    expect(all).not.toMatch(/ [:;?!»]/);
    expect(all).not.toMatch(/« /);
  });

  it('loads each language on demand', async () => {
    for (const language of languages) {
      expect(await loadLegalTexts(language)).toBe(texts[language]);
    }
  });
});
