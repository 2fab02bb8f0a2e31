import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-summary';

// The words a session's device is shown with ("Firefox on Windows"), from User-Agent strings of
// the browsers people use; the raw string is never kept.

const agents: [string, string, { browser: string | null; system: string | null }][] = [
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    { browser: 'Firefox', system: 'Windows' },
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', system: 'iPhone' },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    { browser: 'Safari', system: 'macOS' },
  ],
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    { browser: 'Chrome', system: 'Android' },
  ],
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', system: 'Windows' },
  ],
  [
    'Chrome on iPad (CriOS)',
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    { browser: 'Chrome', system: 'iPad' },
  ],
  [
    'Firefox on iPhone (FxiOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
    { browser: 'Firefox', system: 'iPhone' },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    { browser: 'Edge', system: 'Windows' },
  ],
  [
    'Opera on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    { browser: 'Opera', system: 'macOS' },
  ],
  [
    'Samsung Internet on Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    { browser: 'Samsung Internet', system: 'Android' },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    { browser: 'Firefox', system: 'Linux' },
  ],
  [
    'Chrome on ChromeOS',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', system: 'ChromeOS' },
  ],
  [
    'headless Chrome on Linux (the end-to-end tests)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', system: 'Linux' },
  ],
];

describe('describeDevice', () => {
  it.each(agents)('reads %s', (_, agent, expected) => {
    expect(describeDevice(agent)).toEqual(expected);
  });

  it('says nothing of what it does not recognise, rather than guess', () => {
    expect(describeDevice(undefined)).toEqual({ browser: null, system: null });
    expect(describeDevice('')).toEqual({ browser: null, system: null });
    expect(describeDevice('curl/8.5.0')).toEqual({ browser: null, system: null });
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0) MysteryBrowser/1.0')).toEqual({
      browser: null,
      system: 'Windows',
    });
  });

  it('answers only its own fixed words, whatever the header holds', () => {
    const hostile = `<script>alert(1)</script> Firefox/1.0 ${'x'.repeat(10_000)}`;
    const { browser, system } = describeDevice(hostile);
    expect(browser).toBe('Firefox');
    expect(system).toBeNull();
  });
});
