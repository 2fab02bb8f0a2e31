import { FUZZY_MAX_DISTANCE_EXCLUSIVE, FUZZY_MIN_LENGTH } from '../../common/domain/constants';
import type { GenderCode } from '../../common/domain/gender';
import {
  isSeparatorCode,
  normalizeText,
  searchReadings,
  withinEditDistance,
  words,
} from '../../common/domain/text';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import {
  buildTypoIndexSliced,
  closeEnough,
  closeWords,
  type CloseWord,
  type TypoIndex,
} from './typo-index';
import { derivedData } from '../lib/derived';
import { mapSliced, sortSliced, STEP, stepDue, type Sliced } from '../lib/sliced';

// Text search (spec section 5). A perfume matches when the whole normalised query is a substring
// of its name, brand or sub-brand, or when every query word matches one of its words by substring
// or, when both words have at least 5 characters, by an edit distance under 2. Its words are those
// of its name, brand and sub-brand, so "chanel 5" finds N°5 (docs/decisions/004-text-search.md).
// A text with apostrophes, query or name, is read with them dropped and with them as spaces, so
// "lepice", "l'epice" and "l epice" find L'Épice. Results rank exact, then prefix, then substring,
// then fuzzy, each split by where the query sits (MatchKind), then by popularity. A name typed
// with a slip ranks with the strong matches: one edit away right after the name prefixes, closer
// by a looser measure after every match at the start of a word (docs/decisions/033).
//
// Everything that does not depend on the query is built once per catalog index: perfumes in rank
// order (popularity, then name), a vocabulary of distinct words with the perfumes that hold each,
// and the words of each perfume. A query does not scan the perfumes: its words are looked up in the
// vocabulary (through the vocabulary words holding each piece of up to 3 characters), and only the
// perfumes holding a matching word are examined. A query word without separators can only occur
// inside one word of a name, which is what makes the vocabulary enough for the whole-query rule
// too.

/**
 * Tiers, best first: exact, then prefix, then substring, then fuzzy (the order), each split
 * so that a name beats a brand and the start of a word beats its middle; the whole name typed with
 * a slip comes after the name's prefixes (the spec's one edit) or after every match at the start of
 * a word (the looser measure), before the query found inside a word (docs/decisions/033).
 */
export const MatchKind = {
  None: 0,
  /** The name is the query. */
  ExactName: 1,
  /** The brand is the query. */
  ExactBrand: 2,
  /** The name starts with the query. */
  NamePrefix: 3,
  /** The whole name one edit away from the query, both of 5 letters or more (the spec's fuzzy
   * rule): "ivesse" for Ivresse, "satal" for Santal. */
  FuzzyName: 4,
  /** The brand or sub-brand starts with the query, and so does a word of the name: "giò" for
   * Acqua di Giò by Giorgio Armani, before the brand's other perfumes. */
  BrandPrefixNameWord: 5,
  /** The brand or sub-brand starts with the query (or the sub-brand is the query). */
  BrandPrefix: 6,
  /** A word of the name starts with the query: "oud" for Royal Oud. */
  NameWordStart: 7,
  /** A word of the brand or sub-brand starts with the query. */
  BrandWordStart: 8,
  /** A reading of the name has the query's words in order, each the same or close by the looser
   * measure of ./typo-index: "te oud" for The Oud, "sea" for Seda, "ngro" for Negro. */
  CloseName: 9,
  /** The query inside a word of the name, brand or sub-brand: "oud" for Cloud. */
  Substring: 10,
  /** Every query word starts one of the perfume's words. */
  WordsAtStart: 11,
  /** Every query word is inside one of the perfume's words, one at least not at its start. */
  WordsInside: 12,
  /** Every query word matches, one at least only one edit away. */
  WordFuzzy: 13,
  // The fallback's tiers, after every other, only when the matches above are few (./typo-index).
  /** Every query word matches one of the perfume's words, one at least by one mistake. */
  CloseWords: 14,
  /** The same with two mistakes or more in all (two in a long word, a missing space and one). */
  FarWords: 15,
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
  /**
   * Whether the looser measure adds its close names (CloseName and the fallback's tiers); true
   * unless set. False gives the spec's rule alone, for its model test and the recall bench.
   */
  looser?: boolean;
}

export interface SearchHit {
  perfume: IndexedPerfume;
  kind: MatchKind;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  /**
   * The text the results answer when the query as typed matched nothing and they all come from
   * the fallback ("negro" for "ngro"); absent otherwise.
   */
  correctedQuery?: string;
}

interface Haystack {
  texts: string[];
  /** The owner behind each entry: a rank, a brand id, a word id. */
  owners: Int32Array;
  /** The entries holding each piece of 1 to PIECE characters, ascending, once each. */
  pieces: Map<string, Int32Array>;
  /** The same for pieces the entry starts with, and ends with. */
  starting: Map<string, Int32Array>;
  ending: Map<string, Int32Array>;
}

/** The ranks matched so far and their best kind; reset before a search returns. */
interface Marks {
  kinds: Uint8Array;
  ranks: Int32Array;
  count: number;
}

