import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogVersion, readCatalog } from '../db/catalog-repository';
import type { TestDatabase } from '../test-support/databases';
import { seedCatalogDir } from '../test-support/test-app';
import { CatalogStore } from './catalog-store';
import { catalogWarmUp } from '../catalog-warm-up';
import { importCatalog } from '../catalog-tools/import';
import { formatProblem } from './validate';

// Whoever changes the catalog holds its lock, so that nothing an operator imports is lost and
// nodes started together seed an empty database once. The same expectations on every dialect:
// catalog-lock.test.ts runs them on SQLite, catalog-lock.pg.test.ts on PostgreSQL, each with
// separate connections as separate nodes or import commands would have.

const header =
  'name,brand,subBrand,year,gender,perfumers,family,secondaryFamily,meFamilyName,ingredients,hero,description_en,description_fr,description_es';

export function catalogLockContract(name: string, create: () => Promise<TestDatabase>): void {
  describe(`the catalog lock on ${name}`, () => {
    let t: TestDatabase;
    let dir: string;
    beforeAll(async () => {
      t = await create();
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-lock-'));
    }, 60_000);
    afterAll(async () => {
      await t?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('seeds an empty database once when three nodes start on it together', async () => {
      const nodes = [t.openAnother(), t.openAnother(), t.openAnother()];
      try {
        const stores = await Promise.all(
          nodes.map((node) =>
            CatalogStore.open(node.db, { warmUp: catalogWarmUp, seedDir: seedCatalogDir }),
          ),
        );
        expect(stores.map((s) => s.index.version)).toEqual([1, 1, 1]);
        const counts = stores[0]!.index.counts();
        expect(counts.perfumes).toBeGreaterThan(0);
        for (const store of stores) expect(store.index.counts()).toEqual(counts);
        expect(await getCatalogVersion(t.handle.db)).toBe(1);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
      }
    }, 60_000);

    it('lands both of two CSV imports started together, one after the other', async () => {
      const before = await getCatalogVersion(t.handle.db);
      const csv = (file: string, perfume: string) => {
        const target = path.join(dir, file);
        fs.writeFileSync(
          target,
          `${header}\n${perfume},Guerlain,,2024,U,,Floral,Woody,,Rose:50;Musk:30;Vetiver:20,Rose,"A rose.","Une rose.","Una rosa."\n`,
        );
        return target;
      };
      const first = t.openAnother();
      const second = t.openAnother();
      try {
        const results = await Promise.all([
          importCatalog(first.db, csv('a.csv', 'Rose du Matin')),
          importCatalog(second.db, csv('b.csv', 'Rose du Soir')),
        ]);
        for (const result of results) {
          if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
          expect(result.report.perfumes.added).toBe(1);
        }
        const versions = results.map((r) => (r.ok ? r.report.version : 0)).sort();
        expect(versions).toEqual([before + 1, before + 2]);
        expect(await getCatalogVersion(t.handle.db)).toBe(before + 2);
        const names = (await readCatalog(t.handle.db)).brands
          .find((b) => b.name === 'Guerlain')!
          .perfumes.map((p) => p.name);
        expect(names).toContain('Rose du Matin');
        expect(names).toContain('Rose du Soir');
      } finally {
        await first.close();
        await second.close();
      }
    }, 60_000);
  });
}
