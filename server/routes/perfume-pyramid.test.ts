import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perfumeSchema } from '../../common/api/catalog';
import { importCatalog } from '../catalog-tools/import';
import { readCatalogFolder } from '../catalog/read-catalog';
import { formatProblem, validateCatalog } from '../catalog/validate';
import { readCatalog, replaceCatalog } from '../db/catalog-repository';
import { migrateToLatest } from '../db/migrate';
import * as m001 from '../db/migrations/001-catalog';
import * as m002 from '../db/migrations/002-accounts';
import type { Database as Schema } from '../db/schema';
import { createTestApp, seedCatalogDir, type TestApp } from '../test-support/test-app';

type Proportion = { ingredient: { name: string }; stages: string[] };

describe('a perfume’s pyramid and concentration in the API', () => {
  let t: TestApp;
  const byName = (name: string) => t.catalog.index.perfumes.find((p) => p.name === name)!;
  const perfume = async (name: string, lang = 'en') => {
    const res = await t.app.inject(`/api/perfumes/${byName(name).id}?lang=${lang}`);
    expect(res.statusCode).toBe(200);
    return perfumeSchema.parse(res.json());
  };
  const stagesOf = (p: { ingredientProportions: Proportion[] }) =>
    Object.fromEntries(p.ingredientProportions.map((i) => [i.ingredient.name, i.stages]));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every ingredient of N°5 its stages, and the perfume its concentration', async () => {
    const no5 = await perfume('N°5');
    expect(stagesOf(no5)).toMatchObject({
      Aldehydes: ['top'],
      Neroli: ['top'],
      'Ylang-ylang': ['top', 'heart'],
      Jasmine: ['heart'],
      Sandalwood: ['base'],
    });
    expect(no5.concentration).toEqual({
      key: 'parfum',
      houseName: null,
      alsoAs: ['eau-de-parfum', 'eau-de-toilette'],
    });
    expect(no5.pyramid).toEqual({ linear: null, source: 'published' });
  });

  it('says which perfumes are linear, the house’s own name and the other strengths', async () => {
    expect((await perfume('Escentric 01')).pyramid.linear).toBe(true);
    expect((await perfume('Baccarat Rouge 540')).concentration).toEqual({
      key: 'eau-de-parfum',
      houseName: null,
      alsoAs: ['parfum'],
    });
    expect((await perfume('Acqua di Giò Profumo')).concentration?.houseName).toBe('Profumo');
    expect((await perfume('Santal 33')).pyramid.source).toBe('estimated');
  });

  it('keeps the stages whatever the language', async () => {
    const fr = await perfume('Shalimar', 'fr');
    expect(stagesOf(fr)).toMatchObject({ Vanille: ['base'], Bergamote: ['top'] });
  });

  it('answers a perfume imported without pyramid nor strength with empty stages and no concentration', async () => {
    const file = path.join(t.dataDir, 'bare.csv');
    fs.writeFileSync(
      file,
      'name,brand,gender,family,secondaryFamily,meFamilyName,ingredients,hero,description_en\n' +
        'Plain Water,Maison Nue,U,Citrus,Aquatic,,Bergamot:50;Sea salt:30;Vetiver:20,,A plain citrus.\n',
    );
    const result = await importCatalog(t.db.db, file);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    await t.catalog.refresh();
    const plain = await perfume('Plain Water');
    expect(plain.ingredientProportions.map((i) => i.stages)).toEqual([[], [], []]);
    expect(plain.concentration).toBeNull();
    expect(plain.pyramid).toEqual({ linear: null, source: null });
    // The seed's perfumes keep theirs through the import.
    expect((await perfume('N°5')).concentration?.key).toBe('parfum');
  });
});

describe('migration 004 on a database made before it', () => {
  it('applies to a database migrated before it and stores catalogs with and without pyramids', async () => {
    const db = new Kysely<Schema>({
      dialect: new SqliteDialect({ database: new Database(':memory:') }),
    });
    try {
      // A database as the site left it before pyramids: 003 (contact and analytics) and 004 land on it.
      const before: Record<string, Migration> = { '001-catalog': m001, '002-accounts': m002 };
      await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
      const { data } = validateCatalog(await readCatalogFolder(seedCatalogDir));
      const old = structuredClone(data!);
      old.brands = old.brands.slice(0, 2);
      for (const p of old.brands.flatMap((b) => b.perfumes)) {
        p.ingredients = p.ingredients.map(({ key, proportion }) => ({ key, proportion }));
        for (const field of [
          'concentration',
          'concentrationName',
          'alsoAs',
          'linear',
          'pyramidSource',
        ] as const)
          delete p[field];
      }
      // Later migrations (005 on) apply after these two.
      expect((await migrateToLatest(db)).slice(0, 2)).toEqual([
        '003-contact-and-analytics',
        '004-perfume-pyramid',
      ]);
      await replaceCatalog(db, old);
      const back = await readCatalog(db);
      expect(back.brands.flatMap((b) => b.perfumes)).toEqual(old.brands.flatMap((b) => b.perfumes));
      // And the seed, with its pyramids, fits the migrated table.
      await replaceCatalog(db, data!);
      const no5 = (await readCatalog(db)).brands[0]!.perfumes[0]!;
      expect(no5.ingredients[0]!.stages).toEqual(['top']);
    } finally {
      await db.destroy();
    }
  });
});
