import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Profile recommendations reading the collection (issue 30) on the seed catalog: owned perfumes
// left out, ratings read, bad pairs refused.

describe('profile recommendations with a collection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const idOf = (name: string) => t.catalog.index.perfumes.find((p) => p.name === name)!.id;
  const get = async (query: string) => {
    const res = await t.app.inject(`/api/v7/reco?${query}`);
    return { status: res.statusCode, body: res.json() };
  };

  it('never proposes an owned perfume, and says the rating of the one that explains', async () => {
    const shalimar = idOf('Shalimar');
    const plain = await get(`perfumes=${shalimar}&limit=12`);
    expect(plain.status).toBe(200);
    const first = plain.body.data.slice(0, 3).map((p: { id: number }) => p.id);
    const owned = await get(
      `perfumes=${shalimar}&limit=12&owned=${first.join(',')}&rated=${shalimar}:5`,
    );
    expect(owned.status).toBe(200);
    const ids = owned.body.data.map((p: { id: number }) => p.id);
    for (const id of first) expect(ids).not.toContain(id);
    expect(owned.body.data).toHaveLength(12);
    expect(owned.body.data[0].reason).toMatch(/^You rated Shalimar 5: this shares its .+\.$/);
  });

  it('refuses ratings that are not id:rating pairs from 1 to 5', async () => {
    for (const rated of ['12:6', '12', 'a:1', '12:5,']) {
      const res = await get(`perfumes=${idOf('Shalimar')}&rated=${rated}`);
      expect(res.status, rated).toBe(400);
      expect(res.body.error.message).toContain(
        'The rated parameter must be a comma-separated list of id:rating pairs, ratings from 1 to 5, such as 12:5,40:1.',
      );
    }
  });
});
