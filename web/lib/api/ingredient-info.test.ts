import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointPath } from '../endpoint-query';
import { ingredientInfoOptions } from './ingredient-info';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ingredientInfoOptions', () => {
  it('keys by language and path, and waits for an id', () => {
    expect(endpointPath('ingredientInfo', { id: 48 })).toBe('/api/ingredients/48/info/');
    expect(ingredientInfoOptions('fr', 48).queryKey).toEqual([
      'api',
      'fr',
      '/api/ingredients/48/info/',
      {},
    ]);
    expect(ingredientInfoOptions('en', 48).enabled).toBe(true);
    expect(ingredientInfoOptions('en', null).enabled).toBe(false);
  });

  it('asks the API in the language of its key', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ id: 48, name: 'Vanille' }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const info = await client.fetchQuery(ingredientInfoOptions('fr', 48));
    expect(info.name).toBe('Vanille');
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/ingredients/48/info/');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(url.searchParams.get('hostId')).toBe('2');
  });
});
