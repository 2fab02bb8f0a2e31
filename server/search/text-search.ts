import { FUZZY_MAX_DISTANCE_EXCLUSIVE, FUZZY_MIN_LENGTH } from '../../common/domain/constants';
import type { GenderCode } from '../../common/domain/gender';
import { normalizeText, withinEditDistance, words } from '../../common/domain/text';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';

// Text search (spec section 5). A perfume matches when the whole normalised query is a substring
// of its name, brand or sub-brand, or when every query word matches one of its words by substring
// or, when both words have at least 5 characters, by an edit distance under 2. Its words are those
// of its name, brand and sub-brand, so "chanel 5" finds N°5 (docs/decisions/004-text-search.md).
// Results rank exact, then prefix, then substring, then word matches, then by popularity.
//
// Everything that does not depend on the query is built once per catalog index: perfumes in rank
// order (popularity, then name), a vocabulary of words with the perfumes that hold each, and long
// "haystack" strings that one indexOf scan searches for the whole query.

export const MatchKind = { None: 0, Exact: 1, Prefix: 2, Substring: 3, Words: 4 } as const;
export type MatchKind = (typeof MatchKind)[keyof typeof MatchKind];

export interface SearchFilters {
  genders?: readonly GenderCode[];
  brandIds?: readonly number[];
  familyIds?: readonly number[];
}

export interface SearchOptions extends SearchFilters {
  limit: number;
  offset?: number;
}

export interface SearchHit {
  perfume: IndexedPerfume;
  kind: MatchKind;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
}

interface Haystack {
  text: string;
  /** Start offset of each entry in text, ascending. */
  starts: Int32Array;
  /** The rank of the perfume (or the owner id) behind each entry. */
  owners: Int32Array;
}

interface SearchIndex {
  /** Perfumes by rank: popularity descending, then name. */
  ranked: IndexedPerfume[];
  names: Haystack;
  brands: Haystack;
  subBrands: Haystack;
  vocabulary: Haystack;
  vocabularyWords: string[];
  /** Ranks of the perfumes holding each vocabulary word. */
  postings: Int32Array[];
  /** Vocabulary word ids by length, for the edit-distance comparison. */
  wordsByLength: Map<number, number[]>;
  /** Ranks of the perfumes of each brand. */
  brandRanks: Map<number, number[]>;
  rankBrandIds: Int32Array;
  gender: Uint8Array;
  family: Int32Array;
  /** Per-query scratch: match kind per rank, and a stamp per rank for word counting. */
  kinds: Uint8Array;
  wordHits: Uint8Array;
  stamp: Uint32Array;
  stampCounter: number;
}

const SEPARATOR = '\u0001';
const genderIndex: Record<GenderCode, number> = { FU: 1, MU: 2, U: 3 };
const cache = new WeakMap<CatalogIndex, SearchIndex>();

function buildHaystack(entries: { text: string; owner: number }[]): Haystack {
  const starts = new Int32Array(entries.length);
  const owners = new Int32Array(entries.length);
  const parts: string[] = [];
  let offset = 0;
  entries.forEach((e, i) => {
    starts[i] = offset + 1;
    owners[i] = e.owner;
    parts.push(SEPARATOR, e.text);
    offset += 1 + e.text.length;
  });
  parts.push(SEPARATOR);
  return { text: parts.join(''), starts, owners };
}

