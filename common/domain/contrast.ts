import { CONTRAST_LUMINANCE_THRESHOLD, CONTRAST_RGB_THRESHOLD } from './constants';

// Text on a coloured background (spec section 9: "colour contrast luminance thresholds 186 and
// 0.179"). Both rules choose black or white text:
// - luminance: WCAG relative luminance above 0.179 → black. 0.179 is where black and white text
//   have the same contrast ratio (about 4.58:1), so the better of the two is always chosen and
//   it always meets WCAG AA for normal text. The screens use this one.
// - brightness: the quick weighted sum r·0.299 + g·0.587 + b·0.114 above 186 → black. Cheaper,
//   kept for callers that only need an approximation (e.g. drawing many canvas labels).

export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';
export type ContrastText = typeof DARK_TEXT | typeof LIGHT_TEXT;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** "#C8782E", "c8782e" or "#abc" → { r, g, b } (0..255); null for anything else. */
export function parseHexColor(color: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  let hex = match[1]!;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const value = Number.parseInt(hex, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The perceived brightness of the quick rule, 0 to 255. */
export function perceivedBrightness({ r, g, b }: Rgb): number {
  return r * 0.299 + g * 0.587 + b * 0.114;
}

/**
 * Black or white text for a background colour. An unreadable colour gets black text, which suits
 * the light fallback backgrounds the screens draw then.
 */
export function contrastTextColor(
  background: string,
  rule: 'luminance' | 'brightness' = 'luminance',
): ContrastText {
  const rgb = parseHexColor(background);
  if (!rgb) return DARK_TEXT;
  const dark =
    rule === 'luminance'
      ? relativeLuminance(rgb) > CONTRAST_LUMINANCE_THRESHOLD
      : perceivedBrightness(rgb) > CONTRAST_RGB_THRESHOLD;
  return dark ? DARK_TEXT : LIGHT_TEXT;
}
