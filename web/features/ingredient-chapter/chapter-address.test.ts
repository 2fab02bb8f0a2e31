import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../lib/url-query';
import {
  chapterHref,
  closeFallback,
  exploreHref,
  perfumeHref,
  readChapterAddress,
} from './chapter-address';

describe('readChapterAddress', () => {
  it('reads the ingredient and the perfume it was opened from', () => {
    expect(readChapterAddress(parseQuery('?data=48&selectedPerfume=3004'))).toEqual({
      ingredientId: 48,
      selectedPerfume: 3004,
    });
    expect(readChapterAddress(parseQuery('?data=48'))).toEqual({
      ingredientId: 48,
      selectedPerfume: null,
    });
  });

  it.each([
    '',
    '?data=',
    '?data=abc',
    '?data=0',
    '?data=-3',
    '?data=1e3',
    '?data=4.5',
    '?data[]=4',
  ])('has no ingredient for %s', (search) => {
    expect(readChapterAddress(parseQuery(search)).ingredientId).toBeNull();
  });

  it('ignores an id too large to be exact', () => {
    expect(readChapterAddress(parseQuery('?data=99999999999999999999')).ingredientId).toBeNull();
  });
});

describe('chapter links', () => {
  it('keeps the perfume the chapter was opened from', () => {
    expect(chapterHref(168, 3004)).toBe('/chapter/ingredient?data=168&selectedPerfume=3004');
    expect(chapterHref(168, null)).toBe('/chapter/ingredient?data=168');
    expect(perfumeHref(3004)).toBe('/explore/by-name?selection=3004');
  });

  it('opens the ingredient explorer with the ingredient selected, with or without its perfumes', () => {
    expect(exploreHref(48, false)).toBe('/explore/by-ingredients?selection[]=48');
    expect(exploreHref(48, true)).toBe('/explore/by-ingredients?selection[]=48&query=true');
  });

  it('closes to that perfume, or to the search, when there is nothing to go back to', () => {
    expect(closeFallback(3004)).toBe('/explore/by-name?selection=3004');
    expect(closeFallback(null)).toBe('/explore/by-name');
  });
});
