// The device of a session in words ("Firefox" and "Windows"), read from its User-Agent when it
// starts, so the account's list of sessions can say where each one is. Only these fixed names are
// kept, never the header itself: it is long, says more about the visitor than the list needs, and
// is whatever the client chose to send. A browser or system not recognised stays null rather than
// guessed; the page then says "unknown".

export interface DeviceSummary {
  browser: string | null;
  system: string | null;
}

// In order: browsers built on Chrome name Chrome in their header too, and Chrome, Firefox and Edge
// on iOS name Safari, so the more particular names come first.
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFxiOS\/|\bFirefox\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iPads and iPhones before macOS (their headers say "like Mac OS X"), Android and ChromeOS before
// Linux (theirs say Linux).
const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\biPod\b/, 'iPod'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A header longer than any real browser's is read only this far. */
const MAX_READ = 512;

const first = (rules: [RegExp, string][], text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function describeDevice(userAgent: string | undefined): DeviceSummary {
  const text = (userAgent ?? '').slice(0, MAX_READ);
  return { browser: first(browsers, text), system: first(systems, text) };
}
