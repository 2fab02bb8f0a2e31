import { apiPaths } from '../../common/api/paths';
import zlib from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  conceptExtras,
  conceptsQuerySchema,
  conceptsResponseSchema,
  precomputedFileNames,
  precomputedFileSchema,
  precomputedQuerySchema,
  type Concept,
  type PrecomputedFileName,
} from '../../common/api/concepts';
import type { AppContext } from '../app-context';
import type { CatalogIndex } from '../catalog/catalog-index';
import {
  conceptCategoryLabels,
  conceptRelations,
  conceptsDistanceFile,
  conceptsRecosFile,
  type ConceptCategory,
} from '../concepts/concepts-engine';
import { notFound } from '../plugins/errors';

// The precomputed files are large (the recos file is about 1.6 MB: 120 concepts × 200 perfumes)
// and the same for every request on one catalog version. They are serialised once per index, sent
// as text (skipping the per-request schema check of 24,000 entries), and compressed once per
// encoding rather than on every request, which would block the event loop for tens of ms.
interface PrecomputedFile {
  text: string;
  compressed: Partial<Record<Encoding, Buffer>>;
}
type Encoding = 'br' | 'gzip';

const files = new WeakMap<CatalogIndex, Map<PrecomputedFileName, PrecomputedFile>>();

function precomputedFile(index: CatalogIndex, name: PrecomputedFileName): PrecomputedFile {
  let byName = files.get(index);
  if (!byName) files.set(index, (byName = new Map()));
  let file = byName.get(name);
  if (!file) {
    const data =
      name === 'conceptsDistance' ? conceptsDistanceFile(index) : conceptsRecosFile(index);
    file = { text: JSON.stringify(data), compressed: {} };
    byName.set(name, file);
  }
  return file;
}

function compressed(file: PrecomputedFile, encoding: Encoding): Buffer {
  let body = file.compressed[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(file.text, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          })
        : zlib.gzipSync(file.text, { level: 9 });
    file.compressed[encoding] = body;
  }
  return body;
}

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
    app.get(
      apiPaths.concepts,
      {
        schema: {
          summary:
            'Every concept, with its categories and nearest concepts (addOnly=categories leaves relations out)',
          tags: ['concepts'],
          querystring: conceptsQuerySchema,
          response: { 200: conceptsResponseSchema },
        },
      },
      async (request) => {
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
      },
    );

    app.get(
      apiPaths.precomputedFile,
      {
        schema: {
          summary:
            'A precomputed file: conceptsDistance (every pair of concepts) or conceptsRecos (best perfumes per concept)',
          description:
            'Public data: no credential is needed. The api key and safety code headers the web app sends are accepted and ignored.',
          tags: ['concepts'],
          querystring: precomputedQuerySchema,
          response: { 200: precomputedFileSchema },
        },
      },
      async (request, reply) => {
        const index = ctx.catalog.index;
        const name = request.query.fileName;
        if (!isPrecomputedFileName(name)) {
          throw notFound(
            `There is no precomputed file named "${name}"; the files are ${precomputedFileNames.join(' and ')}.`,
          );
        }
        const file = precomputedFile(index, name);
        const encoding = acceptedEncoding(request.headers['accept-encoding']);
        reply
          .header('cache-control', 'public, max-age=300')
          .header('vary', 'accept-encoding')
          .type('application/json; charset=utf-8');
        // Text or a buffer with a JSON content type is sent as it is, without the response
        // serializer (and the compress plugin leaves an encoded body alone); the cast only tells
        // the type provider that this body is the documented shape, serialised.
        if (encoding) reply.header('content-encoding', encoding);
        const body = encoding ? compressed(file, encoding) : file.text;
        return reply.send(body as unknown as z.infer<typeof precomputedFileSchema>);
      },
    );
  };
}
