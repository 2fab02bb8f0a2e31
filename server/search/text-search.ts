import { normalizeText, searchReadings } from '../../common/domain/text';
import type { CatalogIndex } from '../catalog/catalog-index';
import {
  MatchKind,
  type SearchFilters,
  type SearchHit,
  type SearchOptions,
  type SearchResult,
} from './match-kind';
import {
  genderIndex,
  inBrand,
  inSubBrand,
  scan,
  searchIndexFor,
  type Marks,
  type SearchIndex,
} from './search-index';
import { liftNearNames, mark, matchReading } from './text-match';
import {
  closeQueriesFor,
  closeWordsOf,
  correction,
  markClose,
  markCloseNames,
  type CloseQuery,
} from './close-matches';

export {
  MatchKind,
  type SearchFilters,
  type SearchHit,
  type SearchOptions,
  type SearchResult,
} from './match-kind';
export { searchIndex, searchIndexFor } from './search-index';

// Text search (spec section 5), in four parts: the index each catalog version builds
// (search-index.ts), a query's words matched by the spec's rule (text-match.ts), the names close
// by a looser measure and the fallback after few matches (close-matches.ts), and here the search
// itself, which runs them, filters, counts and pages.
//
// A perfume matches when the whole normalised query is a substring
// of its name, brand or sub-brand, or when every query word matches one of its words by substring
// or, when both words have at least 5 characters, by an edit distance under 2. Its words are those
// of its name, brand and sub-brand, so "chanel 5" finds N°5 (docs/decisions/004-text-search.md).
// A text with apostrophes, query or name, is read with them dropped and with them as spaces, so
// "lepice", "l'epice" and "l epice" find L'Épice. Results rank exact, then prefix, then substring,
// then fuzzy, each split by where the query sits (MatchKind), then by popularity. A name typed
// with a slip ranks with the strong matches: one edit away right after the name prefixes, closer
// by a looser measure after every match at the start of a word (docs/decisions/033).
//

/** Searches the catalog; pure apart from reusing the index's scratch arrays (single-threaded). */
export function searchPerfumes(
  index: CatalogIndex,
  query: string,
  options: SearchOptions,
): SearchResult {
  const s = searchIndexFor(index);
  // A query with apostrophes is read both ways, as names are: "l'homme" as "lhomme" and "l homme".
  const readings = searchReadings(normalizeText(query)).filter((r) => r.length > 0);
  if (readings.length === 0) return { hits: [], total: 0 };
  const m = s.marks;
  m.count = 0;
  for (const q of readings) matchReading(s, q, readings, m);
  for (const q of readings) {
    scan(s.brands, q, (entry, at) => {
      const kind = inBrand[at]!;
      for (const rank of s.brandRanks.get(s.brands.owners[entry]!) ?? []) mark(m, rank, kind);
    });
    scan(s.subBrands, q, (entry, at) => {
      const kind = inSubBrand[at]!;
      for (const rank of s.subBrandRanks[s.subBrands.owners[entry]!]!) mark(m, rank, kind);
    });
  }

  // 3. The names the query is, give or take a slip: the spec's matches one edit away (FuzzyName),
  // then by the looser measure (CloseName, docs/decisions/033), a match of the spec's rule found
  // so lifted, another added. The spec's matches come first in the marks, the others after.
  liftNearNames(s, readings, m);
  const looser = options.looser ?? true;
  const specMarks = m.count;
  const closeOf = closeWordsOf(s);
  if (looser) for (const q of readings) markCloseNames(s, q, closeOf, m);

  // 4. Filters and counts by kind; when the matches are few, the fallback's are added after them
  // (a rank already marked, even one the filters set aside, is not marked again).
  const filter = searchFilter(options);
  const counts = new Int32Array(MatchKind.FarWords + 1);
  countKinds(s, m, 0, specMarks, filter, counts);
  const specTotal = sum(counts);
  countKinds(s, m, specMarks, m.count, filter, counts);
  let closeQueries: CloseQuery[] | null = null;
  if (looser && sum(counts) < FEW_MATCHES) {
    const from = m.count;
    closeQueries = closeQueriesFor(s, readings, closeOf);
    for (const close of closeQueries) markClose(s, close, m);
    countKinds(s, m, from, m.count, filter, counts);
  }
  const total = sum(counts);

  // 5. The page: only the kinds it reaches are put in rank order.
  const hits: SearchHit[] = [];
  let skip = options.offset ?? 0;
  for (
    let kind: number = MatchKind.ExactName;
    kind <= MatchKind.FarWords && hits.length < options.limit;
    kind++
  ) {
    const count = counts[kind]!;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const wanted = Math.min(count, skip + options.limit - hits.length);
    const ranks = firstRanksOfKind(m, kind, count, wanted);
    for (let i = skip; i < wanted; i++) {
      hits.push({ perfume: s.ranked[ranks[i]!]!, kind: kind as MatchKind });
    }
    skip = 0;
  }
  // Only the looser measure answered: what it understood, from the first perfume it ranks,
  // whatever the page, so that every page says the same.
  let correctedQuery: string | undefined;
  if (specTotal === 0 && total > 0) {
    const kind = counts.findIndex((c) => c > 0);
    const first = firstRanksOfKind(m, kind, counts[kind]!, 1)[0]!;
    correctedQuery = correction(s, closeQueries ?? closeQueriesFor(s, readings, closeOf), first);
  }
  for (let i = 0; i < m.count; i++) m.kinds[m.ranks[i]!] = MatchKind.None;
  m.count = 0;
  return correctedQuery === undefined ? { hits, total } : { hits, total, correctedQuery };
}

