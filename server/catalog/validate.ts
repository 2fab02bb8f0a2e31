import type { z } from 'zod';
import {
  brandFileSchema,
  conceptSchema,
  countrySchema,
  familySchema,
  ingredientSchema,
  perfumeSchema,
  type CatalogBrand,
  type CatalogData,
} from '../../common/domain/catalog-schema';
import type { RawCatalog, RawFile } from './read-catalog';

// Checks a whole catalog and reports every problem with its file, record and field, so that an
// operator can fix them all in one pass.

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

export function formatProblem(p: CatalogProblem): string {
  const where = [p.file, p.record, p.field].filter(Boolean).join(' › ');
  return `${where}: ${p.message}`;
}

export function validateCatalog(raw: RawCatalog): ValidationResult {
  const problems: CatalogProblem[] = raw.unreadable.map((u) => ({
    file: u.file,
    record: '',
    field: '',
    message: u.message,
  }));
  const report = (file: string, record: string, field: string, message: string) =>
    problems.push({ file, record, field, message });

  const families = parseList(raw.families, 'families.json', familySchema, familyLabel, report);
  const ingredients = parseList(raw.ingredients, 'ingredients.json', ingredientSchema, keyLabel('ingredient'), report);
  const countries = parseList(raw.countries, 'countries.json', countrySchema, (r) => `country ${str(r.code)}`, report);
  const concepts = parseList(raw.concepts, 'concepts.json', conceptSchema, keyLabel('concept'), report);
  const brands: CatalogBrand[] = [];
  for (const file of raw.brands) {
    const brand = parseBrand(file, report);
    if (brand) brands.push(brand);
  }

  unique(families, (f) => f.id, 'families.json', familyLabel, 'id', report);
  unique(families, (f) => f.key, 'families.json', familyLabel, 'key', report);
  unique(ingredients, (i) => i.id, 'ingredients.json', keyLabel('ingredient'), 'id', report);
  unique(ingredients, (i) => i.key, 'ingredients.json', keyLabel('ingredient'), 'key', report);
  unique(countries, (c) => c.code, 'countries.json', (c) => `country ${c.code}`, 'code', report);
  unique(concepts, (c) => c.id, 'concepts.json', keyLabel('concept'), 'id', report);
  unique(concepts, (c) => c.key, 'concepts.json', keyLabel('concept'), 'key', report);

  const familyIds = new Set(families.map((f) => f.id));
  const ingredientKeys = new Set(ingredients.map((i) => i.key));
  const countryCodes = new Set(countries.map((c) => c.code));

  for (const ing of ingredients) {
    const record = keyLabel('ingredient')(ing);
    if (!familyIds.has(ing.familyId)) report('ingredients.json', record, 'familyId', `unknown family id ${ing.familyId}`);
    ing.origins.forEach((code, i) => {
      if (!countryCodes.has(code)) report('ingredients.json', record, `origins[${i}]`, `unknown country code ${code}`);
    });
  }
  for (const concept of concepts) {
    const record = keyLabel('concept')(concept);
    concept.ingredients.forEach((a, i) => {
      if (!ingredientKeys.has(a.key)) report('concepts.json', record, `ingredients[${i}].key`, `unknown ingredient id "${a.key}"`);
    });
    concept.families.forEach((a, i) => {
      if (!familyIds.has(a.id)) report('concepts.json', record, `families[${i}].id`, `unknown family id ${a.id}`);
    });
  }

  const brandFile = new Map<CatalogBrand, string>();
  raw.brands.forEach((f) => {
    const b = brands.find((x) => x.key === (f.json as { key?: unknown })?.key && !brandFile.has(x));
    if (b) brandFile.set(b, f.file);
  });
  unique(brands, (b) => b.id, '', (b) => `brand ${b.id} "${b.name}"`, 'id', report, (b) => brandFile.get(b) ?? '');
  unique(brands, (b) => b.key, '', (b) => `brand ${b.id} "${b.name}"`, 'key', report, (b) => brandFile.get(b) ?? '');
  const perfumeSeen = new Map<number, string>();
  for (const brand of brands) {
    const file = brandFile.get(brand) ?? `brand ${brand.key}`;
    if (brand.country && !countryCodes.has(brand.country)) report(file, `brand ${brand.id} "${brand.name}"`, 'country', `unknown country code ${brand.country}`);
    brand.perfumes.forEach((p, index) => {
      const record = `perfume ${p.id} "${p.name}"`;
      const at = (field: string) => `perfumes[${index}].${field}`;
      const earlier = perfumeSeen.get(p.id);
      if (earlier) report(file, record, at('id'), `duplicate id ${p.id} (also in ${earlier})`);
      else perfumeSeen.set(p.id, file);
      if (!familyIds.has(p.familyId)) report(file, record, at('familyId'), `unknown family id ${p.familyId}`);
      if (!familyIds.has(p.secondaryFamilyId)) report(file, record, at('secondaryFamilyId'), `unknown family id ${p.secondaryFamilyId}`);
      if (p.familyId === p.secondaryFamilyId) report(file, record, at('secondaryFamilyId'), 'must differ from familyId');
      const keys = new Set<string>();
      p.ingredients.forEach((ing, i) => {
        if (!ingredientKeys.has(ing.key)) report(file, record, at(`ingredients[${i}].key`), `unknown ingredient id "${ing.key}"`);
        if (keys.has(ing.key)) report(file, record, at(`ingredients[${i}].key`), `ingredient "${ing.key}" is listed twice`);
        keys.add(ing.key);
      });
      const sum = p.ingredients.reduce((n, ing) => n + ing.proportion, 0);
      if (sum !== 100) report(file, record, at('ingredients'), `proportions sum to ${sum}, not 100`);
      if (!keys.has(p.hero)) report(file, record, at('hero'), `hero ingredient "${p.hero}" is not among the perfume's ingredients`);
      p.origin.forEach((code, i) => {
        if (!countryCodes.has(code)) report(file, record, at(`origin[${i}]`), `unknown country code ${code}`);
      });
    });
  }

  if (problems.length > 0) return { data: null, problems };
  return { data: { families, ingredients, countries, concepts, brands }, problems };
}

