import type { z } from 'zod';
import {
  brandFileSchema,
  chapterFileSchema,
  conceptSchema,
  countrySchema,
  familySchema,
  ingredientSchema,
  perfumeSchema,
  type CatalogBrand,
  type CatalogChapter,
  type CatalogData,
} from '../../common/domain/catalog-schema';
import type { RawCatalog, RawFile } from './read-catalog';

// Checks a whole catalog and reports every problem with its file, record and field, so that an
// operator can fix them all in one pass.
//
// Records are checked in two steps: each against its schema, then across records (references,
// duplicates, sums). A record that fails its schema still takes part in the second step with its
// well-formed fields: its id or key stays known, so the records that refer to it do not all report
// it as unknown, and its other mistakes are reported now rather than after the first fix.
//
// Chapters come in files of their own (chapters/<ingredient-key>.json) and are merged into their
// ingredient here, so everything past validation sees an ingredient with its `chapter`.

export interface CatalogProblem {
  file: string;
  record: string;
  field: string;
  message: string;
}

export interface ValidationResult {
  data: CatalogData | null;
  problems: CatalogProblem[];
}

export interface ValidateOptions {
  /** Called after each brand file with the perfumes checked so far and their total. */
  onProgress?: (done: number, total: number) => void;
}

export function formatProblem(p: CatalogProblem): string {
  const where = [p.file, p.record, p.field].filter(Boolean).join(' › ');
  return `${where}: ${p.message}`;
}

export function validateCatalog(raw: RawCatalog, options: ValidateOptions = {}): ValidationResult {
  const problems: CatalogProblem[] = raw.unreadable.map((u) => ({
    file: u.file,
    record: '',
    field: '',
    message: u.message,
  }));
  const report = (file: string, record: string, field: string, message: string) =>
    problems.push({ file, record, field, message });

  const families = parseList(raw.families, 'families.json', familySchema, familyLabel, report);
  const ingredients = parseList(
    raw.ingredients,
    'ingredients.json',
    ingredientSchema,
    keyLabel('ingredient'),
    report,
  );
  const countries = parseList(
    raw.countries,
    'countries.json',
    countrySchema,
    (r) => `country ${str(r.code)}`,
    report,
  );
  const concepts = parseList(
    raw.concepts,
    'concepts.json',
    conceptSchema,
    keyLabel('concept'),
    report,
  );

  const chapters = (raw.chapters ?? []).map((file) =>
    check(
      chapterFileSchema,
      file.json,
      file.file,
      `chapter of ${str((file.json as Loose | null)?.key)}`,
      '',
      report,
    ),
  );

  const perfumeTotal = raw.brands.reduce((n, f) => n + perfumesOf(f.json).length, 0);
  let perfumesDone = 0;
  const brands: ParsedBrand[] = [];
  for (const file of raw.brands) {
    const brand = parseBrand(file, report);
    if (brand) brands.push(brand);
    perfumesDone += perfumesOf(file.json).length;
    options.onProgress?.(perfumesDone, perfumeTotal);
  }

  unique(families, 'id', report);
  unique(families, 'key', report);
  unique(ingredients, 'id', report);
  unique(ingredients, 'key', report);
  unique(countries, 'code', report);
  unique(concepts, 'id', report);
  unique(concepts, 'key', report);

  const familyIds = new Set(families.map((f) => num(f, 'id')));
  const ingredientKeys = new Set(ingredients.map((i) => text(i, 'key')));
  const countryCodes = new Set(countries.map((c) => text(c, 'code')));
  familyIds.delete(undefined);
  ingredientKeys.delete(undefined);
  countryCodes.delete(undefined);

  for (const ing of ingredients) {
    const familyId = num(ing, 'familyId');
    if (familyId !== undefined && !familyIds.has(familyId))
      ing.report('familyId', `unknown family id ${familyId}`);
    list(ing, 'origins').forEach((code, i) => {
      if (typeof code === 'string' && !countryCodes.has(code))
        ing.report(`origins[${i}]`, `unknown country code ${code}`);
    });
  }
  for (const concept of concepts) {
    list(concept, 'ingredients').forEach((a, i) => {
      const key = (a as Loose | null)?.key;
      if (typeof key === 'string' && !ingredientKeys.has(key))
        concept.report(`ingredients[${i}].key`, `unknown ingredient id "${key}"`);
    });
    list(concept, 'families').forEach((a, i) => {
      const id = (a as Loose | null)?.id;
      if (typeof id === 'number' && !familyIds.has(id))
        concept.report(`families[${i}].id`, `unknown family id ${id}`);
    });
  }

  const heads = brands.map((b) => b.head);
  unique(heads, 'id', report);
  unique(heads, 'key', report);
  const perfumeSeen = new Map<number, string>();
  /** Each perfume's name and ingredient keys, for the chapters' iconic perfumes. */
  const perfumeIngredients = new Map<number, { name: string; keys: Set<string> }>();
  const known = { familyIds, ingredientKeys, countryCodes };
  for (const { head, perfumes } of brands) {
    const country = text(head, 'country');
    if (country !== undefined && !countryCodes.has(country))
      head.report('country', `unknown country code ${country}`);
    for (const p of perfumes) checkPerfume(p, known, perfumeSeen, perfumeIngredients);
  }

  const chapterByKey = checkChapters(chapters, ingredients, perfumeIngredients);

  if (problems.length > 0) return { data: null, problems };
  return {
    data: {
      families: valid(families),
      ingredients: valid(ingredients).map((ingredient) => {
        const chapter = chapterByKey.get(ingredient.key);
        return chapter ? { ...ingredient, chapter } : ingredient;
      }),
      countries: valid(countries),
      concepts: valid(concepts),
      brands: brands.map((b) => ({ ...b.head.parsed!, perfumes: valid(b.perfumes) })),
    },
    problems,
  };
}

