import { apiPaths } from '../../common/api/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '../../common/api/perfumes';
import type { AppContext } from '../app-context';
import { searchAnswerText } from '../search/search-answers';
import { sendJsonText } from './json-answers';

export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.search,
      {
        schema: {
          summary:
            'Perfumes by name, brand or sub-brand: accent-free, with one typo allowed per long word; the names the query is with a typing slip come before the query found inside a word, and when all these are fewer than 10, the closest perfumes by a looser measure follow (approximate: true when the results are only those); without q, the perfumes that pass the filters, by name',
          tags: ['search'],
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema },
        },
      },
      async (request, reply) => {
        const text = searchAnswerText(ctx.catalog.index, request.lang, request.query);
        return sendJsonText(reply, text);
      },
    );
  };
}
