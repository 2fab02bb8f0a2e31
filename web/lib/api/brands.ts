import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../common/domain/languages';
import { endpointQueryOptions } from '../endpoint-query';
import { useLanguage } from '../i18n';

// GET /api/brands/: every brand, by name, with its number of perfumes.

export function brandsOptions(lang: Language, enabled = true) {
  return { ...endpointQueryOptions('brands', lang), meta: { silent: true }, enabled };
}

/** The brands, fetched in the background once `enabled` (e.g. when a filter opens). */
export function useBrands(enabled = true) {
  return useQuery(brandsOptions(useLanguage(), enabled));
}
