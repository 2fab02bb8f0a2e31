import { FUZZY_MAX_DISTANCE_EXCLUSIVE, FUZZY_MIN_LENGTH } from '../../common/domain/constants';
import type { GenderCode } from '../../common/domain/gender';
import { normalizeText, withinEditDistance, words } from '../../common/domain/text';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';

// Text search (spec section 5). A perfume matches when the whole normalised query is a substring
// of its name, brand or sub-brand, or when every query word matches one of its words by substring
// or, when both words have at least 5 characters, by an edit distance under 2. Its words are those
// of its name, brand and sub-brand, so "chanel 5" finds N°5 (docs/decisions/004-text-search.md).
// Results rank exact, then prefix, then substring, then word matches by substring, then fuzzy
// matches (a whole name one edit away first), then by popularity.
//
// Everything that does not depend on the query is built once per catalog index: perfumes in rank
// order (popularity, then name), a vocabulary of distinct words with the perfumes that hold each,
// and the words of each perfume. A query does not scan the perfumes: its words are looked up in the
// vocabulary (a few hundred kilobytes, searched with indexOf), and only the perfumes holding a
// matching word are examined. A query word without separators can only occur inside one word of
// a name, which is what makes the vocabulary enough for the whole-query rule too.

export const MatchKind = {
  None: 0,
  Exact: 1,
  Prefix: 2,
  Substring: 3,
  WordSubstring: 4,
  /** The whole name one edit away from the query: "ivesse" for Ivresse. */
  FuzzyName: 5,
  WordFuzzy: 6,
} as const;
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
  /** The owner behind each entry: a rank, a brand id, a word id. */
  owners: Int32Array;
}

