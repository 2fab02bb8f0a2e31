import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import type { AppContext } from '../app-context';
import { notFound } from '../plugins/errors';
import { route } from './endpoint-route';

// Brands and perfumes of the catalog, read through the perfume service.
export function perfumeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, endpoints.brands, async () => ctx.perfumes.brands());

    route(app, endpoints.perfumesByIds, async (request) => {
      const { perfumeIds, allPresent, sortByEntryOrder } = request.query;
      const found = await ctx.perfumes.perfumesByIds(
        perfumeIds,
        { allPresent, sortByEntryOrder },
        request.lang,
      );
      if ('missing' in found) {
        const { missing } = found;
        throw notFound(
          `No perfume has the id${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
        );
      }
      return found.perfumes;
    });

    route(app, endpoints.perfume, async (request) => {
      const perfume = await ctx.perfumes.perfume(request.params.id, request.lang);
      if (!perfume) throw notFound(`No perfume has the id ${request.params.id}.`);
      return perfume;
    });
  };
}
