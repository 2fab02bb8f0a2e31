import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../common/domain/languages';
import { endpointQueryOptions } from '../endpoint-query';
import { useLanguage } from '../i18n';

// GET /api/concepts/?addOnly=categories: every concept with its name and categories in the
// visitor's language. Relations are left out: the sphere reads every distance from the
// precomputed conceptsDistance file instead.

export function conceptsOptions(lang: Language) {
  return endpointQueryOptions('concepts', lang, { query: { addOnly: 'categories' } });
}

export function useConcepts() {
  return useQuery(conceptsOptions(useLanguage()));
}
