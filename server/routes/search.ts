import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '../../common/api/perfumes';
import { presentPerfumeSummary } from '../catalog/present';
import type { AppContext } from '../app-context';
import { searchPerfumes } from '../search/text-search';

export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v7/search',
      {
        schema: {
          summary:
            'Perfumes by name, brand or sub-brand: accent-free, with one typo allowed per long word',
          tags: ['search'],
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema },
        },
      },
      async (request) => {
        const index = ctx.catalog.index;
        const { q, limit, offset, gender, brands, families } = request.query;
        const result = searchPerfumes(index, q, {
          limit,
          offset,
          genders: gender,
          brandIds: brands,
          familyIds: families,
        });
        return {
          data: result.hits.map((h) => presentPerfumeSummary(index, h.perfume, request.lang)),
          total: result.total,
        };
      },
    );
  };
}
