// npx tsx scripts/run-together.ts <script>…: runs npm scripts at the same time and fails when any
// fails. `npm test` runs the linter and the type checker this way: each is one process on one
// core, and on a two-core machine they took 45 s one after the other. Each script's output is
// printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

function runScript(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const end = (code: number) =>
      resolve({
        script,
        code,
        output: Buffer.concat(chunks).toString(),
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: tsx scripts/run-together.ts <npm script>…');
  process.exit(2);
}

const outcomes = await Promise.all(
  scripts.map((script) =>
    runScript(script).then((outcome) => {
      const verdict = outcome.code === 0 ? 'passed' : `failed (exit code ${outcome.code})`;
      process.stdout.write(outcome.output);
      console.log(`npm run ${script} ${verdict} in ${outcome.seconds.toFixed(1)} s`);
      return outcome;
    }),
  ),
);
const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
  process.exit(1);
}
