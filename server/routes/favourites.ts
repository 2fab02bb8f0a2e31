import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import type { AppContext } from '../app-context';
import { requireSession } from '../plugins/session';
import { sendJsonText } from './json-answers';

// Favourites and disliked ingredients of the signed-in account. A toggle answers the favourite ids
// the server holds and the perfumes just added (docs/decisions/035): the client keeps the others
// from its profile. Disliked ingredients answer the whole profile.

const tags = ['favourites'];

export function favouriteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { addFavourites, removeFavourites, setDislikedIngredients } = endpoints;

    app.post(
      addFavourites.path,
      {
        schema: {
          summary: addFavourites.summary,
          tags,
          querystring: addFavourites.query,
          body: addFavourites.body,
          response: { 200: addFavourites.response },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(request);
        await ctx.favourites.add(user.id, request.body);
        const added = request.body.map((item) => item.perfumeId);
        return sendJsonText(reply, await ctx.favourites.changeJson(user.id, request.lang, added));
      },
    );

    app.delete(
      removeFavourites.path,
      {
        schema: {
          summary: removeFavourites.summary,
          tags,
          querystring: removeFavourites.query,
          body: removeFavourites.body,
          response: { 200: removeFavourites.response },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(request);
        await ctx.favourites.remove(user.id, request.body);
        return sendJsonText(reply, await ctx.favourites.changeJson(user.id, request.lang));
      },
    );

    app.put(
      setDislikedIngredients.path,
      {
        schema: {
          summary: setDislikedIngredients.summary,
          tags,
          querystring: setDislikedIngredients.query,
          body: setDislikedIngredients.body,
          response: { 200: setDislikedIngredients.response },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(request);
        await ctx.favourites.setDisliked(user.id, request.body);
        return sendJsonText(reply, await ctx.favourites.profileJson(user, request.lang));
      },
    );
  };
}
