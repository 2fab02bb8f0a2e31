import { warmConcepts } from '../concepts/concepts-engine';
import { preparePrecomputedFiles } from '../concepts/precomputed-files';
import { familyData } from '../families/families-engine';
import { houseDirectory } from '../houses/house-directory';
import { perfumerDirectory } from '../perfumers/perfumer-directory';
import { recommendData } from '../recommend/similarity';
import { browseIndex } from '../search/browse';
import { searchIndex } from '../search/text-search';
import type { CatalogIndex } from './catalog-index';
import { runAtOnce, type Sliced } from './sliced';

/**
 * Builds the engines' derived data (search vocabulary, the catalog in name order, recommendation
 * matrix, the families tree's buckets, concept relations and each concept's best perfumes) before
 * a catalog index is put into service, so no visitor's request pays for them
 * (docs/decisions/003-catalog-in-sql-served-from-memory.md), in slices so that a serving node
 * keeps answering meanwhile (docs/decisions/028-catalog-reload-in-slices.md).
 */
export function* warmDerivedData(index: CatalogIndex): Sliced<CatalogIndex> {
  for (const derived of [
    searchIndex,
    browseIndex,
    recommendData,
    familyData,
    perfumerDirectory,
    houseDirectory,
  ]) {
    yield* derived.warm(index);
  }
  yield* warmConcepts(index);
  return index;
}

/**
 * A catalog version ready to serve: its index (CatalogIndex.build, or a CatalogIndexBuilder's
 * build) and every engine's derived data, in slices.
 */
export function* buildServedIndex(index: Sliced<CatalogIndex>): Sliced<CatalogIndex> {
  return yield* warmDerivedData(yield* index);
}

/** The same warm-up at once, for callers with nothing else to serve (tools, tests). */
export function warmIndex(index: CatalogIndex): CatalogIndex {
  return runAtOnce(warmDerivedData(index));
}

/**
 * Prepares the answers that are served whole and compressed (the concepts' precomputed files) in
 * the background once a catalog index is in service: compression runs on the thread pool, and a
 * request that comes first waits for the same work instead of starting its own.
 */
export function prepareAnswers(index: CatalogIndex): Promise<void> {
  return preparePrecomputedFiles(index);
}
