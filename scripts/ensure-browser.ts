// Run first by `npm test` and `npm run test:e2e`: finds the Chromium the end-to-end tests drive,
// installs Debian's when none is there and that is possible, or stops at once with one sentence
// (scripts/browser.ts).
import { chromium } from '@playwright/test';
import { ensureChromium, machineInstaller, machineSearch } from './browser';

const result = ensureChromium(
  machineSearch(() => chromium.executablePath()),
  machineInstaller,
  (line) => console.log(line),
);
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
if (result.installed) console.log(`Chromium installed: ${result.path}`);
