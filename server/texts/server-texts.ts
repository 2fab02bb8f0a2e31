import type { Language } from '../../common/domain/languages';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { ServerTexts } from './server-texts-shape';

export type { ServerTexts } from './server-texts-shape';

// The server's words for people (e-mails, share-page meta, recommendation reasons), per language.
// English defines the shape; the other languages must match it.

export const serverTexts: Record<Language, ServerTexts> = { en, fr, es };

/** Replaces each {key} of a template by its value; a missing value leaves the braces visible. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
