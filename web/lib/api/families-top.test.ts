import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familiesTopListOptions, familyTopOptions } from './families-top';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('families top options', () => {
  it('keys by language and gender, and waits for a family', () => {
    expect(familiesTopListOptions('fr', ['U', 'FU']).queryKey).toEqual([
      'api',
      'fr',
      '/api/families/top/list',
      { gender: ['FU', 'U'] },
    ]);
    expect(familiesTopListOptions('en', []).queryKey[3]).toEqual({ gender: null });
    const one = familyTopOptions('es', 6, []);
    expect(one.queryKey[2]).toBe('/api/families/top/6');
    expect(one.enabled).toBe(true);
    expect(familyTopOptions('es', null, []).enabled).toBe(false);
  });

  it('asks for the top perfumes and the gender letters comma-separated', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ id: 1 }))));
    vi.stubGlobal('fetch', fetchMock);
    await new QueryClient().fetchQuery(familyTopOptions('fr', 1, ['MU', 'FU']));
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/families/top/1');
    expect(url.searchParams.get('gender')).toBe('FU,MU');
    expect(url.searchParams.get('includeSubFamiliesTopPerfumes')).toBe('true');
    expect(url.searchParams.get('includeFamilyTopPerfumes')).toBe('true');
    expect(url.searchParams.get('lang')).toBe('fr');
  });
});
