import { queryOptions } from '@tanstack/react-query';
import { endpointRoutes, withId, type EndpointName } from '../../common/api/endpoint-routes';
import type { Language } from '../../common/domain/languages';
import type { QueryValue } from './api-client';
import {
  callEndpoint,
  type ArgsList,
  type EndpointAnswer,
  type EndpointArgs,
  type EndpointQuery,
} from './call-endpoint';

// TanStack Query options for the reads of the endpoint table, keyed by path and query. Apart from
// call-endpoint.ts, which the landing's entry loads for the session: only the screens that read
// the catalog carry this, with the table of paths.

/** The path of a call, its `:id` filled in: /api/perfumes/12. */
export function endpointPath<N extends EndpointName>(
  name: N,
  params?: { id: number } | undefined,
): string {
  const path: string = endpointRoutes[name].path;
  return params ? withId(path, params.id) : path;
}

/**
 * The query key of a call in a language: the language is part of the key, so answers are cached
 * per language (architecture, convention 4) and a language switch fetches the other one.
 */
export function endpointQueryKey<N extends EndpointName>(
  name: N,
  lang: Language,
  args?: { params?: { id: number } | undefined; query?: EndpointQuery<N> | undefined },
) {
  const query = (args?.query ?? {}) as Record<string, QueryValue>;
  return ['api', lang, endpointPath(name, args?.params), query] as const;
}

/** Query options for a read of the table in a language, keyed by its path and query. */
export function endpointQueryOptions<N extends EndpointName>(
  name: N,
  lang: Language,
  ...[args]: ArgsList<N>
) {
  return queryOptions({
    queryKey: endpointQueryKey(
      name,
      lang,
      args as { params?: { id: number }; query?: EndpointQuery<N> } | undefined,
    ),
    queryFn: ({ signal }) =>
      (callEndpoint as (n: N, a: EndpointArgs<N>) => Promise<EndpointAnswer<N>>)(name, {
        ...args,
        signal,
        lang,
      } as EndpointArgs<N>),
  });
}
