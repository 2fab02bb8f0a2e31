import { describe, expect, it } from 'vitest';
import type { ImportReport } from './import';
import { describeImport } from './import-report';

describe('import report', () => {
  it('lists what was added, every record created with what was assumed, and copied descriptions', () => {
    const report: ImportReport = {
      mode: 'merge-csv',
      version: 7,
      perfumes: { added: 2, updated: 1, total: 560 },
      created: {
        brands: [
          { name: 'Maison Neuve', id: 101, key: 'maison-neuve', row: 2, assumed: 'no country' },
        ],
        families: [],
        ingredients: [
          { name: 'Fig leaf', id: 241, key: 'fig-leaf', row: 3, assumed: 'kind natural' },
          { name: 'Sea spray', id: 242, key: 'sea-spray', row: 4, assumed: 'kind natural' },
        ],
      },
      copiedDescriptions: [{ row: 4, perfume: 'Nuit, Encore', languages: ['fr', 'es'] }],
    };
    expect(describeImport(report, 'new.csv', 'sqlite data/sillage.db', '0.4')).toEqual([
      'Imported new.csv (merge-csv) into sqlite data/sillage.db in 0.4 s: 2 perfumes added, 1 updated, 560 in the catalog. Catalog version is now 7.',
      'Created 1 new brand:',
      '  row 2: Maison Neuve (id 101, key maison-neuve) — no country',
      'Created 2 new ingredients:',
      '  row 3: Fig leaf (id 241, key fig-leaf) — kind natural',
      '  row 4: Sea spray (id 242, key sea-spray) — kind natural',
      '1 perfume has the English description in place of a missing French or Spanish one; translate them:',
      '  row 4 "Nuit, Encore": fr and es',
    ]);
  });

  it('says only what was imported when nothing was created or copied', () => {
    const report: ImportReport = {
      mode: 'replace',
      version: 2,
      perfumes: { added: 557, updated: 0, total: 557 },
      created: { brands: [], families: [], ingredients: [] },
      copiedDescriptions: [],
    };
    expect(describeImport(report, 'catalog', 'db', '1.0')).toHaveLength(1);
  });
});
