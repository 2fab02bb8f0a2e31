import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GenderCode } from '../../../common/domain/gender';
import type { Language } from '../../../common/domain/languages';
import { endpointQueryOptions } from '../endpoint-query';

// GET /api/families/top/list and /api/families/top/{id} (spec section 7): the families tree with
// perfume counts under a gender filter, and one family with the most popular perfumes of each of
// its pairs.

/** The gender parameter: codes sorted and comma-joined by the client; none means every perfume. */
function genderParam(genders: readonly GenderCode[]): GenderCode[] | null {
  return genders.length > 0 ? [...genders].sort() : null;
}

export function familiesTopListOptions(lang: Language, genders: readonly GenderCode[]) {
  return endpointQueryOptions('familiesTopList', lang, {
    query: { gender: genderParam(genders) },
  });
}

export function familyTopOptions(
  lang: Language,
  familyId: number | null,
  genders: readonly GenderCode[],
) {
  const options = endpointQueryOptions('familyTop', lang, {
    params: { id: familyId ?? 0 },
    query: {
      includeFamilyTopPerfumes: true,
      includeSubFamiliesTopPerfumes: true,
      gender: genderParam(genders),
    },
  });
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
