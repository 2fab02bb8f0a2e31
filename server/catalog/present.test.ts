import { beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../common/domain/languages';
import { seedCatalogDir } from '../test-support/test-app';
import { CatalogIndex } from './catalog-index';
import { generateCatalog } from '../catalog-tools/generate';
import { perfumeSummaryJson, presentPerfumeSummary } from './present';
import { readCatalogFolder } from './read-catalog';
import { validateCatalog } from './validate';

describe('perfumeSummaryJson', () => {
  let seed: CatalogIndex;
  let generated: CatalogIndex;
  beforeAll(async () => {
    const data = validateCatalog(await readCatalogFolder(seedCatalogDir)).data!;
    seed = new CatalogIndex(data, 1);
    generated = new CatalogIndex(generateCatalog({ perfumes: 2000, seed: 5 }, data), 1);
  });

  it('writes the same text as JSON.stringify of the presented summary, in every language', () => {
    for (const index of [seed, generated]) {
      for (const lang of languages) {
        for (const p of index.perfumes) {
          // Twice: the second time from the kept text, unless another perfume took its slot.
          for (let pass = 0; pass < 2; pass++) {
            expect(perfumeSummaryJson(index, p, lang)).toBe(
              JSON.stringify(presentPerfumeSummary(index, p, lang)),
            );
          }
        }
      }
    }
  });
});

describe('presentPerfumeSummary: the drawn flacon', () => {
  it('carries the strength and the main ingredients’ family colours in their shares', async () => {
    const data = validateCatalog(await readCatalogFolder(seedCatalogDir)).data!;
    const index = new CatalogIndex(data, 1);
    const colorOf = (key: string) => {
      const ingredient = index.ingredients.find((i) => i.key === key)!;
      return index.familyById.get(ingredient.familyId)!.color;
    };
    // N°5's five largest: rose, jasmine and ylang-ylang (floral, 44) before aldehydes and iris
    // (powdery, 30), though aldehydes are its largest single ingredient.
    const n5 = presentPerfumeSummary(index, index.perfumeById.get(1001)!, 'en');
    expect(n5.picture.concentration).toBe('parfum');
    expect(n5.picture.colors.reduce((sum, c) => sum + c.share, 0)).toBe(100);
    expect(n5.picture.colors[0]!.color).toBe(colorOf('may-rose'));
    for (const p of index.perfumes) {
      const { picture } = presentPerfumeSummary(index, p, 'fr');
      expect(picture.concentration).toBe(p.concentration?.concentration ?? null);
      expect(picture.colors.length).toBeGreaterThan(0);
      expect(picture.colors.reduce((sum, c) => sum + c.share, 0)).toBe(100);
    }
  });
});