/** Calls visit(entryIndex, isPrefix, isWhole) for each entry containing the needle (once each). */
function scan(
  haystack: Haystack,
  needle: string,
  visit: (entry: number, prefix: boolean, whole: boolean) => void,
): void {
  if (needle.length === 0) return;
  let from = 0;
  let lastEntry = -1;
  for (;;) {
    const at = haystack.text.indexOf(needle, from);
    if (at < 0) return;
    // The entry whose start is the last one at or before the match.
    let lo = 0;
    let hi = haystack.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (haystack.starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    if (lo !== lastEntry) {
      const start = haystack.starts[lo]!;
      const end =
        lo + 1 < haystack.starts.length ? haystack.starts[lo + 1]! - 1 : haystack.text.length - 1;
      visit(lo, at === start, at === start && at + needle.length === end);
      lastEntry = lo;
    }
    from = at + 1;
  }
}

export function searchIndexFor(index: CatalogIndex): SearchIndex {
  let built = cache.get(index);
  if (!built) {
    built = buildSearchIndex(index);
    cache.set(index, built);
  }
  return built;
}

function buildSearchIndex(index: CatalogIndex): SearchIndex {
  const ranked = [...index.perfumes].sort(
    (a, b) =>
      b.popularity - a.popularity || a.search.name.localeCompare(b.search.name) || a.id - b.id,
  );
  const vocabularyIds = new Map<string, number>();
  const postingLists: number[][] = [];
  const brandRanks = new Map<number, number[]>();
  const subBrandEntries: { text: string; owner: number }[] = [];
  const rankBrandIds = new Int32Array(ranked.length);
  const gender = new Uint8Array(ranked.length);
  const family = new Int32Array(ranked.length);
  ranked.forEach((p, rank) => {
    rankBrandIds[rank] = p.brandId;
    gender[rank] = genderIndex[p.gender];
    family[rank] = p.familyId;
    let list = brandRanks.get(p.brandId);
    if (!list) brandRanks.set(p.brandId, (list = []));
    list.push(rank);
    if (p.search.subBrand) subBrandEntries.push({ text: p.search.subBrand, owner: rank });
    const own = new Set([
      ...p.search.nameWords,
      ...words(p.search.brand),
      ...words(p.search.subBrand),
    ]);
    for (const word of own) {
      let id = vocabularyIds.get(word);
      if (id === undefined) {
        id = postingLists.length;
        vocabularyIds.set(word, id);
        postingLists.push([]);
      }
      postingLists[id]!.push(rank);
    }
  });
  const vocabularyWords = [...vocabularyIds.keys()];
  const wordsByLength = new Map<number, number[]>();
  vocabularyWords.forEach((word, id) => {
    let list = wordsByLength.get(word.length);
    if (!list) wordsByLength.set(word.length, (list = []));
    list.push(id);
  });
  const brands = [...brandRanks.keys()].map((id) => ({
    text: normalizeText(index.brandById.get(id)?.name ?? ''),
    owner: id,
  }));
  return {
    ranked,
    names: buildHaystack(ranked.map((p, rank) => ({ text: p.search.name, owner: rank }))),
    brands: buildHaystack(brands),
    subBrands: buildHaystack(subBrandEntries),
    vocabulary: buildHaystack(vocabularyWords.map((w, id) => ({ text: w, owner: id }))),
    vocabularyWords,
    postings: postingLists.map((l) => Int32Array.from(l)),
    wordsByLength,
    brandRanks,
    rankBrandIds,
    gender,
    family,
    kinds: new Uint8Array(ranked.length),
    wordHits: new Uint8Array(ranked.length),
    stamp: new Uint32Array(ranked.length),
    stampCounter: 0,
  };
}

/** Searches the catalog; pure apart from reusing the index's scratch arrays (single-threaded). */
export function searchPerfumes(
  index: CatalogIndex,
  query: string,
  options: SearchOptions,
): SearchResult {
  const s = searchIndexFor(index);
  const q = normalizeText(query);
  if (q.length === 0) return { hits: [], total: 0 };
  const kinds = s.kinds;
  const touched: number[] = [];
  const mark = (rank: number, kind: MatchKind) => {
    const current = kinds[rank]!;
    if (current === MatchKind.None) {
      touched.push(rank);
      kinds[rank] = kind;
    } else if (kind < current) kinds[rank] = kind;
  };

  // 1. The whole query in a name, brand or sub-brand.
  scan(s.names, q, (entry, prefix, whole) =>
    mark(
      s.names.owners[entry]!,
      whole ? MatchKind.Exact : prefix ? MatchKind.Prefix : MatchKind.Substring,
    ),
  );
  scan(s.brands, q, (entry, prefix, whole) => {
    const kind = whole ? MatchKind.Exact : prefix ? MatchKind.Prefix : MatchKind.Substring;
    for (const rank of s.brandRanks.get(s.brands.owners[entry]!) ?? []) mark(rank, kind);
  });
  scan(s.subBrands, q, (entry, prefix) =>
    mark(s.subBrands.owners[entry]!, prefix ? MatchKind.Prefix : MatchKind.Substring),
  );

  // 2. Every query word matching one of the perfume's words.
  const queryWords = [...new Set(words(q))];
  if (queryWords.length > 0) matchWords(s, queryWords, (rank) => mark(rank, MatchKind.Words));

  // 3. Filters, then collect by kind in rank order with one pass over the touched ranks.
  const genders = options.genders?.length
    ? new Set(options.genders.map((g) => genderIndex[g]))
    : null;
  const brandIds = options.brandIds?.length ? new Set(options.brandIds) : null;
  const familyIds = options.familyIds?.length ? new Set(options.familyIds) : null;
  const buckets: number[][] = [[], [], [], [], []];
  touched.sort((a, b) => a - b);
  for (const rank of touched) {
    const kind = kinds[rank]!;
    kinds[rank] = MatchKind.None;
    if (genders && !genders.has(s.gender[rank]!)) continue;
    if (brandIds && !brandIds.has(s.rankBrandIds[rank]!)) continue;
    if (familyIds && !familyIds.has(s.family[rank]!)) continue;
    buckets[kind]!.push(rank);
  }
  const total = buckets.reduce((n, b) => n + b.length, 0);
  const offset = options.offset ?? 0;
  const hits: SearchHit[] = [];
  let skipped = 0;
  for (
    let kind: number = MatchKind.Exact;
    kind <= MatchKind.Words && hits.length < options.limit;
    kind++
  ) {
    for (const rank of buckets[kind]!) {
      if (skipped < offset) {
        skipped++;
        continue;
      }
      hits.push({ perfume: s.ranked[rank]!, kind: kind as MatchKind });
      if (hits.length >= options.limit) break;
    }
  }
  return { hits, total };
}

function matchWords(s: SearchIndex, queryWords: string[], onMatch: (rank: number) => void): void {
  // A perfume matches when each query word hits at least one of its words: count distinct query
  // words per perfume, using a stamp per query word so a perfume is counted once per word.
  const counts = s.wordHits;
  const counted: number[] = [];
  for (let w = 0; w < queryWords.length; w++) {
    const word = queryWords[w]!;
    const stamp = ++s.stampCounter;
    const visitPosting = (id: number) => {
      for (const rank of s.postings[id]!) {
        if (s.stamp[rank] === stamp) continue;
        s.stamp[rank] = stamp;
        if (w === 0) {
          counts[rank] = 1;
          counted.push(rank);
        } else if (counts[rank] === w) counts[rank] = w + 1;
      }
    };
    const matchedIds = new Set<number>();
    scan(s.vocabulary, word, (entry) => matchedIds.add(s.vocabulary.owners[entry]!));
    if (word.length >= FUZZY_MIN_LENGTH) {
      for (let length = word.length - 1; length <= word.length + 1; length++) {
        if (length < FUZZY_MIN_LENGTH) continue;
        for (const id of s.wordsByLength.get(length) ?? []) {
          if (
            !matchedIds.has(id) &&
            withinEditDistance(word, s.vocabularyWords[id]!, FUZZY_MAX_DISTANCE_EXCLUSIVE)
          ) {
            matchedIds.add(id);
          }
        }
      }
    }
    for (const id of matchedIds) visitPosting(id);
  }
  for (const rank of counted) {
    if (counts[rank] === queryWords.length) onMatch(rank);
    counts[rank] = 0;
  }
  if (s.stampCounter > 0xfffffff0) {
    s.stamp.fill(0);
    s.stampCounter = 0;
  }
}
