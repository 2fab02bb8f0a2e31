import type {
  PerfumerListItem,
  PerfumerResponse,
  PerfumersResponse,
} from '../../common/api/perfumers';
import type { Language } from '../../common/domain/languages';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import { presentIngredient, presentPerfumeSummary } from '../catalog/present';
import { familySpread, presentSignatures } from '../signature/present-signatures';
import { closestPerfumers } from './closest-perfumers';
import { perfumerDirectory, type Perfumer } from './perfumer-directory';

// What the perfumer pages are answered with (/perfumers, /perfumer/<slug>), from one catalog version.

function years(perfumes: readonly IndexedPerfume[]): { first: number | null; last: number | null } {
  let first: number | null = null;
  let last: number | null = null;
  for (const { year } of perfumes) {
    if (year === null) continue;
    if (first === null || year < first) first = year;
    if (last === null || year > last) last = year;
  }
  return { first, last };
}

function listItem(perfumer: Perfumer): PerfumerListItem {
  const { first, last } = years(perfumer.perfumes);
  return {
    slug: perfumer.slug,
    name: perfumer.name,
    perfumeCount: perfumer.perfumes.length,
    firstYear: first,
    lastYear: last,
  };
}

export function perfumersAnswer(index: CatalogIndex): PerfumersResponse {
  return { perfumers: perfumerDirectory.of(index).perfumers.map(listItem) };
}

/** The perfumer with this slug, or null when nobody in the catalog has it. */
export function perfumerAnswer(
  index: CatalogIndex,
  slug: string,
  lang: Language,
): PerfumerResponse | null {
  const directory = perfumerDirectory.of(index);
  const perfumer = directory.bySlug.get(slug);
  if (!perfumer) return null;
  const { perfumes } = perfumer;
  return {
    slug: perfumer.slug,
    name: perfumer.name,
    perfumeCount: perfumes.length,
    perfumes: perfumes.map((p) => presentPerfumeSummary(index, p, lang)),
    houses: perfumerHouses(index, perfumes),
    families: familySpread(index, perfumes, lang),
    signatureIngredients: presentSignatures(index, perfumes, 'perfumer', lang),
    closest: closestPerfumers(directory, perfumer).map((close) => ({
      slug: close.perfumer.slug,
      name: close.perfumer.name,
      perfumeCount: close.perfumer.perfumes.length,
      similarity: Math.round(close.similarity * 1000) / 1000,
      sharedIngredients: close.sharedIngredientIds.map((id) => presentIngredient(index, id, lang)),
    })),
  };
}

/** The houses of their perfumes, most perfumes first, then A to Z. */
function perfumerHouses(index: CatalogIndex, perfumes: readonly IndexedPerfume[]) {
  const counts = new Map<number, number>();
  for (const p of perfumes) counts.set(p.brandId, (counts.get(p.brandId) ?? 0) + 1);
  return [...counts]
    .flatMap(([id, perfumeCount]) => {
      const brand = index.brandById.get(id);
      return brand ? [{ key: brand.key, name: brand.name, perfumeCount }] : [];
    })
    .sort((a, b) => b.perfumeCount - a.perfumeCount || a.name.localeCompare(b.name));
}
