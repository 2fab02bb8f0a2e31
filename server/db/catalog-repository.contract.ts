import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogData } from '../../common/domain/catalog-schema';
import { CatalogStore } from '../catalog/catalog-store';
import { readCatalogFolder } from '../catalog/read-catalog';
import { validateCatalog } from '../catalog/validate';
import { seedCatalogDir } from '../test-support/test-app';
import type { TestDatabase } from '../test-support/databases';
import {
  getCatalogVersion,
  pingDatabase,
  readCatalog,
  readPerfumeDescriptions,
  replaceCatalog,
} from './catalog-repository';

// The same expectations for every dialect: catalog-repository.test.ts runs them on SQLite,
// catalog-repository.pg.test.ts on PostgreSQL.
export function catalogRepositoryContract(name: string, create: () => Promise<TestDatabase>): void {
  describe(`catalog repository on ${name}`, () => {
    let t: TestDatabase;
    let seed: CatalogData;
    beforeAll(async () => {
      t = await create();
      const { data, problems } = validateCatalog(await readCatalogFolder(seedCatalogDir));
      expect(problems).toEqual([]);
      seed = data!;
    });
    afterAll(() => t.drop());

    it('answers a ping and starts with no catalog (version 0)', async () => {
      await pingDatabase(t.handle.db);
      expect(await getCatalogVersion(t.handle.db)).toBe(0);
    });

    it('stores the seed catalog and reads back exactly the same data', async () => {
      const version = await replaceCatalog(t.handle.db, seed);
      expect(version).toBe(1);
      const back = await readCatalog(t.handle.db);
      expect(back.families).toEqual(seed.families);
      expect(back.ingredients).toEqual(seed.ingredients);
      expect(back.countries).toEqual(
        [...seed.countries].sort((a, b) => a.code.localeCompare(b.code)),
      );
      expect(back.concepts).toEqual(seed.concepts);
      const byId = (d: CatalogData) =>
        d.brands.flatMap((b) => b.perfumes).sort((a, b) => a.id - b.id);
      expect(byId(back)).toEqual(byId(seed));
    });

    it("keeps each note's stages and the concentration, and a perfume without them without them", async () => {
      const mixed: CatalogData = structuredClone(seed);
      const bare = mixed.brands[0]!.perfumes[0]!;
      bare.ingredients = bare.ingredients.map(({ key, proportion }) => ({ key, proportion }));
      for (const field of [
        'concentration',
        'concentrationName',
        'alsoAs',
        'linear',
        'pyramidSource',
      ] as const)
        delete bare[field];
      await replaceCatalog(t.handle.db, mixed);
      const back = (await readCatalog(t.handle.db)).brands.flatMap((b) => b.perfumes);
      expect(back.find((p) => p.id === bare.id)).toEqual(bare);
      const no5 = back.find((p) => p.name === 'N°5')!;
      expect(no5.concentration).toBe('parfum');
      expect(no5.ingredients.find((i) => i.key === 'ylang-ylang')?.stages).toEqual([
        'top',
        'heart',
      ]);
      // Back to the seed for the tests below.
      await replaceCatalog(t.handle.db, seed);
    });

    it("keeps a house's founding year and history, and a house without them without them", async () => {
      const told: CatalogData = structuredClone(seed);
      const [first, second] = told.brands;
      first!.founded = 1828;
      first!.history = {
        en: 'Founded in Paris by a perfumer to the court.',
        fr: 'Fondée à Paris par un parfumeur de la cour.',
        es: 'Fundada en París por un perfumista de la corte.',
      };
      delete second!.founded;
      delete second!.history;
      await replaceCatalog(t.handle.db, told);
      const back = await readCatalog(t.handle.db);
      const { perfumes: _first, ...firstHead } = back.brands.find((b) => b.id === first!.id)!;
      expect(firstHead).toMatchObject({ founded: 1828, history: first!.history });
      const secondBack = back.brands.find((b) => b.id === second!.id)!;
      expect('founded' in secondBack).toBe(false);
      expect('history' in secondBack).toBe(false);
      await replaceCatalog(t.handle.db, seed);
    });

    it('reads descriptions by perfume id in the language asked, leaving unknown ids out', async () => {
      const [first, second] = seed.brands.flatMap((b) => b.perfumes);
      const fr = await readPerfumeDescriptions(t.handle.db, [second!.id, first!.id, -5], 'fr');
      expect(fr).toEqual(
        new Map([
          [second!.id, second!.description.fr],
          [first!.id, first!.description.fr],
        ]),
      );
      const es = await readPerfumeDescriptions(t.handle.db, [first!.id], 'es');
      expect(es.get(first!.id)).toBe(first!.description.es);
    });

    it('replaces atomically: a failing import leaves the previous catalog and version intact', async () => {
      const versionBefore = await getCatalogVersion(t.handle.db);
      const broken: CatalogData = structuredClone(seed);
      // A perfume naming an ingredient that does not exist fails half-way through the inserts.
      broken.brands.at(-1)!.perfumes[0]!.hero = 'no-such-ingredient';
      await expect(replaceCatalog(t.handle.db, broken)).rejects.toThrow(/no-such-ingredient/);
      expect(await getCatalogVersion(t.handle.db)).toBe(versionBefore);
      const back = await readCatalog(t.handle.db);
      expect(back.brands.flatMap((b) => b.perfumes)).toHaveLength(
        seed.brands.flatMap((b) => b.perfumes).length,
      );
    });

    it('lets another app node notice a new catalog version and reload it', async () => {
      const store = await CatalogStore.open(t.handle.db, { seedDir: seedCatalogDir });
      const before = store.index.counts().perfumes;
      const other = t.openAnother();
      try {
        const smaller = { ...seed, brands: seed.brands.slice(1) };
        const version = await replaceCatalog(other.db, smaller);
        expect(await store.refresh()).toBe(true);
        expect(store.index.version).toBe(version);
        expect(store.index.counts().perfumes).toBe(before - seed.brands[0]!.perfumes.length);
        expect(await store.refresh()).toBe(false);
      } finally {
        await other.close();
      }
    });
  });
}
