import type { CatalogData, Concentration } from '../../common/domain/catalog-schema';
import { normalizeText } from '../../common/domain/text';
import type { CatalogProblem } from '../catalog/validate';

// The operator's CSV format (catalog/README.md, "CSV import"): its columns, the words its cells
// may hold, and what a merge of it reports.

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

export function readConcentration(text: string): Concentration | null {
  const wanted = normalizeText(text).replace(/-/g, ' ');
  for (const [key, words] of Object.entries(csvConcentrationWords)) {
    if (normalizeText(key).replace(/-/g, ' ') === wanted || words.includes(wanted))
      return key as Concentration;
  }
  return null;
}

export const concentrationHelp = `write one of ${Object.keys(csvConcentrationWords).join(', ')} (or EDC, EDT, EDP, extrait)`;

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
