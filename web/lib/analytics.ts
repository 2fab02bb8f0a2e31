import { useEffect } from 'react';
import type { AnalyticsEventInput } from '../../common/api/analytics';
import type { AnalyticsView } from '../../common/domain/analytics-events';
import { ANALYTICS_APP_ID } from '../../common/domain/constants';
import { hasConsent, subscribeConsent } from './cookie-consent';

// Usage events for the product's own analytics endpoint (spec section 7). Nothing is kept or sent
// without the visitor's analytics consent: an event raised before it is dropped, and withdrawing
// consent drops what waits. Events are batched: sent a few seconds after the first of a batch, at
// once when a batch is full, and with navigator.sendBeacon when the page is hidden or left, so the
// last events of a visit are not lost. Failures are swallowed: analytics never disturbs a visitor.

// The table's analyticsEvents path, written out: the landing's entry sends analytics and stays
// without the endpoint table (analytics.test.ts checks both agree). Posted with a beacon or a
// keepalive fetch rather than callEndpoint, so the last batch of a visit outlives the page.
export const ANALYTICS_ENDPOINT = '/api/analytics/events';
/** How long an event waits for others before its batch is sent. */
export const ANALYTICS_FLUSH_MS = 2000;
/** A batch is sent at once when it reaches this size (the server takes up to 100). */
export const ANALYTICS_BATCH_SIZE = 25;

/** An event as screens hold their data: lists may be read-only. */
type Readable<T> = T extends (infer U)[]
  ? readonly Readable<U>[]
  : T extends object
    ? { [K in keyof T]: Readable<T[K]> }
    : T;
export type TrackedEvent = Readable<AnalyticsEventInput>;

type Event = TrackedEvent & { at?: string };

let queue: Event[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
// A random id for this page load, held in memory only: it ties one visit's events together for
// the report's funnel and is never stored in the browser.
let visitorId: string | undefined;

function journeyId(): string {
  visitorId ??=
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return visitorId;
}

function body(events: Event[]): string {
  return JSON.stringify({ appId: ANALYTICS_APP_ID, visitorId: journeyId(), events });
}

/** Sends what waits. `leaving`: the page is being hidden or unloaded, so use sendBeacon. */
export function flushAnalytics(leaving = false): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const events = queue;
  queue = [];
  if (!hasConsent('analytics')) return;
  const payload = body(events);
  try {
    if (leaving && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      const sent = navigator.sendBeacon(
        ANALYTICS_ENDPOINT,
        new Blob([payload], { type: 'application/json' }),
      );
      if (sent) return;
    }
    void fetch(ANALYTICS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: payload,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Ignored on purpose: a lost analytics event is not worth an error.
  }
}

function listenOnce(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // pagehide covers closing and leaving; visibilitychange covers a phone switching apps, after
  // which the page may be killed without any other event.
  window.addEventListener('pagehide', () => flushAnalytics(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics(true);
  });
  // Withdrawing consent drops what waits.
  subscribeConsent(() => {
    if (!hasConsent('analytics')) discardAnalytics();
  });
}

/** Queues one usage event, if the visitor allows analytics. */
export function track(event: TrackedEvent): void {
  if (!hasConsent('analytics')) return;
  listenOnce();
  queue.push({ ...event, at: new Date().toISOString() });
  if (queue.length >= ANALYTICS_BATCH_SIZE) flushAnalytics();
  else timer ??= setTimeout(() => flushAnalytics(), ANALYTICS_FLUSH_MS);
}

/** Drops the waiting events (consent withdrawn; tests). */
export function discardAnalytics(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  queue = [];
}

/** VIEW_OPENED for a screen or panel, once per mount (and again when `id` changes). */
export function useTrackView(view: AnalyticsView, id?: number, enabled = true): void {
  useEffect(() => {
    if (enabled)
      track(id === undefined ? { type: 'VIEW_OPENED', view } : { type: 'VIEW_OPENED', view, id });
  }, [view, id, enabled]);
}

/** The brand-access event, raised when a link with ?brandAccess=1,2 is opened. */
export function trackBrandAccess(brands: number[]): void {
  track({ type: 'BRAND_ACCESS', brands });
}
