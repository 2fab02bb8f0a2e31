import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium as playwrightChromium, defineConfig, devices } from '@playwright/test';
import { findChromium, machineSearch } from './scripts/browser';

// End-to-end tests drive Debian's chromium (or CHROMIUM_PATH, or Playwright's own: the search of
// scripts/browser.ts, which `npm test` runs first) against the built app, served by the real
// compiled server (both from `npm run build`) on a temporary data folder (a fresh SQLite database
// seeded from catalog/).
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-e2e-'));
// The server's data folder, where specs read the e-mails it writes to the outbox. Workers inherit
// the environment of this process.
process.env.E2E_DATA_DIR ??= dataDir;

// "Continue with Google" signs in at a real OpenID Connect provider started beside the app
// (e2e/support/oidc-provider.ts), so the Google button shows on /login and /signup in every test.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 100);
const oidc = {
  issuer: `http://127.0.0.1:${oidcPort}`,
  clientId: 'sillage-e2e',
  clientSecret: 'e2e-only-client-secret',
};

function browserPath(): string {
  const found = findChromium(machineSearch(() => playwrightChromium.executablePath()));
  return found.ok ? found.path : '/usr/bin/chromium';
}

const chromium = {
  launchOptions: {
    executablePath: browserPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

// Every test but the cookie-consent ones (e2e/cookie-consent.spec.ts starts from an empty storage)
// is a visitor who has already answered the banner, refusing analytics: the banner stays out of
// the way of what the test checks, and no analytics request is made behind its back.
const answeredConsent = {
  cookies: [],
  origins: [
    {
      origin: `http://127.0.0.1:${port}`,
      localStorage: [
        {
          name: 'accepted_cookies',
          value: JSON.stringify({
            version: 1,
            date: new Date().toISOString(),
            analytics: false,
            marketing: false,
          }),
        },
      ],
    },
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // The tests mostly wait (for the server, for the page): four share two cores well.
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  // Conditions, not sleeps: on a busy 2-core machine a screen may take a few seconds to appear.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recorded on a retry only: tracing every test costs more than the tests themselves here.
    trace: 'on-first-retry',
    storageState: answeredConsent,
    ...chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], ...chromium, channel: undefined } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], ...chromium, channel: undefined },
      // Tests tagged @desktop-only check what the phone layout does not change (server answers,
      // texts in every language, keyboard paths): once, on the desktop, is enough.
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/support/oidc-provider.ts',
      url: `${oidc.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        TEST_OIDC_PORT: String(oidcPort),
        TEST_OIDC_CLIENT_ID: oidc.clientId,
        TEST_OIDC_CLIENT_SECRET: oidc.clientSecret,
        TEST_OIDC_REDIRECT_URI: `http://127.0.0.1:${port}/api/auth/google/callback`,
      },
    },
    {
      // The compiled server of `npm run build`, as production runs it: it starts without
      // compiling TypeScript (the bench prints how much sooner).
      command: 'node --enable-source-maps dist/server/main.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        CATALOG_RELOAD_SECONDS: '1',
        GOOGLE_CLIENT_ID: oidc.clientId,
        GOOGLE_CLIENT_SECRET: oidc.clientSecret,
        GOOGLE_ISSUER_URL: oidc.issuer,
      },
    },
  ],
});
