// The longest a request waits while a node reloads the catalog (issue: a reload of 100,000
// perfumes froze every node for about 5 s). A server process reloads a new catalog version while
// four clients keep asking it for health and never-repeated searches; each request's wait is
// timed from here, in another process, so the server's pauses show. The same run measures the
// reload built in one go, as before, for the ratio, and the same traffic without a reload: on a
// machine with two cores, the four clients and the server share them, and some waits are theirs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ReloadFigures {
  /** Server side: the reload's duration, its slices and the longest, the event loop's longest stretch without a turn. */
  reloadMs: number;
  slices: number;
  longestSliceMs: number;
  eventLoopMaxMs: number;
  /** Client side, requests sent during the reload and the second after it. */
  requests: number;
  longestWaitMs: number;
  p99WaitMs: number;
  over100Ms: number;
  /** When the longest wait began, from the reload's start (after reloadMs: once the new version serves). */
  longestWaitAtMs: number;
  /** The longest a request took inside the server (arrival to answer written), and when it arrived. */
  longestServedMs: number;
  longestServedAtMs: number;
  /** The clients' own event loop's worst delay: their share of a long wait. */
  clientEventLoopMaxMs: number;
}

const CLIENTS = 4;
const SETTLE_MS = 1000;

export async function reloadBenchmark(
  root: string,
  dataDir: string,
  mode: 'sliced' | 'at-once' | { steadyMs: number },
  queries: readonly string[],
): Promise<ReloadFigures> {
  const server = spawn(
    process.execPath,
    [
      // BENCH_RELOAD_CPU_PROF=<folder>: a CPU profile of the server, to find what still blocks.
      ...(process.env.BENCH_RELOAD_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_RELOAD_CPU_PROF}`]
        : []),
      // BENCH_RELOAD_NODE_OPTIONS: more flags for the server, e.g. --trace-gc.
      ...(process.env.BENCH_RELOAD_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(root, 'bench', 'reload-server.ts'),
      dataDir,
      ...(mode === 'at-once' ? ['--at-once'] : []),
      ...(typeof mode === 'object' ? [`--steady=${Math.round(mode.steadyMs)}`] : []),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const port = await new Promise<string>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        // The server's own traces (--trace-gc…), for the reader.
        if (process.env.BENCH_RELOAD_NODE_OPTIONS) process.stderr.write(chunk);
        const ready = /ready (\d+)/.exec(chunk.toString());
        if (ready) resolve(ready[1]!);
      });
      server.on('exit', (code) => reject(new Error(`reload bench server exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${port}`;
    let next = 0;
    const ask = async () => {
      const i = next++;
      const target =
        i % 2 === 0
          ? '/api/health'
          : `/api/v7/search?lang=en&limit=20&q=${encodeURIComponent(queries[i % queries.length]!)}`;
      const start = performance.now();
      const response = await fetch(url + target);
      await response.arrayBuffer();
      return { start, wait: performance.now() - start };
    };
    let reloadStart = Infinity;
    let reloadEnd = Infinity;
    const waits: { start: number; wait: number }[] = [];
    let running = true;
    const clientLoop = monitorEventLoopDelay({ resolution: 5 });
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (running) {
        const { start, wait } = await ask();
        if (start >= reloadStart && start <= reloadEnd + SETTLE_MS) waits.push({ start, wait });
      }
    });
    // Traffic first, so that connections are open and the routes warm.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    reloadStart = performance.now();
    clientLoop.enable();
    const answer = await fetch(`${url}/api/bench/reload`, { method: 'POST' });
    const server_ = (await answer.json()) as {
      ms: number;
      slices: number;
      longestSliceMs: number;
      eventLoopMaxMs: number;
    };
    reloadEnd = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    clientLoop.disable();
    const servedAnswer = await fetch(`${url}/api/bench/served`);
    const served = (await servedAnswer.json()) as { longestMs: number; longestAtMs: number };
    running = false;
    await Promise.all(clients);
    const byWait = waits.sort((a, b) => a.wait - b.wait);
    const sorted = byWait.map((w) => w.wait);
    return {
      reloadMs: server_.ms,
      slices: server_.slices,
      longestSliceMs: server_.longestSliceMs,
      eventLoopMaxMs: server_.eventLoopMaxMs,
      requests: sorted.length,
      longestWaitMs: sorted.at(-1) ?? 0,
      p99WaitMs: sorted[Math.floor(0.99 * (sorted.length - 1))] ?? 0,
      over100Ms: sorted.filter((w) => w > 100).length,
      longestWaitAtMs: (byWait.at(-1)?.start ?? reloadStart) - reloadStart,
      longestServedMs: served.longestMs,
      longestServedAtMs: served.longestAtMs,
      clientEventLoopMaxMs: clientLoop.max / 1e6,
    };
  } finally {
    server.kill('SIGTERM');
  }
}
