import type {
  CatalogBrand,
  CatalogData,
  CatalogFamily,
  CatalogIngredient,
  CatalogPerfume,
  Concentration,
  MeFamilyName,
  PyramidStage,
} from '../../common/domain/catalog-schema';
import { meFamilyNames } from '../../common/domain/catalog-schema';
import { stageOrder } from '../../common/domain/pyramid';
import { normalizeText, slugify } from '../../common/domain/text';
import type { CsvRow } from './csv';
import {
  concentrationHelp,
  csvBooleans,
  newFamilyColor,
  newFamilyIntensity,
  readConcentration,
  requiredCsvColumns,
  type CsvColumn,
  type CsvMergeResult,
} from './csv-format';

// One CSV row merged into the catalog copy: its cells read and checked column by column, the
// brand, families and ingredients it names found or created, and its perfume added or updated.
// Each reader reports its own problems on the row, in the order the columns are checked.

/** What the merge keeps from row to row: the catalog copy, its records by name, the next ids. */
export interface MergeState {
  file: string;
  data: CatalogData;
  result: CsvMergeResult;
  columns: string[];
  brands: ByName<CatalogBrand>;
  families: ByName<CatalogFamily>;
  ingredients: ByName<CatalogIngredient>;
  ids: { brand: number; family: number; ingredient: number };
  keys: { brand: Set<string>; family: Set<string>; ingredient: Set<string> };
  perfumeIds: Set<number>;
  largestPerfumeId: number;
  meByName: Map<string, MeFamilyName>;
}

export function mergeState(result: CsvMergeResult, file: string, columns: string[]): MergeState {
  const data = result.data;
  const perfumeIds = new Set(data.brands.flatMap((b) => b.perfumes.map((p) => p.id)));
  return {
    file,
    data,
    result,
    columns,
    brands: new ByName(data.brands, (b) => [b.name]),
    families: new ByName(data.families, (f) => [f.name.en, f.name.fr, f.name.es]),
    ingredients: new ByName(data.ingredients, (i) => [i.name.en, i.name.fr, i.name.es]),
    ids: {
      brand: maxOf(data.brands.map((b) => b.id)),
      family: maxOf(data.families.map((f) => f.id)),
      ingredient: maxOf(data.ingredients.map((i) => i.id)),
    },
    keys: {
      brand: new Set(data.brands.map((b) => b.key)),
      family: new Set(data.families.map((f) => f.key)),
      ingredient: new Set(data.ingredients.map((i) => i.key)),
    },
    perfumeIds,
    largestPerfumeId: maxOf([...perfumeIds]),
    meByName: new Map(meFamilyNames.map((me) => [me.toLowerCase(), me])),
  };
}

/** A row's cells by column, and the problems reported on it. */
interface RowReader {
  line: number;
  /** Columns of the row that already have a problem. */
  reported: Set<string>;
  get(column: CsvColumn): string;
  report(column: CsvColumn, message: string): void;
  wholeNumber(column: CsvColumn): number | null;
  yesNo(column: CsvColumn): boolean;
  newKey(column: CsvColumn, name: string, taken: Set<string>): string | null;
  /** The record a cell names, or null after reporting a name shared by several records. */
  lookUp<T extends { key: string }>(
    index: ByName<T>,
    column: CsvColumn,
    kind: string,
    name: string,
  ): T | null | undefined;
}

function rowReader(state: MergeState, row: CsvRow): RowReader {
  const { file, columns, result } = state;
  const line = row.line;
  const record = `row ${line}`;
  const reported = new Set<string>();
  result.reportedColumns.set(line, reported);
  const reader: RowReader = {
    line,
    reported,
    get(column) {
      const index = columns.indexOf(column);
      return index < 0 ? '' : (row.cells[index] ?? '').trim();
    },
    report(column, message) {
      reported.add(column);
      result.problems.push({ file, record, field: column, message });
    },
    wholeNumber(column) {
      const text = reader.get(column);
      if (!text) return null;
      if (!/^\d+$/.test(text)) {
        reader.report(column, `must be a whole number, not "${text}"`);
        return null;
      }
      return Number(text);
    },
    yesNo(column) {
      const text = reader.get(column).toLowerCase();
      if (text === '' || csvBooleans.no.includes(text)) return false;
      if (csvBooleans.yes.includes(text)) return true;
      reader.report(
        column,
        `"${reader.get(column)}" is not a yes or no: write one of ${csvBooleans.yes.join(', ')} ` +
          `or ${csvBooleans.no.join(', ')} (or leave it empty for no)`,
      );
      return false;
    },
    newKey(column, name, taken) {
      const base = slugify(name);
      if (!base) {
        reader.report(column, `"${name}" has no letter or digit to make a key from`);
        return null;
      }
      let key = base;
      for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
      taken.add(key);
      return key;
    },
    lookUp(index, column, kind, name) {
      const found = index.find(name);
      if (!Array.isArray(found)) return found;
      reader.report(
        column,
        `"${name}" names several ${kind} (${found.map((r) => r.key).join(', ')}): write the key of the one you mean`,
      );
      return null;
    },
  };
  return reader;
}