/**
 * The perfumes that lack a pyramid or a concentration. A catalog without them still loads and
 * imports (the site then says nothing of them), so they are not problems of validateCatalog; the
 * `catalog:validate` command lists them so that a curated catalog ships complete.
 */
export function missingPyramidsAndConcentrations(data: CatalogData): CatalogProblem[] {
  const gaps: CatalogProblem[] = [];
  for (const brand of data.brands) {
    brand.perfumes.forEach((p, index) => {
      const record = `perfume ${p.id} "${p.name}"`;
      const file = `brands/${brand.key}.json`;
      if (p.ingredients.some((i) => i.stages === undefined))
        gaps.push({
          file,
          record,
          field: `perfumes[${index}].ingredients`,
          message: 'no pyramid: give each ingredient its stages (top, heart, base)',
        });
      if (p.concentration === undefined)
        gaps.push({
          file,
          record,
          field: `perfumes[${index}].concentration`,
          message: 'no concentration',
        });
    });
  }
  return gaps;
}

/**
 * Checks the chapter files against the ingredients and perfumes: the file is named after its
 * ingredient's key, the key is an ingredient's, no ingredient has two chapters, and the iconic
 * perfume exists and contains the ingredient (also for a chapter written in ingredients.json, as a
 * whole-catalog file or the database holds them). Returns the files' chapters by ingredient key.
 */
function checkChapters(
  chapters: Checked<{ key: string; chapter: CatalogChapter }>[],
  ingredients: Checked<unknown>[],
  perfumes: ReadonlyMap<number, { name: string; keys: Set<string> }>,
): Map<string, CatalogChapter> {
  const ingredientByKey = new Map<string, Checked<unknown>>();
  for (const ingredient of ingredients) {
    const key = text(ingredient, 'key');
    if (key !== undefined) ingredientByKey.set(key, ingredient);
  }
  const checkIconic = (
    owner: Checked<unknown>,
    field: string,
    chapter: unknown,
    ingredientKey: string,
  ) => {
    const id = (chapter as Loose | null)?.iconicPerfumeId;
    if (typeof id !== 'number') return;
    const perfume = perfumes.get(id);
    if (!perfume) owner.report(field, `iconic perfume ${id} is not in the catalog`);
    else if (!perfume.keys.has(ingredientKey))
      owner.report(
        field,
        `the iconic perfume ${id} "${perfume.name}" does not contain the ingredient "${ingredientKey}"`,
      );
  };

  for (const [key, ingredient] of ingredientByKey) {
    const inline = ingredient.record.chapter;
    if (inline !== undefined) checkIconic(ingredient, 'chapter.iconicPerfumeId', inline, key);
  }

  const byKey = new Map<string, CatalogChapter>();
  const fileOf = new Map<string, string>();
  for (const chapter of chapters) {
    const key = text(chapter, 'key');
    if (key === undefined) continue;
    const expected = `${key}.json`;
    if (chapter.file.split(/[\\/]/).pop() !== expected && chapter.file.endsWith('.json'))
      chapter.report('key', `"${key}" must be the file's name: write this chapter in ${expected}`);
    const ingredient = ingredientByKey.get(key);
    if (!ingredient) {
      chapter.report('key', `unknown ingredient key "${key}"`);
      continue;
    }
    const earlier = fileOf.get(key);
    if (earlier) chapter.report('key', `"${key}" already has a chapter in ${earlier}`);
    else if (ingredient.record.chapter !== undefined)
      chapter.report('key', `"${key}" already has a chapter in ${ingredient.file}`);
    fileOf.set(key, chapter.file);
    checkIconic(chapter, 'chapter.iconicPerfumeId', chapter.record.chapter, key);
    if (chapter.parsed && chapter.parsed.chapter.iconicPerfumeId === undefined) {
      const listing = [...perfumes.values()].filter((p) => p.keys.has(key)).length;
      if (listing > 0)
        chapter.report(
          'chapter.iconicPerfumeId',
          `no iconic perfume, while ${listing} perfume${listing > 1 ? 's list' : ' lists'} "${key}": name one`,
        );
    }
    if (chapter.parsed) byKey.set(key, chapter.parsed.chapter);
  }
  return byKey;
}

