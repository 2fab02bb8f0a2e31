import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSocialUrl } from './app-config';
import { renderApp } from './testing';

async function renderAt(url: string, socialUrl: string | null = null) {
  const result = renderApp(url, { socialUrl });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

describe('Explore dropdown', () => {
  it('opens with aria-expanded, lists the four explore routes and closes on Escape', async () => {
    const user = userEvent.setup();
    await renderAt('/profile');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const button = within(nav).getByRole('button', { name: 'Explore' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = within(nav)
      .getAllByRole('link')
      .filter((link) => link.closest('ul[id]'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['By name', '/explore/by-name'],
      ['By ingredients', '/explore/by-ingredients'],
      ['By concepts', '/explore/by-concepts'],
      ['By families', '/explore/by-families'],
    ]);

    await user.tab();
    expect(document.activeElement?.textContent).toBe('By name');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(within(nav).queryByRole('link', { name: 'By name' })).toBeNull();
  });

  it('works from the keyboard and closes on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt('/profile');
    const button = screen.getByRole('button', { name: 'Explore' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('link', { name: 'By concepts' }));
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Search by concepts' })).textContent,
    ).toBe('Search by concepts');
    expect(router.state.location.pathname).toBe('/explore/by-concepts');
    expect(screen.getByRole('button', { name: 'Explore' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    await renderAt('/howto');
    const button = screen.getByRole('button', { name: 'Explore' });
    await user.click(button);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('burger menu', () => {
  it('holds the four labelled groups', async () => {
    const user = userEvent.setup();
    await renderAt('/');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Close menu');

    const menu = screen.getByRole('navigation', { name: 'Site menu' });
    const group = (name: string) => within(menu).getByRole('group', { name });
    const hrefs = (name: string) =>
      within(group(name))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);

    expect(hrefs('Explore by')).toEqual([
      ['Name', '/explore/by-name'],
      ['Ingredients', '/explore/by-ingredients'],
      ['Concepts', '/explore/by-concepts'],
      ['Families', '/explore/by-families'],
    ]);
    expect(hrefs('User')).toEqual([
      ['Profile', '/profile'],
      ['My collection', '/collection'],
      ['Log in', '/login'],
    ]);
    expect(hrefs('Legal')).toEqual([
      ['Cookies and policies', '/?showLegal=true&legalTab=cookies'],
      ['How it works', '/howto'],
      ['Contact', '/contact'],
    ]);
    expect(
      within(group('Language'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['English', 'Français', 'Español']);
  });

  it('closes on Escape, returning focus, and on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt('/contact');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(burger);
    await user.keyboard('{Escape}');
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger);
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).toBeNull();

    await user.click(burger);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Site menu' })).getByRole('link', {
        name: 'How it works',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'How it works' });
    expect(router.state.location.pathname).toBe('/howto');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

describe('full-screen mobile menu', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('takes the page behind it out of reach while open', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 767.98px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    await renderAt('/');
    const main = screen.getByRole('main');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(main.inert).toBe(true);
    await user.keyboard('{Escape}');
    expect(main.inert).toBe(false);
  });
});

describe('language switch', () => {
  it('changes every text without reload, stores the choice and sets <html lang>', async () => {
    const user = userEvent.setup();
    await renderAt('/explore/by-name');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const english = screen.getByRole('button', { name: 'English' });
    expect(english.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trouvez votre parfum'),
    );
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('group', { name: 'Explorer par' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Explorer' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Encuentra tu perfume'),
    );
    expect(localStorage.getItem('lang')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('social link', () => {
  it('is absent when the server did not configure it', async () => {
    await renderAt('/profile');
    expect(screen.queryByRole('link', { name: /social media/ })).toBeNull();
  });

  it('is shown in the desktop header when configured', async () => {
    await renderAt('/profile', 'https://www.instagram.com/sillage/');
    const link = screen.getByRole('link', { name: /social media/ });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/sillage/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is read from the sillage:social-url meta tag, web links only', () => {
    const doc = document.implementation.createHTMLDocument('t');
    expect(readSocialUrl(doc)).toBeNull();
    const meta = doc.createElement('meta');
    meta.name = 'sillage:social-url';
    meta.content = 'https://facebook.com/sillage';
    doc.head.append(meta);
    expect(readSocialUrl(doc)).toBe('https://facebook.com/sillage');
    meta.content = 'javascript:alert(1)';
    expect(readSocialUrl(doc)).toBeNull();
    meta.content = '';
    expect(readSocialUrl(doc)).toBeNull();
  });
});

describe('header search', () => {
  it('leads from any screen to the name search with the text typed', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt('/howto');
    const search = screen.getByRole('search', { name: 'Site search' });
    await user.type(
      within(search).getByRole('searchbox', { name: 'Find a perfume or a brand' }),
      'shalimar{Enter}',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/by-name'));
    expect(router.state.location.search).toBe('?query=shalimar');
  });

  it('is left out on the name search itself, whose own box is the same search', async () => {
    await renderAt('/explore/by-name');
    expect(screen.queryByRole('search', { name: 'Site search' })).toBeNull();
  });

  it('opens from its button on a phone and closes on Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    await renderAt('/contact');
    const button = screen.getByRole('button', { name: 'Open the search' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(
      screen.getByRole('searchbox', { name: 'Find a perfume or a brand' }),
    );
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});

describe('header language', () => {
  it('shows the language in use and switches it from the header', async () => {
    const user = userEvent.setup();
    await renderAt('/contact');
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button.textContent).toBe('EN');
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Langue : Français' }).textContent).toBe('FR'),
    );
    expect(localStorage.getItem('lang')).toBe('fr');
    await user.click(screen.getByRole('button', { name: 'Langue : Français' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Language: English' })).toBeTruthy(),
    );
  });
});
