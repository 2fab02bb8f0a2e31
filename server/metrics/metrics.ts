import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { endpoints } from '../../common/api/endpoints';
import type { AppContext } from '../app-context';

// Prometheus metrics of one node (docs/operations.md lists what to alert on). Labels are route
// patterns (/api/perfumes/:id), methods and status codes only: never an address, a query, an
// e-mail or an id, so that no visitor can be read from them and their number stays bounded.

/** What a request was answered for: its route's pattern, or one label for every unknown path. */
const routeLabel = (url: string | undefined) => url ?? 'unmatched';

export interface ServerMetrics {
  registry: Registry;
}

/** The registry of this app: one per app, so that tests may build several in one process. */
export function createMetrics(ctx: AppContext): ServerMetrics {
  const registry = new Registry();
  // Event-loop lag, memory (resident, heap), CPU, garbage collection, open handles.
  collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'sillage_catalog_version',
    help: 'Version of the catalog this node serves (bumped by every import)',
    registers: [registry],
    collect() {
      this.set(ctx.catalog.index.version);
    },
  });
  new Gauge({
    name: 'sillage_catalog_records',
    help: 'Records of the catalog this node serves, by kind',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      for (const [kind, count] of Object.entries(ctx.catalog.index.counts()))
        this.set({ kind }, count);
    },
  });
  new Gauge({
    name: 'sillage_catalog_reloading',
    help: '1 while a newly imported catalog is being loaded (the node is not ready meanwhile)',
    registers: [registry],
    collect() {
      this.set(ctx.catalog.isReloading ? 1 : 0);
    },
  });
  const reloads = new Histogram({
    name: 'sillage_catalog_reload_duration_seconds',
    help: 'Time to load a newly imported catalog and swap it in',
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  ctx.catalog.onReloaded((seconds) => reloads.observe(seconds));

  new Gauge({
    name: 'sillage_db_pool_connections',
    help: "PostgreSQL pool: connections open, idle, the pool's maximum, and queries waiting for a connection (absent on SQLite)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = ctx.db.poolUse();
      if (!use) return;
      this.set({ state: 'open' }, use.open);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'max' }, use.max);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  return { registry };
}

/**
 * Counts every answer by route and status, and serves the registry: at /metrics on the site's own
 * port (METRICS=on), or on METRICS_PORT alone, which keeps the site's port free of it.
 */
export async function registerMetrics(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { METRICS, METRICS_PORT } = ctx.config;
  if (METRICS !== 'on' && METRICS_PORT === undefined) return;
  const { registry } = createMetrics(ctx);

  const requests = new Histogram({
    name: 'sillage_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (its _count counts the requests)',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'sillage_login_failures_total',
    help: 'Logins refused for a wrong e-mail or password',
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'sillage_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request.routeOptions.url);
    const status = reply.statusCode;
    requests.observe(
      { method: request.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) refusals.inc({ route });
    if (status === 401 && route === endpoints.login.path) loginFailures.inc();
  });

  const answer = async () => ({ type: registry.contentType, body: await registry.metrics() });
  if (METRICS_PORT === undefined) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      const { type, body } = await answer();
      return reply.type(type).header('cache-control', 'no-store').send(body);
    });
    return;
  }
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: try /metrics\n');
      return;
    }
    answer().then(
      ({ type, body }) => response.writeHead(200, { 'content-type': type }).end(body),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
      },
    );
  });
  // Served from when the site listens until the node has finished shutting down.
  app.addHook('onListen', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(METRICS_PORT, ctx.config.HOST, () => resolve());
    });
    app.log.info({ port: METRICS_PORT }, 'metrics served on their own port at /metrics');
  });
  app.addHook('onClose', async () => {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
}
