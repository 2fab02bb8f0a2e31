import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../common/api/paths';
import { healthResponseSchema } from '../../common/api/health';
import { pingDatabase } from '../db/catalog-repository';
import type { AppContext } from '../app-context';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.health,
      {
        schema: {
          summary: 'Whether the service can answer: database reachable, catalog loaded',
          tags: ['operations'],
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (request, reply) => {
        const index = ctx.catalog.index;
        let reachable = true;
        try {
          await pingDatabase(ctx.db.db);
        } catch (error) {
          reachable = false;
          request.log.error({ err: error }, 'health: database unreachable');
        }
        return reply.status(reachable ? 200 : 503).send({
          status: reachable ? 'ok' : 'error',
          database: { reachable, dialect: ctx.db.dialect },
          catalog: { version: index.version, counts: index.counts() },
        });
      },
    );
  };
}
