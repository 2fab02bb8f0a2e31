import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStartupFailure } from './startup-failure';

// Whatever stops the server at start reaches the operator as one "Sillage cannot start: …"
// sentence, never a stack trace.

const root = path.resolve(import.meta.dirname, '..');

/** Starts the real entry point and resolves with its exit code and what it wrote. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'server', 'main.ts')],
      { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? ((error as { code?: number }).code ?? null) : 0,
          output: `${stdout}${stderr}`,
        }),
    );
  });
}

describe('start-up failures', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-start-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('say what is wrong in one sentence, without a stack trace', async () => {
    const [badSeed, noDatabase] = await Promise.all([
      start({ DATA_DIR: dataDir, CATALOG_DIR: path.join(dataDir, 'no-catalog'), PORT: '3291' }),
      start({ DATABASE_URL: 'postgres://sillage@127.0.0.1:1/sillage', PORT: '3292' }),
    ]);
    for (const run of [badSeed, noDatabase]) {
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/^Sillage cannot start: /);
      expect(run.output).not.toMatch(/^\s+at /m);
    }
    expect(badSeed.output).toContain('the seed catalog in');
    expect(badSeed.output).toContain('is not valid');
    expect(noDatabase.output).toContain(
      'the database cannot be reached (database: postgres 127.0.0.1:1/sillage)',
    );
    expect(noDatabase.output).toContain('Check DATABASE_URL');
  }, 90_000);

  it('name the port in use and what to set', () => {
    const error = Object.assign(new Error('listen EADDRINUSE: address already in use'), {
      code: 'EADDRINUSE',
    });
    expect(describeStartupFailure(error, { port: 3000, database: 'sqlite data/sillage.db' })).toBe(
      'Sillage cannot start: port 3000 is already in use (set PORT to another port).',
    );
  });

  it('keep the lines of a problem list below the sentence', () => {
    const error = new Error('the seed catalog in /x is not valid (2 problems):\n  one\n  two');
    expect(describeStartupFailure(error, { port: 3000, database: 'sqlite /d' })).toBe(
      'Sillage cannot start: the seed catalog in /x is not valid (2 problems) (database: sqlite /d).\n  one\n  two',
    );
  });
});
