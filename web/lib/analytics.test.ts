import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_ENDPOINT,
  ANALYTICS_FLUSH_MS,
  discardAnalytics,
  track,
  trackBrandAccess,
} from './analytics';
import { resetConsent, saveConsent } from './cookie-consent';

const sentBatches = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

beforeEach(() => {
  vi.useFakeTimers();
  resetConsent();
  discardAnalytics();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('analytics', () => {
  it('sends nothing, and keeps nothing, before the visitor consents', () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetchMock);
    track({ type: 'VIEW_OPENED', view: 'HELP' });
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS * 2);
    saveConsent({ analytics: true, marketing: false });
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing after a refusal', () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetchMock);
    saveConsent({ analytics: false, marketing: true });
    trackBrandAccess([3]);
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with consent, batches the events of a moment into one request to the endpoint', () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetchMock);
    saveConsent({ analytics: true, marketing: false });
    track({ type: 'VIEW_OPENED', view: 'EXPLORE_BY_PERFUMES' });
    trackBrandAccess([3, 5]);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/analytics/events');
    expect(init.keepalive).toBe(true);
    const [batch] = sentBatches(fetchMock);
    expect(batch).toMatchObject({
      appId: 'wikiperfum2',
      events: [
        { type: 'VIEW_OPENED', view: 'EXPLORE_BY_PERFUMES' },
        { type: 'BRAND_ACCESS', brands: [3, 5] },
      ],
    });
    expect(typeof batch.visitorId).toBe('string');
    expect(Date.parse(batch.events[0].at)).not.toBeNaN();
  });

  it('sends a full batch at once', () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetchMock);
    saveConsent({ analytics: true, marketing: false });
    for (let i = 1; i <= ANALYTICS_BATCH_SIZE; i++)
      track({ type: 'ACTION', action: 'SELECT_FAMILY', id: i });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBatches(fetchMock)[0].events).toHaveLength(ANALYTICS_BATCH_SIZE);
  });

  it('hands what waits to sendBeacon when the page is hidden', () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null));
    const beacon = vi.fn().mockReturnValue(true);
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    saveConsent({ analytics: true, marketing: false });
    track({ type: 'VIEW_OPENED', view: 'CONTACT_US' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/api/analytics/events');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops what waits when consent is withdrawn', () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetchMock);
    saveConsent({ analytics: true, marketing: false });
    track({ type: 'VIEW_OPENED', view: 'HELP' });
    saveConsent({ analytics: false, marketing: false });
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('swallows network and synchronous failures', () => {
    saveConsent({ analytics: true, marketing: false });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    track({ type: 'VIEW_OPENED', view: 'HELP' });
    expect(() => vi.advanceTimersByTime(ANALYTICS_FLUSH_MS)).not.toThrow();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new Error('boom');
      }),
    );
    track({ type: 'VIEW_OPENED', view: 'HELP' });
    expect(() => vi.advanceTimersByTime(ANALYTICS_FLUSH_MS)).not.toThrow();
  });
});

describe('the analytics endpoint', () => {
  it("is the endpoint table's", () => {
    expect(ANALYTICS_ENDPOINT).toBe(endpointRoutes.analyticsEvents.path);
  });
});