// Below this many matches (a first screen of results), the fallback adds the closest perfumes
// after them.
const FEW_MATCHES = 10;

// A rank the filters set aside: not counted, and not marked again by the fallback.
const FILTERED = 255;

const sum = (counts: Int32Array) => counts.reduce((n, c) => n + c, 0);

/** Whether a rank passes the search's filters (gender, brands, main family); null for none. */
function searchFilter(options: SearchFilters): ((s: SearchIndex, rank: number) => boolean) | null {
  const genders = options.genders?.length
    ? new Set(options.genders.map((g) => genderIndex[g]))
    : null;
  const brandIds = options.brandIds?.length ? new Set(options.brandIds) : null;
  const familyIds = options.familyIds?.length ? new Set(options.familyIds) : null;
  if (!genders && !brandIds && !familyIds) return null;
  return (s, rank) =>
    (!genders || genders.has(s.gender[rank]!)) &&
    (!brandIds || brandIds.has(s.rankBrandIds[rank]!)) &&
    (!familyIds || familyIds.has(s.family[rank]!));
}

/** Counts the marks from `from` to `to` by kind, setting aside those the filter refuses. */
function countKinds(
  s: SearchIndex,
  m: Marks,
  from: number,
  to: number,
  filter: ReturnType<typeof searchFilter>,
  counts: Int32Array,
): void {
  for (let i = from; i < to; i++) {
    const rank = m.ranks[i]!;
    if (filter && !filter(s, rank)) m.kinds[rank] = FILTERED;
    else counts[m.kinds[rank]!]!++;
  }
}

/**
 * The first `wanted` ranks of one kind, ascending (more may follow): sorted when the kind has few,
 * else read off the kinds array from the top until enough are found, which for a page of a
 * large set stops early. Putting every match in order cost a pass over the whole catalog.
 */
function firstRanksOfKind(m: Marks, kind: number, count: number, wanted: number): Int32Array {
  const kinds = m.kinds;
  if (count <= kinds.length / 64) {
    const ranks = new Int32Array(count);
    let found = 0;
    for (let i = 0; i < m.count; i++) {
      const rank = m.ranks[i]!;
      if (kinds[rank] === kind) ranks[found++] = rank;
    }
    return ranks.sort();
  }
  const ranks = new Int32Array(wanted);
  let found = 0;
  for (let rank = 0; found < wanted; rank++) if (kinds[rank] === kind) ranks[found++] = rank;
  return ranks;
}
