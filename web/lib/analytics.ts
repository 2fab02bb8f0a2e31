import { ANALYTICS_APP_ID } from '../../common/domain/constants';

export const ANALYTICS_ENDPOINT = '/api/analytics/events';

export interface AnalyticsEvent {
  type: string;
  data?: unknown;
}

/**
 * Sends a usage event to the product's own analytics endpoint (spec section 7). Analytics must
 * never disturb the visitor: the request outlives a page change (keepalive) and every failure,
 * synchronous or not, is swallowed.
 */
export async function sendAnalyticsEvent(event: AnalyticsEvent): Promise<void> {
  try {
    await fetch(ANALYTICS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ appId: ANALYTICS_APP_ID, type: event.type, data: event.data }),
      keepalive: true,
    });
  } catch {
    // Ignored on purpose: a lost analytics event is not worth an error.
  }
}

/** The brand-access event, raised when a link with ?brandAccess=1,2 is opened. */
export function trackBrandAccess(brands: number[]): Promise<void> {
  return sendAnalyticsEvent({ type: 'BRAND_ACCESS', data: { brands } });
}
