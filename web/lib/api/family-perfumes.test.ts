import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyPerfumesOptions, nextFamilyPerfumesOffset } from './family-perfumes';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (count: number, total: number) => ({
  data: Array.from({ length: count }, (_, i) => ({ id: i })) as never[],
  total,
});

describe('family perfumes pages', () => {
  it('start after the ten on view and stop when every perfume is loaded', () => {
    expect(nextFamilyPerfumesOffset(10, [page(24, 144)])).toBe(34);
    expect(nextFamilyPerfumesOffset(10, [page(24, 144), page(24, 144)])).toBe(58);
    expect(nextFamilyPerfumesOffset(10, [page(7, 17)])).toBeUndefined();
    expect(nextFamilyPerfumesOffset(10, [page(0, 17)])).toBeUndefined();
  });

  it('asks for the pair, the gender letters and the page, only once asked to', async () => {
    const request = { familyId: 1, subfamilyId: 6, genders: ['U', 'FU'] as const, start: 10 };
    expect(familyPerfumesOptions('en', { ...request, genders: [] }, false).enabled).toBe(false);
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ data: [], total: 0 }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    await new QueryClient().fetchInfiniteQuery(
      familyPerfumesOptions('fr', { ...request, genders: [...request.genders] }, true),
    );
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/families/top/1/perfumes');
    expect(url.searchParams.get('subfamily')).toBe('6');
    expect(url.searchParams.get('gender')).toBe('FU,U');
    expect(url.searchParams.get('offset')).toBe('10');
    expect(url.searchParams.get('limit')).toBe('24');
    expect(url.searchParams.get('lang')).toBe('fr');
  });
});
