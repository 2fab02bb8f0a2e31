import { apiPaths } from '../../common/api/paths';
import { preferBrands } from '../search/prefer-brands';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROFILE_RECOMMENDATIONS_MAX_LIMIT,
  profileRecommendationsQuerySchema,
  profileRecommendationsResponseSchema,
  similarPerfumesQuerySchema,
  similarPerfumesResponseSchema,
} from '../../common/api/recommendations';
import type { AppContext } from '../app-context';
import { presentRecommended } from '../catalog/present';
import { notFound } from '../plugins/errors';
import { recommend } from '../recommend/profile-recommendations';
import { similarPerfumes } from '../recommend/similar-perfumes';
import { countFeaturingAvoided } from '../recommend/similarity';

export function recommendationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.similarPerfumes,
      {
        schema: {
          summary: 'Perfumes similar to one perfume, most similar first',
          description:
            'Similarity 0..1 = 0.7 × cosine of the ingredient proportions (hero counted twice) + 0.2 if the same main family + 0.1 if the same secondary family. recoType: hero when the reference hero ingredient is among the first five ingredients, family when the main family is the same, else other.',
          tags: ['recommendations'],
          querystring: similarPerfumesQuerySchema,
          response: { 200: similarPerfumesResponseSchema },
        },
      },
      async (request) => {
        const index = ctx.catalog.index;
        const q = request.query;
        const options = {
          limit: q.limit,
          gender: q.gender,
          brandIds: q.brand_ids,
          familyIds: q.family_ids,
        };
        const avoided = q['excluded.ingredients'];
        const found = similarPerfumes(index, q.ref_perfume, {
          ...options,
          avoidIngredientIds: avoided,
        });
        if (!found) throw notFound(`There is no perfume with id ${q.ref_perfume}.`);
        const leftOut = avoided?.length
          ? countFeaturingAvoided(
              index,
              similarPerfumes(index, q.ref_perfume, options)!.map((s) => s.perfume),
              avoided,
            )
          : 0;
        return {
          data: found.map((s) =>
            presentRecommended(index, s.perfume, request.lang, s.recoValue, s.recoType),
          ),
          leftOut,
        };
      },
    );

    app.get(
      apiPaths.profileRecommendations,
      {
        schema: {
          summary: 'Recommendations for a list of favourite perfumes, each with its reason',
          description:
            'Favourites are excluded; ids not in the catalog are ignored, unless none is known (404). Filters: included.gender (FU,MU,U), included.brands and included.families (ids), comma-separated. excluded.ingredients (ids): perfumes where one of them weighs 10 or more are left out, and leftOut says how many the answer lost. owned (ids) are never proposed; rated (id:rating pairs) pushes away perfumes built like those rated 1 or 2, and a favourite rated 4 or 5 gives its rating in the reason (issue 30).',
          tags: ['recommendations'],
          querystring: profileRecommendationsQuerySchema,
          response: { 200: profileRecommendationsResponseSchema },
        },
      },
      async (request) => {
        const index = ctx.catalog.index;
        const q = request.query;
        const options = {
          limit: q.limit,
          gender: q['included.gender'],
          brandIds: q['included.brands'],
          familyIds: q['included.families'],
          // The collection (issue 30): owned perfumes left out, ratings read.
          excludedIds: q.owned,
          ratings: q.rated,
        };
        const avoided = q['excluded.ingredients'];
        const preferred = q.preferredBrands;
        // A partner's brands first (ADR 027), drawn from a wider pool of close perfumes.
        const pool = preferred?.length
          ? Math.min(q.limit * 3, PROFILE_RECOMMENDATIONS_MAX_LIMIT)
          : q.limit;
        const ranked = recommend(
          index,
          q.perfumes,
          { ...options, limit: pool, avoidIngredientIds: avoided },
          request.lang,
        );
        const found =
          ranked && preferBrands(ranked, (s) => s.perfume.brandId, preferred).slice(0, q.limit);
        if (!found) {
          throw notFound(
            q.perfumes.length === 1
              ? `There is no perfume with id ${q.perfumes[0]}.`
              : `None of the perfumes ${q.perfumes.join(', ')} is in the catalog.`,
          );
        }
        return {
          data: found.map((s) => ({
            ...presentRecommended(index, s.perfume, request.lang, s.recoValue, s.recoType),
            reason: s.reason,
          })),
          leftOut: avoided?.length
            ? countFeaturingAvoided(
                index,
                recommend(index, q.perfumes, options, request.lang)!.map((s) => s.perfume),
                avoided,
              )
            : 0,
        };
      },
    );
  };
}
