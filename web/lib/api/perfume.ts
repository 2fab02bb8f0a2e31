import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../common/domain/languages';
import { endpointQueryOptions } from '../endpoint-query';
import { useLanguage } from '../i18n';

// GET /api/perfumes/{id}: one perfume with its ingredients and proportions.

export function perfumeOptions(lang: Language, id: number | null) {
  return {
    ...endpointQueryOptions('perfume', lang, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  };
}

export function usePerfume(id: number | null) {
  return useQuery(perfumeOptions(useLanguage(), id));
}