type Report = (file: string, record: string, field: string, message: string) => void;
type Loose = Record<string, unknown>;

/**
 * One record as read, whether or not it passed its schema. `bad` holds the top-level fields the
 * schema rejected: the checks across records skip them, since their problem is already reported.
 */
interface Checked<T> {
  record: Loose;
  parsed: T | null;
  bad: Set<string>;
  file: string;
  label: string;
  report(field: string, message: string): void;
}

interface ParsedBrand {
  head: Checked<Omit<CatalogBrand, 'perfumes'>>;
  perfumes: Checked<CatalogBrand['perfumes'][number]>[];
}

const str = (v: unknown) => (v === undefined ? '?' : String(v));
const familyLabel = (r: Loose) => `family ${str(r.id)} (${str(r.key)})`;
const keyLabel = (kind: string) => (r: Loose) => `${kind} ${str(r.id)} (${str(r.key)})`;

/** A field's value for the checks across records: the parsed one, or the raw one if well-formed. */
function field(c: Checked<unknown>, name: string): unknown {
  if (c.parsed) return (c.parsed as Loose)[name];
  return c.bad.has(name) ? undefined : c.record[name];
}
const num = (c: Checked<unknown>, name: string) => {
  const v = field(c, name);
  return typeof v === 'number' ? v : undefined;
};
const text = (c: Checked<unknown>, name: string) => {
  const v = field(c, name);
  return typeof v === 'string' ? v : undefined;
};
const list = (c: Checked<unknown>, name: string): unknown[] => {
  const v = field(c, name);
  return Array.isArray(v) ? v : [];
};
const valid = <T>(items: Checked<T>[]): T[] => items.map((c) => c.parsed!);

const perfumesOf = (json: unknown): unknown[] => {
  const perfumes = (json as Loose | null)?.perfumes;
  return Array.isArray(perfumes) ? perfumes : [];
};

function zodIssues(
  error: z.ZodError,
  prefix: string,
): { field: string; top: string; message: string }[] {
  return error.issues.map((issue) => {
    const path = issue.path
      .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
      .join('');
    const field = prefix && path ? `${prefix}.${path}` : prefix || path;
    const missing = issue.code === 'invalid_type' && issue.message.includes('undefined');
    const unknown =
      issue.code === 'unrecognized_keys'
        ? `unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => `"${k}"`).join(', ')}`
        : null;
    return {
      field,
      top: String(issue.path[0] ?? ''),
      message: unknown ?? (missing ? 'is missing' : issue.message),
    };
  });
}

function check<T>(
  schema: z.ZodType<T>,
  value: unknown,
  file: string,
  label: string,
  prefix: string,
  report: Report,
): Checked<T> {
  const record =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
  const checked: Checked<T> = {
    record,
    parsed: null,
    bad: new Set(),
    file,
    label,
    report: (field, message) => report(file, label, prefix ? `${prefix}.${field}` : field, message),
  };
  const result = schema.safeParse(value);
  if (result.success) checked.parsed = result.data;
  else {
    for (const issue of zodIssues(result.error, prefix)) {
      checked.bad.add(issue.top);
      report(file, label, issue.field, issue.message);
    }
  }
  return checked;
}

function parseList<T>(
  raw: RawFile | undefined,
  fallbackFile: string,
  schema: z.ZodType<T>,
  label: (r: Loose) => string,
  report: Report,
): Checked<T>[] {
  if (!raw) return [];
  if (!Array.isArray(raw.json)) {
    report(raw.file || fallbackFile, '', '', 'must be a JSON array');
    return [];
  }
  return raw.json.map((record: unknown, index) => {
    const name = record && typeof record === 'object' ? label(record as Loose) : `record ${index}`;
    return check(schema, record, raw.file, name, '', report);
  });
}

const brandHeadSchema = brandFileSchema.omit({ perfumes: true });

