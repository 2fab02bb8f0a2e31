import { apiPaths } from '../../common/api/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '../../common/api/perfumes';
import { normalizeText } from '../../common/domain/text';
import { perfumeSummaryJson } from '../catalog/present';
import type { AppContext } from '../app-context';
import { browsePerfumes } from '../search/browse';
import { preferBrands } from '../search/prefer-brands';
import { searchPerfumes } from '../search/text-search';
import { answerCache } from '../lib/answer-cache';
import { jsonList, sendJsonText } from './json-answers';

// Searches repeat: visitors type the same popular names, and every keystroke's prefix is asked
// again by the next visitor. A few thousand answers of about 8 KB each stay ready.
const answers = answerCache(4000);

const sortedList = (values: readonly (string | number)[] | undefined) =>
  values ? [...values].sort().join(',') : '';

export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.search,
      {
        schema: {
          summary:
            'Perfumes by name, brand or sub-brand: accent-free, with one typo allowed per long word; the names the query is with a typing slip come before the query found inside a word, and when all these are fewer than 10, the closest perfumes by a looser measure follow (approximate: true when the results are only those); without q, the perfumes that pass the filters, by name',
          tags: ['search'],
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema },
        },
      },
      async (request, reply) => {
        const index = ctx.catalog.index;
        const { lang } = request;
        const { q, limit, offset, gender, brands, families, preferredBrands } = request.query;
        const key = [
          lang,
          normalizeText(q),
          limit,
          offset,
          sortedList(gender),
          sortedList(brands),
          sortedList(families),
          sortedList(preferredBrands),
        ].join('|');
        const text = answers.getText(index, key, () => {
          const options = { limit, offset, genders: gender, brandIds: brands, familyIds: families };
          // No text: browsing by brand, family or gender, the catalog in name order.
          const run = (o: typeof options) =>
            q === '' ? browsePerfumes(index, o) : searchPerfumes(index, q, o);
          let result = run(
            // A partner's brands first (ADR 027): the whole ordered list is regrouped, then paged.
            preferredBrands?.length
              ? { ...options, offset: 0, limit: Math.max(index.perfumes.length, 1) }
              : options,
          );
          if (preferredBrands?.length) {
            const hits = preferBrands(result.hits, (h) => h.perfume.brandId, preferredBrands);
            result = { ...result, hits: hits.slice(offset, offset + limit) };
          }
          // A SearchResponse: the summaries' JSON, kept per perfume, the total, and whether the
          // results are only the closest names to a text that matched nothing as typed.
          const { correctedQuery } = result;
          return jsonList(
            result.hits.map((h) => perfumeSummaryJson(index, h.perfume, lang)),
            result.total,
            { approximate: correctedQuery !== undefined, correctedQuery },
          );
        });
        return sendJsonText(reply, text);
      },
    );
  };
}
