import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../common/api/paths';
import { brandListItemSchema, idParamsSchema, perfumeSchema } from '../../common/api/catalog';
import { baseQuerySchema } from '../../common/api/common';
import { perfumesByIdsQuerySchema } from '../../common/api/perfumes';
import { presentPerfume } from '../catalog/present';
import type { AppContext } from '../app-context';
import { readPerfumeDescriptions } from '../db/catalog-repository';
import { notFound } from '../plugins/errors';

export function perfumeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.brands,
      {
        schema: {
          summary: 'Every brand, by name',
          tags: ['catalog'],
          querystring: baseQuerySchema,
          response: { 200: z.array(brandListItemSchema) },
        },
      },
      async () =>
        ctx.catalog.index.brands.map((b) => ({
          id: b.id,
          key: b.key,
          name: b.name,
          perfumeCount: b.perfumeCount,
        })),
    );

    app.get(
      apiPaths.perfumesByIds,
      {
        schema: {
          summary: 'Several perfumes by id, in the order asked (favourites, comparisons)',
          tags: ['catalog'],
          querystring: perfumesByIdsQuerySchema,
          response: { 200: z.array(perfumeSchema) },
        },
      },
      async (request) => {
        const index = ctx.catalog.index;
        const { perfumeIds, allPresent, sortByEntryOrder } = request.query;
        const ids = [...new Set(perfumeIds)];
        const missing = ids.filter((id) => !index.perfumeById.has(id));
        if (allPresent && missing.length > 0) {
          throw notFound(
            `No perfume has the id${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
          );
        }
        const perfumes = ids.flatMap((id) => index.perfumeById.get(id) ?? []);
        if (!sortByEntryOrder) perfumes.sort((a, b) => a.name.localeCompare(b.name));
        const descriptions = await readPerfumeDescriptions(
          ctx.db.db,
          perfumes.map((p) => p.id),
          request.lang,
        );
        return perfumes.map((p) =>
          presentPerfume(index, p, request.lang, descriptions.get(p.id) ?? ''),
        );
      },
    );

    app.get(
      apiPaths.perfume,
      {
        schema: {
          summary: 'One perfume with its ingredients and proportions',
          tags: ['catalog'],
          params: idParamsSchema,
          querystring: baseQuerySchema,
          response: { 200: perfumeSchema },
        },
      },
      async (request) => {
        const index = ctx.catalog.index;
        const perfume = index.perfumeById.get(request.params.id);
        if (!perfume) throw notFound(`No perfume has the id ${request.params.id}.`);
        const descriptions = await readPerfumeDescriptions(ctx.db.db, [perfume.id], request.lang);
        return presentPerfume(index, perfume, request.lang, descriptions.get(perfume.id) ?? '');
      },
    );
  };
}
