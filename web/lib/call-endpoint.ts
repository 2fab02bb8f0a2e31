import type { z } from 'zod';
import { endpointRoutes, type EndpointName } from '../../common/api/endpoint-routes';
import type { Endpoints } from '../../common/api/endpoints';
import type { Language } from '../../common/domain/languages';
import { apiFetch, type QueryValue } from './api-client';

// Calls an endpoint of the endpoint table by name. Its query, body and answer are typed from the
// table's schemas through type-only imports: a wrong parameter fails to compile, and zod stays out
// of the bundle.

type Def<N extends EndpointName> = Endpoints[N];
type QueryOf<N extends EndpointName> = Omit<z.input<Def<N>['query']>, 'lang' | 'hostId'>;
type BodyOf<N extends EndpointName> =
  Def<N> extends { body: z.ZodType } ? z.input<Def<N>['body']> : never;

export type EndpointAnswer<N extends EndpointName> = z.output<Def<N>['response']>;

export type EndpointArgs<N extends EndpointName> = {
  signal?: AbortSignal;
  lang?: Language;
} & (keyof QueryOf<N> extends never ? { query?: undefined } : { query: QueryOf<N> }) &
  ([BodyOf<N>] extends [never] ? { body?: undefined } : { body: BodyOf<N> });

export function callEndpoint<N extends EndpointName>(
  name: N,
  ...[args]: keyof QueryOf<N> extends never
    ? [BodyOf<N>] extends [never]
      ? [args?: EndpointArgs<N>]
      : [args: EndpointArgs<N>]
    : [args: EndpointArgs<N>]
): Promise<EndpointAnswer<N>> {
  const route = endpointRoutes[name];
  return apiFetch<EndpointAnswer<N>>(route.path, {
    method: route.method,
    query: args?.query as Record<string, QueryValue> | undefined,
    body: args?.body,
    signal: args?.signal,
    lang: args?.lang,
  });
}
