// Start-up of the server process, from spawn to its first ready answer (/api/health/ready 200):
// under tsx, which compiles the TypeScript at every start (npx tsx server/main.ts), and compiled
// by `npm run build` (npm run serve: node dist/server/main.js). Same data folder, runs alternated.
// `npx tsx bench/startup.ts [data folder] [runs]` prints this section alone.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ms, summarize, type Timing } from './stats';

const root = path.resolve(import.meta.dirname, '..');

const commands = {
  tsx: [path.join(root, 'node_modules', '.bin', 'tsx'), 'server/main.ts'],
  compiled: [process.execPath, '--enable-source-maps', 'dist/server/main.js'],
} as const;

async function startOnce(command: readonly string[], dataDir: string, port: number) {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      CATALOG_RELOAD_SECONDS: '0',
      SHUTDOWN_NOTICE_SECONDS: '0',
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ready) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** Median start-up of each way, over `runs` alternated starts on one data folder. */
export async function measureStartup(
  dataDir: string,
  runs = 5,
): Promise<Record<keyof typeof commands, Timing>> {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
    cwd: root,
    stdio: 'ignore',
  });
  const port = 3900 + Math.floor(Math.random() * 50);
  // A first start seeds or migrates the folder if needed: not what either figure is about.
  await startOnce(commands.compiled, dataDir, port);
  const samples = { tsx: [] as number[], compiled: [] as number[] };
  for (let i = 0; i < runs; i++) {
    samples.tsx.push(await startOnce(commands.tsx, dataDir, port));
    samples.compiled.push(await startOnce(commands.compiled, dataDir, port));
  }
  return { tsx: summarize(samples.tsx), compiled: summarize(samples.compiled) };
}

export function printStartup(label: string, startup: Record<'tsx' | 'compiled', Timing>): void {
  const { tsx, compiled } = startup;
  console.log(
    `${label.padEnd(44)} tsx server/main.ts ${ms(tsx.median).padStart(10)}   node dist/server/main.js ${ms(compiled.median).padStart(10)}   compiled / tsx ${(compiled.median / tsx.median).toFixed(2)}   (medians of ${tsx.runs} starts each)`,
  );
}

if (import.meta.filename === process.argv[1]) {
  const dataDir = process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-startup-'));
  const runs = Number(process.argv[3] ?? 5);
  const label = process.argv[2]
    ? `start-up to ready, ${dataDir}`
    : 'start-up to ready, seed catalog';
  printStartup(label, await measureStartup(dataDir, runs));
  if (!process.argv[2]) fs.rmSync(dataDir, { recursive: true, force: true });
}
