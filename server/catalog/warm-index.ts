import { recommendIndex } from '../recommend/similarity';
import { searchIndexFor } from '../search/text-search';
import type { CatalogIndex } from './catalog-index';

/**
 * Builds the engines' derived indexes (search vocabulary, recommendation matrix) before a catalog
 * index is put into service, so no visitor's request pays for them.
 */
export function warmIndex(index: CatalogIndex): CatalogIndex {
  searchIndexFor(index);
  recommendIndex(index);
  return index;
}
