import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, type TestDatabase } from './test-support/databases';
import { startTcpProxy, type TcpProxy } from './test-support/tcp-proxy';
import { createTestApp, type TestApp } from './test-support/test-app';

// A database restart, a failover or one dropped connection must not take a node down: the pool
// drops the broken connection and opens another, requests that meet the fault are answered 503 in
// the JSON error shape, /api/health says the database is unreachable, and the node recovers by
// itself. npm run test:pg, with DATABASE_URL_TEST=postgres://…

const url = process.env.DATABASE_URL_TEST;

(url ? describe : describe.skip)('database faults on PostgreSQL', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  // Anything that reaches process level (an 'error' event nobody listens to) is a crash.
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => void crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    database = await createPostgresTestDatabase(url!);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    await admin?.end();
    await database?.drop();
  });

  /** The app's own connections, told apart from everyone else's by their application name. */
  const appUrl = (name: string, host?: { port: number }) => {
    const address = new URL(database.databaseUrl!);
    address.searchParams.set('application_name', name);
    if (host) {
      address.hostname = '127.0.0.1';
      address.port = String(host.port);
    }
    return address.toString();
  };
  const terminate = (name: string, state?: 'idle') =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and pid <> pg_backend_pid()${state ? ` and state = 'idle'` : ''}`,
      [name],
    );

  describe('connections the server ends', () => {
    const name = `sillage-faults-${process.pid}`;
    let t: TestApp;
    let perfumeUrl = '';
    beforeAll(async () => {
      t = await createTestApp({ databaseUrl: appUrl(name) });
      perfumeUrl = `/api/perfumes/${t.catalog.index.perfumes[0]!.id}`;
    }, 60_000);
    afterAll(() => t?.close());

    it('survives idle connections being terminated, and answers again', async () => {
      // Several requests at once leave several idle connections in the pool.
      await Promise.all(Array.from({ length: 6 }, () => t.app.inject(perfumeUrl)));
      const { rowCount } = await terminate(name, 'idle');
      expect(rowCount).toBeGreaterThan(0);
      await expect
        .poll(async () => (await t.app.inject('/api/health')).statusCode, { timeout: 15_000 })
        .toBe(200);
      expect((await t.app.inject(perfumeUrl)).statusCode).toBe(200);
      expect(crashes).toEqual([]);
    });

    it('answers 200 or a JSON 503 while connections are terminated during requests', async () => {
      const answers: { status: number; body: string }[] = [];
      const requests = Array.from({ length: 60 }, async (_, i) => {
        const res = await t.app.inject(i % 3 === 0 ? '/api/health' : perfumeUrl);
        answers.push({ status: res.statusCode, body: res.body });
      });
      for (let i = 0; i < 5; i++) await terminate(name);
      await Promise.all(requests);
      for (const { status, body } of answers) {
        expect([200, 503]).toContain(status);
        const json = JSON.parse(body);
        if (status === 503) {
          expect(json.error?.code ?? json.status).toMatch(/^(unavailable|error)$/);
        }
        expect(body).not.toMatch(/at .*\.(ts|js):\d+/);
      }
      await expect
        .poll(async () => (await t.app.inject(perfumeUrl)).statusCode, { timeout: 15_000 })
        .toBe(200);
      expect(crashes).toEqual([]);
    });
  });

  describe('a database that cannot be reached', () => {
    const name = `sillage-outage-${process.pid}`;
    let proxy: TcpProxy;
    let t: TestApp;
    let perfumeUrl = '';
    beforeAll(async () => {
      const target = new URL(url!);
      proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
      t = await createTestApp({ databaseUrl: appUrl(name, proxy) });
      perfumeUrl = `/api/perfumes/${t.catalog.index.perfumes[0]!.id}`;
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await proxy?.close();
    });

    it('answers a JSON 503 and reports it in /api/health, then recovers by itself', async () => {
      expect((await t.app.inject(perfumeUrl)).statusCode).toBe(200);
      proxy.cut();

      const read = await t.app.inject(perfumeUrl);
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'The service is unavailable for a moment. Please try again shortly.',
        },
      });
      expect(read.headers['retry-after']).toBe('5');
      const health = await t.app.inject('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        status: 'error',
        database: { reachable: false, dialect: 'postgres' },
      });
      // What needs no database is still answered from memory.
      expect((await t.app.inject('/api/brands/')).statusCode).toBe(200);

      proxy.restore();
      await expect
        .poll(async () => (await t.app.inject('/api/health')).statusCode, { timeout: 15_000 })
        .toBe(200);
      expect((await t.app.inject(perfumeUrl)).statusCode).toBe(200);
      expect(crashes).toEqual([]);
    });
  });
});
