import {
  MAX_NOTE_LENGTH,
  MAX_RATING,
  MAX_SIZE_ML,
  MIN_RATING,
  SCALE_STEPS,
  emptyCollectionFields,
  moments,
  ownedFormats,
  seasons,
  shelves,
  type CollectionFields,
  type Moment,
  type Season,
} from './collection';

// The collection as CSV (docs/decisions/043-collection.md): the export's columns, and the reading
// of a file made here or elsewhere. Only name and house are needed; the other columns are read when
// present, and a value that cannot be read is left empty and named, never guessed.

export const csvColumns = [
  'name',
  'house',
  'shelf',
  'format',
  'size_ml',
  'rating',
  'longevity',
  'sillage',
  'seasons',
  'moments',
  'note',
] as const;
export type CsvColumn = (typeof csvColumns)[number];

/** Header words read as a column, in the three languages and as other sites name them. */
const columnAliases: Record<string, CsvColumn> = {
  name: 'name',
  perfume: 'name',
  fragrance: 'name',
  nom: 'name',
  parfum: 'name',
  nombre: 'name',
  perfume_name: 'name',
  house: 'house',
  brand: 'house',
  maison: 'house',
  marque: 'house',
  casa: 'house',
  marca: 'house',
  shelf: 'shelf',
  status: 'shelf',
  format: 'format',
  size_ml: 'size_ml',
  size: 'size_ml',
  rating: 'rating',
  note_sur_5: 'rating',
  longevity: 'longevity',
  sillage: 'sillage',
  seasons: 'seasons',
  moments: 'moments',
  note: 'note',
  notes: 'note',
  comment: 'note',
};

/** Splits CSV text into rows of cells (RFC 4180: quoted cells may hold separators and newlines). */
export function parseCsv(text: string, separator = detectSeparator(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Spreadsheets set to French or Spanish write semicolons: the first line tells. */
function detectSeparator(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

const needsQuotes = /[",\r\n]/;
const quote = (value: string) =>
  needsQuotes.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
// A cell a spreadsheet would run as a formula is written as text (CSV injection).
const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export interface CsvItem extends CollectionFields {
  name: string;
  house: string;
}

/** The collection as CSV text, one perfume a line, with a header of csvColumns. */
export function writeCollectionCsv(items: readonly CsvItem[]): string {
  const lines = [csvColumns.join(',')];
  for (const item of items) {
    const cells: string[] = [
      item.name,
      item.house,
      item.shelf ?? '',
      item.format ?? '',
      item.sizeMl === null ? '' : String(item.sizeMl),
      item.rating === null ? '' : String(item.rating),
      item.longevity === null ? '' : String(item.longevity),
      item.sillage === null ? '' : String(item.sillage),
      item.seasons.join('|'),
      item.moments.join('|'),
      item.note,
    ];
    lines.push(cells.map((c) => quote(safe(c))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export interface ReadLine {
  line: number;
  name: string;
  house: string;
  fields: CollectionFields;
  /** Columns whose value could not be read on this line. */
  unread: CsvColumn[];
}

export interface ReadCsv {
  lines: ReadLine[];
  ignoredColumns: string[];
}

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]+/g, '_');

const wholeIn = (text: string, min: number, max: number): number | null | undefined => {
  if (text === '') return null;
  const n = Number(text.replace(',', '.'));
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

const listOf = <T extends string>(text: string, known: readonly T[]): T[] | undefined => {
  if (text === '') return [];
  const words = text
    .split(/[|;,/]+/)
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  return words.every((w) => (known as readonly string[]).includes(w))
    ? known.filter((k) => words.includes(k))
    : undefined;
};

const oneOf = <T extends string>(text: string, known: readonly T[]): T | null | undefined => {
  if (text === '') return null;
  const word = text.trim().toLowerCase();
  return (known as readonly string[]).includes(word) ? (word as T) : undefined;
};

/**
 * Reads a collection CSV: a header line naming the columns (name and house at least), or, when the
 * first line names none, lines of name, house, shelf and rating. Blank lines are skipped.
 */
export function readCollectionCsv(text: string): ReadCsv {
  const rows = parseCsv(text);
  const firstKeys = (rows[0] ?? []).map(headerKey);
  const hasHeader = firstKeys.some((k) => columnAliases[k] === 'name');
  const columns: (CsvColumn | null)[] = hasHeader
    ? firstKeys.map((k) => columnAliases[k] ?? null)
    : ['name', 'house', 'shelf', 'rating'];
  const ignoredColumns = hasHeader
    ? (rows[0] ?? [])
        .filter((_, i) => columns[i] === null && firstKeys[i] !== '')
        .map((c) => c.trim())
    : [];
  const lines: ReadLine[] = [];
  rows.forEach((row, r) => {
    if (hasHeader && r === 0) return;
    if (row.every((cell) => cell.trim() === '')) return;
    const cells: Partial<Record<CsvColumn, string>> = {};
    row.forEach((cell, i) => {
      const column = columns[i];
      // A formula guard written by the export is taken off again.
      if (column) cells[column] = cell.trim().replace(/^'(?=[=+\-@])/, '');
    });
    const unread: CsvColumn[] = [];
    const read = <T>(column: CsvColumn, value: T | undefined, empty: T): T => {
      if (value === undefined) {
        unread.push(column);
        return empty;
      }
      return value;
    };
    const size = cells.size_ml ?? '';
    const sizeMl =
      size === ''
        ? null
        : ((n) => (Number.isFinite(n) && n >= 0.1 && n <= MAX_SIZE_ML ? n : undefined))(
            Number(size.replace(',', '.')),
          );
    const fields: CollectionFields = {
      ...emptyCollectionFields,
      shelf: read('shelf', oneOf(cells.shelf ?? '', shelves), null),
      format: read('format', oneOf(cells.format ?? '', ownedFormats), null),
      sizeMl: read('size_ml', sizeMl, null),
      rating: read('rating', wholeIn(cells.rating ?? '', MIN_RATING, MAX_RATING), null),
      longevity: read('longevity', wholeIn(cells.longevity ?? '', 1, SCALE_STEPS), null),
      sillage: read('sillage', wholeIn(cells.sillage ?? '', 1, SCALE_STEPS), null),
      seasons: read<Season[]>('seasons', listOf(cells.seasons ?? '', seasons), []),
      moments: read<Moment[]>('moments', listOf(cells.moments ?? '', moments), []),
      note: (cells.note ?? '').slice(0, MAX_NOTE_LENGTH),
    };
    if ((cells.note ?? '').length > MAX_NOTE_LENGTH) unread.push('note');
    lines.push({ line: r + 1, name: cells.name ?? '', house: cells.house ?? '', fields, unread });
  });
  return { lines, ignoredColumns };
}
