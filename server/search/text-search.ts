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
// vocabulary (through the vocabulary words holding each piece of up to 3 characters), and only the
// perfumes holding a matching word are examined. A query word without separators can only occur
// inside one word of a name, which is what makes the vocabulary enough for the whole-query rule
// too.

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
  /** Normalised names by rank. */
  names: string[];
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
const cache = new WeakMap<CatalogIndex, SearchIndex>();

// Pieces of up to 3 characters: a needle that short is looked up as it is, a longer one through
// its rarest 3-character piece, whose few entries are then checked. Searching one concatenated
// string instead cost a pass over the whole vocabulary per query word, and a binary search per
// hit, most of a query's time when its words are one or two letters long.
const PIECE = 3;

function buildHaystack(entries: { text: string; owner: number }[]): Haystack {
  const pieces = new Map<string, number[]>();
  const starting = new Map<string, number[]>();
  const ending = new Map<string, number[]>();
  const add = (lists: Map<string, number[]>, piece: string, entry: number) => {
    const list = lists.get(piece);
    if (!list) lists.set(piece, [entry]);
    else if (list.at(-1) !== entry) list.push(entry);
  };
  entries.forEach(({ text }, entry) => {
    for (let length = 1; length <= PIECE && length <= text.length; length++) {
      for (let at = 0; at + length <= text.length; at++) {
        add(pieces, text.slice(at, at + length), entry);
      }
      add(starting, text.slice(0, length), entry);
      add(ending, text.slice(text.length - length), entry);
    }
  });
  const typed = (lists: Map<string, number[]>) =>
    new Map([...lists].map(([piece, list]) => [piece, Int32Array.from(list)]));
  return {
    texts: entries.map((e) => e.text),
    owners: Int32Array.from(entries, (e) => e.owner),
    pieces: typed(pieces),
    starting: typed(starting),
    ending: typed(ending),
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

/** Calls visit(entryIndex, isPrefix, isWhole) for each entry containing the needle (once each). */
function scan(
  haystack: Haystack,
  needle: string,
  visit: (entry: number, prefix: boolean, whole: boolean) => void,
): void {
  for (const entry of entriesHolding(haystack, needle)) {
    const text = haystack.texts[entry]!;
    const prefix = text.startsWith(needle);
    visit(entry, prefix, prefix && text.length === needle.length);
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
    vocabularyIds,
    postings: postingLists.map((l) => Int32Array.from(l)),
    postingCounts: Int32Array.from(postingLists, (l) => l.length),
    namePostings: namePostingLists.map((l) => Int32Array.from(l)),
    namePostingCounts: Int32Array.from(namePostingLists, (l) => l.length),
    rankWordStart,
    rankWords: Int32Array.from(rankWordList),
    deletionKeys,
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
  /** Vocabulary words containing it (read only: it may be the index's own list). */
  substringIds: Int32Array;
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
  return { word, substringIds, fuzzyIds: Int32Array.from(fuzzyIds), reach };
}

function mark(m: Marks, rank: number, kind: MatchKind): void {
  const current = m.kinds[rank]!;
  if (current === MatchKind.None) {
    m.ranks[m.count++] = rank;
    m.kinds[rank] = kind;
  } else if (kind < current) m.kinds[rank] = kind;
}

function nameKind(name: string, q: string): MatchKind {
  const at = name.indexOf(q);
  if (at < 0) return MatchKind.None;
  if (at > 0) return MatchKind.Substring;
  return name.length === q.length ? MatchKind.Exact : MatchKind.Prefix;
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
  const q = normalizeText(query);
  if (q.length === 0) return { hits: [], total: 0 };
  const m = s.marks;
  m.count = 0;
  const tokens = words(q);
  const queryWords = [...new Set(tokens)].map((word) => lookUp(s, word));

  // 1. The whole query in a name, brand or sub-brand, and 2. every query word matching one of the
  // perfume's words. A name holding the query holds each of its words inside one of its own
  // words, so the names to check are those of the query word whose possible name words reach the
  // fewest names, or the perfumes the word rule keeps when they are fewer.
  let fewest = EMPTY;
  let fewestReach = Infinity;
  if (queryWords.length === 0) {
    // Only punctuation ("&", "'"): no word to look up, so every name is checked. Rare enough.
    for (let rank = 0; rank < s.names.length; rank++) {
      const kind = nameKind(s.names[rank]!, q);
      if (kind !== MatchKind.None) mark(m, rank, kind);
    }
  } else {
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
    // A query that is one bare word is inside every name holding a word that contains it: only
    // where it sits is left to find. The word rule then leaves its substring matches alone.
    const contained = tokens.length === 1 && tokens[0] === q;
    const kept = matchWords(s, q, queryWords, contained);
    const checkKept = !contained && kept < fewestReach;
    if (!checkKept) {
      for (const id of fewest) {
        for (const rank of s.namePostings[id]!) {
          const current = m.kinds[rank]!;
          if (current !== MatchKind.None && current <= MatchKind.Substring) continue;
          const name = s.names[rank]!;
          const kind = !contained
            ? nameKind(name, q)
            : !name.startsWith(q)
              ? MatchKind.Substring
              : name.length === q.length
                ? MatchKind.Exact
                : MatchKind.Prefix;
          if (kind !== MatchKind.None) mark(m, rank, kind);
        }
      }
    }
    markWordMatches(s, q, kept, checkKept, m);
  }
  scan(s.brands, q, (entry, prefix, whole) => {
    const kind = whole ? MatchKind.Exact : prefix ? MatchKind.Prefix : MatchKind.Substring;
    for (const rank of s.brandRanks.get(s.brands.owners[entry]!) ?? []) mark(m, rank, kind);
  });
  scan(s.subBrands, q, (entry, prefix) => {
    const kind = prefix ? MatchKind.Prefix : MatchKind.Substring;
    for (const rank of s.subBrandRanks[s.subBrands.owners[entry]!]!) mark(m, rank, kind);
  });

  // 3. Filters and counts by kind, then the page: only the kinds it reaches are put in rank order.
  const genders = options.genders?.length
    ? new Set(options.genders.map((g) => genderIndex[g]))
    : null;
  const brandIds = options.brandIds?.length ? new Set(options.brandIds) : null;
  const familyIds = options.familyIds?.length ? new Set(options.familyIds) : null;
  const counts = new Int32Array(MatchKind.WordFuzzy + 1);
  for (let i = 0; i < m.count; i++) {
    const rank = m.ranks[i]!;
    if (
      (genders && !genders.has(s.gender[rank]!)) ||
      (brandIds && !brandIds.has(s.rankBrandIds[rank]!)) ||
      (familyIds && !familyIds.has(s.family[rank]!))
    ) {
      m.kinds[rank] = MatchKind.None;
    } else counts[m.kinds[rank]!]!++;
  }
  let total = 0;
  for (const count of counts) total += count;
  const hits: SearchHit[] = [];
  let skip = options.offset ?? 0;
  for (
    let kind: number = MatchKind.Exact;
    kind <= MatchKind.WordFuzzy && hits.length < options.limit;
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
  for (let i = 0; i < m.count; i++) m.kinds[m.ranks[i]!] = MatchKind.None;
  m.count = 0;
  return { hits, total };
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

/**
 * Finds the perfumes where every query word matches one of their words: they are left at the
 * start of the candidates scratch array (their count returned), their kind so far in wordKinds.
 * The query word reaching the fewest perfumes gives the candidates; the others are checked
 * against each candidate's own words.
 */
function matchWords(
  s: SearchIndex,
  q: string,
  queryWords: QueryWord[],
  substringDone: boolean,
): number {
  const ordered = [...queryWords].sort((a, b) => a.reach - b.reach);
  const first = ordered[0]!;
  // Candidates and their kind so far (in the scratch array): WordSubstring while every word
  // matched by substring, WordFuzzy once one needed the edit distance.
  const kindOf = s.wordKinds;
  const candidates = s.candidates;
  let count = 0;
  const add = (ids: Int32Array, kind: MatchKind) => {
    for (const id of ids) {
      for (const rank of s.postings[id]!) {
        const current = kindOf[rank]!;
        if (current === MatchKind.None) {
          candidates[count++] = rank;
          kindOf[rank] = kind;
        } else if (kind < current) kindOf[rank] = kind;
      }
    }
  };
  if (!substringDone) add(first.substringIds, MatchKind.WordSubstring);
  add(first.fuzzyIds, MatchKind.WordFuzzy);
  // Checked in rank order, the candidates' words are read front to back: with thousands of
  // candidates that is several times faster than jumping around memory.
  if (ordered.length > 1) inRankOrder(candidates, count, kindOf);

  const flags = s.wordFlags;
  for (let w = 1; w < ordered.length; w++) {
    const { substringIds, fuzzyIds } = ordered[w]!;
    // flag 1: the perfume word contains the query word; 2: it is one edit away.
    for (const id of substringIds) flags[id] = 1;
    for (const id of fuzzyIds) flags[id] = 2;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const rank = candidates[i]!;
      let best = 0;
      for (let j = s.rankWordStart[rank]!; j < s.rankWordStart[rank + 1]!; j++) {
        const flag = flags[s.rankWords[j]!]!;
        if (flag === 1) {
          best = 1;
          break;
        }
        if (flag === 2) best = 2;
      }
      if (best === 0) kindOf[rank] = MatchKind.None;
      else {
        if (best === 2) kindOf[rank] = MatchKind.WordFuzzy;
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
  q: string,
  count: number,
  checkNames: boolean,
  m: Marks,
): void {
  const kindOf = s.wordKinds;
  for (let i = 0; i < count; i++) {
    const rank = s.candidates[i]!;
    let kind = kindOf[rank]! as MatchKind;
    if (kind === MatchKind.WordSubstring) {
      if (checkNames) {
        const whole = nameKind(s.names[rank]!, q);
        if (whole !== MatchKind.None) kind = whole;
      }
    } else if (withinEditDistance(s.names[rank]!, q, FUZZY_MAX_DISTANCE_EXCLUSIVE)) {
      kind = MatchKind.FuzzyName;
    }
    mark(m, rank, kind);
    kindOf[rank] = MatchKind.None;
  }
}
