import { useMemo, useState } from 'react';
import type { Concept } from '../../../common/api/concepts';
import type { Language } from '../../../common/domain/languages';
import type { ConceptGroup } from './concept-list';
import { conceptCategories, conceptGroups, matchingConcepts } from './concept-list-model';

/**
 * The list of concepts beside the sphere (in a sheet on a phone): its search, its category filter
 * (desktop only), the concepts the search matches and the groups shown. The list and the filter
 * are sorted only where they show (a phone shows the list in a dialog, and no filter): building
 * the language's collator is some 40 ms on a phone.
 */
export function useConceptList({
  concepts,
  mobile,
  listShown,
  lang,
}: {
  concepts: readonly Concept[] | undefined;
  mobile: boolean;
  listShown: boolean;
  lang: Language;
}) {
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const matching = useMemo(() => matchingConcepts(concepts ?? [], search), [search, concepts]);
  const groups = useMemo<ConceptGroup[]>(
    () =>
      listShown
        ? conceptGroups(concepts ?? [], { matching, category: mobile ? null : category, lang })
        : [],
    [concepts, matching, category, mobile, listShown, lang],
  );
  const categories = useMemo(
    () => (mobile ? [] : conceptCategories(concepts ?? [], lang)),
    [concepts, mobile, lang],
  );
  return { category, setCategory, search, setSearch, matching, groups, categories };
}