/** The family a column names, created when new. */
function familyFor(
  state: MergeState,
  r: RowReader,
  column: 'family' | 'secondaryFamily',
): CatalogFamily | null {
  const name = r.get(column);
  if (!name) return null;
  const known = r.lookUp(state.families, column, 'families', name);
  if (known !== undefined) return known;
  const key = r.newKey(column, name, state.keys.family);
  if (!key) return null;
  const family: CatalogFamily = {
    id: ++state.ids.family,
    key,
    name: { en: name, fr: name, es: name },
    color: newFamilyColor,
    intensity: newFamilyIntensity,
    meFamilies: [],
  };
  state.data.families.push(family);
  state.families.add(family);
  state.result.rowByFamilyId.set(family.id, r.line);
  state.result.created.families.push({
    name,
    id: family.id,
    key,
    row: r.line,
    assumed: `names copied into fr and es, colour ${newFamilyColor}, intensity ${newFamilyIntensity}, no wheel class`,
  });
  return family;
}

type Part = { ingredient: CatalogIngredient; proportion: number };

/** A cell's list, split at semicolons, each item trimmed, empty ones left out. */
const listOf = (text: string) =>
  text
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

/** The row's ingredients with their proportions, largest first; new ones are created. */
function readIngredients(state: MergeState, r: RowReader, family: CatalogFamily | null): Part[] {
  const parts: Part[] = [];
  for (const pair of listOf(r.get('ingredients'))) {
    const match = /^(.+?)\s*:\s*(\d+)$/.exec(pair);
    if (!match) {
      r.report(
        'ingredients',
        `"${pair}" must be written name:proportion with a whole-number proportion, e.g. Rose:30`,
      );
      continue;
    }
    const name = match[1]!;
    let ingredient = r.lookUp(state.ingredients, 'ingredients', 'ingredients', name);
    if (ingredient === null) continue;
    if (!ingredient) {
      const key = r.newKey('ingredients', name, state.keys.ingredient);
      if (!key) continue;
      // A new ingredient needs a family: the perfume's main family is the likeliest one.
      const familyId = family?.id ?? 0;
      ingredient = {
        id: ++state.ids.ingredient,
        key,
        name: { en: name, fr: name, es: name },
        familyId,
        kind: 'natural',
        origins: [],
        imageUrl: '',
      };
      state.data.ingredients.push(ingredient);
      state.ingredients.add(ingredient);
      state.result.rowByIngredientKey.set(key, r.line);
      state.result.created.ingredients.push({
        name,
        id: ingredient.id,
        key,
        row: r.line,
        assumed: `names copied into fr and es, family ${family?.name.en ?? '?'} (the perfume's), kind natural, no origins`,
      });
    }
    parts.push({ ingredient, proportion: Number(match[2]) });
  }
  return parts.sort((a, b) => b.proportion - a.proportion);
}

const ownIngredients = (parts: Part[]) =>
  new ByName(
    parts.map((p) => p.ingredient),
    (i) => [i.name.en, i.name.fr, i.name.es],
  );

/**
 * The pyramid: each stage's column names some of the row's ingredients. Empty everywhere, the
 * perfume has no pyramid; otherwise every ingredient is placed at least once.
 */
function readPyramid(r: RowReader, parts: Part[]): Map<string, PyramidStage[]> {
  const stagesByKey = new Map<string, PyramidStage[]>();
  if (!stageOrder.some((stage) => r.get(stage) !== '')) return stagesByKey;
  const own = ownIngredients(parts);
  for (const stage of stageOrder) {
    for (const noteName of listOf(r.get(stage))) {
      const found = r.lookUp(own, stage, "of this row's ingredients", noteName);
      if (found === null) continue;
      if (!found) {
        if (!r.reported.has('ingredients'))
          r.report(stage, `"${noteName}" is not one of this row's ingredients`);
        continue;
      }
      const stages = stagesByKey.get(found.key) ?? [];
      if (!stages.includes(stage)) stages.push(stage);
      stagesByKey.set(found.key, stages);
    }
  }
  const unplaced = parts.filter((p) => !stagesByKey.has(p.ingredient.key));
  if (unplaced.length > 0 && !stageOrder.some((stage) => r.reported.has(stage)))
    r.report(
      'top',
      `${unplaced.map((p) => p.ingredient.name.en).join(', ')} ${unplaced.length === 1 ? 'is' : 'are'} in none of top, heart and base: place every ingredient, or leave the three columns empty`,
    );
  return stagesByKey;
}

