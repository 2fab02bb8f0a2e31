import type { CatalogIndex } from '../catalog/catalog-index';
import { runAtOnce, type Sliced } from './sliced';

// Data an engine derives from one catalog version (a search vocabulary, a matrix, an order),
// kept beside that version's index and dropped with it. A serving node builds it in slices before
// the version is put into service (warm-index.ts), so no request builds it; a test or a tool that
// asks first gets it built at once.

export interface Derived<T> {
  /** The data of this catalog version, built at once if nothing built it yet. */
  of(index: CatalogIndex): T;
  /** Builds it in slices, unless it is there already. */
  warm(index: CatalogIndex): Sliced<void>;
}

export function derivedData<T>(build: (index: CatalogIndex) => Sliced<T>): Derived<T> {
  const built = new WeakMap<CatalogIndex, T>();
  return {
    of(index) {
      if (!built.has(index)) built.set(index, runAtOnce(build(index)));
      return built.get(index)!;
    },
    *warm(index) {
      if (!built.has(index)) built.set(index, yield* build(index));
    },
  };
}