interface SearchIndex {
  /** Perfumes by rank: popularity descending, then name. */
  ranked: IndexedPerfume[];
  /** Normalised names by rank, apostrophes dropped. */
  names: string[];
  /** The same with apostrophes read as spaces, or '' when the name has none. */
  spacedNames: string[];
  brands: Haystack;
  /** Distinct sub-brands, each owning the ranks in subBrandRanks. */
  subBrands: Haystack;
  subBrandRanks: Int32Array[];
  vocabulary: Haystack;
  vocabularyWords: string[];
  vocabularyIds: Map<string, number>;
  /** Ranks of the perfumes holding each word in their name, brand or sub-brand. */
  postings: Int32Array[];
  postingCounts: Int32Array;
  /** Ranks of the perfumes holding each word in their name. */
  namePostings: Int32Array[];
  namePostingCounts: Int32Array;
  /** How many words each name has, apostrophes dropped, and read as spaces (0 without any). */
  nameWordCounts: Uint8Array;
  spacedWordCounts: Uint8Array;
  /** Word ids of each rank: rankWords[rankWordStart[r] .. rankWordStart[r + 1]). */
  rankWordStart: Int32Array;
  rankWords: Int32Array;
  /**
   * Fuzzy candidates: every vocabulary word of at least 5 characters under itself and under each
   * form with one character deleted. Two words one edit apart share one of these keys, so a query
   * word looks up its own few keys instead of comparing itself with the whole vocabulary.
   */
  deletionKeys: Map<string, number[]>;
  /** The looser measure's index of the vocabulary, for the fallback (./typo-index). */
  typos: TypoIndex;
  /** Ranks of the perfumes of each brand. */
  brandRanks: Map<number, number[]>;
  rankBrandIds: Int32Array;
  gender: Uint8Array;
  family: Int32Array;
  /**
   * Per-query scratch, reset before returning: the matches, the word rule's candidates and their
   * kind so far, flags per vocabulary word.
   */
  marks: Marks;
  candidates: Int32Array;
  wordKinds: Uint8Array;
  wordFlags: Uint8Array;
}

const genderIndex: Record<GenderCode, number> = { FU: 1, MU: 2, U: 3 };

// Pieces of up to 3 characters: a needle that short is looked up as it is, a longer one through
// its rarest 3-character piece, whose few entries are then checked. Searching one concatenated
// string instead cost a pass over the whole vocabulary per query word, and a binary search per
// hit, most of a query's time when its words are one or two letters long.
const PIECE = 3;

function* buildHaystack(entries: { text: string; owner: number }[]): Sliced<Haystack> {
  const pieces = new Map<string, number[]>();
  const starting = new Map<string, number[]>();
  const ending = new Map<string, number[]>();
  const add = (lists: Map<string, number[]>, piece: string, entry: number) => {
    const list = lists.get(piece);
    if (!list) lists.set(piece, [entry]);
    else if (list.at(-1) !== entry) list.push(entry);
  };
  const due = stepDue();
  for (let entry = 0; entry < entries.length; entry++) {
    const { text } = entries[entry]!;
    for (let length = 1; length <= PIECE && length <= text.length; length++) {
      for (let at = 0; at + length <= text.length; at++) {
        add(pieces, text.slice(at, at + length), entry);
      }
      add(starting, text.slice(0, length), entry);
      add(ending, text.slice(text.length - length), entry);
    }
    // A brand's name has a few dozen pieces, a word a handful: the steps count pieces.
    if (due(PIECE * text.length)) yield;
  }
  function* typed(lists: Map<string, number[]>): Sliced<Map<string, Int32Array>> {
    const out = new Map<string, Int32Array>();
    for (const [piece, list] of lists) {
      out.set(piece, Int32Array.from(list));
      if (out.size % STEP === 0) yield;
    }
    return out;
  }
  return {
    texts: entries.map((e) => e.text),
    owners: Int32Array.from(entries, (e) => e.owner),
    pieces: yield* typed(pieces),
    starting: yield* typed(starting),
    ending: yield* typed(ending),
  };
}

const EMPTY: Int32Array = new Int32Array(0);

/** The entries containing the needle, ascending; possibly the haystack's own list, to read only. */
function entriesHolding(haystack: Haystack, needle: string): Int32Array {
  if (needle.length <= PIECE) return haystack.pieces.get(needle) ?? EMPTY;
  let rarest = EMPTY;
  for (let at = 0; at + PIECE <= needle.length; at++) {
    const list = haystack.pieces.get(needle.slice(at, at + PIECE));
    if (!list) return EMPTY;
    if (at === 0 || list.length < rarest.length) rarest = list;
  }
  return rarest.filter((entry) => haystack.texts[entry]!.includes(needle));
}

// Where the query sits in a text, best first: the whole text, its start, the start of one of its
// words (after a separator), inside a word; 0 when it is not there.
const Where = { Nowhere: 0, Whole: 1, Start: 2, WordStart: 3, Inside: 4 } as const;
type Where = (typeof Where)[keyof typeof Where];

function where(text: string, q: string): Where {
  let at = text.indexOf(q);
  if (at < 0) return Where.Nowhere;
  if (at === 0) return text.length === q.length ? Where.Whole : Where.Start;
  if (isSeparatorCode(q.charCodeAt(0))) return Where.WordStart;
  // "oud" in "cloud oud": the first occurrence is inside a word, a later one starts one.
  for (; at >= 0; at = text.indexOf(q, at + 1)) {
    if (isSeparatorCode(text.charCodeAt(at - 1))) return Where.WordStart;
  }
  return Where.Inside;
}

