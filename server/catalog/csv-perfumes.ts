import type { CatalogBrand, CatalogData, CatalogPerfume } from '../../common/domain/catalog-schema';
import { meFamilyNames } from '../../common/domain/catalog-schema';
import { normalizeText, slugify } from '../../common/domain/text';
import { parseCsv } from './csv';
import type { CatalogProblem } from './validate';

// The operator's CSV format (one row per perfume; see catalog/README.md, "CSV import"). Brands,
// families and ingredients are referenced by name, in any language, and created when new.

export const csvColumns = [
  'id',
  'name',
  'brand',
  'subBrand',
  'year',
  'gender',
  'perfumers',
  'family',
  'secondaryFamily',
  'meFamilyName',
  'ingredients',
  'hero',
  'expertReviewed',
  'discontinued',
  'popularity',
  'origin',
  'description_en',
  'description_fr',
  'description_es',
] as const;
const required = ['name', 'brand', 'gender', 'family', 'secondaryFamily', 'ingredients'] as const;

export interface CsvMergeResult {
  data: CatalogData;
  problems: CatalogProblem[];
  /** Which CSV line each imported perfume came from, to name the row in later problems. */
  lineByPerfumeId: Map<number, number>;
  added: number;
  updated: number;
  created: { brands: string[]; families: string[]; ingredients: string[] };
}


