import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../lib/url-query';
import { exploreHref, exploreQuery, exploreSearchHref, readExploreState } from './explore-state';

const read = (search: string) => readExploreState(parseQuery(search));

describe('readExploreState', () => {
  it('reads the four parameters', () => {
    expect(read('?query=shalimar&selection=3004&showSimilar=true&selectedSimilar=53005')).toEqual({
      query: 'shalimar',
      selection: 3004,
      showSimilar: true,
      selectedSimilar: 53005,
    });
    expect(read('?selection=3004')).toEqual({
      query: '',
      selection: 3004,
      showSimilar: false,
      selectedSimilar: null,
    });
  });

  it('ignores invalid ids and similar perfumes without a selection', () => {
    expect(read('?selection=abc&showSimilar=true&selectedSimilar=2')).toEqual({
      query: '',
      selection: null,
      showSimilar: false,
      selectedSimilar: null,
    });
    expect(read('?selection=-3').selection).toBeNull();
    expect(read('?selection=3004&selectedSimilar=3004').selectedSimilar).toBeNull();
  });

  it('shows the similar perfumes when one is compared', () => {
    expect(read('?selection=3004&selectedSimilar=7004').showSimilar).toBe(true);
  });
});

describe('exploreQuery and exploreHref', () => {
  it('write the state in a stable order without empty values', () => {
    const state = { query: 'eau de', selection: 3004, showSimilar: true, selectedSimilar: 9 };
    expect(exploreHref(state)).toBe(
      '?query=eau%20de&selection=3004&showSimilar=true&selectedSimilar=9',
    );
    expect(
      exploreQuery({ query: ' ', selection: null, showSimilar: true, selectedSimilar: 9 }),
    ).toEqual({ query: null, selection: null, showSimilar: null, selectedSimilar: null });
    expect(
      exploreHref({ query: '', selection: null, showSimilar: false, selectedSimilar: null }),
    ).toBe('?');
  });

  it('round-trips through the address', () => {
    const state = { query: 'trésor', selection: 7004, showSimilar: true, selectedSimilar: null };
    expect(read(exploreHref(state))).toEqual(state);
  });
});

describe('exploreSearchHref', () => {
  it('leads to the screen searching for the text, read back as the same search', () => {
    const href = exploreSearchHref('  Chanel N°5 & co ');
    expect(href).toBe('/explore/by-name?query=Chanel%20N%C2%B05%20%26%20co');
    const url = new URL(href, 'https://sillage.example');
    expect(readExploreState(parseQuery(url.search)).query).toBe('Chanel N°5 & co');
  });

  it('opens the screen on its invitation for a blank text', () => {
    expect(exploreSearchHref('   ')).toBe('/explore/by-name');
  });
});
