import { FUZZY_MAX_DISTANCE_EXCLUSIVE, FUZZY_MIN_LENGTH } from './constants';
import { normalizeText, searchReadings, withinEditDistance, words } from './text';

// The spec's text matching (section 5) for a short list filtered in the browser as the visitor
// types (the ingredients of explore by ingredients): lower-case and accent-free; a name matches
// when the whole query is inside it, or when every query word matches one of its words, by
// substring or by an edit distance under 2 (both words of at least 5 characters). Apostrophes are
// read as the server's search reads them (ADR 004): "fleur doranger" finds Fleur d'oranger.
//
// One addition, for a list that narrows with each key: a query word of at least 5 characters also
// matches a word whose beginning is one edit away from it ("vanile" finds Vanilla through
// "vanill"). The substring rule already keeps a word being typed ("vanil"); without this, one slip
// before the word is finished would empty the list until it is.

export interface TextQuery {
  /** The normalised readings of the query, each with its words. */
  readonly readings: readonly { text: string; words: readonly string[] }[];
}

/** A query ready to be matched against many names; null when it holds nothing to look for. */
export function textQuery(query: string): TextQuery | null {
  const readings = searchReadings(normalizeText(query))
    .map((text) => ({ text, words: words(text) }))
    .filter((reading) => reading.text !== '' && reading.words.length > 0);
  return readings.length > 0 ? { readings } : null;
}

function wordMatches(queryWord: string, nameWord: string): boolean {
  if (nameWord.includes(queryWord)) return true;
  if (queryWord.length < FUZZY_MIN_LENGTH) return false;
  if (
    nameWord.length >= FUZZY_MIN_LENGTH &&
    withinEditDistance(queryWord, nameWord, FUZZY_MAX_DISTANCE_EXCLUSIVE)
  ) {
    return true;
  }
  // The beginning of the name word, as long as the query word or one character longer or shorter
  // (what one edit allows), itself at least 5 characters long.
  const spread = FUZZY_MAX_DISTANCE_EXCLUSIVE - 1;
  for (let length = queryWord.length - spread; length <= queryWord.length + spread; length++) {
    if (length < FUZZY_MIN_LENGTH || length >= nameWord.length) continue;
    if (withinEditDistance(queryWord, nameWord.slice(0, length), FUZZY_MAX_DISTANCE_EXCLUSIVE)) {
      return true;
    }
  }
  return false;
}

/** Whether a name matches a prepared query, under the rules above. */
export function textMatches(query: TextQuery, name: string): boolean {
  const names = searchReadings(normalizeText(name));
  for (const reading of query.readings) {
    for (const text of names) {
      if (text.includes(reading.text)) return true;
    }
  }
  const nameWords = names.flatMap((text) => words(text));
  return query.readings.some((reading) =>
    reading.words.every((queryWord) => nameWords.some((word) => wordMatches(queryWord, word))),
  );
}
