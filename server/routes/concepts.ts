import { endpoints } from '../../common/api/endpoints';
import { route } from './endpoint-route';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  conceptExtras,
  precomputedFileNames,
  precomputedFileSchema,
  type Concept,
  type PrecomputedFileName,
} from '../../common/api/concepts';
import type { AppContext } from '../app-context';
import {
  conceptCategoryLabels,
  conceptRelations,
  type ConceptCategory,
} from '../concepts/concepts-engine';
import { precomputedFile, type Encoding } from '../concepts/precomputed-files';
import { notFound } from '../plugins/errors';

/** The best encoding the client accepts (q above 0), brotli first. */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((x) => x.trim()).find((x) => x.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(token!.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function isPrecomputedFileName(name: string): name is PrecomputedFileName {
  return (precomputedFileNames as readonly string[]).includes(name);
}

export function conceptsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, endpoints.concepts, async (request) => {
      const index = ctx.catalog.index;
      const lang = request.lang;
      const extras = new Set(request.query.addOnly ?? conceptExtras);
      const relations = extras.has('relations') ? conceptRelations(index) : null;
      return index.concepts.map((c) => {
        const concept: Concept = {
          id: c.id,
          name: c.name[lang],
          label: c.name[lang],
          visible: c.visible,
        };
        if (extras.has('categories')) {
          concept.categories = c.categories.map((name) => ({
            name,
            label: conceptCategoryLabels[name as ConceptCategory]?.[lang] ?? name,
          }));
        }
        if (relations) concept.relations = relations.get(c.id) ?? [];
        return concept;
      });
    });

    route(app, endpoints.precomputedFile, async (request, reply) => {
      const index = ctx.catalog.index;
      const name = request.query.fileName;
      if (!isPrecomputedFileName(name)) {
        throw notFound(
          `There is no precomputed file named "${name}"; the files are ${precomputedFileNames.join(' and ')}.`,
        );
      }
      const file = await precomputedFile(index, name);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8');
      // Text or a buffer with a JSON content type is sent as it is, without the response
      // serializer (and the compress plugin leaves an encoded body alone); the cast only tells
      // the type provider that this body is the documented shape, serialised.
      if (encoding) reply.header('content-encoding', encoding);
      const body = encoding ? file.encoded[encoding] : file.text;
      return reply.send(body as unknown as z.infer<typeof precomputedFileSchema>);
    });
  };
}
