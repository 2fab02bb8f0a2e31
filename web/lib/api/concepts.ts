import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../common/api/paths';
import type { Concept } from '../../../common/api/concepts';
import type { Language } from '../../../common/domain/languages';
import { useLanguage } from '../i18n';
import { apiQueryOptions } from '../query-client';

// GET /api/concepts/?addOnly=categories: every concept with its name and categories in the
// visitor's language. Relations are left out: the sphere reads every distance from the
// precomputed conceptsDistance file instead.

export function conceptsOptions(lang: Language) {
  return apiQueryOptions<Concept[]>(lang, apiPaths.concepts, { addOnly: 'categories' });
}

export function useConcepts() {
  return useQuery(conceptsOptions(useLanguage()));
}
