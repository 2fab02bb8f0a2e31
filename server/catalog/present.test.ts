import { beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../common/domain/languages';
import { seedCatalogDir } from '../test-support/test-app';
import { CatalogIndex } from './catalog-index';
import { generateCatalog } from './generate';
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
