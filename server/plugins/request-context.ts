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

// Every API route takes lang (en, fr, es; default en) and hostId (default 2). They are checked here
// once for all routes, before any route schema, so a wrong value is always the same clear 400.
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('hostId', 2);
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const parsed = baseQuerySchema.safeParse({ lang: query.lang, hostId: query.hostId });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const code = issue.path[0] === 'lang' ? 'invalid_lang' : 'invalid_parameter';
      return sendError(reply, 400, code, issue.message);
    }
    request.lang = parsed.data.lang;
    request.hostId = parsed.data.hostId;
  });
}
