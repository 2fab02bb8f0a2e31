import { describe, expect, it } from 'vitest';
import { ensureChromium, findChromium, type BrowserSearch, type Installer } from './browser';

// `npm test` on a machine without /usr/bin/chromium: the search and the install over injected
// files and commands (this machine's own browser is never removed to try it).

const own = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

function machine(
  files: string[],
  env: Record<string, string> = {},
): BrowserSearch & {
  files: Set<string>;
} {
  const present = new Set(files);
  return {
    files: present,
    env,
    exists: (file) => present.has(file),
    playwrightChromium: () => own,
  };
}

function installer(options: { root: boolean; apt: boolean; installs?: (() => void) | false }) {
  const commands: string[] = [];
  const fake: Installer = {
    isRoot: () => options.root,
    hasApt: () => options.apt,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (args.includes('install')) {
        if (options.installs === false) return false;
        options.installs?.();
      }
      return true;
    },
  };
  return { fake, commands };
}

describe('finding the browser of the end-to-end tests', () => {
  it('takes CHROMIUM_PATH first, then Debian’s chromium, then Playwright’s own', () => {
    const all = ['/opt/chrome/chrome', '/usr/bin/chromium', own];
    expect(findChromium(machine(all, { CHROMIUM_PATH: '/opt/chrome/chrome' }))).toEqual({
      ok: true,
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
    });
    expect(findChromium(machine(all))).toMatchObject({ path: '/usr/bin/chromium' });
    expect(findChromium(machine(['/usr/bin/chromium-browser', own]))).toMatchObject({
      path: '/usr/bin/chromium-browser',
    });
    expect(findChromium(machine([own]))).toMatchObject({ path: own, source: 'playwright' });
    expect(findChromium(machine([]))).toEqual({ ok: false, reason: 'no Chromium was found' });
  });

  it('never swaps a CHROMIUM_PATH that points nowhere for another browser', () => {
    const search = machine(['/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/none/chrome' });
    const { fake, commands } = installer({ root: true, apt: true });
    const result = ensureChromium(search, fake, () => {});
    expect(result).toEqual({
      ok: false,
      message:
        "The end-to-end tests need Chromium and CHROMIUM_PATH is set to /opt/none/chrome, where there is no file: install Debian's chromium (apt-get install -y chromium, as root) or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    });
    expect(commands).toEqual([]);
  });

  it('installs Debian’s chromium on a fresh machine when root with apt', () => {
    const search = machine([]);
    const said: string[] = [];
    const { fake, commands } = installer({
      root: true,
      apt: true,
      installs: () => search.files.add('/usr/bin/chromium'),
    });
    expect(ensureChromium(search, fake, (line) => said.push(line))).toEqual({
      ok: true,
      path: '/usr/bin/chromium',
      installed: true,
    });
    expect(commands).toEqual(['apt-get update', 'apt-get install -y chromium']);
    expect(said).toHaveLength(1);
  });

  it('stops at once with one sentence when it cannot install', () => {
    const sentence =
      "The end-to-end tests need Chromium and no Chromium was found: install Debian's chromium (apt-get install -y chromium, as root) or set CHROMIUM_PATH to a Chromium or Chrome executable.";
    for (const options of [
      { root: false, apt: true },
      { root: true, apt: false },
    ]) {
      const { fake, commands } = installer(options);
      expect(ensureChromium(machine([]), fake, () => {})).toEqual({ ok: false, message: sentence });
      expect(commands).toEqual([]);
    }
    const failing = installer({ root: true, apt: true, installs: false });
    expect(ensureChromium(machine([]), failing.fake, () => {})).toMatchObject({
      ok: false,
      message: expect.stringContaining('installing it with apt-get failed'),
    });
  });

  it('finds nothing to do when a browser is there', () => {
    const { fake, commands } = installer({ root: true, apt: true });
    expect(ensureChromium(machine(['/usr/bin/chromium']), fake, () => {})).toEqual({
      ok: true,
      path: '/usr/bin/chromium',
      installed: false,
    });
    expect(commands).toEqual([]);
  });
});
