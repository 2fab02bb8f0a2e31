import type { CatalogData } from '../../common/domain/catalog-schema';
import { parseCsv, type CsvRow } from './csv';
import {
  csvColumns,
  requiredCsvColumns,
  type CsvMergeOptions,
  type CsvMergeResult,
} from './csv-format';
import { mergeRow, mergeState } from './csv-row';

// The operator's CSV format (one row per perfume; see catalog/README.md, "CSV import"). Brands,
// families and ingredients are referenced by name, in any language, and created when new.
//
// Nothing is guessed silently: a value that cannot be read is a problem of its row and column,
// and what the import fills in by itself (new records, English text copied into the other
// languages) is listed in its report for review.

// The format itself is in csv-format.ts, a row's merge in csv-row.ts.

export {
  concentrationHelp,
  csvBooleans,
  csvColumns,
  csvConcentrationWords,
  newFamilyColor,
  newFamilyIntensity,
  requiredCsvColumns,
  type CopiedDescription,
  type CreatedRecord,
  type CsvColumn,
  type CsvMergeOptions,
  type CsvMergeResult,
} from './csv-format';
export { newPerfumeId } from './csv-row';

/** Merges the CSV's perfumes into a copy of the current catalog. */
export function mergeCsvPerfumes(
  current: CatalogData,
  csvText: string,
  file: string,
  options: CsvMergeOptions = {},
): CsvMergeResult {
  const result: CsvMergeResult = {
    data: structuredClone(current),
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
  const rows = parseCsv(csvText);
  const columns = readHeader(rows.shift(), file, result);
  if (!columns) return result;
  result.rowsRead = true;
  const state = mergeState(result, file, columns);
  rows.forEach((row, rowIndex) => {
    if (rowIndex % 500 === 0) options.onProgress?.(rowIndex, rows.length);
    mergeRow(state, row);
  });
  options.onProgress?.(rows.length, rows.length);
  return result;
}

/** The header's column names, or null after reporting what makes it unusable. */
function readHeader(
  header: CsvRow | undefined,
  file: string,
  { problems }: CsvMergeResult,
): string[] | null {
  if (!header) {
    problems.push({ file, record: '', field: '', message: 'the file is empty' });
    return null;
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
  return problems.length > 0 ? null : columns;
}
