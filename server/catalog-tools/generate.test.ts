import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  brandFileSchema,
  conceptSchema,
  countrySchema,
  familySchema,
  ingredientSchema,
  perfumeSchema,
  type CatalogData,
  type CatalogPerfume,
} from '../../common/domain/catalog-schema';
import { slugify } from '../../common/domain/text';
import { brandCount, generateCatalog, type CatalogBase } from './generate';
import { createRandom } from '../lib/random';
import { readCatalogFolder } from '../catalog/read-catalog';
import { validateCatalog } from '../catalog/validate';
import { writeCatalogFolder } from './write-catalog';

const seedDir = fileURLToPath(new URL('../../catalog/', import.meta.url));

async function readTable<T>(dir: string, name: string, schema: z.ZodType<T>): Promise<T[]> {
  const text = await fs.readFile(path.join(dir, `${name}.json`), 'utf8');
  return z.array(schema).parse(JSON.parse(text));
}

async function readBase(dir: string): Promise<CatalogBase> {
  return {
    families: await readTable(dir, 'families', familySchema),
    ingredients: await readTable(dir, 'ingredients', ingredientSchema),
    countries: await readTable(dir, 'countries', countrySchema),
    concepts: await readTable(dir, 'concepts', conceptSchema),
  };
}

const allPerfumes = (data: CatalogData): CatalogPerfume[] => data.brands.flatMap((b) => b.perfumes);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const accented = /[àâäáéèêëíîïóôöòúùûüñçœæ]/i;

describe('seeded random', () => {
  it('repeats its sequence for a seed and differs across seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps int() within its bounds, both included', () => {
    const random = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });
});

