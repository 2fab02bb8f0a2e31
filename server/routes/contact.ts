import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import { route } from './endpoint-route';
import type { AppContext } from '../app-context';
import { authRateLimits } from '../plugins/rate-limits';

// The contact form (spec sections 2 and 7). Rate limited per client, as it sends mail.
export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      endpoints.contactEmail,
      async (request) => {
        const outcome = await ctx.contact.submit({ ...request.body, lang: request.lang });
        if (outcome.mailed) request.log.info({ contactId: outcome.id }, 'contact message mailed');
        // Kept but not mailed: the operator finds it in the database (contact_messages).
        else
          request.log.error({ err: outcome.error, contactId: outcome.id }, 'contact mail not sent');
        return { ok: true as const };
      },
      { rateLimit: authRateLimits.contact },
    );
  };
}
