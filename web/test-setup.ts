import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from './lib/i18n';

// Lazy screens compile on first import: on a busy 2-core machine that can take seconds, and a
// test waiting for a screen should wait for that rather than fail.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});