interface SearchIndex {
  /** Perfumes by rank: popularity descending, then name. */
  ranked: IndexedPerfume[];
  /** Normalised names by rank. */
  names: string[];
  brands: Haystack;
  /** Distinct sub-brands, each owning the ranks in subBrandRanks. */
  subBrands: Haystack;
  subBrandRanks: Int32Array[];
  vocabulary: Haystack;
  vocabularyWords: string[];
  /** Ranks of the perfumes holding each word in their name, brand or sub-brand. */
  postings: Int32Array[];
  /** Ranks of the perfumes holding each word in their name. */
  namePostings: Int32Array[];
  /** Word ids of each rank: rankWords[rankWordStart[r] .. rankWordStart[r + 1]). */
  rankWordStart: Int32Array;
  rankWords: Int32Array;
  /**
   * Fuzzy candidates: every vocabulary word of at least 5 characters under itself and under each
   * form with one character deleted. Two words one edit apart share one of these keys, so a query
   * word looks up its own few keys instead of comparing itself with the whole vocabulary.
   */
  deletionKeys: Map<string, number[]>;
  /** Ranks of the perfumes of each brand. */
  brandRanks: Map<number, number[]>;
  rankBrandIds: Int32Array;
  gender: Uint8Array;
  family: Int32Array;
  /** Per-query scratch, reset before returning: match kinds per rank, flags per word. */
  kinds: Uint8Array;
  wordKinds: Uint8Array;
  wordFlags: Uint8Array;
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
  const { text, starts } = haystack;
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return;
    // The entry whose start is the last one at or before the match.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    const start = starts[lo]!;
    const end = lo + 1 < starts.length ? starts[lo + 1]! - 1 : text.length - 1;
    visit(lo, at === start, at === start && at + needle.length === end);
    // On to the next entry: each is visited once.
    from = end + 1;
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
  const ranked = rankPerfumes(index.perfumes);
  const n = ranked.length;
  const vocabularyIds = new Map<string, number>();
  const postingLists: number[][] = [];
  const namePostingLists: number[][] = [];
  // The rank that last listed each word: a perfume's word is posted once however often it appears.
  const lastRank: number[] = [];
  const lastNameRank: number[] = [];
  const rankWordStart = new Int32Array(n + 1);
  const rankWordList: number[] = [];
  const wordId = (word: string) => {
    let id = vocabularyIds.get(word);
    if (id === undefined) {
      id = postingLists.length;
      vocabularyIds.set(word, id);
      postingLists.push([]);
      namePostingLists.push([]);
      lastRank.push(-1);
      lastNameRank.push(-1);
    }
    return id;
  };
  const post = (word: string, rank: number, inName: boolean) => {
    const id = wordId(word);
    if (inName && lastNameRank[id] !== rank) {
      lastNameRank[id] = rank;
      namePostingLists[id]!.push(rank);
    }
    if (lastRank[id] === rank) return;
    lastRank[id] = rank;
    postingLists[id]!.push(rank);
    rankWordList.push(id);
  };
  const wordsOf = new Map<string, string[]>();
  const cachedWords = (text: string) => {
    let list = wordsOf.get(text);
    if (!list) wordsOf.set(text, (list = words(text)));
    return list;
  };
  const brandRanks = new Map<number, number[]>();
  const subBrandIds = new Map<string, number>();
  const subBrandLists: number[][] = [];
  const rankBrandIds = new Int32Array(n);
  const gender = new Uint8Array(n);
  const family = new Int32Array(n);
  ranked.forEach((p, rank) => {
    rankBrandIds[rank] = p.brandId;
    gender[rank] = genderIndex[p.gender];
    family[rank] = p.familyId;
    let list = brandRanks.get(p.brandId);
    if (!list) brandRanks.set(p.brandId, (list = []));
    list.push(rank);
    if (p.search.subBrand) {
      let id = subBrandIds.get(p.search.subBrand);
      if (id === undefined) {
        subBrandIds.set(p.search.subBrand, (id = subBrandLists.length));
        subBrandLists.push([]);
      }
      subBrandLists[id]!.push(rank);
    }
    rankWordStart[rank] = rankWordList.length;
    for (const word of p.search.nameWords) post(word, rank, true);
    for (const word of cachedWords(p.search.brand)) post(word, rank, false);
    for (const word of cachedWords(p.search.subBrand)) post(word, rank, false);
  });
  rankWordStart[n] = rankWordList.length;
  const vocabularyWords = [...vocabularyIds.keys()];
  const deletionKeys = new Map<string, number[]>();
  vocabularyWords.forEach((word, id) => {
    if (word.length < FUZZY_MIN_LENGTH) return;
    for (const key of oneDeletionForms(word)) {
      const list = deletionKeys.get(key);
      if (!list) deletionKeys.set(key, [id]);
      else if (list.at(-1) !== id) list.push(id);
    }
  });
  const brands = [...brandRanks.keys()].map((id) => ({
    text: normalizeText(index.brandById.get(id)?.name ?? ''),
    owner: id,
  }));
  return {
    ranked,
    names: ranked.map((p) => p.search.name),
    brands: buildHaystack(brands),
    subBrands: buildHaystack([...subBrandIds].map(([text, owner]) => ({ text, owner }))),
    subBrandRanks: subBrandLists.map((l) => Int32Array.from(l)),
    vocabulary: buildHaystack(vocabularyWords.map((w, id) => ({ text: w, owner: id }))),
    vocabularyWords,
    postings: postingLists.map((l) => Int32Array.from(l)),
    namePostings: namePostingLists.map((l) => Int32Array.from(l)),
    rankWordStart,
    rankWords: Int32Array.from(rankWordList),
    deletionKeys,
    brandRanks,
    rankBrandIds,
    gender,
    family,
    kinds: new Uint8Array(n),
    wordKinds: new Uint8Array(n),
    wordFlags: new Uint8Array(vocabularyWords.length),
  };
}

/**
 * Perfumes by popularity, then name. Popularity takes few values, so perfumes are bucketed by it
 * and only each bucket is sorted by name; names are compared by code unit, the same order as
 * localeCompare for the plain letters normalisation leaves, and much faster on a large catalog.
 */
function rankPerfumes(perfumes: readonly IndexedPerfume[]): IndexedPerfume[] {
  const buckets = new Map<number, IndexedPerfume[]>();
  for (const p of perfumes) {
    let bucket = buckets.get(p.popularity);
    if (!bucket) buckets.set(p.popularity, (bucket = []));
    bucket.push(p);
  }
  const byName = (a: IndexedPerfume, b: IndexedPerfume) =>
    a.search.name < b.search.name ? -1 : a.search.name > b.search.name ? 1 : a.id - b.id;
  const ranked: IndexedPerfume[] = [];
  for (const popularity of [...buckets.keys()].sort((a, b) => b - a)) {
    for (const p of buckets.get(popularity)!.sort(byName)) ranked.push(p);
  }
  return ranked;
}

interface QueryWord {
  word: string;
  /** Vocabulary words containing it. */
  substringIds: number[];
  /** Vocabulary words one edit away (both at least 5 characters), not already above. */
  fuzzyIds: number[];
  /** How many perfumes those words reach at most: the cost of visiting them. */
  reach: number;
}

// The deletion keys find words one edit apart: the fuzzy rule's distance under 2.
if (FUZZY_MAX_DISTANCE_EXCLUSIVE !== 2) throw new Error('text search indexes one edit only');

