import type { FastifyInstance } from 'fastify';
import { baseQuerySchema } from '../../common/api/common';
import type { Language } from '../../common/domain/languages';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    hostId: number;
  }
}

// Every API route takes lang (en, fr, es; default en) and hostId (default: the host this site
// answers for, HOST_ID). They are checked here once for all routes, before any route schema, so a
// wrong value is always the same clear answer. The site serves one host: a request naming another
// one is answered 404, as an address this site does not have (docs/decisions/028).
export function registerRequestContext(app: FastifyInstance, siteHostId: number): void {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('hostId', siteHostId);
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    // Lists are comma-separated in one parameter; a parameter given twice is a mistake to name,
    // not something to read as missing.
    const repeated = Object.keys(query).find((name) => Array.isArray(query[name]));
    if (repeated !== undefined) {
      return sendError(
        reply,
        400,
        'invalid_parameter',
        `The ${repeated.slice(0, 40)} parameter is given more than once: give it once (a list as comma-separated values).`,
      );
    }
    const parsed = baseQuerySchema.safeParse({
      lang: query.lang,
      hostId: query.hostId ?? String(siteHostId),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const code = issue.path[0] === 'lang' ? 'invalid_lang' : 'invalid_parameter';
      return sendError(reply, 400, code, issue.message);
    }
    if (parsed.data.hostId !== siteHostId) {
      return sendError(
        reply,
        404,
        'not_found',
        `This site answers for host ${siteHostId} only, not for host ${parsed.data.hostId}.`,
      );
    }
    request.lang = parsed.data.lang;
    request.hostId = parsed.data.hostId;
  });
}
