import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../common/api/paths';
import type { Family } from '../../../common/api/families';
import type { Language } from '../../../common/domain/languages';
import { useLanguage } from '../i18n';
import { apiQueryOptions } from '../query-client';

// GET /api/families: every olfactory family with its colour.

// Written here rather than imported: common/api/families.ts builds zod schemas when loaded, which
// would bring zod into the screen's chunk. paths.test.ts checks it against the common table.

export function familiesOptions(lang: Language, enabled = true) {
  return { ...apiQueryOptions<Family[]>(lang, apiPaths.families, {}, { silent: true }), enabled };
}

/** The families, fetched in the background once `enabled` (e.g. when a filter opens). */
export function useFamilies(enabled = true) {
  return useQuery(familiesOptions(useLanguage(), enabled));
}
