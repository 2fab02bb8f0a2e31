import type { SearchQuery } from '../../common/api/perfumes';
import { normalizeText } from '../../common/domain/text';
import { answerCache } from '../lib/answer-cache';
import type { CatalogStore } from '../catalog/catalog-store';
import { perfumeSummaryJson } from '../catalog/present';
import { jsonList } from '../lib/json-list';
import { browsePerfumes } from './browse';
import { preferBrands } from './prefer-brands';
import { searchPerfumes } from './text-search';

// The search by name (GET /api/v7/search): text search or browsing, a partner's brands first,
// paged, and the answer kept as JSON text. Searches repeat: visitors type the same popular names,
// and every keystroke's prefix is asked again by the next visitor, so a few thousand answers of
// about 8 KB each stay ready, per catalog version.

const ANSWERS_KEPT = 4000;

export interface SearchService {
  /** The SearchResponse of a search, as JSON text. */
  answerText(query: SearchQuery): string;
}

const sortedList = (values: readonly (string | number)[] | undefined) =>
  values ? [...values].sort().join(',') : '';

/** Every parameter that changes the answer, the text as the search reads it. */
function answerKey(query: SearchQuery): string {
  const { lang, q, limit, offset, gender, brand_ids, family_ids, preferredBrands } = query;
  return [
    lang,
    normalizeText(q),
    limit,
    offset,
    sortedList(gender),
    sortedList(brand_ids),
    sortedList(family_ids),
    sortedList(preferredBrands),
  ].join('|');
}

export function createSearchService(deps: { catalog: CatalogStore }): SearchService {
  const answers = answerCache(ANSWERS_KEPT);
  return {
    answerText(query) {
      const index = deps.catalog.index;
      return answers.getText(index, answerKey(query), () => {
        const { lang, q, limit, offset, preferredBrands } = query;
        const options = {
          limit,
          offset,
          genders: query.gender,
          brandIds: query.brand_ids,
          familyIds: query.family_ids,
        };
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
    },
  };
}
