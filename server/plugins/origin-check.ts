import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

// Cross-site request forgery: a request that changes something must come from the site's own
// pages. Browsers send Origin with every such fetch or form post, and Sec-Fetch-Site too; a
// request with neither is not a browser's (curl, a server), so a cookie cannot have been borrowed.

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.host}`;
    const allowed =
      origin !== undefined
        ? origin === ownOrigin || origin === publicOrigin
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
