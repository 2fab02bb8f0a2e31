import type { Concept } from '../../../common/api/concepts';
import { normalizeText } from '../../../common/domain/text';
import type { Language } from '../../../common/domain/languages';
import { collator } from '../../lib/intl-formats';
import type { ConceptGroup } from './concept-list';

/** The concepts whose name holds the search (accents and case aside); null without a search. */
export function matchingConcepts(
  concepts: readonly Concept[],
  search: string,
): ReadonlySet<number> | null {
  const wanted = normalizeText(search);
  if (wanted === '') return null;
  return new Set(concepts.filter((c) => normalizeText(c.label).includes(wanted)).map((c) => c.id));
}

/**
 * The list: every concept by category (all of them, so that one the sphere does not draw by
 * default can still be found), narrowed by the search and the category, sorted in the language.
 * One collator for the sorts: `localeCompare` with a language builds one for every comparison.
 */
export function conceptGroups(
  concepts: readonly Concept[],
  {
    matching,
    category,
    lang,
  }: { matching: ReadonlySet<number> | null; category: string | null; lang: Language },
): ConceptGroup[] {
  const out = new Map<string, ConceptGroup & { concepts: { id: number; label: string }[] }>();
  for (const concept of concepts) {
    if (matching && !matching.has(concept.id)) continue;
    for (const c of concept.categories ?? []) {
      if (category !== null && c.name !== category) continue;
      let group = out.get(c.name);
      if (!group) {
        group = { name: c.name, label: c.label, concepts: [] };
        out.set(c.name, group);
      }
      group.concepts.push({ id: concept.id, label: concept.label });
    }
  }
  const list = [...out.values()];
  const byLabel = collator(lang);
  for (const group of list) group.concepts.sort((a, b) => byLabel.compare(a.label, b.label));
  return list.sort((a, b) => byLabel.compare(a.label, b.label));
}

/** The categories of the filter, as [name, label] sorted by label in the language. */
export function conceptCategories(
  concepts: readonly Concept[],
  lang: Language,
): [name: string, label: string][] {
  const seen = new Map<string, string>();
  for (const concept of concepts) {
    for (const c of concept.categories ?? []) seen.set(c.name, c.label);
  }
  const byLabel = collator(lang);
  return [...seen].sort((a, b) => byLabel.compare(a[1], b[1]));
}
