import type { CatalogIndex, IndexedBrand, IndexedPerfume } from '../catalog/catalog-index';
import { derivedData } from '../catalog/derived';
import { STEP, type Sliced } from '../catalog/sliced';
import { byYearThenName } from '../perfumers/perfumer-directory';

// Every house of a catalog version with its perfumes, found by the key its address carries
// (/house/<key>). Built once per catalog version, beside its index.

export interface House {
  brand: IndexedBrand;
  /** Oldest first; perfumes without a year last; then by name. */
  perfumes: readonly IndexedPerfume[];
}

export interface HouseDirectory {
  /** A to Z, as the index orders its brands. */
  houses: readonly House[];
  byKey: ReadonlyMap<string, House>;
}

function* buildDirectory(index: CatalogIndex): Sliced<HouseDirectory> {
  const perfumesOf = new Map<number, IndexedPerfume[]>(index.brands.map((b) => [b.id, []]));
  let step = 0;
  for (const perfume of index.perfumes) {
    perfumesOf.get(perfume.brandId)?.push(perfume);
    if (++step % STEP === 0) yield;
  }
  const houses = index.brands.map((brand) => ({
    brand,
    perfumes: perfumesOf.get(brand.id)!.sort(byYearThenName),
  }));
  yield;
  return { houses, byKey: new Map(houses.map((h) => [h.brand.key, h])) };
}

export const houseDirectory = derivedData(buildDirectory);
