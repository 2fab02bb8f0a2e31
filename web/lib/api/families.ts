import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../common/domain/languages';
import { endpointQueryOptions } from '../endpoint-query';
import { useLanguage } from '../i18n';

// GET /api/families: every olfactory family with its colour.

export function familiesOptions(lang: Language, enabled = true) {
  return { ...endpointQueryOptions('families', lang), meta: { silent: true }, enabled };
}

/** The families, fetched in the background once `enabled` (e.g. when a filter opens). */
export function useFamilies(enabled = true) {
  return useQuery(familiesOptions(useLanguage(), enabled));
}
