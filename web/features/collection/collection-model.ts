import type { PerfumeSummary } from '../../../common/api/catalog';
import { seasons, type Season, type Shelf } from '../../../common/domain/collection';
import type { CsvItem } from '../../../common/domain/collection-csv';
import type { CollectionEntry } from '../../lib/collection';

// The collection page's model (issue 30): the shown entries of a tab, filtered and sorted; the
// family chart's counts; the seasons nothing owned is worn in; the rows of the exports.

export type ShelfTab = 'all' | Shelf;
export type SortKey = 'added' | 'house' | 'family' | 'rating' | 'lastWorn';
export const sortKeys: readonly SortKey[] = ['added', 'house', 'family', 'rating', 'lastWorn'];

export interface ShownEntry extends CollectionEntry {
  perfume: PerfumeSummary;
}

export interface CollectionFilters {
  tab: ShelfTab;
  sort: SortKey;
  /** A main family id, or null for every family. */
  familyId: number | null;
  /** The lowest rating shown, or null for every perfume, rated or not. */
  minRating: number | null;
}

const compareText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base' });

/** The entries a tab shows with its filters, in the order asked (ties in the order they came). */
export function shownEntries(
  entries: readonly ShownEntry[],
  filters: CollectionFilters,
): ShownEntry[] {
  const shown = entries.filter(
    (e) =>
      (filters.tab === 'all' || e.shelf === filters.tab) &&
      (filters.familyId === null || e.perfume.family.id === filters.familyId) &&
      (filters.minRating === null || (e.rating ?? 0) >= filters.minRating),
  );
  const by: Record<SortKey, ((a: ShownEntry, b: ShownEntry) => number) | null> = {
    added: null,
    house: (a, b) =>
      compareText(a.perfume.brand.name, b.perfume.brand.name) ||
      compareText(a.perfume.name, b.perfume.name),
    family: (a, b) =>
      compareText(a.perfume.family.name, b.perfume.family.name) ||
      compareText(a.perfume.name, b.perfume.name),
    // Best rated first, the unrated last.
    rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0),
    // Last worn first, the never worn last.
    lastWorn: (a, b) => (b.lastWornOn ?? '').localeCompare(a.lastWornOn ?? ''),
  };
  const compare = by[filters.sort];
  return compare ? shown.sort(compare) : shown;
}

export interface FamilyCount {
  id: number;
  label: string;
  color: string;
  count: number;
}

/** The main families of the perfumes given, most frequent first. */
export function familyCounts(entries: readonly ShownEntry[]): FamilyCount[] {
  const counts = new Map<number, FamilyCount>();
  for (const { perfume } of entries) {
    const f = perfume.family;
    const seen = counts.get(f.id);
    if (seen) seen.count += 1;
    else counts.set(f.id, { id: f.id, label: f.name, color: f.color, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || compareText(a.label, b.label));
}

/**
 * The seasons none of the perfumes owned is worn in, by the visitor's own marks (docs/decisions/
 * 043: the catalog says nothing of seasons, so only the visitor's reading counts). Nothing owned
 * at all is not a gap: the page then invites to fill the shelf instead.
 */
export function seasonGaps(entries: readonly CollectionEntry[]): Season[] {
  const owned = entries.filter((e) => e.shelf === 'have');
  if (owned.length === 0) return [];
  return seasons.filter((s) => !owned.some((e) => e.seasons.includes(s)));
}

/** The rows of the CSV export. */
export function csvItems(entries: readonly ShownEntry[]): CsvItem[] {
  return entries.map((e) => ({
    name: e.perfume.name,
    house: e.perfume.brand.name,
    shelf: e.shelf,
    format: e.format,
    sizeMl: e.sizeMl,
    rating: e.rating,
    note: e.note,
    longevity: e.longevity,
    sillage: e.sillage,
    seasons: e.seasons,
    moments: e.moments,
  }));
}

/** The JSON export: each perfume named, with everything the visitor said of it. */
export function jsonExport(entries: readonly ShownEntry[]) {
  return {
    collection: entries.map(({ perfume, ...e }) => ({
      ...e,
      name: perfume.name,
      house: perfume.brand.name,
    })),
  };
}