/** The word itself and each form of it with one character deleted. */
function oneDeletionForms(word: string): string[] {
  const forms = [word];
  for (let i = 0; i < word.length; i++) forms.push(word.slice(0, i) + word.slice(i + 1));
  return forms;
}

function lookUp(s: SearchIndex, word: string): QueryWord {
  const substringIds: number[] = [];
  scan(s.vocabulary, word, (entry) => substringIds.push(s.vocabulary.owners[entry]!));
  const fuzzyIds: number[] = [];
  if (word.length >= FUZZY_MIN_LENGTH) {
    for (const id of substringIds) s.wordFlags[id] = 1;
    for (const key of oneDeletionForms(word)) {
      for (const id of s.deletionKeys.get(key) ?? []) {
        // Flag 1: a substring match or already taken. Sharing a key can also mean two edits
        // (a swap), hence the check.
        if (
          s.wordFlags[id] === 0 &&
          withinEditDistance(word, s.vocabularyWords[id]!, FUZZY_MAX_DISTANCE_EXCLUSIVE)
        ) {
          fuzzyIds.push(id);
        }
        s.wordFlags[id] = 1;
      }
    }
    for (const id of substringIds) s.wordFlags[id] = 0;
    for (const key of oneDeletionForms(word)) {
      for (const id of s.deletionKeys.get(key) ?? []) s.wordFlags[id] = 0;
    }
  }
  let reach = 0;
  for (const id of substringIds) reach += s.postings[id]!.length;
  for (const id of fuzzyIds) reach += s.postings[id]!.length;
  return { word, substringIds, fuzzyIds, reach };
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
  const queryWords = [...new Set(words(q))].map((word) => lookUp(s, word));

  // 1. The whole query in a name, brand or sub-brand.
  const nameKind = (rank: number): MatchKind => {
    const name = s.names[rank]!;
    const at = name.indexOf(q);
    if (at < 0) return MatchKind.None;
    if (at > 0) return MatchKind.Substring;
    return name.length === q.length ? MatchKind.Exact : MatchKind.Prefix;
  };
  if (queryWords.length === 0) {
    // Only punctuation ("&", "'"): no word to look up, so every name is checked. Rare enough.
    for (let rank = 0; rank < s.names.length; rank++) {
      const kind = nameKind(rank);
      if (kind !== MatchKind.None) mark(rank, kind);
    }
  } else {
    // A name holding the query holds each of its words inside one of its own words, and a query
    // word with a separator after it (or before it) ends (or starts) that word. The query word
    // whose possible name words reach the fewest names gives the candidates, then checked.
    const tokens = words(q);
    const byWord = new Map(queryWords.map((w) => [w.word, w]));
    let fewest: number[] = [];
    let fewestReach = Infinity;
    tokens.forEach((token, i) => {
      const mustStart = i > 0 || !q.startsWith(token);
      const mustEnd = i < tokens.length - 1 || !q.endsWith(token);
      const ids = byWord.get(token)!.substringIds.filter((id) => {
        const word = s.vocabularyWords[id]!;
        return (!mustStart || word.startsWith(token)) && (!mustEnd || word.endsWith(token));
      });
      let reach = 0;
      for (const id of ids) reach += s.namePostings[id]!.length;
      if (reach < fewestReach) [fewest, fewestReach] = [ids, reach];
    });
    for (const id of fewest) {
      for (const rank of s.namePostings[id]!) {
        if (kinds[rank]! !== MatchKind.None && kinds[rank]! <= MatchKind.Substring) continue;
        const kind = nameKind(rank);
        if (kind !== MatchKind.None) mark(rank, kind);
      }
    }
  }
  scan(s.brands, q, (entry, prefix, whole) => {
    const kind = whole ? MatchKind.Exact : prefix ? MatchKind.Prefix : MatchKind.Substring;
    for (const rank of s.brandRanks.get(s.brands.owners[entry]!) ?? []) mark(rank, kind);
  });
  scan(s.subBrands, q, (entry, prefix) => {
    const kind = prefix ? MatchKind.Prefix : MatchKind.Substring;
    for (const rank of s.subBrandRanks[s.subBrands.owners[entry]!]!) mark(rank, kind);
  });

  // 2. Every query word matching one of the perfume's words.
  if (queryWords.length > 0) matchWords(s, q, queryWords, mark);

  // 3. Filters, then collect by kind in rank order.
  const genders = options.genders?.length
    ? new Set(options.genders.map((g) => genderIndex[g]))
    : null;
  const brandIds = options.brandIds?.length ? new Set(options.brandIds) : null;
  const familyIds = options.familyIds?.length ? new Set(options.familyIds) : null;
  const buckets: number[][] = Array.from({ length: MatchKind.WordFuzzy + 1 }, () => []);
  const collect = (rank: number) => {
    const kind = kinds[rank]!;
    kinds[rank] = MatchKind.None;
    if (genders && !genders.has(s.gender[rank]!)) return;
    if (brandIds && !brandIds.has(s.rankBrandIds[rank]!)) return;
    if (familyIds && !familyIds.has(s.family[rank]!)) return;
    buckets[kind]!.push(rank);
  };
  for (const rank of inRankOrder(touched, kinds)) collect(rank);
  const total = buckets.reduce((n, b) => n + b.length, 0);
  const offset = options.offset ?? 0;
  const hits: SearchHit[] = [];
  let skipped = 0;
  for (
    let kind: number = MatchKind.Exact;
    kind <= MatchKind.WordFuzzy && hits.length < options.limit;
    kind++
  ) {
    const bucket = buckets[kind]!;
    let from = 0;
    if (skipped < offset) {
      from = Math.min(bucket.length, offset - skipped);
      skipped += from;
    }
    for (let i = from; i < bucket.length && hits.length < options.limit; i++) {
      hits.push({ perfume: s.ranked[bucket[i]!]!, kind: kind as MatchKind });
    }
  }
  return { hits, total };
}

