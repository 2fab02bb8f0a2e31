import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogVersion, readCatalog } from '../db/catalog-repository';
import { createTestApp, seedCatalogDir, type TestApp } from '../test-support/test-app';
import { importCatalog } from './import';
import { readCatalogFolder } from '../catalog/read-catalog';
import { formatProblem, validateCatalog } from '../catalog/validate';

const header =
  'name,brand,subBrand,year,gender,perfumers,family,secondaryFamily,meFamilyName,ingredients,hero,description_en,description_fr,description_es';

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
      (await t.app.inject('/api/v7/search?q=jardin%20sale&lang=en'))
        .json()
        .data.map((p: { name: string }) => p.name);
    expect(await search()).not.toContain('Jardin Salé');
    const file = write(
      'new.csv',
      [
        header,
        'Jardin Salé,Maison Nouvelle,,2024,U,Ana Ruiz;Léo Martin,Citrus,Aquatic,,"Bergamote:40;Sea salt:30;Fleur de Figuier:30",Bergamot,"A salty citrus.","Un agrume salé.","Un cítrico salado."',
        '"Nuit, Encore",Maison Nouvelle,Les Nuits,2025,FU,,Ambré,Woody,soft amber,Vanilla:50;Sandalwood:30;Benzoin:20,,"Vanilla and sandalwood.",,',
      ].join('\n'),
    );
    const result = await importCatalog(t.db.db, file);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.report.perfumes).toMatchObject({
      added: 2,
      updated: 0,
      total: before.counts.perfumes + 2,
    });
    const names = (records: { name: string }[]) => records.map((r) => r.name);
    expect(names(result.report.created.brands)).toEqual(['Maison Nouvelle']);
    expect(result.report.created.families).toEqual([]);
    expect(result.report.created.ingredients).toEqual([
      expect.objectContaining({ name: 'Fleur de Figuier', key: 'fleur-de-figuier', row: 2 }),
    ]);
    expect(result.report.copiedDescriptions).toEqual([
      { row: 3, perfume: 'Nuit, Encore', languages: ['fr', 'es'] },
    ]);
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
    expect(added.meFamilyName).toBe('Soft Amber');
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
        'Good One,Maison Nouvelle,,2024,U,,Citrus,Aquatic,,Bergamot:60;Sea salt:30;Lemon:10,,"Fine.",,',
        'Bad One,Maison Nouvelle,,2024,U,,Citrus,Aquatic,,Bergamot:60;Sea salt:20;Lemon:10,,"Sums to 90.",,',
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

  it('names every problem of every row in one run, whether a cell cannot be read or a record is invalid', async () => {
    const version = await getCatalogVersion(t.db.db);
    const file = write(
      'many.csv',
      [
        header,
        'Year Typo,Maison Nouvelle,,19x4,U,,Citrus,Aquatic,,Bergamot:60;Sea salt:30;Lemon:10,,"Fine otherwise.",,',
        'Short Sum,Maison Nouvelle,,2024,U,,Citrus,Aquatic,,Bergamot:60;Sea salt:20;Lemon:10,,"Sums to 90.",,',
        'Bad Gender,Maison Nouvelle,,2024,X,,Citrus,Aquatic,,Bergamot:60;Sea salt:30;Lemon:10,Rose,"Hero elsewhere.",,',
        // The missing family is reported once, not again for the new ingredient that would take it.
        'No Family,Maison Nouvelle,,2024,U,,,Aquatic,,Bergamot:60;Sea salt:30;Fig leaf:10,,"Family missing.",,',
      ].join('\n'),
    );
    const result = await importCatalog(t.db.db, file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(formatProblem)).toEqual([
      'many.csv › row 2 › year: must be a whole number, not "19x4"',
      expect.stringMatching(
        /^many\.csv › row 3 \(perfume \d+ "Short Sum"\) › ingredients: proportions sum to 90, not 100$/,
      ),
      'many.csv › row 4 › hero: "Rose" is not one of this row\'s ingredients',
      expect.stringMatching(
        /^many\.csv › row 4 \(perfume \d+ "Bad Gender"\) › gender: must be FU \(her\), MU \(him\) or U \(unisex\)$/,
      ),
      'many.csv › row 5 › family: is empty',
    ]);
    expect(await getCatalogVersion(t.db.db)).toBe(version);
  });

  it('names missing columns and malformed ingredient pairs', async () => {
    const missing = await importCatalog(t.db.db, write('cols.csv', 'name,brand\nX,Y\n'));
    expect(missing.ok).toBe(false);
    if (!missing.ok)
      expect(missing.problems.map(formatProblem)).toContain(
        'cols.csv › header › gender: column is missing',
      );
    const pairs = await importCatalog(
      t.db.db,
      write('pairs.csv', `${header}\nX,Y,,2020,U,,Citrus,Aquatic,,Bergamot 60,,"d",,\n`),
    );
    expect(pairs.ok).toBe(false);
    if (!pairs.ok)
      expect(pairs.problems.map(formatProblem)).toContain(
        'pairs.csv › row 2 › ingredients: "Bergamot 60" must be written name:proportion with a whole-number proportion, e.g. Rose:30',
      );
  });

  it('announces each phase with its counts and reports progress in every phase', async () => {
    const phases: string[] = [];
    const last = new Map<string, [number, number]>();
    const result = await importCatalog(t.db.db, seedCatalogDir, {
      onPhase: (phase, detail) => phases.push(`${phase}: ${detail}`),
      onProgress: (phase, unit, done, total) => last.set(`${phase} ${unit}`, [done, total]),
    });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    const brandFiles = fs.readdirSync(path.join(seedCatalogDir, 'brands')).length;
    const chapterFiles = fs.readdirSync(path.join(seedCatalogDir, 'chapters')).length;
    const files = 4 + brandFiles + chapterFiles;
    const perfumes = result.report.perfumes.total;
    expect(phases).toEqual([
      `reading: reading ${seedCatalogDir}`,
      `validating: validating ${perfumes} perfumes in ${brandFiles} brands`,
      `writing: writing ${perfumes} perfumes in one transaction`,
    ]);
    expect([...last]).toEqual([
      ['reading files', [files, files]],
      ['validating perfumes', [perfumes, perfumes]],
      ['writing perfumes', [perfumes, perfumes]],
    ]);
  });

  it('replaces the whole catalog from a folder, and refuses an invalid one without touching the database', async () => {
    const replaced = await importCatalog(t.db.db, seedCatalogDir);
    expect(replaced.ok).toBe(true);
    await t.catalog.refresh();
    expect(t.catalog.index.perfumes.some((p) => p.name === 'Jardin Salé')).toBe(false);

    const broken = path.join(dir, 'broken');
    fs.cpSync(seedCatalogDir, broken, { recursive: true });
    fs.writeFileSync(
      path.join(broken, 'brands', 'zzz.json'),
      '{"id": 999, "key": "zzz", "name": "Z", "perfumes": [{"id": 1}]}',
    );
    const version = await getCatalogVersion(t.db.db);
    const result = await importCatalog(t.db.db, broken);
    expect(result.ok).toBe(false);
    expect(await getCatalogVersion(t.db.db)).toBe(version);
  });
  it('imports the example CSV of catalog/README.md, which the seed folder does not load', async () => {
    const seed = await readCatalogFolder(seedCatalogDir);
    expect(seed.unreadable).toEqual([]);
    expect(validateCatalog(seed).problems).toEqual([]);
    expect(seed.brands.every((b) => b.file.startsWith('brands'))).toBe(true);

    const result = await importCatalog(
      t.db.db,
      path.join(seedCatalogDir, 'examples', 'new-perfumes.csv'),
    );
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.report.perfumes).toMatchObject({ added: 2, updated: 0 });
    expect(result.report.created.brands.map((b) => b.name)).toEqual(['Comme des Garçons']);
    expect(result.report.created.ingredients.map((i) => i.name)).toEqual(['Pittosporum']);
    expect(result.report.copiedDescriptions).toEqual([
      { row: 3, perfume: 'Wonderwood', languages: ['es'] },
    ]);
    // The pyramid and the strength, named in French on the second row, land with the perfumes.
    const imported = (await readCatalog(t.db.db)).brands.flatMap((b) => b.perfumes);
    const wonderwood = imported.find((p) => p.name === 'Wonderwood')!;
    expect(wonderwood.concentration).toBe('eau-de-parfum');
    expect(wonderwood.ingredients.find((i) => i.key === 'cedarwood')?.stages).toEqual([
      'heart',
      'base',
    ]);
    const lagune = imported.find((p) => p.name === 'Un Jardin sur la Lagune')!;
    expect(lagune.concentration).toBe('eau-de-toilette');
    expect(lagune.ingredients.every((i) => i.stages && i.stages.length > 0)).toBe(true);
  });
});
