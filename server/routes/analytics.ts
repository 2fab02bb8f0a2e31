import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import { route } from './endpoint-route';
import type { AppContext } from '../app-context';
import { HttpError } from '../plugins/errors';

// Usage events (spec section 7, Analytics): validated by the endpoint table's schema, stored whole.
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      endpoints.analyticsEvents,
      async (request) => {
        const batch = request.body;
        if (!ctx.config.ANALYTICS_APP_IDS.includes(batch.appId)) {
          throw new HttpError(
            400,
            'invalid_parameter',
            `Unknown appId "${batch.appId}": this site takes ${ctx.config.ANALYTICS_APP_IDS.join(', ')}.`,
            [{ path: 'appId', code: 'invalid' }],
          );
        }
        return { stored: await ctx.analytics.record(batch) };
      },
      { rateLimit: { max: 120, timeWindow: '1 minute' } },
    );
  };
}
