import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_IMPORT_ITEMS } from '../../common/domain/collection';
import { endpoints } from '../../common/api/endpoints';
import type { AppContext } from '../app-context';
import { badRequest, notFound } from '../plugins/errors';
import { requireSession } from '../plugins/session';
import { sendJsonText } from './json-answers';

// The collection of the signed-in account (issue 30): shelves and verdicts, the wear diary, and
// the merge a sign-in or an import makes. The import's preview needs no account: it only reads
// the catalog, so a visitor can check a file before signing up.

const tags = ['collection'];

const unknownPerfume = (id: number) => notFound(`There is no perfume with id ${id}.`);

export function collectionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const {
      collection,
      changeCollectionItem,
      removeCollectionItem,
      mergeCollection,
      addWear,
      removeWear,
      wearDiary,
      previewCollectionImport,
    } = endpoints;
    const noStore = { 'Cache-Control': 'private, no-store' };

    app.get(
      collection.path,
      {
        schema: {
          summary: collection.summary,
          tags,
          querystring: collection.query,
          response: { 200: collection.response },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(request);
        reply.headers(noStore);
        return sendJsonText(reply, await ctx.collection.listJson(user.id, request.lang));
      },
    );

    app.patch(
      changeCollectionItem.path,
      {
        schema: {
          summary: changeCollectionItem.summary,
          tags,
          querystring: changeCollectionItem.query,
          body: changeCollectionItem.body,
          response: { 200: changeCollectionItem.response },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        const outcome = await ctx.collection.change(user.id, request.body);
        if (outcome.kind === 'unknown_perfume') throw unknownPerfume(request.body.perfumeId);
        return { item: outcome.item };
      },
    );

    app.delete(
      removeCollectionItem.path,
      {
        schema: {
          summary: removeCollectionItem.summary,
          tags,
          querystring: removeCollectionItem.query,
          body: removeCollectionItem.body,
          response: { 200: removeCollectionItem.response },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        await ctx.collection.remove(user.id, request.body.perfumeId);
        return { ok: true as const };
      },
    );

    app.post(
      mergeCollection.path,
      {
        schema: {
          summary: mergeCollection.summary,
          tags,
          querystring: mergeCollection.query,
          body: mergeCollection.body,
          response: { 200: mergeCollection.response },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        return ctx.collection.merge(user.id, request.body);
      },
    );

    app.post(
      addWear.path,
      {
        schema: {
          summary: addWear.summary,
          tags,
          querystring: addWear.query,
          body: addWear.body,
          response: { 200: addWear.response },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        const wear = await ctx.collection.addWear(user.id, request.body);
        if (wear === 'unknown_perfume') throw unknownPerfume(request.body.perfumeId);
        const { createdAt: _at, ...answer } = wear;
        return answer;
      },
    );

    app.delete(
      removeWear.path,
      {
        schema: {
          summary: removeWear.summary,
          tags,
          querystring: removeWear.query,
          body: removeWear.body,
          response: { 200: removeWear.response },
        },
      },
      async (request) => {
        const { user } = await requireSession(request);
        if (!(await ctx.collection.removeWear(user.id, request.body.id))) {
          throw notFound('The diary has no wear of this id.');
        }
        return { ok: true as const };
      },
    );

    app.get(
      wearDiary.path,
      {
        schema: {
          summary: wearDiary.summary,
          tags,
          querystring: wearDiary.query,
          response: { 200: wearDiary.response },
        },
      },
      async (request, reply) => {
        const { user } = await requireSession(request);
        reply.headers(noStore);
        return ctx.collection.diary(user.id, request.query.month);
      },
    );

    app.post(
      previewCollectionImport.path,
      {
        schema: {
          summary: previewCollectionImport.summary,
          tags,
          querystring: previewCollectionImport.query,
          body: previewCollectionImport.body,
          response: { 200: previewCollectionImport.response },
        },
      },
      async (request) => {
        const preview = ctx.collection.preview(request.body.csv);
        if (preview === 'too_many_lines') {
          throw badRequest(`The file has more than ${MAX_IMPORT_ITEMS} lines: import it in parts.`);
        }
        return preview;
      },
    );
  };
}