/** The ranks in ascending order: sorted when few, read off their flags in one pass when many. */
function inRankOrder(ranks: number[], flags: Uint8Array): number[] {
  if (ranks.length <= flags.length / 64) return ranks.sort((a, b) => a - b);
  const ordered: number[] = [];
  for (let rank = 0; rank < flags.length; rank++) if (flags[rank] !== 0) ordered.push(rank);
  return ordered;
}

/**
 * Marks the perfumes where every query word matches one of their words. The query word reaching
 * the fewest perfumes gives the candidates; the others are checked against each candidate's own
 * words, or through their postings when those are shorter.
 */
function matchWords(
  s: SearchIndex,
  q: string,
  queryWords: QueryWord[],
  mark: (rank: number, kind: MatchKind) => void,
): void {
  const ordered = [...queryWords].sort((a, b) => a.reach - b.reach);
  const first = ordered[0]!;
  // A lone word that is the whole query: its substring matches are already whole-query matches.
  const substringDone = queryWords.length === 1 && first.word === q;
  // Candidates and their kind so far (in the scratch array): WordSubstring while every word
  // matched by substring, WordFuzzy once one needed the edit distance.
  const kindOf = s.wordKinds;
  let candidates: number[] = [];
  const add = (ids: number[], kind: MatchKind) => {
    for (const id of ids) {
      for (const rank of s.postings[id]!) {
        const current = kindOf[rank]!;
        if (current === MatchKind.None) {
          candidates.push(rank);
          kindOf[rank] = kind;
        } else if (kind < current) kindOf[rank] = kind;
      }
    }
  };
  if (!substringDone) add(first.substringIds, MatchKind.WordSubstring);
  add(first.fuzzyIds, MatchKind.WordFuzzy);
  // Checked in rank order, the candidates' words are read front to back: with thousands of
  // candidates that is several times faster than jumping around memory.
  if (ordered.length > 1) candidates = inRankOrder(candidates, kindOf);

  for (const w of ordered.slice(1)) {
    // flag 1: the perfume word contains the query word; 2: it is one edit away.
    for (const id of w.substringIds) s.wordFlags[id] = 1;
    for (const id of w.fuzzyIds) s.wordFlags[id] = 2;
    const kept: number[] = [];
    for (const rank of candidates) {
      let best = 0;
      for (let i = s.rankWordStart[rank]!; i < s.rankWordStart[rank + 1]!; i++) {
        const flag = s.wordFlags[s.rankWords[i]!]!;
        if (flag === 1) {
          best = 1;
          break;
        }
        if (flag === 2) best = 2;
      }
      if (best === 0) kindOf[rank] = MatchKind.None;
      else {
        if (best === 2) kindOf[rank] = MatchKind.WordFuzzy;
        kept.push(rank);
      }
    }
    candidates = kept;
    for (const id of w.substringIds) s.wordFlags[id] = 0;
    for (const id of w.fuzzyIds) s.wordFlags[id] = 0;
  }
  for (const rank of candidates) {
    let kind = kindOf[rank]! as MatchKind;
    if (
      kind === MatchKind.WordFuzzy &&
      withinEditDistance(s.names[rank]!, q, FUZZY_MAX_DISTANCE_EXCLUSIVE)
    ) {
      kind = MatchKind.FuzzyName;
    }
    mark(rank, kind);
    kindOf[rank] = MatchKind.None;
  }
}
