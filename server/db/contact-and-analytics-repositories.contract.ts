import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test-support/databases';
import { createAnalyticsRepository, type StoredAnalyticsEvent } from './analytics-repository';
import { createContactRepository } from './contact-repository';

// The contact and analytics repositories' expectations for every dialect:
// contact-and-analytics-repositories.test.ts runs them on SQLite, .pg.test.ts on PostgreSQL.

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();

function event(minute: number, extra: Partial<StoredAnalyticsEvent> = {}): StoredAnalyticsEvent {
  return {
    id: randomUUID(),
    appId: 'wikiperfum2',
    type: 'VIEW_OPENED',
    name: 'PERFUME_VIEWED',
    subjectId: 12,
    data: { view: 'PERFUME_VIEWED', id: 12 },
    visitorId: 'visitor-1',
    occurredAt: at(minute),
    receivedAt: at(minute),
    ...extra,
  };
}

export function contactAndAnalyticsRepositoriesContract(
  name: string,
  create: () => Promise<TestDatabase>,
): void {
  describe(`contact and analytics repositories on ${name}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await create();
    });
    afterAll(() => t.drop());

    it('keeps a contact message, then records whether the mail service took it', async () => {
      const contacts = createContactRepository(t.handle.db);
      const base = { email: 'ana@example.com', name: 'Ana', lang: 'fr' };
      await contacts.create({ ...base, id: 'm1', message: 'Bonjour', createdAt: at(1) });
      await contacts.create({ ...base, id: 'm2', message: '', createdAt: at(2) });
      await contacts.markMailed('m1', at(3));
      await contacts.markMailFailed('m2', 'ECONNREFUSED: connect refused');
      expect(await contacts.list()).toEqual([
        {
          ...base,
          id: 'm2',
          message: '',
          createdAt: at(2),
          mailedAt: null,
          mailError: 'ECONNREFUSED: connect refused',
        },
        {
          ...base,
          id: 'm1',
          message: 'Bonjour',
          createdAt: at(1),
          mailedAt: at(3),
          mailError: null,
        },
      ]);
      expect((await contacts.list({ unmailedOnly: true })).map((m) => m.id)).toEqual(['m2']);
    });

    it('stores a batch of events and reads them back in pages, oldest first', async () => {
      const analytics = createAnalyticsRepository(t.handle.db);
      const events = [
        event(5),
        event(1, {
          type: 'SEARCH_PERFUMES',
          name: 'TEXT',
          subjectId: null,
          data: { query: 'rose' },
        }),
        event(3, {
          type: 'LOGIN',
          name: null,
          subjectId: null,
          data: { user: 'u1' },
          visitorId: null,
        }),
      ];
      await analytics.insertBatch(events);
      expect(await analytics.countSince(at(0))).toBe(3);
      expect(await analytics.countSince(at(2))).toBe(2);
      const first = await analytics.pageSince(at(0), null, 2);
      expect(first.map((e) => e.occurredAt)).toEqual([at(1), at(3)]);
      expect(first[0]).toEqual(events[1]);
      const last = first.at(-1)!;
      const second = await analytics.pageSince(
        at(0),
        { occurredAt: last.occurredAt, id: last.id },
        2,
      );
      expect(second).toEqual([events[0]]);
    });

    it('a batch that fails part-way leaves nothing behind', async () => {
      const analytics = createAnalyticsRepository(t.handle.db);
      const before = await analytics.countSince(at(0));
      const duplicate = event(10);
      await expect(analytics.insertBatch([event(9), duplicate, duplicate])).rejects.toThrow();
      expect(await analytics.countSince(at(0))).toBe(before);
    });
  });
}
