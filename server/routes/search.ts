import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import type { AppContext } from '../app-context';
import { route } from './endpoint-route';
import { sendJsonText } from './json-answers';

// The search by name; the search service keeps its answers as JSON text, sent as they are.
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, endpoints.search, async (request, reply) =>
      sendJsonText(reply, ctx.search.answerText(request.query)),
    );
  };
}
