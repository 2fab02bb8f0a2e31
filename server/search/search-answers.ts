import type { z } from 'zod';
import type { searchQuerySchema } from '../../common/api/perfumes';
import type { Language } from '../../common/domain/languages';
import { normalizeText } from '../../common/domain/text';
import type { CatalogIndex } from '../catalog/catalog-index';
import { perfumeSummaryJson } from '../catalog/present';
import { answerCache } from '../lib/answer-cache';
import { jsonList } from '../lib/json-list';
import { browsePerfumes } from './browse';
import { preferBrands } from './prefer-brands';
import { searchPerfumes } from './text-search';

// The search endpoint's answer as JSON text: the text search or the browse, a partner's brands
// first, paged, kept per catalog version and request.

type SearchQuery = z.output<typeof searchQuerySchema>;

// Searches repeat: visitors type the same popular names, and every keystroke's prefix is asked
// again by the next visitor. A few thousand answers of about 8 KB each stay ready, in the catalog
// version's derived data.
const answers = answerCache<CatalogIndex>(4000);

const sortedList = (values: readonly (string | number)[] | undefined) =>
  values ? [...values].sort().join(',') : '';

/** A SearchResponse as JSON text, built once per catalog version, language and query. */
export function searchAnswerText(index: CatalogIndex, lang: Language, query: SearchQuery): string {
  const { q, limit, offset, gender, brands, families, preferredBrands } = query;
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
  return answers.getText(index, key, () => {
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
}