const better = (a: Where, b: Where): Where => (a === 0 ? b : b === 0 || a < b ? a : b);

// The kind each place gives, by Where. A sub-brand equal to the query names a line of the brand,
// not a perfume: a prefix match, as a brand's would be.
const inName: readonly MatchKind[] = [
  MatchKind.None,
  MatchKind.ExactName,
  MatchKind.NamePrefix,
  MatchKind.NameWordStart,
  MatchKind.Substring,
];
const inBrand: readonly MatchKind[] = [
  MatchKind.None,
  MatchKind.ExactBrand,
  MatchKind.BrandPrefix,
  MatchKind.BrandWordStart,
  MatchKind.Substring,
];
const inSubBrand: readonly MatchKind[] = [
  MatchKind.None,
  MatchKind.BrandPrefix,
  MatchKind.BrandPrefix,
  MatchKind.BrandWordStart,
  MatchKind.Substring,
];

/** Calls visit(entry, where) for each entry containing the needle (once each). */
function scan(haystack: Haystack, needle: string, visit: (entry: number, at: Where) => void): void {
  for (const entry of entriesHolding(haystack, needle)) {
    visit(entry, where(haystack.texts[entry]!, needle));
  }
}

/** The search index of a catalog version, built once (before it is served, in slices). */
export const searchIndex = derivedData(buildSearchIndex);

export function searchIndexFor(index: CatalogIndex): SearchIndex {
  return searchIndex.of(index);
}

function* buildSearchIndex(index: CatalogIndex): Sliced<SearchIndex> {
  const ranked = yield* rankPerfumes(index.perfumes);
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
    if (!list) wordsOf.set(text, (list = searchReadings(text).flatMap((r) => words(r))));
    return list;
  };
  const names: string[] = new Array<string>(n);
  const spacedNames: string[] = new Array<string>(n);
  const brandRanks = new Map<number, number[]>();
  const subBrandIds = new Map<string, number>();
  const subBrandLists: number[][] = [];
  const rankBrandIds = new Int32Array(n);
  const nameWordCounts = new Uint8Array(n);
  const spacedWordCounts = new Uint8Array(n);
  const gender = new Uint8Array(n);
  const family = new Int32Array(n);
  for (let rank = 0; rank < n; rank++) {
    const p = ranked[rank]!;
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
    const [name, spaced] = searchReadings(p.search.name);
    names[rank] = name!;
    spacedNames[rank] = spaced ?? '';
    for (const word of p.search.nameWords) post(word, rank, true);
    nameWordCounts[rank] = Math.min(p.search.nameWords.length, 255);
    // An elided article is a word too: "l'epice" is "lepice", and "l" and "epice".
    if (spaced) {
      const spacedWords = words(spaced);
      for (const word of spacedWords) post(word, rank, true);
      spacedWordCounts[rank] = Math.min(spacedWords.length, 255);
    }
    for (const word of cachedWords(p.search.brand)) post(word, rank, false);
    for (const word of cachedWords(p.search.subBrand)) post(word, rank, false);
    if (rank % STEP === STEP - 1) yield;
  }
  rankWordStart[n] = rankWordList.length;
  const vocabularyWords = [...vocabularyIds.keys()];
  const deletionKeys = new Map<string, number[]>();
  const due = stepDue();
  for (let id = 0; id < vocabularyWords.length; id++) {
    const word = vocabularyWords[id]!;
    if (word.length < FUZZY_MIN_LENGTH) continue;
    for (const key of oneDeletionForms(word)) {
      const list = deletionKeys.get(key);
      if (!list) deletionKeys.set(key, [id]);
      else if (list.at(-1) !== id) list.push(id);
    }
    if (due(word.length + 1)) yield;
  }
  // Brands and sub-brands under each of their readings: an entry per reading, owned by the brand.
  const brands = [...brandRanks.keys()].flatMap((id) =>
    searchReadings(normalizeText(index.brandById.get(id)?.name ?? '')).map((text) => ({
      text,
      owner: id,
    })),
  );
  const subBrands = [...subBrandIds].flatMap(([subBrand, owner]) =>
    searchReadings(subBrand).map((text) => ({ text, owner })),
  );
  const typed = (lists: number[][]) => mapSliced(lists, (l) => Int32Array.from(l));
  const rankWords = Int32Array.from(rankWordList);
  yield;
  return {
    ranked,
    names,
    spacedNames,
    brands: yield* buildHaystack(brands),
    subBrands: yield* buildHaystack(subBrands),
    subBrandRanks: yield* typed(subBrandLists),
    vocabulary: yield* buildHaystack(vocabularyWords.map((w, id) => ({ text: w, owner: id }))),
    vocabularyWords,
    vocabularyIds,
    postings: yield* typed(postingLists),
    postingCounts: Int32Array.from(postingLists, (l) => l.length),
    namePostings: yield* typed(namePostingLists),
    namePostingCounts: Int32Array.from(namePostingLists, (l) => l.length),
    nameWordCounts,
    spacedWordCounts,
    rankWordStart,
    rankWords,
    deletionKeys,
    typos: yield* buildTypoIndexSliced(vocabularyWords),
    brandRanks,
    rankBrandIds,
    gender,
    family,
    marks: { kinds: new Uint8Array(n), ranks: new Int32Array(n), count: 0 },
    candidates: new Int32Array(n),
    wordKinds: new Uint8Array(n),
    wordFlags: new Uint8Array(vocabularyWords.length),
  };
}