/** Merges the CSV's perfumes into a copy of the current catalog. */
export function mergeCsvPerfumes(current: CatalogData, csvText: string, file: string): CsvMergeResult {
  const data: CatalogData = structuredClone(current);
  const problems: CatalogProblem[] = [];
  const created = { brands: [] as string[], families: [] as string[], ingredients: [] as string[] };
  const lineByPerfumeId = new Map<number, number>();
  let added = 0;
  let updated = 0;

  const rows = parseCsv(csvText);
  const header = rows.shift();
  if (!header) {
    problems.push({ file, record: '', field: '', message: 'the file is empty' });
    return { data, problems, lineByPerfumeId, added, updated, created };
  }
  const columns = header.cells.map((c) => c.trim());
  for (const name of required) {
    if (!columns.includes(name)) problems.push({ file, record: 'header', field: name, message: 'column is missing' });
  }
  const unknown = columns.filter((c) => !(csvColumns as readonly string[]).includes(c));
  for (const name of unknown) {
    problems.push({ file, record: 'header', field: name, message: `unknown column (expected: ${csvColumns.join(', ')})` });
  }
  if (problems.length > 0) return { data, problems, lineByPerfumeId, added, updated, created };

  const byName = <T>(items: T[], names: (t: T) => string[]) => {
    const map = new Map<string, T>();
    for (const item of items) for (const n of names(item)) map.set(normalizeText(n), item);
    return map;
  };
  const brands = byName(data.brands, (b) => [b.name, b.key]);
  const families = byName(data.families, (f) => [f.key, f.name.en, f.name.fr, f.name.es]);
  const ingredients = byName(data.ingredients, (i) => [i.key, i.name.en, i.name.fr, i.name.es]);
  const nextId = (ids: number[]) => ids.reduce((m, id) => Math.max(m, id), 0) + 1;
  const uniqueKey = (base: string, taken: Set<string>) => {
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    taken.add(key);
    return key;
  };
  const brandKeys = new Set(data.brands.map((b) => b.key));
  const familyKeys = new Set(data.families.map((f) => f.key));
  const ingredientKeys = new Set(data.ingredients.map((i) => i.key));

  const familyFor = (name: string) => {
    let family = families.get(normalizeText(name));
    if (!family) {
      family = {
        id: nextId(data.families.map((f) => f.id)),
        key: uniqueKey(slugify(name), familyKeys),
        name: { en: name, fr: name, es: name },
        color: '#8C8C8C',
        intensity: 0.5,
        meFamilies: [],
      };
      data.families.push(family);
      families.set(normalizeText(name), family);
      created.families.push(name);
    }
    return family;
  };

  for (const row of rows) {
    const record = `row ${row.line}`;
    const get = (column: (typeof csvColumns)[number]) => {
      const index = columns.indexOf(column);
      return index < 0 ? '' : (row.cells[index] ?? '').trim();
    };
    const report = (field: string, message: string) => problems.push({ file, record, field, message });
    for (const name of required) if (!get(name)) report(name, 'is empty');
    if (required.some((name) => !get(name))) continue;

    const number = (column: (typeof csvColumns)[number], fallback: number | null) => {
      const text = get(column);
      if (!text) return fallback;
      if (!/^\d+$/.test(text)) {
        report(column, `must be a whole number, not "${text}"`);
        return fallback;
      }
      return Number(text);
    };
    const flag = (column: (typeof csvColumns)[number]) => /^(true|yes|1|oui|sí|si)$/i.test(get(column));

    const brandName = get('brand');
    let brand: CatalogBrand | undefined = brands.get(normalizeText(brandName));
    if (!brand) {
      brand = {
        id: nextId(data.brands.map((b) => b.id)),
        key: uniqueKey(slugify(brandName), brandKeys),
        name: brandName,
        perfumes: [],
      };
      data.brands.push(brand);
      brands.set(normalizeText(brandName), brand);
      created.brands.push(brandName);
    }
    const family = familyFor(get('family'));
    const secondary = familyFor(get('secondaryFamily'));

    const parts: { key: string; proportion: number }[] = [];
    for (const pair of get('ingredients').split(';').map((p) => p.trim()).filter(Boolean)) {
      const match = /^(.+?)\s*:\s*(\d+)$/.exec(pair);
      if (!match) {
        report('ingredients', `"${pair}" must be written name:proportion, e.g. Rose:30`);
        continue;
      }
      const name = match[1]!;
      let ingredient = ingredients.get(normalizeText(name));
      if (!ingredient) {
        ingredient = {
          id: nextId(data.ingredients.map((i) => i.id)),
          key: uniqueKey(slugify(name), ingredientKeys),
          name: { en: name, fr: name, es: name },
          familyId: family.id,
          kind: 'natural',
          origins: [],
          imageUrl: '',
        };
        data.ingredients.push(ingredient);
        ingredients.set(normalizeText(name), ingredient);
        created.ingredients.push(name);
      }
      parts.push({ key: ingredient.key, proportion: Number(match[2]) });
    }
    parts.sort((a, b) => b.proportion - a.proportion);
    const heroName = get('hero');
    const hero = heroName ? ingredients.get(normalizeText(heroName))?.key : parts[0]?.key;
    if (heroName && !hero) report('hero', `"${heroName}" is not one of the perfume's ingredients`);

    const name = get('name');
    const existing = brand.perfumes.find((p) => normalizeText(p.name) === normalizeText(name));
    const explicitId = number('id', null);
    const takenIds = new Set(brand.perfumes.map((p) => p.id));
    let id = explicitId ?? existing?.id ?? null;
    if (id === null) {
      id = brand.id * 1000 + 1;
      while (takenIds.has(id)) id++;
    }
    const meFamily = get('meFamilyName');
    const description = {
      en: get('description_en'),
      fr: get('description_fr') || get('description_en'),
      es: get('description_es') || get('description_en'),
    };
    const perfume: CatalogPerfume = {
      id,
      name,
      subBrand: get('subBrand'),
      year: number('year', null),
      gender: get('gender').toUpperCase() as CatalogPerfume['gender'],
      perfumers: get('perfumers').split(';').map((p) => p.trim()).filter(Boolean),
      familyId: family.id,
      secondaryFamilyId: secondary.id,
      meFamilyName: ((meFamilyNames as readonly string[]).includes(meFamily)
        ? meFamily
        : (family.meFamilies[0] ?? 'Floral')) as CatalogPerfume['meFamilyName'],
      expertReviewed: flag('expertReviewed'),
      discontinued: flag('discontinued'),
      popularity: number('popularity', 10) ?? 10,
      origin: get('origin').split(';').map((c) => c.trim().toUpperCase()).filter(Boolean),
      imageUrl: '',
      description,
      ingredients: parts,
      hero: hero ?? '',
    };
    if (!description.en) report('description_en', 'is empty');
    if (lineByPerfumeId.has(id)) report('id', `perfume ${id} appears twice in the file`);
    lineByPerfumeId.set(id, row.line);
    const index = brand.perfumes.findIndex((p) => p.id === id);
    if (index >= 0) {
      brand.perfumes[index] = perfume;
      updated++;
    } else {
      brand.perfumes.push(perfume);
      added++;
    }
  }
  return { data, problems, lineByPerfumeId, added, updated, created };
}
