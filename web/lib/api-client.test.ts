import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, buildApiUrl, isAbortError } from './api-client';
import { i18n } from './i18n';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('buildApiUrl', () => {
  it('adds lang and hostId, drops empty values and joins lists with commas', () => {
    expect(buildApiUrl('/api/v7/reco', { perfumes: [1, 2], limit: 12, brand: null }, 'fr')).toBe(
      '/api/v7/reco?perfumes=1%2C2&limit=12&lang=fr&hostId=2',
    );
  });

  it('keeps a hostId given by the caller and extends an existing query', () => {
    expect(buildApiUrl('/api/x?a=1', { hostId: 7 }, 'es')).toBe('/api/x?a=1&hostId=7&lang=es');
  });

  it('sends the host the server says it answers for, from its meta tag', () => {
    const meta = document.createElement('meta');
    meta.name = 'sillage:host-id';
    meta.content = '5';
    document.head.append(meta);
    try {
      expect(buildApiUrl('/api/brands/', {}, 'en')).toBe('/api/brands/?lang=en&hostId=5');
    } finally {
      meta.remove();
    }
  });
});

describe('apiFetch', () => {
  it('sends the current language and host id and returns the JSON body', async () => {
    await i18n.changeLanguage('es');
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ data: [1] }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiFetch('/api/brands/')).resolves.toEqual({ data: [1] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/brands/?lang=es&hostId=2');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('sends a JSON body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(
      apiFetch('/api/favorites/perfume/add', { method: 'POST', body: [{ perfumeId: 3 }] }),
    ).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe('[{"perfumeId":3}]');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws an ApiError read from the error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse({ error: { code: 'not_found', message: 'No' } }, 404)),
    );
    const error = await apiFetch('/api/perfumes/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No' });
  });

  it('throws an ApiError when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
    });
  });

  it('rethrows an abort as is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    const error = await apiFetch('/api/v7/search').catch((e: unknown) => e);
    expect(error).toBe(abort);
    expect(isAbortError(error)).toBe(true);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
