import { FUZZY_MAX_DISTANCE_EXCLUSIVE, FUZZY_MIN_LENGTH } from '../../common/domain/constants';
import type { GenderCode } from '../../common/domain/gender';
import { isSeparatorCode, normalizeText, searchReadings, words } from '../../common/domain/text';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import { buildTypoIndexSliced, type TypoIndex } from './typo-index';
import { derivedData } from '../lib/derived';
import { mapSliced, sortSliced, STEP, stepDue, type Sliced } from '../lib/sliced';
import { MatchKind } from './match-kind';

// The search index of a catalog version: built once, before the version serves, in slices.

// Everything that does not depend on the query is built once per catalog index: perfumes in rank
// order (popularity, then name), a vocabulary of distinct words with the perfumes that hold each,
// and the words of each perfume. A query does not scan the perfumes: its words are looked up in the
// vocabulary (through the vocabulary words holding each piece of up to 3 characters), and only the
// perfumes holding a matching word are examined. A query word without separators can only occur
// inside one word of a name, which is what makes the vocabulary enough for the whole-query rule
// too.

export interface Haystack {
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
export interface Marks {
  kinds: Uint8Array;
  ranks: Int32Array;
  count: number;
}

export interface SearchIndex {
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

export const genderIndex: Record<GenderCode, number> = { FU: 1, MU: 2, U: 3 };

// Pieces of up to 3 characters: a needle that short is looked up as it is, a longer one through
// its rarest 3-character piece, whose few entries are then checked. Searching one concatenated
// string instead cost a pass over the whole vocabulary per query word, and a binary search per
// hit, most of a query's time when its words are one or two letters long.
export const PIECE = 3;

export function* buildHaystack(entries: { text: string; owner: number }[]): Sliced<Haystack> {
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

export const EMPTY: Int32Array = new Int32Array(0);

/** The entries containing the needle, ascending; possibly the haystack's own list, to read only. */
export function entriesHolding(haystack: Haystack, needle: string): Int32Array {
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
export const Where = { Nowhere: 0, Whole: 1, Start: 2, WordStart: 3, Inside: 4 } as const;
export type Where = (typeof Where)[keyof typeof Where];

export function where(text: string, q: string): Where {
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

export const better = (a: Where, b: Where): Where => (a === 0 ? b : b === 0 || a < b ? a : b);

// The kind each place gives, by Where. A sub-brand equal to the query names a line of the brand,
// not a perfume: a prefix match, as a brand's would be.
export const inName: readonly MatchKind[] = [
  MatchKind.None,
  MatchKind.ExactName,
  MatchKind.NamePrefix,
  MatchKind.NameWordStart,
  MatchKind.Substring,
];
export const inBrand: readonly MatchKind[] = [
  MatchKind.None,
  MatchKind.ExactBrand,
  MatchKind.BrandPrefix,
  MatchKind.BrandWordStart,
  MatchKind.Substring,
];
export const inSubBrand: readonly MatchKind[] = [
  MatchKind.None,
  MatchKind.BrandPrefix,
  MatchKind.BrandPrefix,
  MatchKind.BrandWordStart,
  MatchKind.Substring,
];

/** Calls visit(entry, where) for each entry containing the needle (once each). */
export function scan(
  haystack: Haystack,
  needle: string,
  visit: (entry: number, at: Where) => void,
): void {
  for (const entry of entriesHolding(haystack, needle)) {
    visit(entry, where(haystack.texts[entry]!, needle));
  }
}

/** The search index of a catalog version, built once (before it is served, in slices). */
export const searchIndex = derivedData(buildSearchIndex);

export function searchIndexFor(index: CatalogIndex): SearchIndex {
  return searchIndex.of(index);
}

export function* buildSearchIndex(index: CatalogIndex): Sliced<SearchIndex> {
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
export function* rankPerfumes(perfumes: readonly IndexedPerfume[]): Sliced<IndexedPerfume[]> {
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

// The deletion keys find words one edit apart: the fuzzy rule's distance under 2.
if (FUZZY_MAX_DISTANCE_EXCLUSIVE !== 2) throw new Error('text search indexes one edit only');

/** The word itself and each form of it with one character deleted. */
export function oneDeletionForms(word: string): string[] {
  const forms = [word];
  for (let i = 0; i < word.length; i++) forms.push(word.slice(0, i) + word.slice(i + 1));
  return forms;
}
