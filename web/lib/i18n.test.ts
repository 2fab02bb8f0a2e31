import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18n, setLanguage } from './i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('i18n', () => {
  it('bundles English and fetches another language when it is chosen', async () => {
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);
    await setLanguage('es');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    expect(i18n.t('pages.exploreByName')).not.toBe('Find your perfume');
  });

  it('translates in the current language', () => {
    expect(i18n.t('pages.exploreByName')).toBe('Find your perfume');
  });

  it('renders an unknown key in square brackets', () => {
    expect(i18n.t('no.such.key' as never)).toBe('[no.such.key]');
  });

  it('switching stores the choice, updates <html lang> and the texts', async () => {
    await setLanguage('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(currentLanguage()).toBe('fr');
    expect(i18n.t('pages.exploreByConcepts')).toBe('Rechercher par concepts');

    await setLanguage('es');
    expect(localStorage.getItem('lang')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('pages.profile')).toBe('Mi perfil');
  });

  it('follows a language chosen in another tab, without a reload', async () => {
    // Another tab writes the choice; the browser tells this one with a storage event.
    localStorage.setItem('lang', 'fr');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'fr' }));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(i18n.t('pages.exploreByConcepts')).toBe('Rechercher par concepts');

    // Other keys and unknown languages change nothing.
    localStorage.setItem('lang', 'de');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'de' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'favorites', newValue: '[]' }));
    expect(currentLanguage()).toBe('fr');
  });
});
