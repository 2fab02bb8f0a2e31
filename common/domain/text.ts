// Text comparison rules of the search (spec section 5): lower-case, accents removed.

const combiningMarks = /[\u0300-\u036f]/g;
const nonAscii = /[\u0080-\uffff]/;
const ligatures = /[œæßø°]/g;
// "N°5" is searched as "no5": the degree sign reads as an o.
const spelledOut: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', '°': 'o' };

/** Lower-case and accent-free: "Éclat d'Arpège" → "eclat d'arpege". */
export function normalizeText(text: string): string {
  let lower = text.toLowerCase();
  // Plain ASCII text, most names, skips the Unicode decomposition: the costly part of a large load.
  if (nonAscii.test(lower)) {
    lower = lower
      .normalize('NFD')
      .replace(combiningMarks, '')
      .replace(ligatures, (c) => spelledOut[c]!);
  }
  return lower.replace(/\s+/g, ' ').trim();
}

/** A lower-case slug for catalog keys and file names: "Eau d'Été" → "eau-d-ete". */
export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Apostrophes, straight or curly. Elisions ("L'Épice", "d'Aube", "Terre d'Hermès") are often typed
// without the apostrophe ("lepice", "daube") or with a space ("l epice").
const apostrophe = /['’‘ʼ]/;
const apostrophes = /['’‘ʼ]/g;
// Normalised text has single spaces for any whitespace; the dashes are en and em dashes.
const separatorChars = ' -–—/,.&+()"!?:;';
const separators = /[\s\-–—/,.&+()"!?:;]+/;
// A table rather than a set: search asks this for the character before each match it ranks.
const separatorCodes = new Uint8Array(0x2015);
for (const c of separatorChars) separatorCodes[c.charCodeAt(0)] = 1;

/**
 * Words of a normalised text: spaces and punctuation separate them. An apostrophe does not: it is
 * dropped within its word, so "l'epice" is one word, "lepice", as a visitor typing it solid means.
 */
export function words(normalized: string): string[] {
  return normalized
    .replace(apostrophes, '')
    .split(separators)
    .filter((w) => w.length > 0);
}

/**
 * The ways search reads a normalised text: with its apostrophes dropped ("l'eau d'issey" →
 * "leau dissey") and, when it has any, with each read as a space ("l eau d issey"), since an
 * elided article is also a word of its own ("l eau", "epice", "aube"). One reading, or two.
 */
export function searchReadings(normalized: string): string[] {
  if (!apostrophe.test(normalized)) return [normalized];
  const joined = normalized.replace(apostrophes, '').replace(/ +/g, ' ').trim();
  const spaced = normalized.replace(apostrophes, ' ').replace(/ +/g, ' ').trim();
  return joined === spaced ? [joined] : [joined, spaced];
}

/** Whether a character code separates words in normalised text (a space or punctuation). */
export function isSeparatorCode(code: number): boolean {
  return separatorCodes[code] === 1;
}

/**
 * Whether two words are within an edit distance under `maxExclusive` (insertions, deletions,
 * substitutions). Bounded: gives up as soon as the distance is reached, so it stays cheap.
 */
export function withinEditDistance(a: string, b: string, maxExclusive: number): boolean {
  const max = maxExclusive - 1;
  if (Math.abs(a.length - b.length) > max) return false;
  if (max === 0) return a === b;
  if (max === 1) return withinOneEdit(a, b);
  return levenshtein(a, b) <= max;
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length > b.length) [a, b] = [b, a];
  // Compares in place: this runs over the whole vocabulary for each fuzzy query word.
  let i = 0;
  while (i < a.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  const shift = a.length === b.length ? 1 : 0;
  for (let j = i + shift; j < a.length; j++) {
    if (a.charCodeAt(j) !== b.charCodeAt(j + 1 - shift)) return false;
  }
  return true;
}

export function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}
