import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../common/api/paths';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '../../common/api/health';
import { pingDatabase } from '../db/catalog-repository';
import type { AppContext } from '../app-context';

// Three checks: /api/health for people (counts and version), /api/health/live for a supervisor
// (restart the process when it stops answering) and /api/health/ready for a load balancer (send
// requests here or not). Liveness checks nothing else on purpose: a database outage must take
// nodes out of the balancer, not get every one of them restarted.

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

    app.get(
      apiPaths.healthLive,
      {
        schema: {
          summary: 'Whether the process answers (for a supervisor that restarts it)',
          tags: ['operations'],
          response: { 200: livenessResponseSchema },
        },
      },
      async () => ({ status: 'live' as const }),
    );

    app.get(
      apiPaths.healthReady,
      {
        schema: {
          summary:
            'Whether a load balancer may send requests here: database reachable, catalog loaded and not being swapped, not shutting down',
          tags: ['operations'],
          response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
        },
      },
      async (request, reply) => {
        const shuttingDown = ctx.lifecycle.shuttingDown;
        let reachable = true;
        // A node on its way out says so without asking the database.
        if (!shuttingDown) {
          try {
            await pingDatabase(ctx.db.db);
          } catch (error) {
            reachable = false;
            request.log.warn({ err: error }, 'readiness: database unreachable');
          }
        }
        const index = ctx.catalog.index;
        const loaded = index.perfumes.length > 0;
        const reloading = ctx.catalog.isReloading;
        const ready = !shuttingDown && reachable && loaded && !reloading;
        return reply.status(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'not_ready',
          database: { reachable },
          catalog: { version: index.version, loaded, reloading },
          shuttingDown,
        });
      },
    );
  };
}
