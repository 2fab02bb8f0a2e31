// An Intl.NumberFormat costs far more to build than to use (a few milliseconds each on a phone,
// for every percentage of a quad or a chapter's cards): each locale and set of options is built
// once and kept.
const formats = new Map<string, Intl.NumberFormat>();

/** The number format of `locale` with `options`, built on first use. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
