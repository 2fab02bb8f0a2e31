import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: code that runs in Node (common/, server/, bench helpers), the web app in a DOM,
// and the PostgreSQL repository suite, which only runs when asked (npm run test:pg).
export default defineConfig({
  test: {
    // Vitest's default on a machine of n cores is n - 1 workers: one on a 2-core machine, where
    // the suites mostly wait (a database file, a server answering, a DOM settling) and the second
    // core stayed idle. Two at least run the suite there in about two thirds of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.pg.test.ts', 'node_modules/**'],
          // Machines here differ 2 to 5 times in speed: a test is about behaviour, and speed has
          // its budgets in bench/. Scans of the whole seed catalog take seconds on a slow one.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test-setup.ts'],
          // Above the 15 s a wait for a screen may take on a busy machine (test-setup.ts).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pg',
          environment: 'node',
          include: ['server/**/*.pg.test.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