/**
 * Perfumes by popularity, then name. Popularity takes few values, so perfumes are bucketed by it
 * and only each bucket is sorted by name; names are compared by code unit, the same order as
 * localeCompare for the plain letters normalisation leaves, and much faster on a large catalog.
 */
function* rankPerfumes(perfumes: readonly IndexedPerfume[]): Sliced<IndexedPerfume[]> {
  const buckets = new Map<number, IndexedPerfume[]>();
  for (let i = 0; i < perfumes.length; i++) {
    const p = perfumes[i]!;
    let bucket = buckets.get(p.popularity);
    if (!bucket) buckets.set(p.popularity, (bucket = []));
    bucket.push(p);
    if (i % STEP === STEP - 1) yield;
  }
  const byName = (a: IndexedPerfume, b: IndexedPerfume) =>
    a.search.name < b.search.name ? -1 : a.search.name > b.search.name ? 1 : a.id - b.id;
  const ranked: IndexedPerfume[] = [];
  for (const popularity of [...buckets.keys()].sort((a, b) => b - a)) {
    for (const p of yield* sortSliced(buckets.get(popularity)!, byName)) ranked.push(p);
  }
  return ranked;
}

interface QueryWord {
  word: string;
  /** Vocabulary words containing it (read only: it may be the index's own list). */
  substringIds: Int32Array;
  /** Those of them starting with it (read only too). */
  startIds: Int32Array;
  /** Vocabulary words one edit away (both at least 5 characters), not already above. */
  fuzzyIds: Int32Array;
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
  // The vocabulary owns its entries in order: an entry is a word id.
  const substringIds = entriesHolding(s.vocabulary, word);
  const fuzzyIds: number[] = [];
  if (word.length >= FUZZY_MIN_LENGTH) {
    // Flag 1: a substring match or already taken. Sharing a key can also mean two edits (a swap),
    // hence the check.
    const flags = s.wordFlags;
    const taken: number[] = [];
    for (const id of substringIds) flags[id] = 1;
    for (const key of oneDeletionForms(word)) {
      for (const id of s.deletionKeys.get(key) ?? []) {
        if (flags[id] !== 0) continue;
        flags[id] = 1;
        taken.push(id);
        if (withinEditDistance(word, s.vocabularyWords[id]!, FUZZY_MAX_DISTANCE_EXCLUSIVE)) {
          fuzzyIds.push(id);
        }
      }
    }
    for (const id of substringIds) flags[id] = 0;
    for (const id of taken) flags[id] = 0;
  }
  let reach = 0;
  for (const id of substringIds) reach += s.postingCounts[id]!;
  for (const id of fuzzyIds) reach += s.postingCounts[id]!;
  const startIds =
    word.length <= PIECE
      ? (s.vocabulary.starting.get(word) ?? EMPTY)
      : substringIds.filter((id) => s.vocabularyWords[id]!.startsWith(word));
  return { word, substringIds, startIds, fuzzyIds: Int32Array.from(fuzzyIds), reach };
}

/**
 * Records a kind for a rank, keeping the best. A brand prefix and a name word starting with the
 * query, found separately, make BrandPrefixNameWord.
 */
function mark(m: Marks, rank: number, kind: MatchKind): void {
  const current = m.kinds[rank]!;
  if (current === MatchKind.None) {
    m.ranks[m.count++] = rank;
    m.kinds[rank] = kind;
  } else if (
    (kind === MatchKind.BrandPrefix && current === MatchKind.NameWordStart) ||
    (kind === MatchKind.NameWordStart && current === MatchKind.BrandPrefix)
  ) {
    m.kinds[rank] = MatchKind.BrandPrefixNameWord;
  } else if (kind < current) m.kinds[rank] = kind;
}

/** Where any reading of the query sits in either reading of a perfume's name, as a kind. */
function nameKind(s: SearchIndex, rank: number, readings: readonly string[]): MatchKind {
  const name = s.names[rank]!;
  const spaced = s.spacedNames[rank]!;
  // Most queries and names have one reading: a single search, as for a name without apostrophes.
  if (readings.length === 1 && spaced === '') return inName[where(name, readings[0]!)]!;
  let found: Where = Where.Nowhere;
  for (const q of readings) {
    found = better(found, where(name, q));
    if (spaced !== '') found = better(found, where(spaced, q));
  }
  return inName[found]!;
}

/** Whether either reading of a perfume's name is one edit away from the query, both of 5 or more. */
function nearName(s: SearchIndex, rank: number, q: string): boolean {
  return nearText(s.names[rank]!, q) || nearText(s.spacedNames[rank]!, q);
}

const nearText = (name: string, q: string) =>
  name.length >= FUZZY_MIN_LENGTH &&
  Math.abs(name.length - q.length) < FUZZY_MAX_DISTANCE_EXCLUSIVE &&
  withinEditDistance(name, q, FUZZY_MAX_DISTANCE_EXCLUSIVE);

