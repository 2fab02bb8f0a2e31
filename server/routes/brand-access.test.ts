import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Brand access (ADR 027): ?preferredBrands= puts those brands' perfumes first in search results and
// recommendations, each group in the engine's order; nothing is hidden.

interface Summary {
  id: number;
  brand: { id: number };
}

describe('brand access on search and recommendations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Summary[]; total?: number };
  };

  it("lists the partner's perfumes first, then the others in the same order, across pages", async () => {
    const plain = await get('/api/v7/search?q=eau&limit=100');
    const brands = [...new Set(plain.data.map((p) => p.brand.id))];
    expect(brands.length).toBeGreaterThan(2);
    const partner = brands.at(-1)!;
    const preferred = await get(`/api/v7/search?q=eau&limit=100&preferredBrands=${partner}`);
    const first = plain.data.filter((p) => p.brand.id === partner).map((p) => p.id);
    const rest = plain.data.filter((p) => p.brand.id !== partner).map((p) => p.id);
    expect(preferred.data.map((p) => p.id)).toEqual([...first, ...rest]);
    expect(preferred.total).toBe(plain.total);

    // Paging reads the regrouped list.
    const page2 = await get(`/api/v7/search?q=eau&limit=2&offset=2&preferredBrands=${partner}`);
    expect(page2.data.map((p) => p.id)).toEqual([...first, ...rest].slice(2, 4));
  });

  it("brings the partner's close perfumes to the top of the recommendations", async () => {
    const plain = await get('/api/v7/reco?perfumes=3004&limit=12');
    const wide = await get('/api/v7/reco?perfumes=3004&limit=36');
    // A brand close to Shalimar that misses the first twelve.
    const outside = wide.data
      .slice(12)
      .find((p) => !plain.data.some((q) => q.brand.id === p.brand.id));
    expect(outside).toBeDefined();
    const partner = outside!.brand.id;
    const preferred = await get(`/api/v7/reco?perfumes=3004&limit=12&preferredBrands=${partner}`);
    expect(preferred.data).toHaveLength(12);
    expect(preferred.data[0]!.brand.id).toBe(partner);
    const partnerIds = wide.data.filter((p) => p.brand.id === partner).map((p) => p.id);
    expect(preferred.data.slice(0, partnerIds.length).map((p) => p.id)).toEqual(partnerIds);
    // The others follow in their own order.
    const others = preferred.data.filter((p) => p.brand.id !== partner).map((p) => p.id);
    expect(others).toEqual(plain.data.map((p) => p.id).slice(0, others.length));
  });

  it('refuses a malformed list with a 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v7/search?q=eau&preferredBrands=a,b',
    });
    expect(res.statusCode).toBe(400);
  });
});
