import type { Page, Request } from '@playwright/test';

// Records the analytics batches a page sends, whether by fetch or by navigator.sendBeacon, and
// lets them through to the real server (which stores them for the operator's report).

export interface RecordedEvent {
  type: string;
  view?: string;
  action?: string;
  searchType?: string;
  id?: number;
  [field: string]: unknown;
}

export function recordAnalytics(page: Page) {
  const requests: Request[] = [];
  const events: RecordedEvent[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/analytics/events')) return;
    requests.push(request);
    try {
      const body = JSON.parse(request.postData() ?? '{}') as { events?: RecordedEvent[] };
      events.push(...(body.events ?? []));
    } catch {
      // A body that is not JSON still counts as a request.
    }
  });
  return {
    requests,
    events,
    /** "VIEW_OPENED:HELP", "ACTION:FAVORITE_ADDED", "SEARCH_PERFUMES:TEXT", "LOGIN"… */
    names: () =>
      events.map((e) => [e.type, e.view ?? e.action ?? e.searchType].filter(Boolean).join(':')),
  };
}

/** The page is hidden, as when the visitor switches tabs: the waiting events leave by beacon. */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