/**
 * Lifts the spec's matches whose whole name is one edit away from a reading of the query to
 * FuzzyName, whatever matched them: the visitor typed that name with a slip.
 */
function liftNearNames(s: SearchIndex, readings: readonly string[], m: Marks): void {
  for (const q of readings) {
    if (q.length < FUZZY_MIN_LENGTH) continue;
    for (let i = 0; i < m.count; i++) {
      const rank = m.ranks[i]!;
      if (m.kinds[rank]! > MatchKind.FuzzyName && nearName(s, rank, q)) {
        m.kinds[rank] = MatchKind.FuzzyName;
      }
    }
  }
}

/**
 * The name words that can hold a query token where the whole query occurs in a name: a token with
 * a separator after it (or before it) ends (or starts) that word, one between two is the word.
 */
function tokenWordIds(
  s: SearchIndex,
  token: string,
  substringIds: Int32Array,
  mustStart: boolean,
  mustEnd: boolean,
): Int32Array {
  if (mustStart && mustEnd) {
    const id = s.vocabularyIds.get(token);
    return id === undefined ? EMPTY : Int32Array.of(id);
  }
  if (!mustStart && !mustEnd) return substringIds;
  if (token.length <= PIECE) {
    return (mustStart ? s.vocabulary.starting : s.vocabulary.ending).get(token) ?? EMPTY;
  }
  return substringIds.filter((id) =>
    mustStart ? s.vocabularyWords[id]!.startsWith(token) : s.vocabularyWords[id]!.endsWith(token),
  );
}

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
 * Marks, for one reading of the query, 1. the perfumes whose name holds it whole and 2. those where
 * every one of its words matches one of theirs. Name kinds are worked out over all the readings
 * at once, so a perfume marked by one reading is not looked at again by the next.
 */
function matchReading(s: SearchIndex, q: string, readings: readonly string[], m: Marks): void {
  const tokens = words(q);
  const queryWords = [...new Set(tokens)].map((word) => lookUp(s, word));
  if (queryWords.length === 0) {
    // Only punctuation ("&", "-"): no word to look up, so every name is checked. Rare enough.
    for (let rank = 0; rank < s.names.length; rank++) {
      const kind = nameKind(s, rank, readings);
      if (kind !== MatchKind.None) mark(m, rank, kind);
    }
    return;
  }
  // A name holding the query holds each of its words inside one of its own words, so the names to
  // check are those of the query word whose possible name words reach the fewest names, or the
  // perfumes the word rule keeps when they are fewer.
  let fewest = EMPTY;
  let fewestReach = Infinity;
  const byWord = new Map(queryWords.map((w) => [w.word, w]));
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const ids = tokenWordIds(
      s,
      token,
      byWord.get(token)!.substringIds,
      i > 0 || !q.startsWith(token),
      i < tokens.length - 1 || !q.endsWith(token),
    );
    let reach = 0;
    for (const id of ids) reach += s.namePostingCounts[id]!;
    if (reach < fewestReach) [fewest, fewestReach] = [ids, reach];
  }
  // A query that is one bare word is inside every name holding a word that contains it: the word
  // rule then leaves its substring matches alone.
  const contained = tokens.length === 1 && tokens[0] === q;
  const kept = matchWords(s, queryWords, contained);
  const checkKept = !contained && kept < fewestReach;
  if (contained && readings.length === 1) {
    markContaining(s, q, queryWords[0]!, m);
  } else if (!checkKept) {
    for (const id of fewest) {
      for (const rank of s.namePostings[id]!) {
        // Already worked out over every reading (brands are marked after them all).
        if (fromNames[m.kinds[rank]!] === 1) continue;
        const kind = nameKind(s, rank, readings);
        if (kind !== MatchKind.None) mark(m, rank, kind);
      }
    }
  }
  markWordMatches(s, readings, kept, checkKept, m);
}

// The kinds given by where the whole query sits in a name (nameKind, markContaining).
const fromNames = new Uint8Array(MatchKind.FarWords + 1);
for (const kind of inName) if (kind !== MatchKind.None) fromNames[kind] = 1;

/**
 * Marks the names holding a query that is one bare word, without searching them: such a name
 * holds it inside one of its words, at a word start exactly when that word starts with it. Only
 * those are checked for a prefix.
 */
