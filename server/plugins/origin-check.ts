import type { FastifyInstance } from 'fastify';
import { ownOrigins } from '../lib/site-origin';
import { sendError } from './errors';

// Cross-site request forgery: a request that changes something must come from the site's own
// pages. Browsers send Origin with every such fetch or form post, and Sec-Fetch-Site too; a
// request with neither is not a browser's (curl, a server), so a cookie cannot have been borrowed.
//
// Every method but GET, HEAD and OPTIONS is checked, whatever the path: the router decodes and
// normalises paths (/%61pi/ reaches /api/), so a test on the path as written is always one
// spelling short. Pages that are not routes answer 404 anyway; refusing them costs nothing.
//
// Origin is compared with the site's own origin, fixed at start from PUBLIC_URL or the address
// listened on (site-origin.ts), never with the request's Host or X-Forwarded-Host: those are
// whatever the sender writes (a DNS name pointed at the server, a proxy forwarding them), so
// "Origin equals Host" proves nothing. The Origin a browser sends cannot be set by a page.

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, siteOrigin: string): void {
  const allowedOrigins = new Set(ownOrigins(siteOrigin));
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const allowed =
      origin !== undefined
        ? allowedOrigins.has(origin)
        : site === undefined || site === 'same-origin' || site === 'none';
    if (!allowed) {
      return sendError(
        reply,
        403,
        'forbidden',
        'This request came from another site and was refused.',
      );
    }
  });
}
