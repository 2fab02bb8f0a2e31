import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../scripts/reliability/server-process';

// kill -TERM during a load run, against the real server process: the node answers not-ready
// first, keeps answering during the notice period, then stops accepting connections and finishes
// the requests in flight. The load tool must count no connection reset and no time-out.

interface Reading {
  at: number;
  status: number | 'refused';
}

describe('SIGTERM under load', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  afterEach(async () => {
    await server?.kill9();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns not-ready first, then finishes the requests in flight without a reset', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-shutdown-'));
    server = await startServer({
      dataDir,
      env: {
        CATALOG_RELOAD_SECONDS: '0',
        SHUTDOWN_NOTICE_SECONDS: '3',
        SHUTDOWN_GRACE_SECONDS: '10',
      },
    });
    const { url, pid } = server;

    // The load balancer's view: the readiness check, asked every 50 ms on a kept-alive connection.
    const readings: Reading[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const status = await fetch(`${url}/api/health/ready`)
          .then((res) => res.status)
          .catch(() => 'refused' as const);
        readings.push({ at: performance.now(), status });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const errorCodes = new Map<string, number>();
    const answered: { at: number; status: number }[] = [];
    const run = autocannon(
      {
        url: `${url}/api/families?lang=en`,
        connections: 20,
        duration: 8,
        // A time-out would mean a request left hanging.
        timeout: 5,
      },
      () => {},
    );
    run.on('reqError', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      errorCodes.set(code, (errorCodes.get(code) ?? 0) + 1);
    });
    run.on('response', (_client: unknown, status: number) =>
      answered.push({ at: performance.now(), status }),
    );
    const result = new Promise<autocannon.Result>((resolve) => run.on('done', resolve));

    await new Promise((resolve) => setTimeout(resolve, 2000));
    const signalledAt = performance.now();
    process.kill(pid, 'SIGTERM');
    const exitCode = await server.exited;
    const stoppedAt = performance.now();
    const load = await result;
    polling = false;
    await poller;

    expect(exitCode).toBe(0);
    // Not one connection reset, nor a request left without an answer.
    expect(errorCodes.get('ECONNRESET') ?? 0).toBe(0);
    expect([...errorCodes.keys()].filter((code) => code !== 'ECONNREFUSED')).toEqual([]);
    expect(load.timeouts).toBe(0);
    // Requests were answered through the notice period, every one of them 200.
    const duringNotice = answered.filter((a) => a.at > signalledAt && a.at < stoppedAt);
    expect(duringNotice.length).toBeGreaterThan(0);
    expect(answered.filter((a) => a.status !== 200)).toEqual([]);

    // Ready until the signal; then 503 while the node still answers; only then refused.
    const before = readings.filter((r) => r.at < signalledAt);
    const after = readings.filter((r) => r.at > signalledAt);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((r) => r.status === 200)).toBe(true);
    const firstChange = after.find((r) => r.status !== 200);
    expect(firstChange?.status).toBe(503);
    const notReady = after.filter((r) => r.status === 503);
    const refused = after.filter((r) => r.status === 'refused');
    expect(refused.length).toBeGreaterThan(0);
    expect(notReady.at(-1)!.at).toBeLessThan(refused[0]!.at);
    expect(server.logs.join('\n')).not.toMatch(/"level":50/);
  }, 90_000);
});
