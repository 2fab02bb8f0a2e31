import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionResponseSchema,
  importPreviewResponseSchema,
  wearDiaryResponseSchema,
} from '../../common/api/collection';
import { endpointRoutes as r } from '../../common/api/endpoint-routes';
import { SESSION_COOKIE } from '../plugins/session';
import type { TestApp } from '../test-support/test-app';

// The collection API (issue 30) through app.inject, for every dialect: collection.test.ts runs it
// on SQLite, collection.pg.test.ts on PostgreSQL.

const PASSWORD = 'cardamom over cold cedar';

interface Answer {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  raw: string;
}

export function collectionApiContract(name: string, create: () => Promise<TestApp>): void {
  describe(`collection API on ${name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await create();
    });
    afterAll(() => t.close());

    const idOf = (perfume: string, brand: string) =>
      t.catalog.index.perfumes.find(
        (p) => p.name === perfume && t.catalog.index.brandById.get(p.brandId)?.name === brand,
      )!.id;

    async function call(
      route: { method: string; path: string },
      options: { body?: unknown; cookie?: string; query?: string } = {},
    ): Promise<Answer> {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: options.query ? `${route.path}?${options.query}` : route.path,
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
        headers: options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {},
      });
      return { status: res.statusCode, body: res.body ? res.json() : {}, raw: res.body };
    }

    let accounts = 0;
    async function newAccount(): Promise<string> {
      accounts += 1;
      const res = await t.app.inject({
        method: 'POST',
        url: r.signup.path,
        remoteAddress: `10.0.30.${accounts}`,
        payload: {
          email: `collector-${accounts}@example.com`,
          name: 'Camille',
          password: PASSWORD,
          passwordCheck: PASSWORD,
          termsAccepted: true,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookie = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
      return cookie.split(';')[0]!.split('=')[1]!;
    }

    const change = (cookie: string, body: Record<string, unknown>) =>
      call(r.changeCollectionItem, { cookie, body });
    const collectionOf = async (cookie: string, query?: string) => {
      const res = await call(r.collection, { cookie, query });
      expect(res.status, res.raw).toBe(200);
      return collectionResponseSchema.parse(res.body).items;
    };

    it('asks for an account for everything but the import preview', async () => {
      const shalimar = idOf('Shalimar', 'Guerlain');
      const calls: [{ method: string; path: string }, unknown, string?][] = [
        [r.collection, undefined],
        [r.changeCollectionItem, { perfumeId: shalimar, shelf: 'have' }],
        [r.removeCollectionItem, { perfumeId: shalimar }],
        [r.mergeCollection, { items: [] }],
        [r.addWear, { perfumeId: shalimar, wornOn: '2026-11-29' }],
        [r.removeWear, { id: 'x' }],
        [r.wearDiary, undefined, 'month=2026-11'],
      ];
      for (const [route, body, query] of calls) {
        const res = await call(route, { body, query });
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
        expect(res.body.error.code).toBe('unauthorized');
      }
      const preview = await call(r.previewCollectionImport, { body: { csv: 'Shalimar,Guerlain' } });
      expect(preview.status, preview.raw).toBe(200);
    });

    it('keeps perfumes on shelves with a verdict, and lists them with their cards', async () => {
      const cookie = await newAccount();
      const shalimar = idOf('Shalimar', 'Guerlain');
      const mitsouko = idOf('Mitsouko', 'Guerlain');
      let res = await change(cookie, {
        perfumeId: shalimar,
        shelf: 'have',
        format: 'bottle',
        sizeMl: 50,
      });
      expect(res.status, res.raw).toBe(200);
      expect(res.body.item).toMatchObject({
        perfumeId: shalimar,
        shelf: 'have',
        format: 'bottle',
        sizeMl: 50,
        rating: null,
      });
      res = await change(cookie, {
        perfumeId: shalimar,
        rating: 5,
        note: 'Vanilla and smoke, my winter evenings.',
        longevity: 4,
        sillage: 3,
        seasons: ['winter', 'autumn'],
        moments: ['night'],
      });
      expect(res.body.item).toMatchObject({
        shelf: 'have',
        format: 'bottle',
        rating: 5,
        longevity: 4,
        seasons: ['winter', 'autumn'],
      });
      await change(cookie, { perfumeId: mitsouko, shelf: 'want' });

      const items = await collectionOf(cookie, 'lang=fr');
      expect(items.map((i) => [i.perfumeId, i.shelf])).toEqual([
        [shalimar, 'have'],
        [mitsouko, 'want'],
      ]);
      expect(items[0]).toMatchObject({
        rating: 5,
        note: 'Vanilla and smoke, my winter evenings.',
        wears: 0,
        lastWornOn: null,
      });
      expect(items[0]!.perfume).toMatchObject({
        id: shalimar,
        name: 'Shalimar',
        brand: { name: 'Guerlain' },
      });
      // The card speaks the language asked.
      const family = t.catalog.index.familyById.get(
        t.catalog.index.perfumeById.get(shalimar)!.familyId,
      )!;
      expect(items[0]!.perfume.family.name).toBe(family.name.fr);
    });

    it('keeps both changes when two tabs change different fields of one perfume at once', async () => {
      const cookie = await newAccount();
      const shalimar = idOf('Shalimar', 'Guerlain');
      await change(cookie, { perfumeId: shalimar, shelf: 'tried' });
      const answers = await Promise.all([
        change(cookie, { perfumeId: shalimar, rating: 4 }),
        change(cookie, { perfumeId: shalimar, shelf: 'have', format: 'sample' }),
        change(cookie, { perfumeId: shalimar, note: 'Better on skin than on paper.' }),
      ]);
      for (const a of answers) expect(a.status, a.raw).toBe(200);
      const [item] = await collectionOf(cookie);
      expect(item).toMatchObject({
        shelf: 'have',
        format: 'sample',
        rating: 4,
        note: 'Better on skin than on paper.',
      });
    });

    it('drops a bottle when the perfume leaves "I have it", and the item when it says nothing', async () => {
      const cookie = await newAccount();
      const shalimar = idOf('Shalimar', 'Guerlain');
      await change(cookie, { perfumeId: shalimar, shelf: 'have', format: 'decant', sizeMl: 10 });
      let res = await change(cookie, { perfumeId: shalimar, shelf: 'had' });
      expect(res.body.item).toMatchObject({ shelf: 'had', format: null, sizeMl: null });
      res = await change(cookie, { perfumeId: shalimar, rating: 2 });
      res = await change(cookie, { perfumeId: shalimar, shelf: null });
      expect(res.body.item).toMatchObject({ shelf: null, rating: 2 });
      res = await change(cookie, { perfumeId: shalimar, rating: null });
      expect(res.body.item).toBeNull();
      expect(await collectionOf(cookie)).toEqual([]);

      await change(cookie, { perfumeId: shalimar, shelf: 'want', rating: 3 });
      res = await call(r.removeCollectionItem, { cookie, body: { perfumeId: shalimar } });
      expect(res.status, res.raw).toBe(200);
      expect(await collectionOf(cookie)).toEqual([]);
    });

    it('refuses bad changes with a sentence that says what is wrong, and changes nothing', async () => {
      const cookie = await newAccount();
      const shalimar = idOf('Shalimar', 'Guerlain');
      await change(cookie, { perfumeId: shalimar, shelf: 'have', rating: 4 });
      const refused: [Record<string, unknown>, string][] = [
        [
          { perfumeId: shalimar, rating: 6 },
          'The rating field must be a whole number from 1 to 5.',
        ],
        [
          { perfumeId: shalimar, rating: 3.5 },
          'The rating field must be a whole number from 1 to 5.',
        ],
        [
          { perfumeId: shalimar, shelf: 'wardrobe' },
          'The shelf field must be have, had, want or tried.',
        ],
        [
          { perfumeId: shalimar, note: 'x'.repeat(2001) },
          'The note field takes at most 2000 characters.',
        ],
        [
          { perfumeId: shalimar, longevity: 5 },
          'The longevity field must be a whole number from 1 to 4.',
        ],
        [
          { perfumeId: shalimar, seasons: ['monsoon'] },
          'The seasons field must be a list of spring, summer, autumn and winter.',
        ],
        [
          { perfumeId: shalimar, sizeMl: 0 },
          'The sizeMl field must be a number of millilitres from 0.1 to 1000.',
        ],
        [
          { perfumeId: 'shalimar', shelf: 'have' },
          'The perfumeId field must be a perfume id (a positive whole number).',
        ],
      ];
      for (const [body, message] of refused) {
        const res = await change(cookie, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.message).toContain(message);
      }
      const misspelt = await change(cookie, { perfumeId: shalimar, ratting: 1 });
      expect(misspelt.status).toBe(400);
      expect(misspelt.body.error.message).toContain('ratting');
      const unknown = await change(cookie, { perfumeId: 999_999_999, shelf: 'have' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('There is no perfume with id 999999999.');
      const [item] = await collectionOf(cookie);
      expect(item).toMatchObject({ shelf: 'have', rating: 4, note: '' });
    });

    it('keeps a wear diary: a month by day, the most worn of the year, a wear removed', async () => {
      const cookie = await newAccount();
      const shalimar = idOf('Shalimar', 'Guerlain');
      const mitsouko = idOf('Mitsouko', 'Guerlain');
      await change(cookie, { perfumeId: shalimar, shelf: 'have' });
      const wear = async (perfumeId: number, wornOn: string, extra: object = {}) => {
        const res = await call(r.addWear, { cookie, body: { perfumeId, wornOn, ...extra } });
        expect(res.status, res.raw).toBe(200);
        return res.body as { id: string };
      };
      const first = await wear(shalimar, '2026-11-03', { moment: 'night', note: 'Dinner out.' });
      await wear(mitsouko, '2026-11-02');
      await wear(shalimar, '2026-10-30');
      await wear(shalimar, '2026-12-01');
      await wear(mitsouko, '2025-11-02');

      let res = await call(r.wearDiary, { cookie, query: 'month=2026-11' });
      expect(res.status, res.raw).toBe(200);
      const diary = wearDiaryResponseSchema.parse(res.body);
      expect(diary.wears.map((w) => [w.wornOn, w.perfume.name, w.moment, w.note])).toEqual([
        ['2026-11-02', 'Mitsouko', null, ''],
        ['2026-11-03', 'Shalimar', 'night', 'Dinner out.'],
      ]);
      expect(diary.mostWorn).toEqual([
        { perfume: { id: shalimar, name: 'Shalimar', brand: 'Guerlain' }, wears: 3 },
        { perfume: { id: mitsouko, name: 'Mitsouko', brand: 'Guerlain' }, wears: 1 },
      ]);
      const [item] = await collectionOf(cookie);
      expect(item).toMatchObject({ perfumeId: shalimar, wears: 3, lastWornOn: '2026-12-01' });

      res = await call(r.removeWear, { cookie, body: { id: first.id } });
      expect(res.status, res.raw).toBe(200);
      res = await call(r.removeWear, { cookie, body: { id: first.id } });
      expect(res.status).toBe(404);
      // Another account's wear is not this one's to remove.
      const other = await newAccount();
      const theirs = await call(r.addWear, {
        cookie: other,
        body: { perfumeId: shalimar, wornOn: '2026-11-05' },
      });
      expect((await call(r.removeWear, { cookie, body: { id: theirs.body.id } })).status).toBe(404);

      for (const [body, message] of [
        [
          { perfumeId: shalimar, wornOn: '2026-02-30' },
          'The wornOn field must be a date written YYYY-MM-DD.',
        ],
        [
          { perfumeId: shalimar, wornOn: 'today' },
          'The wornOn field must be a date written YYYY-MM-DD.',
        ],
        [
          { perfumeId: shalimar, wornOn: '2026-11-29', moment: 'brunch' },
          'The moment field must be day, night, work, leisure or occasion.',
        ],
      ] as const) {
        const bad = await call(r.addWear, { cookie, body });
        expect(bad.status).toBe(400);
        expect(bad.body.error.message).toContain(message);
      }
      const badMonth = await call(r.wearDiary, { cookie, query: 'month=2026-13' });
      expect(badMonth.status).toBe(400);
      expect(badMonth.body.error.message).toContain(
        'The month parameter must be a month written YYYY-MM.',
      );
    });

    it("merges a browser's collection: the account's fields kept, the empty ones filled, nothing twice", async () => {
      const cookie = await newAccount();
      const shalimar = idOf('Shalimar', 'Guerlain');
      const mitsouko = idOf('Mitsouko', 'Guerlain');
      const jicky = idOf('Jicky', 'Guerlain');
      await change(cookie, { perfumeId: shalimar, shelf: 'have', rating: 5, seasons: ['winter'] });
      await call(r.addWear, {
        cookie,
        body: { perfumeId: shalimar, wornOn: '2026-11-20', moment: 'night' },
      });
      const body = {
        items: [
          {
            perfumeId: shalimar,
            shelf: 'had',
            rating: 2,
            note: 'From the browser.',
            seasons: ['autumn'],
          },
          { perfumeId: mitsouko, shelf: 'want' },
          { perfumeId: jicky, rating: 4 },
          { perfumeId: 999_999_999, shelf: 'have' },
        ],
        wears: [
          { perfumeId: shalimar, wornOn: '2026-11-20', moment: 'night' },
          { perfumeId: jicky, wornOn: '2026-11-21' },
        ],
      };
      let res = await call(r.mergeCollection, { cookie, body });
      expect(res.status, res.raw).toBe(200);
      expect(res.body).toEqual({ added: 2, merged: 1, wearsAdded: 1, unknown: 1 });
      // The same browser signing in again (another tab) adds nothing.
      res = await call(r.mergeCollection, { cookie, body });
      expect(res.body).toMatchObject({ added: 0, merged: 3, wearsAdded: 0 });

      const items = await collectionOf(cookie);
      expect(items.map((i) => i.perfumeId)).toEqual([shalimar, mitsouko, jicky]);
      expect(items[0]).toMatchObject({
        shelf: 'have',
        rating: 5,
        note: 'From the browser.',
        seasons: ['autumn', 'winter'],
        wears: 1,
      });
      expect(items[1]).toMatchObject({ shelf: 'want', rating: null });
      expect(items[2]).toMatchObject({ shelf: null, rating: 4, wears: 1 });

      const tooMany = await call(r.mergeCollection, {
        cookie,
        body: { items: Array.from({ length: 2001 }, () => ({ perfumeId: shalimar })) },
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.message).toContain('The items field takes at most 2000 perfumes.');
    });

    it("previews an import: each line's perfume, or its closest candidates, the house deciding", async () => {
      const csv = [
        'name,house,shelf,rating,colour',
        'Shalimar,Guerlain,have,5,amber',
        'Vetiver,Guerlain,had,,green',
        'Mitsuoko,Guerlain,want,3,',
        'N°5,Chanel,tried,9,',
        ',,,,',
      ].join('\n');
      const res = await call(r.previewCollectionImport, { body: { csv } });
      expect(res.status, res.raw).toBe(200);
      const preview = importPreviewResponseSchema.parse(res.body);
      expect(preview.ignoredColumns).toEqual(['colour']);
      const [shalimar, vetiver, typo, no5] = preview.lines;
      expect(preview.lines).toHaveLength(4);
      expect(shalimar).toMatchObject({
        line: 2,
        match: { name: 'Shalimar', brand: 'Guerlain' },
        candidates: [],
      });
      expect(shalimar!.fields).toMatchObject({ shelf: 'have', rating: 5 });
      // Two houses make a Vetiver: the line's house picks Guerlain's.
      expect(vetiver!.match).toEqual({
        id: idOf('Vetiver', 'Guerlain'),
        name: 'Vetiver',
        brand: 'Guerlain',
      });
      // A slip in the name: no match, Mitsouko offered first.
      expect(typo!.match).toBeNull();
      expect(typo!.candidates[0]).toMatchObject({ name: 'Mitsouko', brand: 'Guerlain' });
      // A rating out of the scale is left out and named, the rest of the line kept.
      expect(no5).toMatchObject({ match: { name: 'N°5' }, unread: ['rating'] });
      expect(no5!.fields).toMatchObject({ shelf: 'tried', rating: null });

      const big = await call(r.previewCollectionImport, {
        body: { csv: Array.from({ length: 2001 }, () => 'Shalimar,Guerlain').join('\n') },
      });
      expect(big.status).toBe(400);
      expect(big.body.error.message).toBe('The file has more than 2000 lines: import it in parts.');
      const empty = await call(r.previewCollectionImport, { body: { csv: '' } });
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toContain('The csv field is required.');
    });

    it("puts the collection and the diary in the account's export, and deletes them with it", async () => {
      const cookie = await newAccount();
      const shalimar = idOf('Shalimar', 'Guerlain');
      await change(cookie, { perfumeId: shalimar, shelf: 'have', rating: 5, note: 'Mine.' });
      await call(r.addWear, {
        cookie,
        body: { perfumeId: shalimar, wornOn: '2026-11-29', moment: 'day' },
      });
      const exported = await call(r.exportData, { cookie });
      expect(exported.status, exported.raw).toBe(200);
      expect(exported.body.collection).toEqual([
        expect.objectContaining({
          perfumeId: shalimar,
          name: 'Shalimar',
          brand: 'Guerlain',
          shelf: 'have',
          rating: 5,
          note: 'Mine.',
        }),
      ]);
      expect(exported.body.wearDiary).toEqual([
        expect.objectContaining({
          perfumeId: shalimar,
          name: 'Shalimar',
          wornOn: '2026-11-29',
          moment: 'day',
        }),
      ]);

      const userId = (await call(r.profile, { cookie })).body.account.userId as string;
      const deleted = await call(r.deleteAccount, { cookie, body: { password: PASSWORD } });
      expect(deleted.status, deleted.raw).toBe(200);
      expect(await t.ctx.repositories.collection.list(userId)).toEqual([]);
      expect(await t.ctx.repositories.collection.listWears(userId)).toEqual([]);
    });
  });
}
