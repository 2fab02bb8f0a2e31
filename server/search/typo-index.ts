// The looser measure of the search's fallback (docs/decisions/033-typos-search-forgives.md): when
// the spec's rule finds few perfumes or none, a query word also matches a word that is close to it
// by typing mistakes the spec never forgives. A mistake is a letter missing, added or replaced, or
// two neighbouring letters swapped (optimal string alignment). Allowed:
// - one mistake when the longer word has 4 letters or more and the shorter 3 or more ("ngro" for
//   Negro, "lly" for Lily, "rsoe" for Rose), or a letter missing from a 3-letter word ("od" for
//   Oud);
// - two mistakes when both words have 7 letters or more ("ptachouly" for Patchouli).
// Pure and built once per catalog version, beside the search index, from its vocabulary.

import { runAtOnce, STEP, stepDue, type Sliced } from '../lib/sliced';

export const CLOSE_MIN_SHORTER = 3;
export const CLOSE_MIN_LONGER = 4;
export const TWO_MISTAKES_MIN_LENGTH = 7;

/** How many mistakes the looser measure allows between two words of these lengths. */
export function allowedMistakes(a: number, b: number): number {
  const shorter = Math.min(a, b);
  const longer = Math.max(a, b);
  if (shorter >= TWO_MISTAKES_MIN_LENGTH) return 2;
  if (shorter >= CLOSE_MIN_SHORTER && longer >= CLOSE_MIN_LONGER) return 1;
  // A letter missing from a 3-letter word: "od" for oud, never a letter replaced in one.
  return shorter === CLOSE_MIN_SHORTER - 1 && longer === CLOSE_MIN_SHORTER ? 1 : 0;
}

// Scratch rows of mistakesBetween, grown as needed: no allocation per comparison.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The optimal string alignment distance between two words (insertions, deletions, replacements and
 * swaps of neighbours), or max + 1 as soon as it is known to exceed max.
 */
export function mistakesBetween(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  // Three rows of the dynamic programme, two back for the swap, in scratch rows kept between calls.
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(2 * (b.length + 1)));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const same = a.charCodeAt(i - 1) === b.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (same ? 0 : 1));
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * Words within k mistakes share a form with at most k letters deleted from each (a swap is undone
 * by deleting either letter on both sides), so every word is filed under those forms, and a query
 * word looks up its own few forms instead of comparing itself with the whole vocabulary.
 */
export interface TypoIndex {
  /** The number of each deletion form (the words themselves included). */
  forms: Map<string, number>;
  /**
   * The vocabulary word ids under form n, ascending: ids[starts[n] .. starts[n + 1]). Two arrays
   * for the whole vocabulary rather than one per form (92,000 forms for 100,000 perfumes): a
   * version then holds far fewer objects for the collector to mark.
   */
  starts: Int32Array;
  ids: Int32Array;
}

/** Every form of a word with up to `deletions` letters deleted, the word itself first, once each. */
export function deletionForms(word: string, deletions: number): string[] {
  const seen = new Set<string>([word]);
  let layer = [word];
  for (let round = 0; round < deletions; round++) {
    const next: string[] = [];
    for (const form of layer) {
      for (let i = 0; i < form.length; i++) {
        const shorter = form.slice(0, i) + form.slice(i + 1);
        if (!seen.has(shorter)) {
          seen.add(shorter);
          next.push(shorter);
        }
      }
    }
    layer = next;
  }
  return [...seen];
}

/** How many letters a word of this length may lose in the index or in a query. */
function deletionsFor(length: number): number {
  if (length >= TWO_MISTAKES_MIN_LENGTH) return 2;
  return length >= CLOSE_MIN_SHORTER ? 1 : 0;
}

/** Files each vocabulary word (by id) under its deletion forms. */
export function buildTypoIndex(vocabulary: readonly string[]): TypoIndex {
  return runAtOnce(buildTypoIndexSliced(vocabulary));
}

/** The same index, built in slices on a serving node (server/lib/sliced.ts). */
export function* buildTypoIndexSliced(vocabulary: readonly string[]): Sliced<TypoIndex> {
  const lists = new Map<string, number[]>();
  // A long word has dozens of forms: the steps count forms, not words.
  const due = stepDue();
  for (let id = 0; id < vocabulary.length; id++) {
    const word = vocabulary[id]!;
    // A 2-letter word is filed as it is, so that a 3-letter query word with a letter added finds
    // it ("vii" for vi), as a 2-letter query word finds the 3-letter ones ("od" for oud).
    if (word.length >= CLOSE_MIN_SHORTER - 1) {
      const forms = deletionForms(word, deletionsFor(word.length));
      for (const form of forms) {
        const list = lists.get(form);
        if (!list) lists.set(form, [id]);
        else if (list.at(-1) !== id) list.push(id);
      }
      if (due(forms.length)) yield;
    }
  }
  const forms = new Map<string, number>();
  const starts = new Int32Array(lists.size + 1);
  let total = 0;
  for (const list of lists.values()) total += list.length;
  const ids = new Int32Array(total);
  let n = 0;
  for (const [form, list] of lists) {
    forms.set(form, n);
    ids.set(list, starts[n]!);
    starts[n + 1] = starts[n]! + list.length;
    if (++n % STEP === 0) yield;
  }
  return { forms, starts, ids };
}

/** A vocabulary word close to a query word, and by how many mistakes (1 or 2). */
export interface CloseWord {
  id: number;
  mistakes: number;
}

/**
 * The vocabulary words close to a word under the looser measure (the word itself excluded), each
 * once. `seen` is a scratch array of one byte per vocabulary word, left zeroed.
 */
export function closeWords(
  typos: TypoIndex,
  vocabulary: readonly string[],
  word: string,
  seen: Uint8Array,
): CloseWord[] {
  const found: CloseWord[] = [];
  if (word.length < CLOSE_MIN_SHORTER - 1) return found;
  // A 2-letter word is looked up as it is: the 3-letter words it is missing a letter of.
  const deletions = deletionsFor(word.length);
  const visited: number[] = [];
  for (const form of deletionForms(word, deletions)) {
    const n = typos.forms.get(form);
    if (n === undefined) continue;
    for (let k = typos.starts[n]!; k < typos.starts[n + 1]!; k++) {
      const id = typos.ids[k]!;
      if (seen[id] !== 0) continue;
      seen[id] = 1;
      visited.push(id);
      const other = vocabulary[id]!;
      const max = allowedMistakes(word.length, other.length);
      if (max === 0 || other === word) continue;
      const mistakes = mistakesBetween(word, other, max);
      if (mistakes <= max) found.push({ id, mistakes });
    }
  }
  for (const id of visited) seen[id] = 0;
  return found;
}

/** Whether two words are the same or close under the looser measure. */
export function closeEnough(a: string, b: string): boolean {
  if (a === b) return true;
  const max = allowedMistakes(a.length, b.length);
  return max > 0 && mistakesBetween(a, b, max) <= max;
}
