import type { BrandListItem, Perfume } from '../../common/api/catalog';
import type { Language } from '../../common/domain/languages';
import type { CatalogStore } from '../catalog/catalog-store';
import { presentPerfume } from '../catalog/present';

// Perfumes as the catalog pages show them: the catalog index holds everything but the
// descriptions, which stay in the database and are read for the perfumes shown.

/** The descriptions of some perfumes in one language, by id (db/catalog-repository.ts). */
export type DescriptionReader = (
  ids: readonly number[],
  lang: Language,
) => Promise<Map<number, string>>;

export interface PerfumeService {
  brands(): BrandListItem[];
  /** One perfume with its description, or undefined when the catalog has no such id. */
  perfume(id: number, lang: Language): Promise<Perfume | undefined>;
  /**
   * Several perfumes, each once, in the order asked (or by name); ids the catalog lacks are
   * skipped, or with allPresent the answer is the missing ids instead.
   */
  perfumesByIds(
    ids: readonly number[],
    options: { allPresent: boolean; sortByEntryOrder: boolean },
    lang: Language,
  ): Promise<{ perfumes: Perfume[] } | { missing: number[] }>;
  /** A perfume's description, '' when it has none (the shared page's summary). */
  description(id: number, lang: Language): Promise<string>;
}

export function createPerfumeService(deps: {
  catalog: CatalogStore;
  readDescriptions: DescriptionReader;
}): PerfumeService {
  const { catalog, readDescriptions } = deps;
  return {
    brands: () =>
      catalog.index.brands.map((b) => ({ id: b.id, name: b.name, perfumeCount: b.perfumeCount })),

    async perfume(id, lang) {
      const index = catalog.index;
      const perfume = index.perfumeById.get(id);
      if (!perfume) return undefined;
      const descriptions = await readDescriptions([perfume.id], lang);
      return presentPerfume(index, perfume, lang, descriptions.get(perfume.id) ?? '');
    },

    async perfumesByIds(ids, { allPresent, sortByEntryOrder }, lang) {
      const index = catalog.index;
      const unique = [...new Set(ids)];
      const missing = unique.filter((id) => !index.perfumeById.has(id));
      if (allPresent && missing.length > 0) return { missing };
      const perfumes = unique.flatMap((id) => index.perfumeById.get(id) ?? []);
      if (!sortByEntryOrder) perfumes.sort((a, b) => a.name.localeCompare(b.name));
      const descriptions = await readDescriptions(
        perfumes.map((p) => p.id),
        lang,
      );
      return {
        perfumes: perfumes.map((p) => presentPerfume(index, p, lang, descriptions.get(p.id) ?? '')),
      };
    },

    async description(id, lang) {
      return (await readDescriptions([id], lang)).get(id) ?? '';
    },
  };
}