function markContaining(s: SearchIndex, q: string, word: QueryWord, m: Marks): void {
  for (const id of word.startIds) {
    for (const rank of s.namePostings[id]!) {
      if (m.kinds[rank] !== MatchKind.None) continue;
      const name = s.names[rank]!;
      const spaced = s.spacedNames[rank]!;
      let kind: MatchKind = MatchKind.NameWordStart;
      if (name === q || spaced === q) kind = MatchKind.ExactName;
      else if (name.startsWith(q) || (spaced !== '' && spaced.startsWith(q))) {
        kind = MatchKind.NamePrefix;
      }
      mark(m, rank, kind);
    }
  }
  for (const id of word.substringIds) {
    for (const rank of s.namePostings[id]!) {
      if (m.kinds[rank] === MatchKind.None) mark(m, rank, MatchKind.Substring);
    }
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

/**
 * Puts the first `count` ranks in ascending order, in place: sorted when few, read off their
 * flags in one pass when many (the pass counts without a branch: flags are random at that density).
 */
function inRankOrder(ranks: Int32Array, count: number, flags: Uint8Array): void {
  if (count <= flags.length / 64) {
    ranks.subarray(0, count).sort();
    return;
  }
  let found = 0;
  for (let rank = 0; rank < flags.length; rank++) {
    ranks[found] = rank;
    found += (flags[rank]! + 255) >> 8;
  }
}

// What a query word's best match in a perfume's words makes of the word rule, by flag, the higher
// the better: 3 a word starting with it, 2 a word holding it further in, 1 a word one edit away.
const wordMatchKinds: readonly MatchKind[] = [
  MatchKind.None,
  MatchKind.WordFuzzy,
  MatchKind.WordsInside,
  MatchKind.WordsAtStart,
];

/**
 * Adds the ranks of a posting list to the candidates (their count returned), keeping each rank's
 * best kind. A plain function rather than a closure writing the count: a few per cent faster.
 */
function addCandidates(
  ranks: Int32Array,
  kind: MatchKind,
  kindOf: Uint8Array,
  candidates: Int32Array,
  count: number,
): number {
  for (let i = 0; i < ranks.length; i++) {
    const rank = ranks[i]!;
    const current = kindOf[rank]!;
    if (current === MatchKind.None) {
      candidates[count++] = rank;
      kindOf[rank] = kind;
    } else if (kind < current) kindOf[rank] = kind;
  }
  return count;
}

/**
 * Finds the perfumes where every query word matches one of their words: they are left at the
 * start of the candidates scratch array (their count returned), their kind so far in wordKinds.
 * The query word reaching the fewest perfumes gives the candidates; the others are checked
 * against each candidate's own words. A perfume's kind is that of its worst query word, each
 * query word counting its best match.
 */
function matchWords(s: SearchIndex, queryWords: QueryWord[], substringDone: boolean): number {
  const ordered = [...queryWords].sort((a, b) => a.reach - b.reach);
  const first = ordered[0]!;
  const kindOf = s.wordKinds;
  const candidates = s.candidates;
  const flags = s.wordFlags;
  let count = 0;
  if (!substringDone) {
    for (const id of first.startIds) flags[id] = 1;
    for (const id of first.substringIds) {
      const kind = flags[id] === 1 ? MatchKind.WordsAtStart : MatchKind.WordsInside;
      count = addCandidates(s.postings[id]!, kind, kindOf, candidates, count);
    }
    for (const id of first.startIds) flags[id] = 0;
  }
  for (const id of first.fuzzyIds) {
    count = addCandidates(s.postings[id]!, MatchKind.WordFuzzy, kindOf, candidates, count);
  }
  // Checked in rank order, the candidates' words are read front to back: with thousands of
  // candidates that is several times faster than jumping around memory.
  if (ordered.length > 1) inRankOrder(candidates, count, kindOf);

  for (let w = 1; w < ordered.length; w++) {
    const { substringIds, startIds, fuzzyIds } = ordered[w]!;
    for (const id of substringIds) flags[id] = 2;
    for (const id of startIds) flags[id] = 3;
    for (const id of fuzzyIds) flags[id] = 1;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const rank = candidates[i]!;
      let best = 0;
      for (let j = s.rankWordStart[rank]!; j < s.rankWordStart[rank + 1]!; j++) {
        const flag = flags[s.rankWords[j]!]!;
        if (flag > best) {
          best = flag;
          if (flag === 3) break;
        }
      }
      if (best === 0) kindOf[rank] = MatchKind.None;
      else {
        const kind = wordMatchKinds[best]!;
        if (kind > kindOf[rank]!) kindOf[rank] = kind;
        candidates[kept++] = rank;
      }
    }
    count = kept;
    for (const id of substringIds) flags[id] = 0;
    for (const id of fuzzyIds) flags[id] = 0;
  }
  return count;
}

/**
 * Marks what matchWords kept, and resets its scratch. A perfume whose name holds the whole query
 * is among those every word matched by substring: with checkNames, their names are checked here.
 */
function markWordMatches(
  s: SearchIndex,
  readings: readonly string[],
  count: number,
  checkNames: boolean,
  m: Marks,
): void {
  const kindOf = s.wordKinds;
  for (let i = 0; i < count; i++) {
    const rank = s.candidates[i]!;
    let kind = kindOf[rank]! as MatchKind;
    // A name holding the whole query holds each query word: not one matched only by the edit.
    if (checkNames && kind !== MatchKind.WordFuzzy) {
      const whole = nameKind(s, rank, readings);
      if (whole !== MatchKind.None) kind = whole;
    }
    mark(m, rank, kind);
    kindOf[rank] = MatchKind.None;
  }
}

// --- The looser measure ---------------------------------------------------------------------
// A query word may also match a word close to it by the looser measure of ./typo-index (a mistake
// in a short word, a swap, two mistakes in a long word). A name the query is, give or take such
// mistakes, ranks after every match at the start of a word and before the query found inside one
// (CloseName, always looked for); when the matches are still few, the fallback adds the perfumes
// whose words all match, and reads a word typed without its space ("blackiris") as the two it joins.

// Distinct query words given a bit each in wordFlags: beyond, names are checked one by one.
const FLAG_BITS = 8;

/** The close words of a query word, each looked up once per search. */
type CloseWordsOf = (word: string) => CloseWord[];

function closeWordsOf(s: SearchIndex): CloseWordsOf {
  const found = new Map<string, CloseWord[]>();
  return (word) => {
    let list = found.get(word);
    if (!list) found.set(word, (list = closeWords(s.typos, s.vocabularyWords, word, s.wordFlags)));
    return list;
  };
}

/**
 * Marks the perfumes whose name, in one of its readings, has the words of this reading of the
 * query, in order, each the same or close (CloseName), unless they rank better already. The query
 * word whose own and close words reach the fewest names gives the candidates; only those with as
 * many words, and a word close to each query word, have their name read.
 */
function markCloseNames(s: SearchIndex, reading: string, close: CloseWordsOf, m: Marks): void {
  const tokens = words(reading);
  if (tokens.length === 0) return;
  const distinct = [...new Set(tokens)];
  const flags = s.wordFlags;
  const alternatives = distinct.map((word) => {
    const ids = close(word).map((c) => c.id);
    const own = s.vocabularyIds.get(word);
    if (own !== undefined) ids.push(own);
    return ids;
  });
  if (alternatives.some((ids) => ids.length === 0)) return;
  let first = 0;
  let fewest = Infinity;
  alternatives.forEach((ids, i) => {
    let reach = 0;
    for (const id of ids) reach += s.namePostingCounts[id]!;
    if (reach < fewest) [first, fewest] = [i, reach];
  });
  const bits = Math.min(distinct.length, FLAG_BITS);
  const every = (1 << bits) - 1;
  for (let i = 0; i < bits; i++) for (const id of alternatives[i]!) flags[id]! |= 1 << i;
  const n = Math.min(tokens.length, 255);
  for (const id of alternatives[first]!) {
    for (const rank of s.namePostings[id]!) {
      const current = m.kinds[rank]!;
      if (current !== MatchKind.None && current <= MatchKind.CloseName) continue;
      if (n === 1 && s.nameWordCounts[rank] === 1 && s.spacedWordCounts[rank] === 0) {
        // The name's one word is this one, close to the query's one word.
        mark(m, rank, MatchKind.CloseName);
        continue;
      }
      if (s.nameWordCounts[rank] !== n && s.spacedWordCounts[rank] !== n) continue;
      let held = 0;
      for (let j = s.rankWordStart[rank]!; j < s.rankWordStart[rank + 1]!; j++) {
        held |= flags[s.rankWords[j]!]!;
      }
      if ((held & every) === every && nameIsClose(s, rank, tokens)) {
        mark(m, rank, MatchKind.CloseName);
      }
    }
  }
  for (const ids of alternatives) for (const id of ids) flags[id] = 0;
}

// When the matches are fewer than a screen, the perfumes whose every word matches, one at least by
// the looser measure, follow them, and a word typed without its space ("blackiris") may stand for
// the two words it joins (docs/decisions/033).

/** A query word as the fallback reads it. */
interface CloseWordMatch {
  word: string;
  /** Vocabulary words matching it under the spec's rule: no mistake. */
  specIds: readonly Int32Array[];
  /** Vocabulary words close to it, with their mistakes. */
  close: CloseWord[];
  reach: number;
}

/** One reading of the query, or one with a word split in two, and the mistakes that costs. */
interface CloseQuery {
  words: CloseWordMatch[];
  mistakes: number;
}

function closeWordMatch(s: SearchIndex, word: string, closeOf: CloseWordsOf): CloseWordMatch {
  const spec = lookUp(s, word);
  const close = closeOf(word);
  let reach = spec.reach;
  for (const { id } of close) reach += s.postingCounts[id]!;
  return { word, specIds: [spec.substringIds, spec.fuzzyIds], close, reach };
}

/**
 * The queries the fallback tries: each reading as typed when one of its words has close words,
 * and each reading with one word split into two words of the vocabulary (a missing space).
 */
function closeQueriesFor(
  s: SearchIndex,
  readings: readonly string[],
  closeOf: CloseWordsOf,
): CloseQuery[] {
  const queries: CloseQuery[] = [];
  for (const reading of readings) {
    const tokens = [...new Set(words(reading))];
    if (tokens.length === 0) continue;
    const matches = tokens.map((word) => closeWordMatch(s, word, closeOf));
    if (matches.some((w) => w.close.length > 0)) queries.push({ words: matches, mistakes: 0 });
    tokens.forEach((token, at) => {
      // Both halves of at least 2 letters (a single letter would split almost any word), one a
      // word of the vocabulary, the other too or close to one ("blackirsi").
      for (let cut = 2; cut <= token.length - 2; cut++) {
        const [left, right] = [token.slice(0, cut), token.slice(cut)];
        const [leftKnown, rightKnown] = [s.vocabularyIds.has(left), s.vocabularyIds.has(right)];
        if (!leftKnown && !rightKnown) continue;
        const halves = [closeWordMatch(s, left, closeOf), closeWordMatch(s, right, closeOf)];
        if (
          (!leftKnown && halves[0]!.close.length === 0) ||
          (!rightKnown && halves[1]!.close.length === 0)
        ) {
          continue;
        }
        const split = [...matches];
        split.splice(at, 1, ...halves);
        queries.push({ words: split, mistakes: 1 });
      }
    });
  }
  return queries;
}

// Per vocabulary word while a query word is checked, the higher the better: 3 a match of the
// spec's rule, 2 one mistake away, 1 two mistakes away. mistakesOfFlag reads a flag back.
const mistakesOfFlag = [0, 2, 1, 0];

function setFlags(flags: Uint8Array, w: CloseWordMatch): void {
  for (const { id, mistakes } of w.close) flags[id] = 3 - mistakes;
  for (const ids of w.specIds) for (const id of ids) flags[id] = 3;
}

function clearFlags(flags: Uint8Array, w: CloseWordMatch): void {
  for (const { id } of w.close) flags[id] = 0;
  for (const ids of w.specIds) for (const id of ids) flags[id] = 0;
}

/**
 * Marks the perfumes where every word of a close query matches one of theirs, by the spec's rule
 * or the looser measure, with at least one mistake in all, unless already marked. As the spec's
 * word rule does, the query word reaching the fewest perfumes gives the candidates, and the others
 * are checked against each candidate's words. wordKinds holds each candidate's mistakes plus one.
 */
function markClose(s: SearchIndex, query: CloseQuery, m: Marks): void {
  const ordered = [...query.words].sort((a, b) => a.reach - b.reach);
  const first = ordered[0]!;
  const cost = s.wordKinds;
  const candidates = s.candidates;
  const flags = s.wordFlags;
  let count = 0;
  const add = (ranks: Int32Array, mistakes: number) => {
    for (let i = 0; i < ranks.length; i++) {
      const rank = ranks[i]!;
      if (m.kinds[rank] !== MatchKind.None) continue;
      const current = cost[rank]!;
      if (current === 0) {
        candidates[count++] = rank;
        cost[rank] = mistakes + 1;
      } else if (mistakes + 1 < current) cost[rank] = mistakes + 1;
    }
  };
  for (const ids of first.specIds) for (const id of ids) add(s.postings[id]!, 0);
  for (const { id, mistakes } of first.close) add(s.postings[id]!, mistakes);
  if (ordered.length > 1) inRankOrder(candidates, count, cost);

  for (let w = 1; w < ordered.length; w++) {
    setFlags(flags, ordered[w]!);
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const rank = candidates[i]!;
      let best = 0;
      for (let j = s.rankWordStart[rank]!; j < s.rankWordStart[rank + 1]!; j++) {
        const flag = flags[s.rankWords[j]!]!;
        if (flag > best && (best = flag) === 3) break;
      }
      if (best === 0) cost[rank] = 0;
      else {
        cost[rank] = cost[rank]! + mistakesOfFlag[best]!;
        candidates[kept++] = rank;
      }
    }
    count = kept;
    clearFlags(flags, ordered[w]!);
  }

  const typed = query.words.map((w) => w.word);
  for (let i = 0; i < count; i++) {
    const rank = candidates[i]!;
    const mistakes = cost[rank]! - 1 + query.mistakes;
    cost[rank] = 0;
    // No mistake at all is a match of the spec's rule, marked already.
    if (mistakes === 0) continue;
    let kind: MatchKind = mistakes === 1 ? MatchKind.CloseWords : MatchKind.FarWords;
    if (nameIsClose(s, rank, typed)) kind = MatchKind.CloseName;
    m.ranks[m.count++] = rank;
    m.kinds[rank] = kind;
  }
}

