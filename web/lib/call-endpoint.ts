import type { z } from 'zod';
import type { EndpointName } from '../../common/api/endpoint-routes';
import type { Endpoints } from '../../common/api/endpoints';
import type { Language } from '../../common/domain/languages';
import { apiFetch, type QueryValue } from './api-client';

// Calls an endpoint of the endpoint table by name (docs/decisions/042). Its params, query, body
// and answer are typed from the table's schemas through type-only imports: a wrong or renamed
// parameter fails to compile, and zod stays out of the bundle. The table of paths itself is
// imported when the first call is made: the landing's entry makes calls (the session) but need
// not carry the paths of every catalog read; the screens that read the catalog load it with
// their chunk (endpoint-query.ts), so their calls find it loaded.

type Def<N extends EndpointName> = Endpoints[N];

/**
 * A query value as the web sends it: the URL carries text, so a number stands for its digits, a
 * boolean for true/false, and a list is sent comma-joined (brand_ids=1,2). Names keep the schema's
 * literal values (fileName=conceptsDistance) and an optional one may be null (left out).
 */
type Sent<T> = unknown extends T
  ? string | number
  : string extends T
    ? string | number | readonly (string | number)[]
    : T extends 'true' | 'false'
      ? T | boolean
      : T;
type SentQuery<Q> = {
  [K in keyof Q]: Sent<NonNullable<Q[K]>> | (undefined extends Q[K] ? null | undefined : never);
};

/** The query of an endpoint, without the lang and hostId every call adds. */
export type EndpointQuery<N extends EndpointName> = SentQuery<
  Omit<z.input<Def<N>['query']>, 'lang' | 'hostId'>
>;
type BodyOf<N extends EndpointName> =
  Def<N> extends { body: z.ZodType } ? z.input<Def<N>['body']> : never;
/** The `:id` of a path such as /api/perfumes/:id. */
type ParamsOf<N extends EndpointName> =
  Def<N> extends { params: z.ZodType }
    ? { [K in keyof z.output<Def<N>['params']>]: number }
    : never;

export type EndpointAnswer<N extends EndpointName> = z.output<Def<N>['response']>;

export type EndpointArgs<N extends EndpointName> = {
  signal?: AbortSignal;
  lang?: Language;
  /** Public files are fetched without cookies ('omit'); the session cookie goes with the rest. */
  credentials?: RequestCredentials;
} & (keyof EndpointQuery<N> extends never ? { query?: undefined } : { query: EndpointQuery<N> }) &
  ([BodyOf<N>] extends [never] ? { body?: undefined } : { body: BodyOf<N> }) &
  ([ParamsOf<N>] extends [never] ? { params?: undefined } : { params: ParamsOf<N> });

/** Whether an endpoint can be called without arguments (no query, body or params to give). */
export type ArgsList<N extends EndpointName> = keyof EndpointQuery<N> extends never
  ? [BodyOf<N>] extends [never]
    ? [ParamsOf<N>] extends [never]
      ? [args?: EndpointArgs<N>]
      : [args: EndpointArgs<N>]
    : [args: EndpointArgs<N>]
  : [args: EndpointArgs<N>];

export async function callEndpoint<N extends EndpointName>(
  name: N,
  ...[args]: ArgsList<N>
): Promise<EndpointAnswer<N>> {
  const { endpointRoutes, withId } = await import('../../common/api/endpoint-routes');
  const route = endpointRoutes[name];
  const params = args?.params as { id: number } | undefined;
  return apiFetch<EndpointAnswer<N>>(params ? withId(route.path, params.id) : route.path, {
    method: route.method,
    query: args?.query as Record<string, QueryValue> | undefined,
    body: args?.body,
    signal: args?.signal,
    lang: args?.lang,
    credentials: args?.credentials,
  });
}
