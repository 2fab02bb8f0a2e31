import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import type { AppContext } from '../app-context';
import { houseAnswer, housesAnswer } from '../houses/house-answers';
import { perfumerAnswer, perfumersAnswer } from '../perfumers/perfumer-answers';
import { notFound } from '../plugins/errors';

// House and perfumer pages' reads (issue 29), registered from the endpoint table. Catalog reads:
// the 'catalog' tag lets shared caches keep them for a minute (plugins/cache-policy.ts).

const tags = ['catalog'];

export function houseAndPerfumerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { houses, house, perfumers, perfumer } = endpoints;

    app.get(
      houses.path,
      {
        schema: {
          summary: houses.summary,
          tags,
          querystring: houses.query,
          response: { 200: houses.response },
        },
      },
      async (request) => housesAnswer(ctx.catalog.index, request.lang),
    );

    app.get(
      house.path,
      {
        schema: {
          summary: house.summary,
          tags,
          querystring: house.query,
          response: { 200: house.response },
        },
      },
      async (request) => {
        const answer = houseAnswer(ctx.catalog.index, request.query.slug, request.lang);
        if (!answer) throw notFound(`No house has the slug "${request.query.slug}".`);
        return answer;
      },
    );

    app.get(
      perfumers.path,
      {
        schema: {
          summary: perfumers.summary,
          tags,
          querystring: perfumers.query,
          response: { 200: perfumers.response },
        },
      },
      async () => perfumersAnswer(ctx.catalog.index),
    );

    app.get(
      perfumer.path,
      {
        schema: {
          summary: perfumer.summary,
          tags,
          querystring: perfumer.query,
          response: { 200: perfumer.response },
        },
      },
      async (request) => {
        const answer = perfumerAnswer(ctx.catalog.index, request.query.slug, request.lang);
        if (!answer) throw notFound(`No perfumer has the slug "${request.query.slug}".`);
        return answer;
      },
    );
  };
}