type Report = (file: string, record: string, field: string, message: string) => void;
type Loose = Record<string, unknown>;

const str = (v: unknown) => (v === undefined ? '?' : String(v));
const familyLabel = (r: Loose | { id: number; key: string }) => `family ${str(r.id)} (${str((r as Loose).key)})`;
const keyLabel = (kind: string) => (r: Loose | { id: number; key: string }) =>
  `${kind} ${str(r.id)} (${str((r as Loose).key)})`;

function zodIssues(error: z.ZodError, prefix: string): { field: string; message: string }[] {
  return error.issues.map((issue) => {
    const path = issue.path
      .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
      .join('');
    const field = prefix && path ? `${prefix}.${path}` : prefix || path;
    const missing = issue.code === 'invalid_type' && issue.message.includes('undefined');
    return { field, message: missing ? 'is missing' : issue.message };
  });
}

function parseList<S extends z.ZodType>(
  raw: RawFile | undefined,
  fallbackFile: string,
  schema: S,
  label: (r: Loose) => string,
  report: Report,
): z.infer<S>[] {
  if (!raw) return [];
  if (!Array.isArray(raw.json)) {
    report(raw.file || fallbackFile, '', '', 'must be a JSON array');
    return [];
  }
  const out: z.infer<S>[] = [];
  raw.json.forEach((record: unknown, index) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) out.push(parsed.data);
    else {
      const name = record && typeof record === 'object' ? label(record as Loose) : `record ${index}`;
      for (const issue of zodIssues(parsed.error, `[${index}]`)) {
        report(raw.file, name, issue.field.replace(/^\[\d+\]\.?/, ''), issue.message);
      }
    }
  });
  return out;
}

function parseBrand(raw: RawFile, report: Report): CatalogBrand | null {
  const json = raw.json as Loose;
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    report(raw.file, '', '', 'must be a JSON object with the brand and its perfumes');
    return null;
  }
  const brandRecord = `brand ${str(json.id)} "${str(json.name)}"`;
  const { perfumes, ...brandOnly } = json;
  const head = brandFileSchema.omit({ perfumes: true }).safeParse(brandOnly);
  if (!head.success) {
    for (const issue of zodIssues(head.error, '')) report(raw.file, brandRecord, issue.field, issue.message);
  }
  if (!Array.isArray(perfumes)) {
    report(raw.file, brandRecord, 'perfumes', 'must be a list of perfumes');
    return null;
  }
  const parsed: CatalogBrand['perfumes'] = [];
  perfumes.forEach((p: unknown, index) => {
    const result = perfumeSchema.safeParse(p);
    const record = p && typeof p === 'object' ? `perfume ${str((p as Loose).id)} "${str((p as Loose).name)}"` : `perfume #${index}`;
    if (result.success) parsed.push(result.data);
    else for (const issue of zodIssues(result.error, `perfumes[${index}]`)) report(raw.file, record, issue.field, issue.message);
  });
  if (!head.success) return null;
  return { ...head.data, perfumes: parsed };
}

function unique<T>(
  items: T[],
  value: (t: T) => string | number,
  file: string,
  label: (t: T) => string,
  field: string,
  report: Report,
  fileOf: (t: T) => string = () => file,
): void {
  const seen = new Set<string | number>();
  for (const item of items) {
    const v = value(item);
    if (seen.has(v)) report(fileOf(item), label(item), field, `duplicate ${field} ${JSON.stringify(v)}`);
    seen.add(v);
  }
}
