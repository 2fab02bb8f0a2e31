import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../common/api/paths';
import type { BrandListItem } from '../../../common/api/catalog';
import type { Language } from '../../../common/domain/languages';
import { useLanguage } from '../i18n';
import { apiQueryOptions } from '../query-client';

// GET /api/brands/: every brand, by name, with its number of perfumes.

export function brandsOptions(lang: Language, enabled = true) {
  return {
    ...apiQueryOptions<BrandListItem[]>(lang, apiPaths.brands, {}, { silent: true }),
    enabled,
  };
}

/** The brands, fetched in the background once `enabled` (e.g. when a filter opens). */
export function useBrands(enabled = true) {
  return useQuery(brandsOptions(useLanguage(), enabled));
}