describe('generateCatalog', () => {
  let base: CatalogBase;
  let data: CatalogData;
  let perfumes: CatalogPerfume[];

  beforeAll(async () => {
    base = await readBase(seedDir);
    data = generateCatalog({ perfumes: 5000, seed: 1 }, base);
    perfumes = allPerfumes(data);
  });

  it('is deterministic: the same seed gives the same catalog, another seed another one', () => {
    expect(generateCatalog({ perfumes: 5000, seed: 1 }, base)).toEqual(data);
    const other = generateCatalog({ perfumes: 5000, seed: 2 }, base);
    expect(other.brands.map((b) => b.name)).not.toEqual(data.brands.map((b) => b.name));
  });

  it('generates exactly the requested counts', () => {
    expect(perfumes).toHaveLength(5000);
    expect(data.brands).toHaveLength(100); // one brand per 50 perfumes by default
    const seven = generateCatalog({ perfumes: 700, seed: 3, brands: 7 }, base);
    expect(seven.brands).toHaveLength(7);
    expect(allPerfumes(seven)).toHaveLength(700);
  });

  it('keeps the requested brand count, however large a brand gets, and never leaves one empty', () => {
    expect(brandCount({ perfumes: 3000, seed: 1, brands: 1 })).toBe(1);
    expect(brandCount({ perfumes: 3, seed: 1, brands: 10 })).toBe(3);
    const packed = generateCatalog({ perfumes: 3000, seed: 1, brands: 2 }, base);
    expect(packed.brands).toHaveLength(2);
    expect(packed.brands.every((b) => b.perfumes.length >= 1)).toBe(true);
    expect(Math.max(...packed.brands.map((b) => b.perfumes.length))).toBeGreaterThan(999);
    expect(allPerfumes(packed)).toHaveLength(3000);
    const ids = allPerfumes(packed).map((p) => p.id);
    expect(new Set(ids).size).toBe(3000);
    for (const p of allPerfumes(packed)) expect(perfumeSchema.safeParse(p).success).toBe(true);
  });

  it('passes the base tables through unchanged', () => {
    expect(data.families).toEqual(base.families);
    expect(data.ingredients).toEqual(base.ingredients);
    expect(data.countries).toEqual(base.countries);
    expect(data.concepts).toEqual(base.concepts);
  });

  it('numbers brands 1..B and perfumes 1..N, brand after brand, in launch order within a brand', () => {
    expect(data.brands.map((b) => b.id)).toEqual(data.brands.map((_, i) => i + 1));
    expect(perfumes.map((p) => p.id)).toEqual(perfumes.map((_, i) => i + 1));
    for (const brand of data.brands) {
      const years = brand.perfumes.map((p) => p.year ?? 0);
      expect(years).toEqual([...years].sort((a, b) => a - b));
    }
  });

  it('gives brands unique slug keys', () => {
    const keys = data.brands.map((b) => b.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('writes records that pass the catalog schemas', () => {
    for (const perfume of perfumes) {
      const parsed = perfumeSchema.safeParse(perfume);
      if (!parsed.success) throw new Error(`${perfume.id}: ${parsed.error.message}`);
    }
    for (const brand of data.brands) expect(brandFileSchema.safeParse(brand).success).toBe(true);
  });

  it('gives 4 to 10 known, distinct ingredients summing to 100, largest first, hero in the top 3', () => {
    const known = new Set(base.ingredients.map((i) => i.key));
    for (const p of perfumes) {
      const keys = p.ingredients.map((i) => i.key);
      const proportions = p.ingredients.map((i) => i.proportion);
      expect(keys.length).toBeGreaterThanOrEqual(4);
      expect(keys.length).toBeLessThanOrEqual(10);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.every((k) => known.has(k))).toBe(true);
      expect(proportions.reduce((a, b) => a + b, 0)).toBe(100);
      expect(proportions).toEqual([...proportions].sort((a, b) => b - a));
      expect(keys.slice(0, 3)).toContain(p.hero);
    }
  });

  it('draws most ingredients from the main and secondary families', () => {
    const familyOf = new Map(base.ingredients.map((i) => [i.key, i.familyId]));
    let inFamily = 0;
    let total = 0;
    for (const p of perfumes) {
      for (const { key } of p.ingredients) {
        const id = familyOf.get(key);
        if (id === p.familyId || id === p.secondaryFamilyId) inFamily++;
        total++;
      }
    }
    expect(inFamily / total).toBeGreaterThan(0.7);
  });

  it('places every note in a plausible pyramid: citrus opens, musks and woods stay, no stage empty', () => {
    const familyKey = new Map(base.families.map((f) => [f.id, f.key]));
    const familyOf = new Map(base.ingredients.map((i) => [i.key, familyKey.get(i.familyId)]));
    const share = (family: string, stage: 'top' | 'heart' | 'base') => {
      const notes = perfumes
        .flatMap((p) => p.ingredients)
        .filter((i) => familyOf.get(i.key) === family);
      return notes.filter((i) => i.stages?.includes(stage)).length / notes.length;
    };
    for (const p of perfumes) {
      expect(p.ingredients.every((i) => (i.stages?.length ?? 0) > 0)).toBe(true);
      for (const stage of ['top', 'heart', 'base'] as const)
        expect(p.ingredients.some((i) => i.stages!.includes(stage))).toBe(true);
      expect(p.concentration).toBeDefined();
      expect(p.pyramidSource).toBe('estimated');
    }
    expect(share('citrus', 'top')).toBeGreaterThan(0.75);
    expect(share('musky', 'base')).toBeGreaterThan(0.75);
    expect(share('woody', 'base')).toBeGreaterThan(0.6);
    expect(share('floral', 'heart')).toBeGreaterThan(0.6);
    // Some notes span two stages, a few perfumes are linear; eaux de parfum lead among recent launches.
    const spanning = perfumes.flatMap((p) => p.ingredients).filter((i) => i.stages!.length > 1);
    expect(spanning.length).toBeGreaterThan(0);
    expect(perfumes.filter((p) => p.linear).length / perfumes.length).toBeLessThan(0.1);
    const recent = perfumes.filter((p) => (p.year ?? 0) >= 2000);
    const edp = recent.filter((p) => p.concentration === 'eau-de-parfum').length / recent.length;
    expect(edp).toBeGreaterThan(0.35);
  });

  it('uses two different families and a Michael Edwards class of the main family', () => {
    const families = new Map(base.families.map((f) => [f.id, f]));
    for (const p of perfumes) {
      expect(p.secondaryFamilyId).not.toBe(p.familyId);
      const own = families.get(p.familyId)?.meFamilies ?? [];
      if (own.length > 0) expect(own).toContain(p.meFamilyName);
    }
  });

  it('has a long-tailed brand-size distribution whose head is neither capped nor overwhelming', () => {
    const sizes = data.brands.map((b) => b.perfumes.length).sort((a, b) => b - a);
    expect(sizes[0]).toBeGreaterThan(10 * (median(sizes) ?? 1));
    expect(sizes[0]).toBeLessThan(perfumes.length / 4);
    // The largest houses differ from one another rather than sharing a ceiling.
    expect(new Set(sizes.slice(0, 5)).size).toBe(5);
    expect(Math.min(...sizes)).toBeLessThan(10);
  });

  it('has realistic mixes of genders, years, popularity and discontinued perfumes', () => {
    const share = (test: (p: CatalogPerfume) => boolean) =>
      perfumes.filter(test).length / perfumes.length;
    expect(share((p) => p.gender === 'FU')).toBeCloseTo(0.45, 1);
    expect(share((p) => p.gender === 'MU')).toBeCloseTo(0.35, 1);
    expect(share((p) => p.gender === 'U')).toBeCloseTo(0.2, 1);
    expect(share((p) => p.discontinued)).toBeGreaterThan(0.01);
    expect(share((p) => p.discontinued)).toBeLessThan(0.06);
    const years = perfumes.map((p) => p.year ?? 0);
    expect(Math.min(...years)).toBeGreaterThanOrEqual(1920);
    expect(Math.max(...years)).toBeLessThanOrEqual(2026);
    expect(median(years)).toBeGreaterThan(2000);
    expect(median(perfumes.map((p) => p.popularity))).toBeLessThan(30);
  });

  it('names perfumes and brands with accents, apostrophes and numbers, in 1 to 5 words', () => {
    const names = perfumes.map((p) => p.name);
    expect(names.some((n) => accented.test(n))).toBe(true);
    expect(data.brands.some((b) => accented.test(b.name))).toBe(true);
    expect(names.some((n) => /['’]/.test(n))).toBe(true);
    expect(names.some((n) => /\d/.test(n))).toBe(true);
    const words = names.map((n) => n.split(' ').length);
    expect(Math.min(...words)).toBe(1);
    expect(Math.max(...words)).toBe(5);
    expect(words.filter((w) => w <= 3).length / words.length).toBeGreaterThan(0.75);
    expect(perfumes.some((p) => p.subBrand !== '')).toBe(true);
  });

  it('never names a perfume or a brand with a lone article, possessive or two-letter word', () => {
    const lone = /^(a|an|the|la|le|les|l'|el|los|las|lo|il|un|une|una|ma|mi|mon|de|di|del|du)$/i;
    const numberedArticle = /^(a|an|the|la|le|les|el|los|las|lo|il|un|une|una|uno) \d+$/i;
    const large = generateCatalog({ perfumes: 30000, seed: 5 }, base);
    const names = [...large.brands.map((b) => b.name), ...allPerfumes(large).map((p) => p.name)];
    expect(names.filter((n) => lone.test(n) || numberedArticle.test(n))).toEqual([]);
    expect(names.filter((n) => !n.includes(' ') && n.length < 3)).toEqual([]);
  });

  it('describes each perfume in two to four sentences per language, naming it', () => {
    for (const p of perfumes.slice(0, 500)) {
      for (const text of [p.description.en, p.description.fr, p.description.es]) {
        expect(text.startsWith(p.name)).toBe(true);
        const sentences = text.split(/(?<=\.) /).length;
        expect(sentences).toBeGreaterThanOrEqual(2);
        expect(sentences).toBeLessThanOrEqual(4);
      }
    }
  });

  it('rejects options it cannot honour', () => {
    expect(() => generateCatalog({ perfumes: 0, seed: 1 }, base)).toThrow(/perfumes/);
    expect(() => generateCatalog({ perfumes: 10, seed: 1, brands: 0 }, base)).toThrow(/brands/);
    const oneFamily = { ...base, families: base.families.slice(0, 1) };
    expect(() => generateCatalog({ perfumes: 10, seed: 1 }, oneFamily)).toThrow(/two families/);
  });
});

describe('slugify', () => {
  it('folds accents and punctuation into a lower-case slug', () => {
    expect(slugify('Dolce & Gabbana')).toBe('dolce-gabbana');
    expect(slugify("L'Atelier Vèluée")).toBe('l-atelier-veluee');
    expect(slugify('Œillet Müller Peña')).toBe('oeillet-muller-pena');
  });
});

describe('writeCatalogFolder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sillage-generate-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes a folder that reads back through the schemas to the same catalog', async () => {
    const base = await readBase(seedDir);
    const data = generateCatalog({ perfumes: 800, seed: 9 }, base);
    await writeCatalogFolder(dir, data);

    const readBack = await readBase(dir);
    const brandFiles = (await fs.readdir(path.join(dir, 'brands'))).sort();
    expect(brandFiles).toEqual(data.brands.map((b) => `${b.key}.json`).sort());
    const brands = await Promise.all(
      data.brands.map(async (b) =>
        brandFileSchema.parse(
          JSON.parse(await fs.readFile(path.join(dir, 'brands', `${b.key}.json`), 'utf8')),
        ),
      ),
    );
    expect({ ...readBack, brands }).toEqual(data);
  });

  it('writes each chapter in a file of its own, which reads back into its ingredient', async () => {
    const seed = validateCatalog(await readCatalogFolder(seedDir)).data!;
    const shalimar = seed.brands.flatMap((b) => b.perfumes).find((p) => p.name === 'Shalimar')!;
    const l = (en: string) => ({ en, fr: `${en} (fr)`, es: `${en} (es)` });
    const chapter = {
      description: l('An orchid’s cured pod.'),
      type: l('Natural.'),
      parts: l('The pods.'),
      extraction: l('Tincture and resinoid.'),
      history: l('From Mexico.'),
      production: l('Madagascar.'),
      effect: l('Warmth.'),
      moreInfo: l('More.'),
      didYouKnow: l('Hand-pollinated.'),
      iconicPerfumeId: shalimar.id,
      iconicFragranceText: l('Shalimar.'),
    };
    const data = {
      ...seed,
      ingredients: seed.ingredients.map((i) =>
        i.key === 'vanilla' && !i.chapter ? { ...i, chapter } : i,
      ),
    };
    const out = path.join(dir, 'with-chapters');
    await writeCatalogFolder(out, data);
    const table = JSON.parse(await fs.readFile(path.join(out, 'ingredients.json'), 'utf8'));
    expect(table.some((i: { chapter?: unknown }) => i.chapter !== undefined)).toBe(false);
    expect(
      JSON.parse(await fs.readFile(path.join(out, 'chapters', 'vanilla.json'), 'utf8')).key,
    ).toBe('vanilla');
    const readBack = validateCatalog(await readCatalogFolder(out));
    expect(readBack.problems).toEqual([]);
    expect(readBack.data).toEqual(data);
  });

  it('refuses brand keys that would collide as file names', async () => {
    const base = await readBase(seedDir);
    const data = generateCatalog({ perfumes: 100, seed: 1, brands: 2 }, base);
    const [first, second] = data.brands;
    if (!first || !second) throw new Error('expected two brands');
    const clash = { ...data, brands: [first, { ...second, key: first.key }] };
    await expect(writeCatalogFolder(path.join(dir, 'clash'), clash)).rejects.toThrow(/repeated/);
  });
});
