import type {
  CatalogData,
  CatalogFamily,
  CatalogIngredient,
  CatalogPerfume,
  Concentration,
  MeFamilyName,
  PyramidStage,
} from '../../common/domain/catalog-schema';
import { stageOrder } from '../../common/domain/pyramid';
import { meFamilyNames } from '../../common/domain/catalog-schema';
import { normalizeText, slugify } from '../../common/domain/text';
import { parseCsv } from './csv';
import type { CatalogProblem } from '../catalog/validate';

// The operator's CSV format (one row per perfume; see catalog/README.md, "CSV import"). Brands,
// families and ingredients are referenced by name, in any language, and created when new.
//
// Nothing is guessed silently: a value that cannot be read is a problem of its row and column,
// and what the import fills in by itself (new records, English text copied into the other
// languages) is listed in its report for review.

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
  'imageUrl',
  'description_en',
  'description_fr',
  'description_es',
  'top',
  'heart',
  'base',
  'linear',
  'pyramidSource',
  'concentration',
  'concentrationName',
  'alsoAs',
] as const;
export type CsvColumn = (typeof csvColumns)[number];

export const requiredCsvColumns = [
  'name',
  'brand',
  'gender',
  'family',
  'secondaryFamily',
  'ingredients',
  'description_en',
] as const satisfies readonly CsvColumn[];

/** Cell values read as yes and no, case-insensitive; an empty cell is no. */
export const csvBooleans = {
  yes: ['true', 'yes', 'y', '1', 'oui', 'sí', 'si'],
  no: ['false', 'no', 'n', '0', 'non'],
};

/**
 * The words a `concentration` or `alsoAs` cell may use for each strength, accents and case aside:
 * the key, its name in the three languages and the usual abbreviations. `other` needs the house's
 * own name in `concentrationName`.
 */
export const csvConcentrationWords: Record<Concentration, string[]> = {
  'eau-de-cologne': ['eau de cologne', 'edc', 'cologne', 'agua de colonia', 'colonia'],
  'eau-de-toilette': ['eau de toilette', 'edt', 'agua de tocador'],
  'eau-de-parfum': ['eau de parfum', 'edp', 'agua de perfume'],
  parfum: ['parfum', 'extrait', 'extrait de parfum', 'extracto', 'extracto de perfume', 'perfume'],
  other: ['other', 'autre', 'otra', 'otro'],
};

function readConcentration(text: string): Concentration | null {
  const wanted = normalizeText(text).replace(/-/g, ' ');
  for (const [key, words] of Object.entries(csvConcentrationWords)) {
    if (normalizeText(key).replace(/-/g, ' ') === wanted || words.includes(wanted))
      return key as Concentration;
  }
  return null;
}

const concentrationHelp = `write one of ${Object.keys(csvConcentrationWords).join(', ')} (or EDC, EDT, EDP, extrait)`;

/** Colour and intensity of a family created by an import, until an operator sets real ones. */
export const newFamilyColor = '#8C8C8C';
export const newFamilyIntensity = 0.5;

/** A brand, family or ingredient the import created because the CSV named it and it was new. */
export interface CreatedRecord {
  name: string;
  id: number;
  key: string;
  /** The CSV line that first named it (CSV imports only). */
  row?: number;
  /** What the import set by itself, for the operator to review. */
  assumed?: string;
}

/** A perfume whose French or Spanish description was empty and got the English text. */
export interface CopiedDescription {
  row: number;
  perfume: string;
  languages: ('fr' | 'es')[];
}

export interface CsvMergeResult {
  data: CatalogData;
  /** Problems found while reading the header and the cells, each naming its row and column. */
  problems: CatalogProblem[];
  /** False when the header itself is unusable: the rows were not read. */
  rowsRead: boolean;
  /** Which CSV line each imported perfume came from, to name the row in later problems. */
  rowByPerfumeId: Map<number, number>;
  /** The CSV line that created each new ingredient (by key) and family (by id). */
  rowByIngredientKey: Map<string, number>;
  rowByFamilyId: Map<number, number>;
  /** Columns of each row that already have a problem: validation would only repeat it. */
  reportedColumns: Map<number, Set<string>>;
  added: number;
  updated: number;
  created: { brands: CreatedRecord[]; families: CreatedRecord[]; ingredients: CreatedRecord[] };
  copiedDescriptions: CopiedDescription[];
}

