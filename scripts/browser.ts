import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// Which Chromium the end-to-end tests drive, found the same way by `npm test` (before anything
// slow runs: scripts/ensure-browser.ts) and by playwright.config.ts: CHROMIUM_PATH when set,
// Debian's chromium, else Playwright's own when it was installed. On a machine with none,
// Debian's chromium is installed where that is possible (root, with apt), else the run stops at
// once with one sentence saying what to install.

export interface BrowserSearch {
  env: Record<string, string | undefined>;
  exists(file: string): boolean;
  /** Where Playwright's own Chromium would be, installed or not. */
  playwrightChromium(): string | undefined;
}

export type FoundBrowser =
  | { ok: true; path: string; source: 'CHROMIUM_PATH' | 'debian' | 'playwright' }
  | { ok: false; reason: string };

export const debianChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const installAdvice =
  "install Debian's chromium (apt-get install -y chromium, as root) or set CHROMIUM_PATH to a Chromium or Chrome executable";

export function findChromium(search: BrowserSearch): FoundBrowser {
  const configured = search.env.CHROMIUM_PATH?.trim();
  if (configured) {
    // A path the operator chose is never replaced by another browser behind their back.
    return search.exists(configured)
      ? { ok: true, path: configured, source: 'CHROMIUM_PATH' }
      : { ok: false, reason: `CHROMIUM_PATH is set to ${configured}, where there is no file` };
  }
  const debian = debianChromium.find((file) => search.exists(file));
  if (debian) return { ok: true, path: debian, source: 'debian' };
  const own = search.playwrightChromium();
  if (own && search.exists(own)) return { ok: true, path: own, source: 'playwright' };
  return { ok: false, reason: 'no Chromium was found' };
}

export interface Installer {
  isRoot(): boolean;
  hasApt(): boolean;
  /** Runs a command with its output shown; true when it succeeded. */
  run(command: string, args: string[]): boolean;
}

export type EnsuredBrowser =
  { ok: true; path: string; installed: boolean } | { ok: false; message: string };

export function ensureChromium(
  search: BrowserSearch,
  installer: Installer,
  say: (line: string) => void,
): EnsuredBrowser {
  const found = findChromium(search);
  if (found.ok) return { ok: true, path: found.path, installed: false };
  const stop = (reason: string): EnsuredBrowser => ({
    ok: false,
    message: `The end-to-end tests need Chromium and ${reason}: ${installAdvice}.`,
  });
  if (search.env.CHROMIUM_PATH?.trim()) return stop(found.reason);
  if (!installer.hasApt() || !installer.isRoot()) return stop(found.reason);
  say("No Chromium found: installing Debian's chromium for the end-to-end tests (apt-get)…");
  // With its recommended packages: the fonts pages need to lay text out as a visitor sees it.
  const installed =
    installer.run('apt-get', ['update']) && installer.run('apt-get', ['install', '-y', 'chromium']);
  const after = findChromium(search);
  if (!installed || !after.ok) return stop('installing it with apt-get failed');
  return { ok: true, path: after.path, installed: true };
}

/** The real machine: its environment, its files, Playwright's own browser. */
export function machineSearch(
  playwrightChromium: () => string | undefined = () => undefined,
): BrowserSearch {
  return { env: process.env, exists: (file) => fs.existsSync(file), playwrightChromium };
}

export const machineInstaller: Installer = {
  isRoot: () => process.getuid?.() === 0,
  hasApt: () => fs.existsSync('/usr/bin/apt-get'),
  run: (command, args) =>
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0,
};
