import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogVersion } from '../db/catalog-repository';
import { createTestApp, seedCatalogDir, type TestApp } from '../test-support/test-app';
import { importCatalog } from './import';
import { formatProblem } from './validate';

const header =
  'name,brand,subBrand,year,gender,perfumers,family,secondaryFamily,ingredients,hero,description_en,description_fr,description_es';

describe('catalog import', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-import-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const health = async () => (await t.app.inject('/api/health')).json();

  it('adds the perfumes of a CSV, creating new brands and ingredients by name, visible without restart', async () => {
    const before = (await health()).catalog;
    const search = async () =>
      (await t.app.inject('/api/v7/search?q=jardin%20sale&lang=en')).json().data.map(
        (p: { name: string }) => p.name,
      );
    expect(await search()).not.toContain('Jardin Salé');
    const file = write(
      'new.csv',
      [
        header,
        'Jardin Salé,Maison Nouvelle,,2024,U,Ana Ruiz;Léo Martin,Citrus,Aquatic,"Bergamote:40;Sea salt:30;Fleur de Figuier:30",Bergamot,"A salty citrus.","Un agrume salé.","Un cítrico salado."',
        '"Nuit, Encore",Maison Nouvelle,Les Nuits,2025,FU,,Ambré,Woody,Vanilla:50;Sandalwood:50,,"Vanilla and sandalwood.",,',
      ].join('\n'),
    );
    const result = await importCatalog(t.db.db, file);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.report.perfumes).toMatchObject({ added: 2, updated: 0, total: before.counts.perfumes + 2 });
    expect(result.report.created).toEqual({ brands: ['Maison Nouvelle'], families: [], ingredients: ['Fleur de Figuier'] });
    expect(result.report.version).toBe(before.version + 1);

    // The running server notices the new version on its next check.
    await t.catalog.refresh();
    const after = (await health()).catalog;
    expect(after.version).toBe(before.version + 1);
    expect(after.counts.perfumes).toBe(before.counts.perfumes + 2);
    expect(after.counts.brands).toBe(before.counts.brands + 1);
    // Answers kept from the previous version are not served any more.
    expect(await search()).toContain('Jardin Salé');
    const added = t.catalog.index.perfumes.find((p) => p.name === 'Nuit, Encore')!;
    expect(added.subBrand).toBe('Les Nuits');
    const fr = await t.app.inject(`/api/perfumes/${added.id}?lang=fr`);
    expect(fr.json().description).toBe('Vanilla and sandalwood.');
  });

  it('changes nothing when one row is bad, and names the row', async () => {
    const version = await getCatalogVersion(t.db.db);
    const count = t.catalog.index.perfumes.length;
    const file = write(
      'bad.csv',
      [
        header,
        'Good One,Maison Nouvelle,,2024,U,,Citrus,Aquatic,Bergamot:60;Sea salt:40,,"Fine.",,',
        'Bad One,Maison Nouvelle,,2024,U,,Citrus,Aquatic,Bergamot:60;Sea salt:30,,"Sums to 90.",,',
      ].join('\n'),
    );
    const result = await importCatalog(t.db.db, file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^bad\.csv › row 3 \(perfume \d+ "Bad One"\) › ingredients: proportions sum to 90, not 100$/,
      ),
    ]);
    expect(await getCatalogVersion(t.db.db)).toBe(version);
    await t.catalog.refresh();
    expect(t.catalog.index.perfumes.length).toBe(count);
  });

  it('names missing columns and malformed ingredient pairs', async () => {
    const missing = await importCatalog(t.db.db, write('cols.csv', 'name,brand\nX,Y\n'));
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.problems.map(formatProblem)).toContain('cols.csv › header › gender: column is missing');
    const pairs = await importCatalog(t.db.db, write('pairs.csv', `${header}\nX,Y,,2020,U,,Citrus,Aquatic,Bergamot 60,,"d",,\n`));
    expect(pairs.ok).toBe(false);
    if (!pairs.ok)
      expect(pairs.problems.map(formatProblem)).toContain(
        'pairs.csv › row 2 › ingredients: "Bergamot 60" must be written name:proportion, e.g. Rose:30',
      );
  });

  it('replaces the whole catalog from a folder, and refuses an invalid one without touching the database', async () => {
    const replaced = await importCatalog(t.db.db, seedCatalogDir);
    expect(replaced.ok).toBe(true);
    await t.catalog.refresh();
    expect(t.catalog.index.perfumes.some((p) => p.name === 'Jardin Salé')).toBe(false);

    const broken = path.join(dir, 'broken');
    fs.cpSync(seedCatalogDir, broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'brands', 'zzz.json'), '{"id": 999, "key": "zzz", "name": "Z", "perfumes": [{"id": 1}]}');
    const version = await getCatalogVersion(t.db.db);
    const result = await importCatalog(t.db.db, broken);
    expect(result.ok).toBe(false);
    expect(await getCatalogVersion(t.db.db)).toBe(version);
  });
});
