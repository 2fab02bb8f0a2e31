import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('health checks for a supervisor and a load balancer', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers live and ready while the node serves', async () => {
    t = await createTestApp();
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: { reachable: true },
      catalog: { version: 1, loaded: true, reloading: false },
      shuttingDown: false,
    });
    expect(ready.headers['cache-control']).toMatch(/no-store/);
  });

  it('turns not-ready once shutting down, then asks clients to close their connections', async () => {
    t = await createTestApp();
    t.ctx.lifecycle.beginShutdown();
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', shuttingDown: true });
    // Still alive, and still answering the requests that reach it meanwhile.
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    const families = await t.app.inject({ url: '/api/families?lang=en' });
    expect(families.statusCode).toBe(200);
    expect(families.headers.connection).not.toBe('close');
    // Once it accepts no more connections, each answer ends its own.
    t.ctx.lifecycle.beginDrain();
    const last = await t.app.inject({ url: '/api/families?lang=en' });
    expect(last.statusCode).toBe(200);
    expect(last.headers.connection).toBe('close');
  });

  it('is not ready while the database cannot be reached, but stays live', async () => {
    t = await createTestApp();
    await t.db.close();
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', database: { reachable: false } });
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });
});