function parseBrand(raw: RawFile, report: Report): ParsedBrand | null {
  const json = raw.json as Loose;
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    report(raw.file, '', '', 'must be a JSON object with the brand and its perfumes');
    return null;
  }
  const { perfumes, ...brandOnly } = json;
  const head = check(
    brandHeadSchema,
    brandOnly,
    raw.file,
    `brand ${str(json.id)} "${str(json.name)}"`,
    '',
    report,
  );
  if (!Array.isArray(perfumes)) {
    report(raw.file, head.label, 'perfumes', 'must be a list of perfumes');
    return { head, perfumes: [] };
  }
  return {
    head,
    perfumes: perfumes.map((p: unknown, index) => {
      const record =
        p && typeof p === 'object'
          ? `perfume ${str((p as Loose).id)} "${str((p as Loose).name)}"`
          : `perfume #${index}`;
      return check(perfumeSchema, p, raw.file, record, `perfumes[${index}]`, report);
    }),
  };
}

/** Reports a repeated id, key or code; a record whose field is itself malformed is left out. */
function unique(items: Checked<unknown>[], name: string, report: Report): void {
  const seen = new Set<unknown>();
  for (const item of items) {
    const v = field(item, name);
    if (typeof v !== 'string' && typeof v !== 'number') continue;
    if (seen.has(v)) report(item.file, item.label, name, `duplicate ${name} ${JSON.stringify(v)}`);
    seen.add(v);
  }
}

type CheckedPerfume = Checked<CatalogBrand['perfumes'][number]>;

/** The ids and keys that the catalog's records may refer to. */
interface KnownRefs {
  familyIds: Set<number | undefined>;
  ingredientKeys: Set<string | undefined>;
  countryCodes: Set<string | undefined>;
}

/** A perfume's references: its id unique, its families, ingredients and origins known. */
function checkPerfume(
  p: CheckedPerfume,
  known: KnownRefs,
  perfumeSeen: Map<number, string>,
  perfumeIngredients: Map<number, { name: string; keys: Set<string> }>,
): void {
  const { familyIds, countryCodes } = known;
  const id = num(p, 'id');
  const earlier = id === undefined ? undefined : perfumeSeen.get(id);
  if (earlier) p.report('id', `duplicate id ${id} (also in ${earlier})`);
  else if (id !== undefined) perfumeSeen.set(id, p.file);
  const familyId = num(p, 'familyId');
  const secondaryId = num(p, 'secondaryFamilyId');
  if (familyId !== undefined && !familyIds.has(familyId))
    p.report('familyId', `unknown family id ${familyId}`);
  if (secondaryId !== undefined && !familyIds.has(secondaryId))
    p.report('secondaryFamilyId', `unknown family id ${secondaryId}`);
  if (familyId !== undefined && familyId === secondaryId)
    p.report('secondaryFamilyId', 'must differ from familyId');
  // A malformed list is already reported; its sum and the hero's place in it would only echo that.
  if (!p.bad.has('ingredients')) {
    const keys = checkPerfumeIngredients(p, known.ingredientKeys);
    if (id !== undefined) perfumeIngredients.set(id, { name: str(text(p, 'name')), keys });
  }
  list(p, 'origin').forEach((code, i) => {
    if (typeof code === 'string' && !countryCodes.has(code))
      p.report(`origin[${i}]`, `unknown country code ${code}`);
  });
}

/**
 * A perfume's ingredient list: each known and listed once, the proportions summing to 100, the
 * pyramid all or nothing, the hero among them. Returns the keys listed.
 */
function checkPerfumeIngredients(
  p: CheckedPerfume,
  ingredientKeys: Set<string | undefined>,
): Set<string> {
  const keys = new Set<string>();
  let sum = 0;
  const items = list(p, 'ingredients') as { stages?: unknown }[];
  // A pyramid is all or nothing: a perfume whose notes are partly placed would show stages
  // that silently lack some of its notes.
  const placed = items.filter((item) => item.stages !== undefined).length;
  items.forEach((item, i) => {
    if (placed > 0 && item.stages === undefined)
      p.report(
        `ingredients[${i}].stages`,
        'is missing: once one ingredient has its stages, every ingredient needs them',
      );
  });
  list(p, 'ingredients').forEach((item, i) => {
    const { key, proportion } = item as { key: string; proportion: number };
    if (!ingredientKeys.has(key))
      p.report(`ingredients[${i}].key`, `unknown ingredient id "${key}"`);
    if (keys.has(key)) p.report(`ingredients[${i}].key`, `ingredient "${key}" is listed twice`);
    keys.add(key);
    sum += proportion;
  });
  if (sum !== 100) p.report('ingredients', `proportions sum to ${sum}, not 100`);
  const hero = text(p, 'hero');
  if (hero !== undefined && !keys.has(hero))
    p.report('hero', `hero ingredient "${hero}" is not among the perfume's ingredients`);
  return keys;
}
