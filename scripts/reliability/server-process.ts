import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// The real server process, as an operator starts it (server/main.ts under tsx), on a port and data
// folder of the proof's own. Its JSON log lines are kept, to be read and searched afterwards.

export const root = path.resolve(import.meta.dirname, '..', '..');

export interface ServerProcess {
  pid: number;
  port: number;
  url: string;
  /** Every line the process wrote, standard output and error together. */
  logs: string[];
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** Resident memory in MB, read from /proc. */
  rssMb(): number;
  /** kill -9: no handler runs, nothing is flushed or closed. */
  kill9(): Promise<void>;
  /** SIGTERM, the graceful shutdown. */
  stop(): Promise<void>;
  alive(): boolean;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Settings of the environment this command runs in must not reach the servers it starts.
const sillageVariables = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'PUBLIC_URL',
  'REDIS_URL',
  'SMTP_URL',
  'LOG_LEVEL',
  'CATALOG_DIR',
  'CATALOG_RELOAD_SECONDS',
  'CATALOG_RELOAD_STAGGER_SECONDS',
  'TRUST_PROXY',
];

export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of sillageVariables) delete env[name];
  return { ...env, ...extra };
}

/** Spawns `node --import tsx <script>` in the repository and collects its output lines. */
export function spawnTs(
  script: string,
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; logs: string[]; exited: Promise<number | string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      logs.push(...lines);
    });
    stream.on('end', () => rest && logs.push(rest));
  }
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, logs, exited };
}

export interface StartOptions {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** The process that serves; server/main.ts unless a proof needs more (a constant route). */
  script?: string;
  args?: string[];
  readyTimeoutMs?: number;
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  fs.mkdirSync(options.dataDir, { recursive: true });
  const { child, logs, exited } = spawnTs(options.script ?? 'server/main.ts', options.args ?? [], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    CATALOG_DIR: path.join(root, 'catalog'),
    LOG_LEVEL: 'info',
    // No load balancer watches these servers: SIGTERM may stop accepting at once.
    SHUTDOWN_NOTICE_SECONDS: '0',
    ...options.env,
  });
  let ended = false;
  void exited.then(() => (ended = true));
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in time:\n${logs.slice(-10).join('\n')}`));
    }, options.readyTimeoutMs ?? 60_000);
    const poll = setInterval(() => {
      if (logs.some((line) => line.includes('Sillage is serving') || line === 'ready')) {
        clearInterval(poll);
        clearTimeout(timeout);
        resolve();
      } else if (ended) {
        clearInterval(poll);
        clearTimeout(timeout);
        reject(new Error(`the server exited at start:\n${logs.slice(-10).join('\n')}`));
      }
    }, 20);
  });
  const pid = child.pid!;
  return {
    pid,
    port,
    url: `http://127.0.0.1:${port}`,
    logs,
    exited,
    rssMb() {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
    },
    async kill9() {
      if (!ended) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!ended) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    alive: () => !ended,
  };
}
