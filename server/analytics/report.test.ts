import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsService } from './analytics-service';
import { createAnalyticsRepository } from '../db/analytics-repository';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { parseSince } from './report';
import { runReport } from './run-report';

const now = new Date('2026-11-25T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

describe('the analytics report on a real SQLite database', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The seed catalog is there, so the perfumes viewed are named.
    t = await createTestApp();
    const service = createAnalyticsService({
      analytics: createAnalyticsRepository(t.db.db),
      now: () => now,
    });
    // Visit a: searches, views Shalimar, adds it. Visit b: searches, views, no favourite.
    // Visit c: views a perfume without searching, then favourites it (not in the funnel).
    await service.record({
      appId: 'wikiperfum2',
      visitorId: 'a',
      events: [
        { type: 'VIEW_OPENED', view: 'EXPLORE_BY_PERFUMES', at: minutesAgo(30) },
        {
          type: 'SEARCH_PERFUMES',
          searchType: 'TEXT',
          query: 'Shalimar',
          topResultIds: [3004],
          at: minutesAgo(29),
        },
        { type: 'VIEW_OPENED', view: 'PERFUME_VIEWED', id: 3004, at: minutesAgo(28) },
        { type: 'ACTION', action: 'FAVORITE_ADDED', id: 3004, at: minutesAgo(27) },
      ],
    });
    await service.record({
      appId: 'wikiperfum2',
      visitorId: 'b',
      events: [
        {
          type: 'SEARCH_PERFUMES',
          searchType: 'TEXT',
          query: 'shalimar',
          topResultIds: [],
          at: minutesAgo(20),
        },
        {
          type: 'SEARCH_PERFUMES',
          searchType: 'FAMILIES',
          familyIds: [1],
          topResultIds: [],
          at: minutesAgo(19),
        },
        { type: 'VIEW_OPENED', view: 'PERFUME_VIEWED', id: 3004, at: minutesAgo(18) },
      ],
    });
    await service.record({
      appId: 'wikiperfum2',
      visitorId: 'c',
      events: [
        { type: 'VIEW_OPENED', view: 'PERFUME_VIEWED', id: 7004, at: minutesAgo(10) },
        { type: 'ACTION', action: 'FAVORITE_ADDED', id: 7004, at: minutesAgo(9) },
        { type: 'VIEW_OPENED', view: 'HELP', at: minutesAgo(8) },
      ],
    });
    // Older than the report's start: left out.
    await service.record({
      appId: 'wikiperfum2',
      visitorId: 'old',
      events: [
        {
          type: 'VIEW_OPENED',
          view: 'HELP',
          at: new Date(now.getTime() - 3_600_000 * 20).toISOString(),
        },
      ],
    });
  });
  afterAll(() => t.close());

  it('prints views per screen, the top searches and perfumes, and the funnel', async () => {
    const text = await runReport({
      analytics: createAnalyticsRepository(t.db.db),
      since: parseSince('2h', now)!,
      now,
    });
    expect(text).toContain('10 events in 3 visits.');
    expect(text).toMatch(/PERFUME_VIEWED\s+3\s+3/);
    expect(text).toMatch(/EXPLORE_BY_PERFUMES\s+1\s+1/);
    expect(text).toMatch(/HELP\s+1\s+1/);
    expect(text).toMatch(/TEXT\s+2/);
    expect(text).toMatch(/FAMILIES\s+1/);
    // Searches are counted whatever their case.
    expect(text).toMatch(/shalimar\s+2/);
    expect(text).toMatch(/Shalimar, Guerlain \(#3004\)\s+2/);
    expect(text).toMatch(/Trésor, Lancôme \(#7004\)\s+1/);
    expect(text).toMatch(/searched\s+2/);
    expect(text).toMatch(/viewed a perfume\s+2\s+100%/);
    expect(text).toMatch(/added a favourite\s+1\s+50%/);
  });

  it('reads a large table page by page and reports its progress', async () => {
    const progress: [number, number][] = [];
    const small = await runReport({
      analytics: createAnalyticsRepository(t.db.db),
      since: parseSince('2h', now)!,
      now,
      pageSize: 3,
      progressFrom: 5,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(progress).toEqual([
      [0, 10],
      [3, 10],
      [6, 10],
      [9, 10],
      [10, 10],
    ]);
    // The same figures as in one read.
    expect(small).toContain('10 events in 3 visits.');
    expect(small).toMatch(/added a favourite\s+1\s+50%/);
  });

  it('reads --since as days, hours, minutes or a date', () => {
    expect(parseSince('7d', now)!.toISOString()).toBe('2026-11-18T12:00:00.000Z');
    expect(parseSince('24h', now)!.toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(parseSince('2026-11-01', now)!.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parseSince('last week', now)).toBeNull();
  });
});
