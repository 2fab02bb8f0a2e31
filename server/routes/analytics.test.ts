import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { MAX_ANALYTICS_BATCH } from '../../common/domain/analytics-events';
import { createTestApp, type TestApp } from '../test-support/test-app';

const route = endpointRoutes.analyticsEvents;
const since = '2000-01-01T00:00:00.000Z';

// One event of each type, as the web sends them.
const journey = [
  { type: 'VIEW_OPENED', view: 'EXPLORE_BY_PERFUMES' },
  { type: 'SEARCH_PERFUMES', searchType: 'TEXT', query: 'rose', topResultIds: [3, 9] },
  { type: 'VIEW_OPENED', view: 'PERFUME_VIEWED', id: 3 },
  { type: 'ACTION', action: 'FAVORITE_ADDED', id: 3 },
  { type: 'RECOMMENDATION_FETCH', perfumeIds: [3], topResultIds: [4, 5] },
  { type: 'LOGIN', user: 'b1d2' },
  { type: 'REGISTRATION', date: '2026-11-25T10:00:00.000Z', is_temp: false },
  { type: 'BRAND_ACCESS', brands: [3, 5] },
];

describe('POST /api/analytics/events on a real SQLite database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_APP_IDS: 'partner-kiosk' } });
  });
  afterAll(() => t.close());

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: route.path, payload: payload as object });
  const count = () => t.ctx.repositories.analytics.countSince(since);
  const all = () => t.ctx.repositories.analytics.pageSince(since, null, 1000);

  it('stores a batch of every event type, with what reports group by pulled out', async () => {
    const res = await post({ appId: 'wikiperfum2', visitorId: 'tmp-42', events: journey });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stored: journey.length });
    const rows = await all();
    expect(rows.map((r) => [r.type, r.name, r.subjectId])).toEqual(
      expect.arrayContaining([
        ['VIEW_OPENED', 'EXPLORE_BY_PERFUMES', null],
        ['SEARCH_PERFUMES', 'TEXT', null],
        ['VIEW_OPENED', 'PERFUME_VIEWED', 3],
        ['ACTION', 'FAVORITE_ADDED', 3],
        ['BRAND_ACCESS', null, null],
      ]),
    );
    expect(rows.every((r) => r.visitorId === 'tmp-42' && r.appId === 'wikiperfum2')).toBe(true);
    expect(rows.find((r) => r.type === 'SEARCH_PERFUMES')!.data).toEqual({
      searchType: 'TEXT',
      query: 'rose',
      topResultIds: [3, 9],
    });
  });

  it("takes the operator's other app ids (ANALYTICS_APP_IDS)", async () => {
    const res = await post({ appId: 'partner-kiosk', events: [journey[0]] });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps the browser time of an event, unless the clock is a day or more off', async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const skewed = '2001-01-01T00:00:00.000Z';
    await post({
      appId: 'wikiperfum2',
      visitorId: 'clock',
      events: [
        { type: 'VIEW_OPENED', view: 'HELP', at },
        { type: 'VIEW_OPENED', view: 'CONTACT_US', at: skewed },
      ],
    });
    const rows = (await all()).filter((r) => r.visitorId === 'clock');
    expect(rows.find((r) => r.name === 'HELP')!.occurredAt).toBe(at);
    expect(rows.find((r) => r.name === 'CONTACT_US')!.occurredAt).not.toBe(skewed);
  });

  it.each([
    [
      'an unknown event type',
      { appId: 'wikiperfum2', events: [{ type: 'CLICKED' }] },
      'events.0.type',
    ],
    [
      'an unknown view',
      { appId: 'wikiperfum2', events: [{ type: 'VIEW_OPENED', view: 'SETTINGS' }] },
      'events.0.view',
    ],
    [
      'an action without its id',
      { appId: 'wikiperfum2', events: [{ type: 'ACTION', action: 'SELECT_FAMILY' }] },
      'events.0.id',
    ],
    [
      'a field the event does not have',
      { appId: 'wikiperfum2', events: [{ type: 'LOGIN', user: 'u', email: 'a@b.c' }] },
      'events.0',
    ],
    [
      `${1000} events in one batch`,
      { appId: 'wikiperfum2', events: Array.from({ length: 1000 }, () => journey[0]) },
      'events',
    ],
    ['an empty batch', { appId: 'wikiperfum2', events: [] }, 'events'],
    ['no app id', { events: [journey[0]] }, 'appId'],
  ])('refuses %s with a 400 and stores nothing of the batch', async (_what, payload, path) => {
    const before = await count();
    // The bad event comes after good ones: nothing of the batch may be kept.
    const body = payload as { events?: unknown[] };
    if (body.events && body.events.length < MAX_ANALYTICS_BATCH && body.events.length > 0)
      body.events = [journey[0], journey[1], ...body.events];
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(400);
    const error = (
      res.json() as { error: { code: string; message: string; fields?: { path: string }[] } }
    ).error;
    expect(error.code).toBe('invalid_parameter');
    expect(error.message.length).toBeGreaterThan(10);
    const reported = (error.fields ?? []).map((f) => f.path).join(' ');
    expect(reported.replace(/events\.\d+/, 'events.0')).toContain(path);
    expect(await count()).toBe(before);
  });

  it('refuses a batch from an app id it does not know, naming the ids it takes', async () => {
    const before = await count();
    const res = await post({ appId: 'someone-else', events: journey });
    expect(res.statusCode).toBe(400);
    const error = (res.json() as { error: { message: string; fields: unknown } }).error;
    expect(error.message).toContain('wikiperfum2');
    expect(error.fields).toEqual([{ path: 'appId', code: 'invalid' }]);
    expect(await count()).toBe(before);
  });

  it('refuses a batch posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: route.path,
      payload: { appId: 'wikiperfum2', events: [journey[0]] },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
