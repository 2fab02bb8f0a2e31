import { endpoints } from '../../common/api/endpoints';
import { route } from './endpoint-route';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import type { CatalogIndex } from '../catalog/catalog-index';
import { presentIngredient, presentRecommended } from '../catalog/present';
import { notFound } from '../plugins/errors';
import { searchByIngredients } from '../recommend/by-ingredients';
import { possibleCombinations } from '../recommend/possible-combinations';

function requireIngredients(index: CatalogIndex, ids: readonly number[]): void {
  const unknown = ids.find((id) => !index.ingredientById.has(id));
  if (unknown !== undefined) throw notFound(`There is no ingredient with id ${unknown}.`);
}

export function perfumeSearchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, endpoints.perfumesByIngredients, async (request) => {
      const index = ctx.catalog.index;
      const q = request.query;
      requireIngredients(
        index,
        request.body.map((w) => w.ingredientId),
      );
      const { hits, total } = searchByIngredients(index, request.body, {
        limit: q.limit,
        gender: q.gender,
        brandIds: q.brand_ids,
        familyIds: q.family_ids,
      });
      return {
        data: hits.map((h) =>
          presentRecommended(index, h.perfume, request.lang, h.recoValue, h.recoType),
        ),
        total,
      };
    });

    route(app, endpoints.possibleCombinations, async (request) => {
      const index = ctx.catalog.index;
      requireIngredients(index, request.query.ingredients);
      return possibleCombinations(index, request.query.ingredients).map((c) => ({
        ingredient: presentIngredient(index, c.ingredientId, request.lang),
        count: c.count,
        score: c.score,
      }));
    });
  };
}
