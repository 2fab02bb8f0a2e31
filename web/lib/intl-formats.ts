// An Intl formatter costs far more to build than to use: each kind, locale and set of options is
// built once and kept. The first list or number format of a page costs most (it loads the
// language's data: some 25 ms for a list, 30 ms for numbers, of a perfume view on a phone), so
// lists and numbers are written here instead, the same text as Intl's, character for character
// (the tests compare them).
const formats = new Map<string, unknown>();

function kept<T>(kind: string, locale: string, options: object, build: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

// Intl rounds the shortest decimal form of a number half away from zero, and so does this.

const separators: Record<string, { decimal: string; group: string; minGroupDigits: number }> = {
  en: { decimal: '.', group: ',', minGroupDigits: 4 },
  fr: { decimal: ',', group: '\u202f', minGroupDigits: 4 },
  es: { decimal: ',', group: '.', minGroupDigits: 5 },
};

/** The digits of a non-negative number's shortest decimal form, split at the point. */
function decimalDigits(value: number): [string, string] {
  const text = value < 1e-6 ? value.toFixed(20) : String(value);
  const [whole = '0', fraction = ''] = text.split('.');
  return [whole, fraction];
}

/** Rounds the digits to at most `digits` decimals, half away from zero, trailing zeros dropped. */
function roundDigits([whole, fraction]: [string, string], digits: number): [string, string] {
  if (fraction.length > digits) {
    const kept = BigInt(whole + fraction.slice(0, digits)) + (fraction[digits]! >= '5' ? 1n : 0n);
    const text = kept.toString().padStart(digits + 1, '0');
    whole = digits === 0 ? text : text.slice(0, -digits);
    fraction = digits === 0 ? '' : text.slice(-digits);
  }
  return [whole, fraction.replace(/0+$/, '')];
}

function writeNumber(lang: string, [whole, fraction]: [string, string]): string {
  const { decimal, group, minGroupDigits } = separators[lang] ?? separators.en!;
  const grouped = whole.length >= minGroupDigits ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole;
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** "6.5", "6,5", "1,234": a non-negative number as the language writes it, rounded. */
export function formatNumber(lang: string, value: number, maximumFractionDigits: number): string {
  return writeNumber(lang, roundDigits(decimalDigits(value), maximumFractionDigits));
}

/** "43%", "6,5 %": a non-negative fraction (0.43) as a percentage in the language, rounded. */
export function formatPercent(
  lang: string,
  fraction: number,
  maximumFractionDigits: number,
): string {
  // Intl moves the point of the fraction's shortest decimal form, as here, before rounding.
  const [whole, digits] = decimalDigits(fraction);
  const padded = digits.padEnd(2, '0');
  const percent: [string, string] = [
    (whole + padded.slice(0, 2)).replace(/^0+(?=\d)/, ''),
    padded.slice(2),
  ];
  const number = writeNumber(lang, roundDigits(percent, maximumFractionDigits));
  return lang === 'fr' || lang === 'es' ? `${number}\u00a0%` : `${number}%`;
}

/**
 * Names joined as the language lists them: "A, B, and C", "A, B et C", "A, B y C" (Spanish says
 * "e" before a word sounding "i"), as Intl.ListFormat's conjunction writes them.
 */
export function joinList(lang: string, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1]!;
  const head = items.slice(0, -1).join(', ');
  if (lang === 'fr') return `${head} et ${last}`;
  if (lang === 'es') return `${head} ${/^(i|hi(?![ae]))/i.test(last) ? 'e' : 'y'} ${last}`;
  return items.length === 2 ? `${head} and ${last}` : `${head}, and ${last}`;
}

/** The collator of `locale` with `options`, built on first use. */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return kept('collator', locale, options, () => new Intl.Collator(locale, options));
}

/** The date format of `locale` with `options`, built on first use. */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** The relative time format ("5 minutes ago", "hier") of `locale` with `options`, built on first use. */
export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return kept('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
