import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import { route } from './endpoint-route';
import type { AppContext } from '../app-context';
import { requireSession } from '../plugins/session';
import { sendJsonText } from './json-answers';

// Favourites and disliked ingredients of the signed-in account. A toggle answers the favourite ids
// the server holds and the perfumes just added (docs/decisions/035): the client keeps the others
// from its profile. Disliked ingredients answer the whole profile.

export function favouriteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, endpoints.addFavourites, async (request, reply) => {
      const { user } = await requireSession(request);
      await ctx.favourites.add(user.id, request.body);
      const added = request.body.map((item) => item.perfumeId);
      return sendJsonText(reply, await ctx.favourites.changeJson(user.id, request.lang, added));
    });

    route(app, endpoints.removeFavourites, async (request, reply) => {
      const { user } = await requireSession(request);
      await ctx.favourites.remove(user.id, request.body);
      return sendJsonText(reply, await ctx.favourites.changeJson(user.id, request.lang));
    });

    route(app, endpoints.setDislikedIngredients, async (request, reply) => {
      const { user } = await requireSession(request);
      await ctx.favourites.setDisliked(user.id, request.body);
      return sendJsonText(reply, await ctx.favourites.profileJson(user, request.lang));
    });
  };
}
