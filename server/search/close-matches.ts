import { words } from '../../common/domain/text';
import { closeEnough, closeWords, type CloseWord } from './typo-index';
import { MatchKind } from './match-kind';
import { type Marks, type SearchIndex } from './search-index';
import { inRankOrder, lookUp, mark } from './text-match';

// The looser measure, beside the spec's rule (text-match.ts).
//
// A query word may also match a word close to it by the looser measure of ./typo-index (a mistake
// in a short word, a swap, two mistakes in a long word). A name the query is, give or take such
// mistakes, ranks after every match at the start of a word and before the query found inside one
// (CloseName, always looked for); when the matches are still few, the fallback adds the perfumes
// whose words all match, and reads a word typed without its space ("blackiris") as the two it joins.

// Distinct query words given a bit each in wordFlags: beyond, names are checked one by one.
export const FLAG_BITS = 8;

/** The close words of a query word, each looked up once per search. */
export type CloseWordsOf = (word: string) => CloseWord[];

export function closeWordsOf(s: SearchIndex): CloseWordsOf {
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
export function markCloseNames(
  s: SearchIndex,
  reading: string,
  close: CloseWordsOf,
  m: Marks,
): void {
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
export interface CloseWordMatch {
  word: string;
  /** Vocabulary words matching it under the spec's rule: no mistake. */
  specIds: readonly Int32Array[];
  /** Vocabulary words close to it, with their mistakes. */
  close: CloseWord[];
  reach: number;
}

/** One reading of the query, or one with a word split in two, and the mistakes that costs. */
export interface CloseQuery {
  words: CloseWordMatch[];
  mistakes: number;
}

export function closeWordMatch(
  s: SearchIndex,
  word: string,
  closeOf: CloseWordsOf,
): CloseWordMatch {
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
export function closeQueriesFor(
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
export const mistakesOfFlag = [0, 2, 1, 0];

export function setFlags(flags: Uint8Array, w: CloseWordMatch): void {
  for (const { id, mistakes } of w.close) flags[id] = 3 - mistakes;
  for (const ids of w.specIds) for (const id of ids) flags[id] = 3;
}

export function clearFlags(flags: Uint8Array, w: CloseWordMatch): void {
  for (const { id } of w.close) flags[id] = 0;
  for (const ids of w.specIds) for (const id of ids) flags[id] = 0;
}

/**
 * Marks the perfumes where every word of a close query matches one of theirs, by the spec's rule
 * or the looser measure, with at least one mistake in all, unless already marked. As the spec's
 * word rule does, the query word reaching the fewest perfumes gives the candidates, and the others
 * are checked against each candidate's words. wordKinds holds each candidate's mistakes plus one.
 */
export function markClose(s: SearchIndex, query: CloseQuery, m: Marks): void {
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
export function nameIsClose(s: SearchIndex, rank: number, typed: readonly string[]): boolean {
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
export function correction(s: SearchIndex, queries: readonly CloseQuery[], rank: number): string {
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
