import { describe, expect, it } from 'vitest';
import { fixtureIndex, fixturePerfume } from './test-support/catalog-fixture';
import { warmConcepts } from './concepts/concepts-engine';
import { familyData } from './families/families-engine';
import { recommendData } from './recommend/similarity';
import { browseIndex } from './search/browse';
import { searchIndex, searchPerfumes } from './search/text-search';
import { readCatalogFolder } from './catalog/read-catalog';
import { seedCatalogDir } from './test-support/test-app';
import { validateCatalog } from './catalog/validate';
import { CatalogIndex } from './catalog/catalog-index';
import { runAtOnce, runSliced } from './lib/sliced';
import { buildServedIndex, warmIndex } from './catalog-warm-up';

describe('warmIndex', () => {
  it('builds every engine’s derived data before the index is served, leaving nothing to build', () => {
    const index = fixtureIndex([
      {
        id: 1,
        key: 'house',
        name: 'House',
        perfumes: [fixturePerfume({ id: 1001, name: 'Rosy' })],
      },
    ]);
    expect(warmIndex(index)).toBe(index);
    // A warm-up finds each one there: it finishes at its first step, building nothing.
    for (const derived of [searchIndex, browseIndex, recommendData, familyData]) {
      expect(derived.warm(index).next().done).toBe(true);
    }
    expect(warmConcepts(index).next().done).toBe(true);
  });

  it('builds in slices the same index as at once', async () => {
    const data = validateCatalog(await readCatalogFolder(seedCatalogDir)).data!;
    const atOnce = runAtOnce(buildServedIndex(CatalogIndex.build(data, 1)));
    let slices = 0;
    const sliced = await runSliced(buildServedIndex(CatalogIndex.build(data, 1)), {
      sliceMs: 1,
      onSlice: () => slices++,
    });
    expect(slices).toBeGreaterThan(1);
    expect(sliced.perfumes).toEqual(atOnce.perfumes);
    expect([...sliced.perfumeById.keys()]).toEqual([...atOnce.perfumeById.keys()]);
    expect(sliced.brands).toEqual(atOnce.brands);
    expect(sliced.perfumesByIngredient).toEqual(atOnce.perfumesByIngredient);
    // And as the constructor always built it.
    expect(new CatalogIndex(data, 1).perfumes).toEqual(atOnce.perfumes);
    const names = (index: CatalogIndex) =>
      searchPerfumes(index, 'rose', { limit: 30 }).hits.map((h) => h.perfume.id);
    expect(names(sliced)).toEqual(names(atOnce));
  });
});
