import { conceptRecos, conceptRelations } from '../concepts/concepts-engine';
import { preparePrecomputedFiles } from '../concepts/precomputed-files';
import { recommendIndex } from '../recommend/similarity';
import { browseIndexFor } from '../search/browse';
import { searchIndexFor } from '../search/text-search';
import type { CatalogIndex } from './catalog-index';

/**
 * Builds the engines' derived indexes (search vocabulary, the catalog in name order, recommendation matrix, concept relations
 * and each concept's best perfumes) before a catalog index is put into service, so no visitor's
 * request pays for them (docs/decisions/003-catalog-in-sql-served-from-memory.md).
 */
export function warmIndex(index: CatalogIndex): CatalogIndex {
  searchIndexFor(index);
  browseIndexFor(index);
  recommendIndex(index);
  conceptRelations(index);
  conceptRecos(index);
  return index;
}

/**
 * Prepares the answers that are served whole and compressed (the concepts' precomputed files) in
 * the background once a catalog index is in service: compression runs on the thread pool, and a
 * request that comes first waits for the same work instead of starting its own.
 */
export function prepareAnswers(index: CatalogIndex): Promise<void> {
  return preparePrecomputedFiles(index);
}
