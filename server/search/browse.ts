import type { GenderCode } from '../../common/domain/gender';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import { derivedData } from '../lib/derived';
import { sortSliced, STEP, type Sliced } from '../lib/sliced';
import { MatchKind, type SearchOptions, type SearchResult } from './text-search';

// Browsing without a text (docs/decisions/030-what-a-visitor-noticed.md): a visitor who picks a
// brand, a family or a gender with an empty search box gets those perfumes, sorted by name, a page
// at a time. Nothing is ranked, so the order is built once per catalog index: every perfume by
// name, and for each brand, main family and gender the positions of its perfumes in that order.
// Each perfume has one of each, so these lists never overlap: a page reads the lists of the
// filter that reaches the fewest perfumes, checks the other filters on those alone, and merges
// the lists back into name order only as far as the page goes.

interface BrowseIndex {
  /** Perfumes by name (accent-free, lower-case), then brand, then id. */
  byName: IndexedPerfume[];
  /** For each position in byName: gender (1 FU, 2 MU, 3 U), main family and brand. */
  gender: Uint8Array;
  family: Int32Array;
  brand: Int32Array;
  /** Positions in byName of each brand's, family's and gender's perfumes, ascending. */
  brandPositions: Map<number, Int32Array>;
  familyPositions: Map<number, Int32Array>;
  genderPositions: Map<number, Int32Array>;
}

const genderIndex: Record<GenderCode, number> = { FU: 1, MU: 2, U: 3 };
const EMPTY = new Int32Array(0);

/** The browse order of a catalog version, built once (before it is served, in slices). */
export const browseIndex = derivedData(buildBrowseIndex);

export function browseIndexFor(index: CatalogIndex): BrowseIndex {
  return browseIndex.of(index);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function* positionsBy(values: ArrayLike<number>): Sliced<Map<number, Int32Array>> {
  const lists = new Map<number, number[]>();
  for (let position = 0; position < values.length; position++) {
    const value = values[position]!;
    let list = lists.get(value);
    if (!list) lists.set(value, (list = []));
    list.push(position);
    if (position % (8 * STEP) === 0) yield;
  }
  return new Map([...lists].map(([value, list]) => [value, Int32Array.from(list)]));
}

function* buildBrowseIndex(index: CatalogIndex): Sliced<BrowseIndex> {
  // Normalised names compared by code unit: the order of the letters a visitor reads, without
  // the cost of a collator on 100,000 names ("Éclat" files under E, "N°5" under N).
  const byName = yield* sortSliced(
    index.perfumes,
    (a, b) =>
      compare(a.search.name, b.search.name) ||
      compare(a.search.brand, b.search.brand) ||
      a.id - b.id,
  );
  const gender = new Uint8Array(byName.length);
  const family = new Int32Array(byName.length);
  const brand = new Int32Array(byName.length);
  for (let position = 0; position < byName.length; position++) {
    const p = byName[position]!;
    gender[position] = genderIndex[p.gender];
    family[position] = p.familyId;
    brand[position] = p.brandId;
    if (position % STEP === STEP - 1) yield;
  }
  return {
    byName,
    gender,
    family,
    brand,
    brandPositions: yield* positionsBy(brand),
    familyPositions: yield* positionsBy(family),
    genderPositions: yield* positionsBy(gender),
  };
}

/** The first `count` positions of disjoint ascending lists, in ascending order. */
function firstPositions(lists: readonly Int32Array[], count: number): number[] {
  if (lists.length === 1) return Array.from(lists[0]!.subarray(0, count));
  const at = new Array<number>(lists.length).fill(0);
  const out: number[] = [];
  while (out.length < count) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      const list = lists[i]!;
      if (at[i]! < list.length && (best < 0 || list[at[i]!]! < lists[best]![at[best]!]!)) best = i;
    }
    if (best < 0) break;
    out.push(lists[best]![at[best]!++]!);
  }
  return out;
}

/**
 * The perfumes that pass the filters (gender, brand, main family; none means the whole catalog),
 * sorted by name: the page asked for and how many there are in all.
 */
export function browsePerfumes(index: CatalogIndex, options: SearchOptions): SearchResult {
  const b = browseIndexFor(index);
  const offset = options.offset ?? 0;
  const filters: { accepts: (position: number) => boolean; lists: Int32Array[] }[] = [];
  const filter = (
    ids: readonly number[] | undefined,
    of: ArrayLike<number>,
    by: Map<number, Int32Array>,
  ) => {
    if (!ids?.length) return;
    const values = new Set(ids);
    // One value, the usual case: a comparison; several: a set.
    const [only] = values;
    const accepts =
      values.size === 1
        ? (position: number) => of[position] === only
        : (position: number) => values.has(of[position]!);
    filters.push({ accepts, lists: [...values].map((id) => by.get(id) ?? EMPTY) });
  };
  filter(options.brandIds, b.brand, b.brandPositions);
  filter(options.familyIds, b.family, b.familyPositions);
  filter(
    options.genders?.map((g) => genderIndex[g]),
    b.gender,
    b.genderPositions,
  );

  const page = (positions: ArrayLike<number>, total: number): SearchResult => ({
    hits: Array.from(positions, (position) => ({
      perfume: b.byName[position]!,
      // No text was matched: the kind says so.
      kind: MatchKind.None,
    })),
    total,
  });
  if (filters.length === 0) {
    const end = Math.min(b.byName.length, offset + options.limit);
    return page(
      Array.from({ length: Math.max(0, end - offset) }, (_, i) => offset + i),
      b.byName.length,
    );
  }
  // The filter that reaches the fewest perfumes gives the candidates; the others are checked.
  const size = (f: (typeof filters)[number]) => f.lists.reduce((n, list) => n + list.length, 0);
  filters.sort((x, y) => size(x) - size(y));
  const [driver, ...checks] = filters as [(typeof filters)[number], ...typeof filters];
  if (checks.length === 0) {
    return page(firstPositions(driver.lists, offset + options.limit).slice(offset), size(driver));
  }
  const kept = new Int32Array(size(driver));
  let count = 0;
  for (const list of driver.lists) {
    for (let i = 0; i < list.length; i++) {
      const position = list[i]!;
      if (checks.every((check) => check.accepts(position))) kept[count++] = position;
    }
  }
  // Several disjoint lists: back into name order (a typed array sorts numerically, natively).
  const matches = kept.subarray(0, count);
  if (driver.lists.length > 1) matches.sort();
  return page(matches.subarray(offset, offset + options.limit), count);
}
