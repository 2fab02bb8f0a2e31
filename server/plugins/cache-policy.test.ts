import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { CATALOG_CACHE_CONTROL } from './cache-policy';

// Catalog reads may be kept briefly by any cache (they are the same for every visitor of a
// language, which is in the address); what concerns a person, or the service's state, never.

describe('Cache-Control of API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets catalog reads be kept briefly and publicly', async () => {
    const shalimar = t.catalog.index.perfumes.find((p) => p.name === 'Shalimar')!;
    for (const url of [
      '/api/brands/?lang=fr',
      `/api/perfumes/${shalimar.id}?lang=es`,
      '/api/v7/search?q=rose',
      '/api/families',
      '/api/ingredients/',
      `/api/perfume_recommendations/by_perfume/?ref_perfume=${shalimar.id}`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(CATALOG_CACHE_CONTROL);
    }
    expect(CATALOG_CACHE_CONTROL).toMatch(/^public, max-age=\d+$/);
  });

  it('never lets user data, health or errors be stored', async () => {
    for (const url of ['/api/user/profile', '/api/health', '/api/perfumes/999999', '/api/nope']) {
      const res = await t.app.inject(url);
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { user: 'nobody@example.com', password: 'x', remember: false },
    });
    expect(login.headers['cache-control']).toMatch(/no-store/);
  });
});
