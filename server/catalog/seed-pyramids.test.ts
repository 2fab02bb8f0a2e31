import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogData, CatalogPerfume, PyramidStage } from '../../common/domain/catalog-schema';
import { seedCatalogDir } from '../test-support/test-app';
import { readCatalogFolder } from './read-catalog';
import { missingPyramidsAndConcentrations, validateCatalog } from './validate';

// Facts of well-known perfumes, checked against their published pyramids and launches: the seed's
// pyramids were researched perfume by perfume, and these keep a slip from coming back.
describe('the seed catalog’s pyramids and concentrations', () => {
  let seed: CatalogData;
  beforeAll(async () => {
    const { data, problems } = validateCatalog(await readCatalogFolder(seedCatalogDir));
    expect(problems).toEqual([]);
    seed = data!;
  });

  const perfume = (brand: string, name: string): CatalogPerfume => {
    const found = seed.brands.find((b) => b.name === brand)?.perfumes.find((p) => p.name === name);
    if (!found) throw new Error(`${brand} ${name} is not in the seed`);
    return found;
  };
  const notes = (p: CatalogPerfume, stage: PyramidStage) =>
    p.ingredients.filter((i) => i.stages?.includes(stage)).map((i) => i.key);

  it('places every ingredient of every perfume and gives each its concentration', () => {
    // The catalog grows; what holds is that no perfume of it lacks its pyramid or strength.
    expect(seed.brands.flatMap((b) => b.perfumes).length).toBeGreaterThan(500);
    expect(missingPyramidsAndConcentrations(seed)).toEqual([]);
  });

  it('opens N°5 on aldehydes and neroli, with jasmine and May rose at its heart; a parfum', () => {
    const no5 = perfume('Chanel', 'N°5');
    expect(notes(no5, 'top')).toEqual(expect.arrayContaining(['aldehydes', 'neroli']));
    expect(notes(no5, 'heart')).toEqual(expect.arrayContaining(['may-rose', 'jasmine']));
    expect(no5.concentration).toBe('parfum');
  });

  it('dries Shalimar down to vanilla and opoponax, after a bergamot opening', () => {
    const shalimar = perfume('Guerlain', 'Shalimar');
    expect(notes(shalimar, 'base')).toEqual(expect.arrayContaining(['vanilla', 'opoponax']));
    expect(notes(shalimar, 'top')).toContain('bergamot');
  });

  it('launched Sauvage in 2015 as an eau de toilette, on bergamot and pepper over ambroxan', () => {
    const sauvage = perfume('Dior', 'Sauvage');
    expect(sauvage.year).toBe(2015);
    expect(sauvage.concentration).toBe('eau-de-toilette');
    expect(notes(sauvage, 'top')).toContain('calabrian-bergamot');
    expect(notes(sauvage, 'base')).toEqual(['ambroxan']);
  });

  it('sells Baccarat Rouge 540 as an eau de parfum and as an extrait', () => {
    const rouge = perfume('Maison Francis Kurkdjian', 'Baccarat Rouge 540');
    expect(rouge.concentration).toBe('eau-de-parfum');
    expect(rouge.alsoAs).toContain('parfum');
    expect(notes(rouge, 'top')).toEqual(expect.arrayContaining(['saffron', 'jasmine']));
  });

  it('calls the Escentric molecules linear, and gives Acqua di Giò Profumo its house name', () => {
    expect(perfume('Escentric Molecules', 'Escentric 01').linear).toBe(true);
    expect(perfume('Le Labo', 'Another 13').linear).toBe(true);
    const profumo = perfume('Giorgio Armani', 'Acqua di Giò Profumo');
    expect(profumo).toMatchObject({ concentration: 'eau-de-parfum', concentrationName: 'Profumo' });
    const gio = perfume('Giorgio Armani', 'Acqua di Giò');
    expect(gio.concentration).toBe('eau-de-toilette');
    expect(notes(gio, 'top')).toEqual(expect.arrayContaining(['sea-notes', 'bergamot']));
  });

  it('keeps the classics’ drydowns: oakmoss in Mitsouko, patchouli in Angel, birch in Aventus’ heart', () => {
    expect(notes(perfume('Guerlain', 'Mitsouko'), 'base')).toContain('oakmoss');
    expect(notes(perfume('Guerlain', 'Mitsouko'), 'top')).toContain('peach');
    expect(notes(perfume('Mugler', 'Angel'), 'base')).toContain('patchouli');
    expect(notes(perfume('Creed', 'Aventus'), 'heart')).toContain('birch');
    expect(notes(perfume('Creed', 'Aventus'), 'top')).toContain('pineapple');
  });

  it('launched Colonia and the Jo Malone colognes as colognes, and Youth-Dew as a bath oil', () => {
    expect(perfume('Acqua di Parma', 'Colonia').concentration).toBe('eau-de-cologne');
    expect(perfume('Jo Malone London', 'Wood Sage & Sea Salt')).toMatchObject({
      concentration: 'eau-de-cologne',
      concentrationName: 'Cologne',
    });
    expect(perfume('Estée Lauder', 'Youth-Dew')).toMatchObject({
      concentration: 'other',
      concentrationName: 'Bath Oil',
      year: 1953,
    });
  });
});
