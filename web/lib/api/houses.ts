import { useQuery } from '@tanstack/react-query';
import { endpointRoutes } from '../../../common/api/endpoint-routes';
import { callEndpoint } from '../call-endpoint';
import { useLanguage } from '../i18n';
import { apiQueryKey } from '../query-client';

// GET /api/houses (every house A to Z) and /api/house?slug= (one house's page).

export function useHouses() {
  const lang = useLanguage();
  return useQuery({
    queryKey: apiQueryKey(lang, endpointRoutes.houses.path),
    queryFn: ({ signal }) => callEndpoint('houses', { signal, lang }),
  });
}

export function useHouse(slug: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: apiQueryKey(lang, endpointRoutes.house.path, { slug }),
    queryFn: ({ signal }) => callEndpoint('house', { query: { slug }, signal, lang }),
  });
}
