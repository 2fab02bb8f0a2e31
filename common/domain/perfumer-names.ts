import { normalizeText, slugify } from './text';

// One person per perfumer, however the catalog spells them: credits are compared without case,
// accents or extra spaces ("Harry Fremont" and "Harry Frémont" are one person), and a short
// reviewed list joins the spellings that differ by more than that. Shared by the server (which
// groups the credits) and the web (which links a credit to its page without asking first).

/**
 * Other spellings of one perfumer's name, normalised, and the name they stand for, normalised.
 * Each pair is a fact checked against the house's own credits: a perfumer credited with a
 * second surname by one house and without it by another. Add a pair only with such a source.
 */
export const perfumerAliases: Readonly<Record<string, string>> = {
  // Credited with and without a second surname, by different houses or at different times.
  'jacques cavallier': 'jacques cavallier belletrud',
  'domitille bertier': 'domitille michalon-bertier',
  'karine dubreuil': 'karine dubreuil-sereni',
};

/** The normalised name a credit stands for: the same for every spelling of one person. */
export function perfumerIdentity(credit: string): string {
  const normalized = normalizeText(credit);
  return perfumerAliases[normalized] ?? normalized;
}

/** The perfumer's address on the site (/perfumer/<slug>): "Jérôme Épinette" → "jerome-epinette". */
export function perfumerSlug(credit: string): string {
  return slugify(perfumerIdentity(credit));
}
