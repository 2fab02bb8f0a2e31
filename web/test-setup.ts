import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from './lib/i18n';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});
