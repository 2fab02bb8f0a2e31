import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from './call-endpoint';
import { endpointPath, endpointQueryKey } from './endpoint-query';

// The one typed call of the endpoint table: what it sends, and what the compiler refuses (each
// expected type error below fails `npm run typecheck` the day the table accepts the call).

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(answer: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer))));
  vi.stubGlobal('fetch', fetchMock);
  return () => {
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return { url: new URL(url, 'http://localhost'), init };
  };
}

describe('callEndpoint', () => {
  it('reads the catalog with the query comma-joined, the language and the host', async () => {
    const sent = stubFetch({ data: [], total: 0, approximate: false });
    const answer = await callEndpoint('search', {
      query: { q: 'rose', brand_ids: [7, 3], family_ids: null, limit: 24 },
      lang: 'fr',
    });
    expect(answer.total).toBe(0);
    const { url, init } = sent();
    expect(url.pathname).toBe('/api/v7/search');
    expect(url.searchParams.get('q')).toBe('rose');
    expect(url.searchParams.get('brand_ids')).toBe('7,3');
    expect(url.searchParams.has('family_ids')).toBe(false);
    expect(url.searchParams.get('limit')).toBe('24');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(url.searchParams.get('hostId')).toBe('2');
    expect(init.method).toBe('GET');
  });

  it('fills the id of the path and sends a body with the method of the table', async () => {
    const sent = stubFetch({ data: [], total: 0 });
    await callEndpoint('perfumesByIngredients', {
      query: { brand_ids: [2], limit: 24 },
      body: [{ ingredientId: 5, proportion: 10 }],
    });
    expect(sent().init.method).toBe('POST');
    expect(JSON.parse(String(sent().init.body))).toEqual([{ ingredientId: 5, proportion: 10 }]);
    expect(endpointPath('perfume', { id: 12 })).toBe('/api/perfumes/12');
    expect(endpointQueryKey('familyTop', 'es', { params: { id: 6 }, query: {} })).toEqual([
      'api',
      'es',
      '/api/families/top/6',
      {},
    ]);
  });

  it('fetches public files without cookies when asked', async () => {
    const sent = stubFetch({});
    await callEndpoint('precomputedFile', {
      query: { fileName: 'conceptsDistance' },
      credentials: 'omit',
    });
    expect(sent().init.credentials).toBe('omit');
  });

  it('refuses, at compile time, a parameter the table does not name', () => {
    const typeChecks = () => {
      // @ts-expect-error The search's brand filter is brand_ids (ADR 042).
      void callEndpoint('search', { query: { brands: [3] } });
      // @ts-expect-error A perfume is read by its id in the path.
      void callEndpoint('perfume', { query: {} });
      // @ts-expect-error The list of ids is required.
      void callEndpoint('perfumesByIds', { query: { allPresent: false } });
      // @ts-expect-error A limit is a number, not a flag.
      void callEndpoint('similarPerfumes', { query: { ref_perfume: 1, limit: true } });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
