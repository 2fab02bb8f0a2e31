import type { HouseListItem, HouseResponse, HousesResponse } from '../../common/api/houses';
import type { PerfumerRef } from '../../common/api/perfumers';
import type { Language } from '../../common/domain/languages';
import type { CatalogIndex, IndexedBrand, IndexedPerfume } from '../catalog/catalog-index';
import { presentPerfumeSummary } from '../catalog/present';
import { perfumerDirectory } from '../perfumers/perfumer-directory';
import { perfumerSlug } from '../../common/domain/perfumer-names';
import { familySpread, presentSignatures } from '../signature/present-signatures';
import { houseDirectory } from './house-directory';

// What the house pages are answered with (/houses, /house/<key>), from one catalog version.

function listItem(index: CatalogIndex, brand: IndexedBrand, lang: Language): HouseListItem {
  const country = brand.country ? index.countryByCode.get(brand.country) : undefined;
  return {
    key: brand.key,
    name: brand.name,
    country: brand.country
      ? { code: brand.country, name: country?.name[lang] ?? brand.country }
      : null,
    perfumeCount: brand.perfumeCount,
  };
}

export function housesAnswer(index: CatalogIndex, lang: Language): HousesResponse {
  return { houses: index.brands.map((brand) => listItem(index, brand, lang)) };
}

/** The house with this key, or null when the catalog has none. */
export function houseAnswer(
  index: CatalogIndex,
  key: string,
  lang: Language,
): HouseResponse | null {
  const house = houseDirectory.of(index).byKey.get(key);
  if (!house) return null;
  const { brand, perfumes } = house;
  return {
    ...listItem(index, brand, lang),
    founded: brand.founded,
    history: brand.history?.[lang] ?? null,
    perfumes: perfumes.map((p) => presentPerfumeSummary(index, p, lang)),
    families: familySpread(index, perfumes, lang),
    perfumers: housePerfumers(index, perfumes),
    signatureIngredients: presentSignatures(index, perfumes, 'house', lang),
  };
}

/** The perfumers credited on the house's perfumes, most perfumes first, then A to Z. */
function housePerfumers(index: CatalogIndex, perfumes: readonly IndexedPerfume[]): PerfumerRef[] {
  const directory = perfumerDirectory.of(index);
  const counts = new Map<string, number>();
  for (const perfume of perfumes) {
    const credited = new Set(perfume.perfumers.map(perfumerSlug));
    for (const slug of credited) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  return [...counts]
    .flatMap(([slug, perfumeCount]) => {
      const perfumer = directory.bySlug.get(slug);
      return perfumer ? [{ slug, name: perfumer.name, perfumeCount }] : [];
    })
    .sort((a, b) => b.perfumeCount - a.perfumeCount || a.name.localeCompare(b.name));
}
