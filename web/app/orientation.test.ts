import { describe, expect, it } from 'vitest';
import { isMobileLandscape } from './orientation';

function fakeWindow({
  coarse = true,
  width = 844,
  height = 390,
  angle,
  orientation,
  landscapeQuery = false,
}: {
  coarse?: boolean;
  width?: number;
  height?: number;
  angle?: number;
  orientation?: number;
  landscapeQuery?: boolean;
}) {
  return {
    innerWidth: width,
    innerHeight: height,
    matchMedia: (query: string) =>
      ({
        matches: query === '(pointer: coarse)' ? coarse : landscapeQuery,
      }) as MediaQueryList,
    screen: angle === undefined ? {} : { orientation: { angle } },
    orientation,
  };
}

describe('isMobileLandscape', () => {
  it('detects a phone turned by 90 degrees either way', () => {
    expect(isMobileLandscape(fakeWindow({ angle: 90 }))).toBe(true);
    expect(isMobileLandscape(fakeWindow({ angle: 270 }))).toBe(true);
    expect(isMobileLandscape(fakeWindow({ angle: -90 }))).toBe(true);
  });

  it('accepts the legacy window.orientation', () => {
    expect(isMobileLandscape(fakeWindow({ orientation: 90 }))).toBe(true);
    expect(isMobileLandscape(fakeWindow({ orientation: -90 }))).toBe(true);
    expect(isMobileLandscape(fakeWindow({ orientation: 0, width: 390, height: 844 }))).toBe(false);
  });

  it('is false in portrait', () => {
    expect(isMobileLandscape(fakeWindow({ angle: 0, width: 390, height: 844 }))).toBe(false);
    expect(isMobileLandscape(fakeWindow({ angle: 180, width: 390, height: 844 }))).toBe(false);
  });

  it('is false on a fine-pointer device and on a tablet', () => {
    expect(isMobileLandscape(fakeWindow({ coarse: false, angle: 90 }))).toBe(false);
    expect(isMobileLandscape(fakeWindow({ angle: 90, width: 1180, height: 820 }))).toBe(false);
  });

  it('falls back to the media query without orientation APIs', () => {
    expect(isMobileLandscape(fakeWindow({ landscapeQuery: true }))).toBe(true);
    expect(isMobileLandscape(fakeWindow({ landscapeQuery: false }))).toBe(false);
  });
});