export interface CsvMergeOptions {
  /** Called every few hundred rows and at the end with the rows read and their total. */
  onProgress?: (done: number, total: number) => void;
}

/** Merges the CSV's perfumes into a copy of the current catalog. */
export function mergeCsvPerfumes(
  current: CatalogData,
  csvText: string,
  file: string,
  options: CsvMergeOptions = {},
): CsvMergeResult {
  const data: CatalogData = structuredClone(current);
  const result: CsvMergeResult = {
    data,
    problems: [],
    rowsRead: false,
    rowByPerfumeId: new Map(),
    rowByIngredientKey: new Map(),
    rowByFamilyId: new Map(),
    reportedColumns: new Map(),
    added: 0,
    updated: 0,
    created: { brands: [], families: [], ingredients: [] },
    copiedDescriptions: [],
  };
  const { problems, created } = result;

  const rows = parseCsv(csvText);
  const header = rows.shift();
  if (!header) {
    problems.push({ file, record: '', field: '', message: 'the file is empty' });
    return result;
  }
  const columns = header.cells.map((c) => c.trim());
  for (const name of requiredCsvColumns) {
    if (!columns.includes(name))
      problems.push({ file, record: 'header', field: name, message: 'column is missing' });
  }
  for (const name of columns.filter((c) => !(csvColumns as readonly string[]).includes(c))) {
    problems.push({
      file,
      record: 'header',
      field: name,
      message: `unknown column (expected: ${csvColumns.join(', ')})`,
    });
  }
  columns.forEach((name, i) => {
    if (columns.indexOf(name) !== i)
      problems.push({ file, record: 'header', field: name, message: 'column appears twice' });
  });
  if (problems.length > 0) return result;
  result.rowsRead = true;

  const brands = new ByName(data.brands, (b) => [b.name]);
  const families = new ByName(data.families, (f) => [f.name.en, f.name.fr, f.name.es]);
  const ingredients = new ByName(data.ingredients, (i) => [i.name.en, i.name.fr, i.name.es]);
  const ids = {
    brand: maxOf(data.brands.map((b) => b.id)),
    family: maxOf(data.families.map((f) => f.id)),
    ingredient: maxOf(data.ingredients.map((i) => i.id)),
  };
  const keys = {
    brand: new Set(data.brands.map((b) => b.key)),
    family: new Set(data.families.map((f) => f.key)),
    ingredient: new Set(data.ingredients.map((i) => i.key)),
  };
  const perfumeIds = new Set(data.brands.flatMap((b) => b.perfumes.map((p) => p.id)));
  let largestPerfumeId = maxOf([...perfumeIds]);
  const meByName = new Map(meFamilyNames.map((me) => [me.toLowerCase(), me]));

  rows.forEach((row, rowIndex) => {
    if (rowIndex % 500 === 0) options.onProgress?.(rowIndex, rows.length);
    const line = row.line;
    const record = `row ${line}`;
    const reported = new Set<string>();
    result.reportedColumns.set(line, reported);
    const get = (column: CsvColumn) => {
      const index = columns.indexOf(column);
      return index < 0 ? '' : (row.cells[index] ?? '').trim();
    };
    const report = (column: CsvColumn, message: string) => {
      reported.add(column);
      problems.push({ file, record, field: column, message });
    };
    if (row.cells.length > columns.length) {
      problems.push({
        file,
        record,
        field: '',
        message: `has ${row.cells.length} cells for ${columns.length} columns (a comma inside a cell needs the cell in double quotes)`,
      });
      return;
    }
    for (const name of requiredCsvColumns) if (!get(name)) report(name, 'is empty');

    const wholeNumber = (column: CsvColumn): number | null => {
      const text = get(column);
      if (!text) return null;
      if (!/^\d+$/.test(text)) {
        report(column, `must be a whole number, not "${text}"`);
        return null;
      }
      return Number(text);
    };
    const yesNo = (column: CsvColumn): boolean => {
      const text = get(column).toLowerCase();
      if (text === '' || csvBooleans.no.includes(text)) return false;
      if (csvBooleans.yes.includes(text)) return true;
      report(
        column,
        `"${get(column)}" is not a yes or no: write one of ${csvBooleans.yes.join(', ')} ` +
          `or ${csvBooleans.no.join(', ')} (or leave it empty for no)`,
      );
      return false;
    };
    const newKey = (column: CsvColumn, name: string, taken: Set<string>): string | null => {
      const base = slugify(name);
      if (!base) {
        report(column, `"${name}" has no letter or digit to make a key from`);
        return null;
      }
      let key = base;
      for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
      taken.add(key);
      return key;
    };

    /** The record a cell names, or null after reporting a name shared by several records. */
    const lookUp = <T extends { key: string }>(
      index: ByName<T>,
      column: CsvColumn,
      kind: string,
      name: string,
    ): T | null | undefined => {
      const found = index.find(name);
      if (!Array.isArray(found)) return found;
      report(
        column,
        `"${name}" names several ${kind} (${found.map((r) => r.key).join(', ')}): write the key of the one you mean`,
      );
      return null;
    };

    const familyFor = (column: 'family' | 'secondaryFamily'): CatalogFamily | null => {
      const name = get(column);
      if (!name) return null;
      const known = lookUp(families, column, 'families', name);
      if (known !== undefined) return known;
      const key = newKey(column, name, keys.family);
      if (!key) return null;
      const family: CatalogFamily = {
        id: ++ids.family,
        key,
        name: { en: name, fr: name, es: name },
        color: newFamilyColor,
        intensity: newFamilyIntensity,
        meFamilies: [],
      };
      data.families.push(family);
      families.add(family);
      result.rowByFamilyId.set(family.id, line);
      created.families.push({
        name,
        id: family.id,
        key,
        row: line,
        assumed: `names copied into fr and es, colour ${newFamilyColor}, intensity ${newFamilyIntensity}, no wheel class`,
      });
      return family;
    };
    const family = familyFor('family');
    const secondary = familyFor('secondaryFamily');

    const parts: { ingredient: CatalogIngredient; proportion: number }[] = [];
    for (const pair of get('ingredients')
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const match = /^(.+?)\s*:\s*(\d+)$/.exec(pair);
      if (!match) {
        report(
          'ingredients',
          `"${pair}" must be written name:proportion with a whole-number proportion, e.g. Rose:30`,
        );
        continue;
      }
      const name = match[1]!;
      let ingredient = lookUp(ingredients, 'ingredients', 'ingredients', name);
      if (ingredient === null) continue;
      if (!ingredient) {
        const key = newKey('ingredients', name, keys.ingredient);
        if (!key) continue;
        // A new ingredient needs a family: the perfume's main family is the likeliest one.
        const familyId = family?.id ?? 0;
        ingredient = {
          id: ++ids.ingredient,
          key,
          name: { en: name, fr: name, es: name },
          familyId,
          kind: 'natural',
          origins: [],
          imageUrl: '',
        };
        data.ingredients.push(ingredient);
        ingredients.add(ingredient);
        result.rowByIngredientKey.set(key, line);
        created.ingredients.push({
          name,
          id: ingredient.id,
          key,
          row: line,
          assumed: `names copied into fr and es, family ${family?.name.en ?? '?'} (the perfume's), kind natural, no origins`,
        });
      }
      parts.push({ ingredient, proportion: Number(match[2]) });
    }
    parts.sort((a, b) => b.proportion - a.proportion);

    // The pyramid: each stage's column names some of the row's ingredients. Empty everywhere, the
    // perfume has no pyramid; otherwise every ingredient is placed at least once.
    const stagesByKey = new Map<string, PyramidStage[]>();
    const anyStage = stageOrder.some((stage) => get(stage) !== '');
    if (anyStage) {
      const own = new ByName(
        parts.map((p) => p.ingredient),
        (i) => [i.name.en, i.name.fr, i.name.es],
      );
      for (const stage of stageOrder) {
        for (const noteName of get(stage)
          .split(';')
          .map((n) => n.trim())
          .filter(Boolean)) {
          const found = lookUp(own, stage, "of this row's ingredients", noteName);
          if (found === null) continue;
          if (!found) {
            if (!reported.has('ingredients'))
              report(stage, `"${noteName}" is not one of this row's ingredients`);
            continue;
          }
          const stages = stagesByKey.get(found.key) ?? [];
          if (!stages.includes(stage)) stages.push(stage);
          stagesByKey.set(found.key, stages);
        }
      }
      const unplaced = parts.filter((p) => !stagesByKey.has(p.ingredient.key));
      if (unplaced.length > 0 && !stageOrder.some((stage) => reported.has(stage)))
        report(
          'top',
          `${unplaced.map((p) => p.ingredient.name.en).join(', ')} ${unplaced.length === 1 ? 'is' : 'are'} in none of top, heart and base: place every ingredient, or leave the three columns empty`,
        );
    }

    const concentrationText = get('concentration');
    let concentration: Concentration | undefined;
    if (concentrationText) {
      concentration = readConcentration(concentrationText) ?? undefined;
      if (!concentration)
        report(
          'concentration',
          `"${concentrationText}" is not a concentration: ${concentrationHelp}`,
        );
    }
    const concentrationName = get('concentrationName');
    if (concentration === 'other' && !concentrationName)
      report(
        'concentrationName',
        'is empty: a concentration "other" needs the house\'s own name here',
      );
    if (concentrationName && !concentrationText)
      report('concentration', `is empty while concentrationName is "${concentrationName}"`);
    const alsoAs: Concentration[] = [];
    for (const text of get('alsoAs')
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)) {
      const found = readConcentration(text);
      if (found) alsoAs.push(found);
      else report('alsoAs', `"${text}" is not a concentration: ${concentrationHelp}`);
    }
    const linearText = get('linear');
    const linear = linearText ? yesNo('linear') : undefined;
    const sourceText = get('pyramidSource').toLowerCase();
    if (sourceText && sourceText !== 'published' && sourceText !== 'estimated')
      report('pyramidSource', `"${get('pyramidSource')}" must be published or estimated`);
    // Without ingredients there is no hero to check: the empty list is the row's problem.
    if (parts.length === 0) reported.add('hero');
    const heroName = get('hero');
    let hero = parts[0]?.ingredient.key ?? '';
    if (heroName) {
      const own = new ByName(
        parts.map((p) => p.ingredient),
        (i) => [i.name.en, i.name.fr, i.name.es],
      );
      const found = lookUp(own, 'hero', "of this row's ingredients", heroName);
      if (found) hero = found.key;
      else if (found === undefined && !reported.has('ingredients')) {
        report('hero', `"${heroName}" is not one of this row's ingredients`);
      } else reported.add('hero');
    }

    const meText = get('meFamilyName');
    let meFamilyName: MeFamilyName | null = null;
    if (meText) {
      meFamilyName = meByName.get(meText.toLowerCase()) ?? null;
      if (!meFamilyName)
        report(
          'meFamilyName',
          `"${meText}" is not a class of the wheel: write one of ${meFamilyNames.join(', ')}`,
        );
    } else if (family && family.meFamilies.length === 1) {
      meFamilyName = family.meFamilies[0]!;
    } else if (!family) {
      reported.add('meFamilyName');
    } else {
      const covered =
        family.meFamilies.length > 0
          ? `covers ${family.meFamilies.join(', ')}`
          : 'covers no class of the wheel';
      report(
        'meFamilyName',
        `is empty and the family ${family.name.en} ${covered}: write one of ${(family.meFamilies.length > 0 ? family.meFamilies : meFamilyNames).join(', ')}`,
      );
    }

    const year = wholeNumber('year');
    const popularity = wholeNumber('popularity');
    const explicitId = wholeNumber('id');
    const expertReviewed = yesNo('expertReviewed');
    const discontinued = yesNo('discontinued');

    const name = get('name');
    const brandName = get('brand');
    // Without a name and a brand the perfume has no place in the catalog; its cells were still read.
    if (!name || !brandName) return;

    let brand = lookUp(brands, 'brand', 'brands', brandName);
    if (brand === null) return;
    if (!brand) {
      const key = newKey('brand', brandName, keys.brand);
      if (!key) return;
      brand = { id: ++ids.brand, key, name: brandName, perfumes: [] };
      data.brands.push(brand);
      brands.add(brand);
      created.brands.push({ name: brandName, id: brand.id, key, row: line, assumed: 'no country' });
    }
    const existing = brand.perfumes.find((p) => normalizeText(p.name) === normalizeText(name));
    const id = explicitId ?? existing?.id ?? newPerfumeId(brand.id, perfumeIds, largestPerfumeId);
    perfumeIds.add(id);
    largestPerfumeId = Math.max(largestPerfumeId, id);

    const descriptionEn = get('description_en');
    const copied = (['fr', 'es'] as const).filter((l) => !get(`description_${l}`));
    if (descriptionEn && copied.length > 0)
      result.copiedDescriptions.push({ row: line, perfume: name, languages: copied });
    const perfume: CatalogPerfume = {
      id,
      name,
      subBrand: get('subBrand'),
      year,
      gender: get('gender').toUpperCase() as CatalogPerfume['gender'],
      perfumers: get('perfumers')
        .split(';')
        .map((p) => p.trim())
        .filter(Boolean),
      // 0 stands for a family the row did not give: reported above, and rejected by validation.
      familyId: family?.id ?? 0,
      secondaryFamilyId: secondary?.id ?? 0,
      meFamilyName: meFamilyName ?? ('' as MeFamilyName),
      expertReviewed,
      discontinued,
      popularity: popularity ?? 10,
      origin: get('origin')
        .split(';')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
      imageUrl: get('imageUrl'),
      description: {
        en: descriptionEn,
        fr: get('description_fr') || descriptionEn,
        es: get('description_es') || descriptionEn,
      },
      ingredients: parts.map(({ ingredient, proportion }) => {
        const stages = stagesByKey.get(ingredient.key);
        return { key: ingredient.key, proportion, ...(stages ? { stages } : {}) };
      }),
      hero,
      ...(concentration ? { concentration } : {}),
      ...(concentrationName ? { concentrationName } : {}),
      ...(alsoAs.length > 0 ? { alsoAs } : {}),
      ...(linear !== undefined ? { linear } : {}),
      ...(sourceText === 'published' || sourceText === 'estimated'
        ? { pyramidSource: sourceText as 'published' | 'estimated' }
        : {}),
    };
    if (result.rowByPerfumeId.has(id)) {
      report('id', `perfume ${id} is already on row ${result.rowByPerfumeId.get(id)} of this file`);
    }
    result.rowByPerfumeId.set(id, line);
    const index = brand.perfumes.findIndex((p) => p.id === id);
    if (index >= 0) {
      brand.perfumes[index] = perfume;
      result.updated++;
    } else {
      brand.perfumes.push(perfume);
      result.added++;
    }
  });
  options.onProgress?.(rows.length, rows.length);
  return result;
}

