import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { z } from 'zod';
import type { EndpointDefinition } from '../../common/api/endpoints';

// Registers a route of the endpoint table (common/api/endpoints.ts, docs/decisions/042): its
// method, path, summary, tags, params, query, body and 200 answer all come from the table, so a
// route states only what it does. endpoint-table.test.ts fails on a route registered otherwise.

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request of an endpoint: params, query and body as its schemas parse them. */
export type EndpointRequest<D extends EndpointDefinition> = FastifyRequest<{
  Params: D extends { params: z.ZodType } ? z.output<D['params']> : unknown;
  Querystring: z.output<D['query']>;
  Body: Input<D['body']>;
}>;

/**
 * What a handler answers: the value its response schema serialises, or the reply itself when the
 * handler sent the answer (JSON text kept ready, a compressed file).
 */
export type EndpointHandler<D extends EndpointDefinition> = (
  request: EndpointRequest<D>,
  reply: FastifyReply,
) => Promise<z.input<D['response']> | FastifyReply>;

/** Per-route settings the table does not hold: the rate limit of a route that sends mail, say. */
export interface EndpointRouteOptions {
  rateLimit?: RateLimitOptions;
}

/** Any Fastify instance with the zod type provider (a plugin's `app`). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyInstance['log'],
  ZodTypeProvider
>;

/**
 * Query names an endpoint took before, renamed before validation: `brands=1` reaches the search
 * as `brand_ids=1`. A request giving both keeps the current name's value.
 */
function renameOldSpellings(oldSpellings: Readonly<Record<string, string>>) {
  return async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query) return;
    for (const [old, current] of Object.entries(oldSpellings)) {
      if (!(old in query)) continue;
      if (!(current in query)) query[current] = query[old];
      delete query[old];
    }
  };
}

function oldSpellingsNote(oldSpellings: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(oldSpellings).map(([old, current]) => `${old} (now ${current})`);
  return `Former query names still accepted: ${pairs.join(', ')}.`;
}

/** Registers `endpoint` on `app`, answered by `handler`. */
export function route<D extends EndpointDefinition>(
  app: ZodApp,
  endpoint: D,
  handler: EndpointHandler<D>,
  options: EndpointRouteOptions = {},
): void {
  const { oldSpellings } = endpoint;
  const description = [endpoint.description, oldSpellings && oldSpellingsNote(oldSpellings)]
    .filter(Boolean)
    .join(' ');
  app.route({
    method: endpoint.method as 'GET',
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(description ? { description } : {}),
      ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      querystring: endpoint.query,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    ...(oldSpellings ? { preValidation: renameOldSpellings(oldSpellings) } : {}),
    // The handler's request is typed from the table above; Fastify's own inference cannot follow
    // a generic endpoint, so the handler is handed over as the untyped one it is at run time.
    handler: handler as never,
  });
}
