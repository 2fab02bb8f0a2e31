import { endpoints } from '../../common/api/endpoints';
import { route } from './endpoint-route';
import { preferBrands } from '../search/prefer-brands';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_RECOMMENDATIONS_MAX_LIMIT } from '../../common/api/recommendations';
import type { AppContext } from '../app-context';
import { presentRecommended } from '../catalog/present';
import { notFound } from '../plugins/errors';
import { recommend } from '../recommend/profile-recommendations';
import { similarPerfumes } from '../recommend/similar-perfumes';
import { countFeaturingAvoided } from '../recommend/similarity';

export function recommendationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, endpoints.similarPerfumes, async (request) => {
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
    });

    route(app, endpoints.profileRecommendations, async (request) => {
      const index = ctx.catalog.index;
      const q = request.query;
      const options = {
        limit: q.limit,
        gender: q['included.gender'],
        brandIds: q['included.brands'],
        familyIds: q['included.families'],
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
    });
  };
}