/**
 * Records by their key or any of their names, accents and case aside. A name that two records
 * share ("Citron" is the French for lemon and the English for citron) is ambiguous: find() then
 * returns both, and only the key, written as it is, picks one.
 */
class ByName<T extends { key: string }> {
  private readonly byKey = new Map<string, T>();
  private readonly byText = new Map<string, T[]>();

  constructor(
    items: readonly T[],
    private readonly names: (item: T) => string[],
  ) {
    for (const item of items) this.add(item);
  }

  add(item: T): void {
    this.byKey.set(item.key, item);
    for (const text of new Set([item.key, ...this.names(item)].map(normalizeText))) {
      const list = this.byText.get(text);
      if (!list) this.byText.set(text, [item]);
      else if (!list.includes(item)) list.push(item);
    }
  }

  /** The record, the records sharing that name, or undefined for a new name. */
  find(text: string): T | T[] | undefined {
    const exact = this.byKey.get(text);
    if (exact) return exact;
    const list = this.byText.get(normalizeText(text)) ?? [];
    return list.length > 1 ? list : list[0];
  }
}

function maxOf(ids: number[]): number {
  return ids.reduce((m, id) => Math.max(m, id), 0);
}

/**
 * A new perfume's id: the next free one in the brand's block of the seed's convention
 * (brandId * 1000 + n, catalog/README.md) while the block has room, otherwise one past the largest
 * id of the catalog. Either way it is free across all brands.
 */
export function newPerfumeId(brandId: number, taken: ReadonlySet<number>, largest: number): number {
  for (let id = brandId * 1000 + 1; id < brandId * 1000 + 1000; id++) {
    if (!taken.has(id)) return id;
  }
  return largest + 1;
}