/** The concentration, the house's own name for it, and the other concentrations it exists in. */
function readConcentrations(r: RowReader) {
  const concentrationText = r.get('concentration');
  let concentration: Concentration | undefined;
  if (concentrationText) {
    concentration = readConcentration(concentrationText) ?? undefined;
    if (!concentration)
      r.report(
        'concentration',
        `"${concentrationText}" is not a concentration: ${concentrationHelp}`,
      );
  }
  const concentrationName = r.get('concentrationName');
  if (concentration === 'other' && !concentrationName)
    r.report(
      'concentrationName',
      'is empty: a concentration "other" needs the house\'s own name here',
    );
  if (concentrationName && !concentrationText)
    r.report('concentration', `is empty while concentrationName is "${concentrationName}"`);
  const alsoAs: Concentration[] = [];
  for (const text of listOf(r.get('alsoAs'))) {
    const found = readConcentration(text);
    if (found) alsoAs.push(found);
    else r.report('alsoAs', `"${text}" is not a concentration: ${concentrationHelp}`);
  }
  return { concentration, concentrationName, alsoAs };
}

/** The hero's key: the named ingredient of the row, else its largest one. */
function readHero(r: RowReader, parts: Part[]): string {
  // Without ingredients there is no hero to check: the empty list is the row's problem.
  if (parts.length === 0) r.reported.add('hero');
  const heroName = r.get('hero');
  let hero = parts[0]?.ingredient.key ?? '';
  if (heroName) {
    const found = r.lookUp(ownIngredients(parts), 'hero', "of this row's ingredients", heroName);
    if (found) hero = found.key;
    else if (found === undefined && !r.reported.has('ingredients')) {
      r.report('hero', `"${heroName}" is not one of this row's ingredients`);
    } else r.reported.add('hero');
  }
  return hero;
}

/** The class of the wheel: as written, or the family's only one. */
function readMeFamily(
  state: MergeState,
  r: RowReader,
  family: CatalogFamily | null,
): MeFamilyName | null {
  const meText = r.get('meFamilyName');
  if (meText) {
    const meFamilyName = state.meByName.get(meText.toLowerCase()) ?? null;
    if (!meFamilyName)
      r.report(
        'meFamilyName',
        `"${meText}" is not a class of the wheel: write one of ${meFamilyNames.join(', ')}`,
      );
    return meFamilyName;
  }
  if (family && family.meFamilies.length === 1) return family.meFamilies[0]!;
  if (!family) {
    r.reported.add('meFamilyName');
    return null;
  }
  const covered =
    family.meFamilies.length > 0
      ? `covers ${family.meFamilies.join(', ')}`
      : 'covers no class of the wheel';
  r.report(
    'meFamilyName',
    `is empty and the family ${family.name.en} ${covered}: write one of ${(family.meFamilies.length > 0 ? family.meFamilies : meFamilyNames).join(', ')}`,
  );
  return null;
}

/** The brand the row names, created when new; null when it cannot be told. */
function brandFor(state: MergeState, r: RowReader, brandName: string): CatalogBrand | null {
  const brand = r.lookUp(state.brands, 'brand', 'brands', brandName);
  if (brand !== undefined) return brand;
  const key = r.newKey('brand', brandName, state.keys.brand);
  if (!key) return null;
  const created: CatalogBrand = { id: ++state.ids.brand, key, name: brandName, perfumes: [] };
  state.data.brands.push(created);
  state.brands.add(created);
  state.result.created.brands.push({
    name: brandName,
    id: created.id,
    key,
    row: r.line,
    assumed: 'no country',
  });
  return created;
}

/** Everything of a row that is read before its perfume is placed in a brand. */
interface RowFields {
  family: CatalogFamily | null;
  secondary: CatalogFamily | null;
  parts: Part[];
  stagesByKey: Map<string, PyramidStage[]>;
  concentrations: ReturnType<typeof readConcentrations>;
  linear: boolean | undefined;
  sourceText: string;
  hero: string;
  meFamilyName: MeFamilyName | null;
  year: number | null;
  popularity: number | null;
  explicitId: number | null;
  expertReviewed: boolean;
  discontinued: boolean;
}

