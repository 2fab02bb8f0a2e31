import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Parameters every API route reads alike: numbers in decimal only, each parameter once, and the
// one host this site answers for.

describe('parameters every API route reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads ids in decimal only: 0x9C41, 1e3 or +5 are no perfume ids', async () => {
    const shalimar = t.catalog.index.perfumes.find((p) => p.name === 'Shalimar')!;
    expect((await t.app.inject(`/api/perfumes/${shalimar.id}`)).statusCode).toBe(200);
    for (const id of [`0x${shalimar.id.toString(16)}`, '0x9C41', '1e3', '+5', '0b11']) {
      const res = await t.app.inject(`/api/perfumes/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error.code).toBe('invalid_parameter');
    }
    const limit = await t.app.inject('/api/v7/search?q=rose&limit=0x10');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().error.message).toContain('limit');
  });

  it('names a parameter given twice instead of calling it missing', async () => {
    const res = await t.app.inject('/api/v7/search?q=rose&q=musk');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_parameter',
      message:
        'The q parameter is given more than once: give it once (a list as comma-separated values).',
    });
  });

  it('answers for its own host only: another hostId is an address it does not have', async () => {
    expect((await t.app.inject('/api/brands/?hostId=2')).statusCode).toBe(200);
    expect((await t.app.inject('/api/brands/')).statusCode).toBe(200);
    const other = await t.app.inject('/api/brands/?hostId=7');
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toEqual({
      code: 'not_found',
      message: 'This site answers for host 2 only, not for host 7.',
    });
  });

  it('answers for the host it is configured with (HOST_ID)', async () => {
    const other = await createTestApp({ env: { HOST_ID: '5' } });
    try {
      expect((await other.app.inject('/api/brands/')).statusCode).toBe(200);
      expect((await other.app.inject('/api/brands/?hostId=5')).statusCode).toBe(200);
      expect((await other.app.inject('/api/brands/?hostId=2')).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
