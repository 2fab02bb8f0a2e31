import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendAnalyticsEvent, trackBrandAccess } from './analytics';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analytics', () => {
  it('posts the brand-access event with keepalive', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);

    await trackBrandAccess([3, 5]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/analytics/events');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(init.body as string)).toEqual({
      appId: 'wikiperfum2',
      type: 'BRAND_ACCESS',
      data: { brands: [3, 5] },
    });
  });

  it('swallows network and synchronous failures', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(sendAnalyticsEvent({ type: 'ACTION' })).resolves.toBeUndefined();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new Error('boom');
      }),
    );
    await expect(sendAnalyticsEvent({ type: 'ACTION' })).resolves.toBeUndefined();
  });
});
