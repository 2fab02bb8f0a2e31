import { apiPaths } from '../../common/api/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  byIngredientsBodySchema,
  byIngredientsQuerySchema,
  byIngredientsResponseSchema,
  possibleCombinationsQuerySchema,
  possibleCombinationsResponseSchema,
} from '../../common/api/recommendations';
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
    app.post(
      apiPaths.byIngredients,
      {
        schema: {
          summary: 'Perfumes that contain a selection of ingredients, best matches first',
          description:
            'Body: 1 to 20 {ingredientId, proportion (1..100, default 10)}. Perfumes holding every selected ingredient come first, then by the sum of their proportions weighted by the requested proportions, then popularity. recoValue ≥ 0.5 means every selected ingredient is there; recoType is hero when a selected ingredient is the hero.',
          tags: ['ingredients'],
          querystring: byIngredientsQuerySchema,
          body: byIngredientsBodySchema,
          response: { 200: byIngredientsResponseSchema },
        },
      },
      async (request) => {
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
      },
    );

    app.get(
      apiPaths.possibleCombinations,
      {
        schema: {
          summary: 'Ingredients found together with a whole selection of ingredients',
          description:
            'At most 30, by the number of perfumes holding the selection and the ingredient, then by score: the lift, (count / perfumes holding the selection) / (share of perfumes listing the ingredient).',
          tags: ['ingredients'],
          querystring: possibleCombinationsQuerySchema,
          response: { 200: possibleCombinationsResponseSchema },
        },
      },
      async (request) => {
        const index = ctx.catalog.index;
        requireIngredients(index, request.query.ingredients);
        return possibleCombinations(index, request.query.ingredients).map((c) => ({
          ingredient: presentIngredient(index, c.ingredientId, request.lang),
          count: c.count,
          score: c.score,
        }));
      },
    );
  };
}