/** Whether a reading of the name has the query's words, in order, each the same or close. */
function nameIsClose(s: SearchIndex, rank: number, typed: readonly string[]): boolean {
  // Only a reading with as many words is read (the counts are kept up to 255).
  const n = Math.min(typed.length, 255);
  const readings = [
    s.nameWordCounts[rank] === n ? s.names[rank]! : '',
    s.spacedWordCounts[rank] === n ? s.spacedNames[rank]! : '',
  ];
  for (const name of readings) {
    if (name === '') continue;
    const nameWords = words(name);
    if (nameWords.length === typed.length && nameWords.every((w, i) => closeEnough(typed[i]!, w))) {
      return true;
    }
  }
  return false;
}

/**
 * The query as the fallback understood it for one perfume: each word matching by the spec's rule
 * as typed, each close one replaced by the perfume's word, from the close query with the fewest
 * mistakes there.
 */
function correction(s: SearchIndex, queries: readonly CloseQuery[], rank: number): string {
  const own = s.rankWords.subarray(s.rankWordStart[rank]!, s.rankWordStart[rank + 1]!);
  let best = '';
  let fewest = Infinity;
  for (const query of queries) {
    let mistakes = query.mistakes;
    const corrected: string[] = [];
    for (const w of query.words) {
      if (w.specIds.some((ids) => own.some((id) => ids.includes(id)))) {
        corrected.push(w.word);
        continue;
      }
      let closest: CloseWord | undefined;
      for (const c of w.close) {
        if (own.includes(c.id) && (!closest || c.mistakes < closest.mistakes)) closest = c;
      }
      if (!closest) {
        mistakes = Infinity;
        break;
      }
      mistakes += closest.mistakes;
      corrected.push(s.vocabularyWords[closest.id]!);
    }
    if (mistakes < fewest) [best, fewest] = [corrected.join(' '), mistakes];
  }
  return best;
}
