import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { freePort } from '../../scripts/reliability/server-process';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** The value of one series in Prometheus' text format, 0 when it is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const perfumeSeries = (suffix: string, extra = '') =>
  `sillage_http_request_duration_seconds_${suffix}{${extra}method="GET",route="/api/perfumes/:id",status="200"}`;

describe('Prometheus metrics', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const scrape = async () => {
    const res = await t!.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('are not served unless asked for', async () => {
    t = await createTestApp();
    // The path is the web app's like any other (here unbuilt, so 503): no metrics there.
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toMatch(/sillage_/);
  });

  it('count requests and move the latency histograms by route pattern and status', async () => {
    t = await createTestApp({ env: { METRICS: 'on' } });
    const before = await scrape();
    for (const { id } of t.catalog.index.perfumes.slice(0, 3)) {
      expect((await t.app.inject({ url: `/api/perfumes/${id}?lang=en` })).statusCode).toBe(200);
    }
    await t.app.inject({ url: '/api/no-such-thing' });
    const after = await scrape();

    expect(sample(after, perfumeSeries('count')) - sample(before, perfumeSeries('count'))).toBe(3);
    expect(sample(after, perfumeSeries('bucket', 'le="+Inf",'))).toBe(3);
    expect(sample(after, perfumeSeries('sum'))).toBeGreaterThan(0);
    // Every unknown address is one series, whatever was asked.
    expect(after).toContain('route="unmatched",status="404"');
    // Labels carry patterns, never the addresses asked.
    expect(after).not.toMatch(/\/api\/perfumes\/\d/);
    expect(after).not.toContain('no-such-thing');
  });

  it('report the catalog, its reloads, event-loop lag and memory', async () => {
    t = await createTestApp({ env: { METRICS: 'on' } });
    let text = await scrape();
    expect(sample(text, 'sillage_catalog_version')).toBe(1);
    expect(sample(text, 'sillage_catalog_records{kind="perfumes"}')).toBe(
      t.catalog.index.perfumes.length,
    );
    expect(sample(text, 'sillage_catalog_reloading')).toBe(0);
    expect(sample(text, 'sillage_catalog_reload_duration_seconds_count')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);

    // An import elsewhere bumps the version: this node reloads, and the reload is timed.
    await sql`update catalog_version set version = 2`.execute(t.db.db);
    expect(await t.catalog.refresh()).toBe(true);
    text = await scrape();
    expect(sample(text, 'sillage_catalog_version')).toBe(2);
    expect(sample(text, 'sillage_catalog_reload_duration_seconds_count')).toBe(1);
    expect(sample(text, 'sillage_catalog_reload_duration_seconds_sum')).toBeGreaterThan(0);
  });

  it('count login failures and rate-limit refusals without naming anyone', async () => {
    t = await createTestApp({ env: { METRICS: 'on' } });
    const email = 'mira.lindqvist@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: endpointRoutes.login.path,
        payload: { user: email, password: 'not her password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const text = await scrape();
    expect(sample(text, 'sillage_login_failures_total')).toBe(5);
    expect(
      sample(text, `sillage_rate_limit_refusals_total{route="${endpointRoutes.login.path}"}`),
    ).toBe(1);
    expect(text).not.toContain('mira');
    expect(text).not.toMatch(/127\.0\.0\.1|remote/);
  });

  it('can be served on a port of their own, away from the site', async () => {
    const port = await freePort();
    t = await createTestApp({ env: { METRICS_PORT: String(port) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await t.app.inject({ url: '/metrics' })).body).not.toMatch(/sillage_/);
    await t.app.inject({ url: '/api/families?lang=en' });
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('route="/api/families",status="200"');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });
});
