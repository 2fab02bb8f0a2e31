import { useQuery } from '@tanstack/react-query';
import { endpointRoutes } from '../../../common/api/endpoint-routes';
import { callEndpoint } from '../call-endpoint';

// GET /api/auth/providers: which social sign-ins the operator configured.
export function useSocialProviders() {
  return useQuery({
    queryKey: ['api', endpointRoutes.socialProviders.path],
    queryFn: ({ signal }) => callEndpoint('socialProviders', { signal }),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
