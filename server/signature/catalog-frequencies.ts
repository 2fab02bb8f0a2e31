import type { CatalogIndex } from '../catalog/catalog-index';
import type { CatalogFrequencies } from './signature-ingredients';

/** What a catalog version says of its ingredients, as signatures compare a set with it. */
export function catalogFrequencies(index: CatalogIndex): CatalogFrequencies {
  return {
    perfumeCount: index.perfumes.length,
    featuring: (id) => index.ingredientById.get(id)?.perfumeCount ?? 0,
  };
}
