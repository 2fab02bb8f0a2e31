import { useQuery } from '@tanstack/react-query';
import { endpointRoutes } from '../../../common/api/endpoint-routes';
import { callEndpoint } from '../call-endpoint';
import { useLanguage } from '../i18n';
import { apiQueryKey } from '../query-client';

// GET /api/perfumers (every credited perfumer A to Z) and /api/perfumer?slug= (one perfumer's page).

export function usePerfumers() {
  const lang = useLanguage();
  return useQuery({
    // The list names no text of a language: one answer serves them all.
    queryKey: ['api', endpointRoutes.perfumers.path],
    queryFn: ({ signal }) => callEndpoint('perfumers', { signal, lang }),
  });
}

export function usePerfumer(slug: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: apiQueryKey(lang, endpointRoutes.perfumer.path, { slug }),
    queryFn: ({ signal }) => callEndpoint('perfumer', { query: { slug }, signal, lang }),
  });
}
