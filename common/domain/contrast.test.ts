import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DARK_TEXT,
  LIGHT_TEXT,
  contrastRatio,
  contrastTextColor,
  parseHexColor,
  perceivedBrightness,
  relativeLuminance,
} from './contrast';

describe('parseHexColor', () => {
  it('reads six- and three-digit colours, with or without #', () => {
    expect(parseHexColor('#C8782E')).toEqual({ r: 200, g: 120, b: 46 });
    expect(parseHexColor('c8782e')).toEqual({ r: 200, g: 120, b: 46 });
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('rejects anything else', () => {
    for (const value of ['', '#12', '#1234567', 'red', 'rgb(0,0,0)', '#ggg']) {
      expect(parseHexColor(value)).toBeNull();
    }
  });
});

describe('luminance and contrast', () => {
  it('follows WCAG', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 10);
    expect(perceivedBrightness({ r: 255, g: 255, b: 255 })).toBeCloseTo(255, 10);
  });
});

describe('contrastTextColor', () => {
  it('puts black text on light colours and white text on dark ones', () => {
    expect(contrastTextColor('#ffffff')).toBe(DARK_TEXT);
    expect(contrastTextColor('#000000')).toBe(LIGHT_TEXT);
    expect(contrastTextColor('#F0B429')).toBe(DARK_TEXT); // citrus yellow
    expect(contrastTextColor('#5A3A2A')).toBe(LIGHT_TEXT); // leather brown
  });

  it('switches at luminance 0.179', () => {
    // #767676 has luminance 0.181, #757575 0.178.
    expect(contrastTextColor('#767676')).toBe(DARK_TEXT);
    expect(contrastTextColor('#757575')).toBe(LIGHT_TEXT);
  });

  it('switches at brightness 186 with the quick rule', () => {
    expect(contrastTextColor('#bbbbbb', 'brightness')).toBe(DARK_TEXT); // 187
    expect(contrastTextColor('#bababa', 'brightness')).toBe(LIGHT_TEXT); // 186
    // Where the two rules differ: a mid grey reads dark to WCAG, light to the quick rule.
    expect(contrastTextColor('#999999')).toBe(DARK_TEXT);
    expect(contrastTextColor('#999999', 'brightness')).toBe(LIGHT_TEXT);
  });

  it('falls back to black text for an unreadable colour', () => {
    expect(contrastTextColor('not a colour')).toBe(DARK_TEXT);
  });

  it('meets WCAG AA (4.5:1) on every family colour of the catalog', () => {
    const families = JSON.parse(
      fs.readFileSync(new URL('../../catalog/families.json', import.meta.url), 'utf8'),
    ) as { color: string }[];
    for (const { color } of families) {
      const text = parseHexColor(contrastTextColor(color))!;
      expect(contrastRatio(parseHexColor(color)!, text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('meets WCAG AA on any colour', () => {
    for (let v = 0; v < 0x1000000; v += 0x010305) {
      const hex = `#${v.toString(16).padStart(6, '0')}`;
      const ratio = contrastRatio(parseHexColor(hex)!, parseHexColor(contrastTextColor(hex))!);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    }
  });
});
