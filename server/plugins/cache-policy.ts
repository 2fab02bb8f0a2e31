import type { FastifyInstance } from 'fastify';

// Who may keep an API answer. Catalog reads are the same for every visitor of a language (the
// language is in the address), so browsers and shared caches may keep them for a minute: an
// import reaches every node within seconds, and a visitor sees it a minute later at worst.
// Everything else (accounts, favourites, health, errors) is never stored. A route that sets its
// own Cache-Control (the concepts' precomputed files) keeps it.

/** The OpenAPI tags of the routes that only read the catalog. */
const catalogTags = new Set([
  'catalog',
  'concepts',
  'families',
  'ingredients',
  'recommendations',
  'search',
]);

export const CATALOG_CACHE_CONTROL = 'public, max-age=60';
export const PRIVATE_CACHE_CONTROL = 'no-store';

export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    const tags = (request.routeOptions.schema?.tags ?? []) as string[];
    const publicRead =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      tags.length > 0 &&
      tags.every((tag) => catalogTags.has(tag));
    reply.header('cache-control', publicRead ? CATALOG_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  });
}
