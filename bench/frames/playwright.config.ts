import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium as playwrightChromium, defineConfig, devices } from '@playwright/test';
import { findChromium, machineSearch } from '../../scripts/browser';

// Frame-time reports of the animated charts (families bubbles, concept sphere), with Chromium's
// CPU slowed down to stand for a mid-range phone. They print figures and are not part of
// `npm test`: frame rates depend on the machine. Run with `npm run bench:frames`.
const port = Number(process.env.BENCH_PORT ?? 3230);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-frames-'));
const chromium = {
  launchOptions: {
    // The browser `npm test` finds (scripts/browser.ts).
    executablePath: ((found) => (found.ok ? found.path : '/usr/bin/chromium'))(
      findChromium(machineSearch(() => playwrightChromium.executablePath())),
    ),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  },
};

export default defineConfig({
  testDir: '.',
  workers: 1,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${port}`, ...chromium },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], ...chromium, channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], ...chromium, channel: undefined } },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  },
});