/** Reads and checks every cell of the row, in the order its problems are listed. */
function readRowFields(state: MergeState, r: RowReader): RowFields {
  for (const name of requiredCsvColumns) if (!r.get(name)) r.report(name, 'is empty');
  const family = familyFor(state, r, 'family');
  const secondary = familyFor(state, r, 'secondaryFamily');
  const parts = readIngredients(state, r, family);
  const stagesByKey = readPyramid(r, parts);
  const concentrations = readConcentrations(r);
  const linear = r.get('linear') ? r.yesNo('linear') : undefined;
  const sourceText = r.get('pyramidSource').toLowerCase();
  if (sourceText && sourceText !== 'published' && sourceText !== 'estimated')
    r.report('pyramidSource', `"${r.get('pyramidSource')}" must be published or estimated`);
  const hero = readHero(r, parts);
  const meFamilyName = readMeFamily(state, r, family);
  return {
    family,
    secondary,
    parts,
    stagesByKey,
    concentrations,
    linear,
    sourceText,
    hero,
    meFamilyName,
    year: r.wholeNumber('year'),
    popularity: r.wholeNumber('popularity'),
    explicitId: r.wholeNumber('id'),
    expertReviewed: r.yesNo('expertReviewed'),
    discontinued: r.yesNo('discontinued'),
  };
}

/** The catalog perfume a row describes. */
function perfumeOf(r: RowReader, id: number, name: string, f: RowFields): CatalogPerfume {
  const { concentration, concentrationName, alsoAs } = f.concentrations;
  const descriptionEn = r.get('description_en');
  return {
    id,
    name,
    subBrand: r.get('subBrand'),
    year: f.year,
    gender: r.get('gender').toUpperCase() as CatalogPerfume['gender'],
    perfumers: listOf(r.get('perfumers')),
    // 0 stands for a family the row did not give: reported above, and rejected by validation.
    familyId: f.family?.id ?? 0,
    secondaryFamilyId: f.secondary?.id ?? 0,
    meFamilyName: f.meFamilyName ?? ('' as MeFamilyName),
    expertReviewed: f.expertReviewed,
    discontinued: f.discontinued,
    popularity: f.popularity ?? 10,
    origin: listOf(r.get('origin')).map((c) => c.toUpperCase()),
    imageUrl: r.get('imageUrl'),
    description: {
      en: descriptionEn,
      fr: r.get('description_fr') || descriptionEn,
      es: r.get('description_es') || descriptionEn,
    },
    ingredients: f.parts.map(({ ingredient, proportion }) => {
      const stages = f.stagesByKey.get(ingredient.key);
      return { key: ingredient.key, proportion, ...(stages ? { stages } : {}) };
    }),
    hero: f.hero,
    ...(concentration ? { concentration } : {}),
    ...(concentrationName ? { concentrationName } : {}),
    ...(alsoAs.length > 0 ? { alsoAs } : {}),
    ...(f.linear !== undefined ? { linear: f.linear } : {}),
    ...(f.sourceText === 'published' || f.sourceText === 'estimated'
      ? { pyramidSource: f.sourceText as 'published' | 'estimated' }
      : {}),
  };
}

/** Merges one row: its perfume is added to its brand, or replaces the one of the same id. */
export function mergeRow(state: MergeState, row: CsvRow): void {
  const { result, columns } = state;
  const r = rowReader(state, row);
  if (row.cells.length > columns.length) {
    result.problems.push({
      file: state.file,
      record: `row ${r.line}`,
      field: '',
      message: `has ${row.cells.length} cells for ${columns.length} columns (a comma inside a cell needs the cell in double quotes)`,
    });
    return;
  }
  const fields = readRowFields(state, r);

  const name = r.get('name');
  const brandName = r.get('brand');
  // Without a name and a brand the perfume has no place in the catalog; its cells were still read.
  if (!name || !brandName) return;
  const brand = brandFor(state, r, brandName);
  if (!brand) return;
  const existing = brand.perfumes.find((p) => normalizeText(p.name) === normalizeText(name));
  const id =
    fields.explicitId ??
    existing?.id ??
    newPerfumeId(brand.id, state.perfumeIds, state.largestPerfumeId);
  state.perfumeIds.add(id);
  state.largestPerfumeId = Math.max(state.largestPerfumeId, id);

  const copied = (['fr', 'es'] as const).filter((l) => !r.get(`description_${l}`));
  if (r.get('description_en') && copied.length > 0)
    result.copiedDescriptions.push({ row: r.line, perfume: name, languages: copied });
  const perfume = perfumeOf(r, id, name, fields);
  if (result.rowByPerfumeId.has(id)) {
    r.report('id', `perfume ${id} is already on row ${result.rowByPerfumeId.get(id)} of this file`);
  }
  result.rowByPerfumeId.set(id, r.line);
  const index = brand.perfumes.findIndex((p) => p.id === id);
  if (index >= 0) {
    brand.perfumes[index] = perfume;
    result.updated++;
  } else {
    brand.perfumes.push(perfume);
    result.added++;
  }
}

/**
 * Records by their key or any of their names, accents and case aside. A name that two records
 * share ("Citron" is the French for lemon and the English for citron) is ambiguous: find() then
 * returns both, and only the key, written as it is, picks one.
 */
export class ByName<T extends { key: string }> {
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
