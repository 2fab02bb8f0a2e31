import { describe, expect, it } from 'vitest';
import { nextSearchOffset, noFilters, searchPerfumesOptions, searchQuery } from './search-perfumes';

const page = (n: number, total: number) => ({
  data: Array.from({ length: n }, () => ({}) as never),
  total,
  approximate: false,
});

describe('searchQuery', () => {
  it('trims the text, sorts the filters and leaves empty ones out', () => {
    expect(
      searchQuery(' shalimar ', { genders: ['U', 'FU'], brands: [7, 3], families: [] }),
    ).toEqual({ q: 'shalimar', gender: ['FU', 'U'], brand_ids: [3, 7], family_ids: null });
  });
});

describe('nextSearchOffset', () => {
  it('asks for the next page until every result is loaded', () => {
    expect(nextSearchOffset([page(24, 30)])).toBe(24);
    expect(nextSearchOffset([page(24, 30), page(6, 30)])).toBeUndefined();
    expect(nextSearchOffset([page(0, 0)])).toBeUndefined();
    // A catalog that shrank between two pages does not loop.
    expect(nextSearchOffset([page(24, 60), page(0, 60)])).toBeUndefined();
  });
});

describe('searchPerfumesOptions', () => {
  it('keys by language and filters, is silent and waits for a text', () => {
    const options = searchPerfumesOptions('fr', 'rose', {
      genders: [],
      brands: [],
      families: [3],
    });
    expect(options.queryKey).toEqual([
      'api',
      'fr',
      '/api/v7/search',
      { q: 'rose', gender: null, brand_ids: null, family_ids: [3] },
      'pages',
    ]);
    expect(options.meta).toEqual({ silent: true });
    expect(options.enabled).toBe(true);
    expect(
      searchPerfumesOptions('en', '  ', { genders: [], brands: [], families: [] }).enabled,
    ).toBe(false);
  });

  it('lists a brand, a family or a gender without a text', () => {
    const guerlain = searchPerfumesOptions('en', '  ', { genders: [], brands: [3], families: [] });
    expect(guerlain.enabled).toBe(true);
    expect(guerlain.queryKey[3]).toEqual({
      q: null,
      gender: null,
      brand_ids: [3],
      family_ids: null,
    });
    expect(
      searchPerfumesOptions('en', '', { genders: ['MU'], brands: [], families: [] }).enabled,
    ).toBe(true);
  });
});

describe('brand access', () => {
  it("asks for the partner link's brands first when a list is stored (ADR 027)", () => {
    localStorage.setItem('brandAccess', '[12,3]');
    expect(searchQuery('rose', noFilters)).toMatchObject({ q: 'rose', preferredBrands: '3,12' });
    localStorage.removeItem('brandAccess');
    expect(searchQuery('rose', noFilters)).not.toHaveProperty('preferredBrands');
  });
});
