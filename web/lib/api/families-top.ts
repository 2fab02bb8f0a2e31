import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths, withId } from '../../../common/api/paths';
import type { FamilyNode } from '../../../common/api/families';
import type { GenderCode } from '../../../common/domain/gender';
import type { Language } from '../../../common/domain/languages';
import { apiQueryOptions } from '../query-client';

// GET /api/families/top/list and /api/families/top/{id} (spec section 7): the families tree with
// perfume counts under a gender filter, and one family with the most popular perfumes of each of
// its pairs. Types only from common/api: its zod schemas stay out of the screen's chunk.

/** The gender parameter: codes sorted and comma-joined by the client; none means every perfume. */
function genderParam(genders: readonly GenderCode[]): GenderCode[] | null {
  return genders.length > 0 ? [...genders].sort() : null;
}

export function familiesTopListOptions(lang: Language, genders: readonly GenderCode[]) {
  return apiQueryOptions<FamilyNode[]>(lang, apiPaths.familiesTopList, {
    gender: genderParam(genders),
  });
}

export function familyTopOptions(
  lang: Language,
  familyId: number | null,
  genders: readonly GenderCode[],
) {
  const options = apiQueryOptions<FamilyNode>(
    lang,
    withId(apiPaths.familiesTopOne, familyId ?? 0),
    {
      includeFamilyTopPerfumes: true,
      includeSubFamiliesTopPerfumes: true,
      gender: genderParam(genders),
    },
  );
  return { ...options, enabled: familyId !== null };
}

/** The tree; while a new gender filter loads, the previous counts stay drawn. */
export function useFamiliesTopList(lang: Language, genders: readonly GenderCode[]) {
  return useQuery({ ...familiesTopListOptions(lang, genders), placeholderData: keepPreviousData });
}

/** One family with its and its pairs' most popular perfumes, once a family is selected. */
export function useFamilyTop(
  lang: Language,
  familyId: number | null,
  genders: readonly GenderCode[],
) {
  return useQuery({
    ...familyTopOptions(lang, familyId, genders),
    // The results panel shows its own state; the overlay would hide the bubbles on each click.
    meta: { silent: true },
    placeholderData: (previous) => (previous?.id === familyId ? previous : undefined),
  });
}
