import { randomUUID } from 'node:crypto';
import type { AnalyticsEvent } from '../../common/api/analytics';
import type { AnalyticsRepository, StoredAnalyticsEvent } from '../db/analytics-repository';

// Turns a validated batch into stored rows: the name and subject a report groups by are pulled
// out of each event, the rest is kept as JSON.

/** An event time more than this far from the server's clock is replaced by the reception time. */
const MAX_CLOCK_SKEW_MS = 24 * 3600 * 1000;

export interface AnalyticsServiceDeps {
  analytics: AnalyticsRepository;
  now?: () => Date;
}

export function describeEvent(event: AnalyticsEvent): {
  name: string | null;
  subjectId: number | null;
} {
  switch (event.type) {
    case 'VIEW_OPENED':
      return { name: event.view, subjectId: event.id ?? null };
    case 'ACTION':
      return { name: event.action, subjectId: event.id };
    case 'SEARCH_PERFUMES':
      return { name: event.searchType, subjectId: null };
    default:
      return { name: null, subjectId: null };
  }
}

export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async record(batch: {
      appId: string;
      visitorId?: string | undefined;
      events: AnalyticsEvent[];
    }): Promise<number> {
      const received = now();
      const rows: StoredAnalyticsEvent[] = batch.events.map((event) => {
        const { type, at, ...data } = event;
        const told = at ? new Date(at) : null;
        const occurred =
          told && Math.abs(told.getTime() - received.getTime()) <= MAX_CLOCK_SKEW_MS
            ? told
            : received;
        return {
          id: randomUUID(),
          appId: batch.appId,
          type,
          ...describeEvent(event),
          data,
          visitorId: batch.visitorId ?? null,
          occurredAt: occurred.toISOString(),
          receivedAt: received.toISOString(),
        };
      });
      await deps.analytics.insertBatch(rows);
      return rows.length;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
