import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { discardAnalytics } from './lib/analytics';
import { resetConsent } from './lib/cookie-consent';
import { i18n, loadScreenTexts } from './lib/i18n';

// Lazy screens compile on first import: on a busy 2-core machine that can take seconds, and a
// test waiting for a screen should wait for that rather than fail (machines differ 2 to 5 times).
configure({ asyncUtilTimeout: 15_000 });

// The screens' English texts, which lazy screens load with their module, are there for the tests
// that render a component of a screen on its own.
beforeAll(() => loadScreenTexts('en'));

// Every test is a visitor who has already answered the cookie banner (refusing analytics), so that
// the banner does not stand among what a test looks for; the consent tests start with
// resetConsent() for a first visit.
beforeEach(() => {
  localStorage.setItem(
    'accepted_cookies',
    JSON.stringify({
      version: 1,
      date: new Date().toISOString(),
      analytics: false,
      marketing: false,
    }),
  );
  resetConsent({ keepStored: true });
});

// No test reaches a real server: a request a test did not answer (fakeApi) fails at once, as an
// unreachable server would, instead of trying the network.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      throw new TypeError(`No server in tests: ${String(input)} was not answered by fakeApi.`);
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The consent and the waiting analytics events live in modules: each test starts a first visit.
  resetConsent();
  discardAnalytics();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});
