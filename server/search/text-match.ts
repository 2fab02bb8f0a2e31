import { FUZZY_MAX_DISTANCE_EXCLUSIVE, FUZZY_MIN_LENGTH } from '../../common/domain/constants';
import { withinEditDistance, words } from '../../common/domain/text';
import { MatchKind } from './match-kind';
import {
  EMPTY,
  PIECE,
  entriesHolding,
  oneDeletionForms,
  better,
  where,
  Where,
  inName,
  type Marks,
  type SearchIndex,
} from './search-index';

// Matching a query against the search index: its words looked up in the vocabulary, the perfumes
// holding them marked with the best kind of match (the spec's rule, docs/decisions/004).

export interface QueryWord {
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

export function lookUp(s: SearchIndex, word: string): QueryWord {
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
export function mark(m: Marks, rank: number, kind: MatchKind): void {
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
export function nameKind(s: SearchIndex, rank: number, readings: readonly string[]): MatchKind {
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
export function nearName(s: SearchIndex, rank: number, q: string): boolean {
  return nearText(s.names[rank]!, q) || nearText(s.spacedNames[rank]!, q);
}

export const nearText = (name: string, q: string) =>
  name.length >= FUZZY_MIN_LENGTH &&
  Math.abs(name.length - q.length) < FUZZY_MAX_DISTANCE_EXCLUSIVE &&
  withinEditDistance(name, q, FUZZY_MAX_DISTANCE_EXCLUSIVE);

/**
 * Lifts the spec's matches whose whole name is one edit away from a reading of the query to
 * FuzzyName, whatever matched them: the visitor typed that name with a slip.
 */
export function liftNearNames(s: SearchIndex, readings: readonly string[], m: Marks): void {
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
export function tokenWordIds(
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

/**
 * Marks, for one reading of the query, 1. the perfumes whose name holds it whole and 2. those where
 * every one of its words matches one of theirs. Name kinds are worked out over all the readings
 * at once, so a perfume marked by one reading is not looked at again by the next.
 */
export function matchReading(
  s: SearchIndex,
  q: string,
  readings: readonly string[],
  m: Marks,
): void {
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
export const fromNames = new Uint8Array(MatchKind.FarWords + 1);
for (const kind of inName) if (kind !== MatchKind.None) fromNames[kind] = 1;

/**
 * Marks the names holding a query that is one bare word, without searching them: such a name
 * holds it inside one of its words, at a word start exactly when that word starts with it. Only
 * those are checked for a prefix.
 */
export function markContaining(s: SearchIndex, q: string, word: QueryWord, m: Marks): void {
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
 * Puts the first `count` ranks in ascending order, in place: sorted when few, read off their
 * flags in one pass when many (the pass counts without a branch: flags are random at that density).
 */
export function inRankOrder(ranks: Int32Array, count: number, flags: Uint8Array): void {
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
export const wordMatchKinds: readonly MatchKind[] = [
  MatchKind.None,
  MatchKind.WordFuzzy,
  MatchKind.WordsInside,
  MatchKind.WordsAtStart,
];

/**
 * Adds the ranks of a posting list to the candidates (their count returned), keeping each rank's
 * best kind. A plain function rather than a closure writing the count: a few per cent faster.
 */
export function addCandidates(
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
export function matchWords(
  s: SearchIndex,
  queryWords: QueryWord[],
  substringDone: boolean,
): number {
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
export function markWordMatches(
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
