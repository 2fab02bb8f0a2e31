import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../common/app-routes';
import { renderApp } from './testing';

const titles: [string, string][] = [
  [appRoutes.exploreByName, 'Find your perfume'],
  [appRoutes.exploreByIngredients, 'Explore by ingredients'],
  [appRoutes.exploreByConcepts, 'Search by concepts'],
  [appRoutes.exploreByFamilies, 'Explore by families'],
  [`${appRoutes.ingredientChapter}?data=12`, 'Ingredient'],
  [appRoutes.profile, 'My profile'],
  [appRoutes.login, 'Log in'],
  [appRoutes.signup, 'Create an account'],
  [appRoutes.howto, 'How it works'],
  [appRoutes.contact, 'Contact us'],
  [`${appRoutes.changePassword}?token=t&user=u`, 'Change password'],
];

describe('routes', () => {
  it.each(titles)('%s shows its title in the full chrome', async (url, title) => {
    renderApp(url);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(title);
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sillage, home page' }).getAttribute('href')).toBe('/');
  });

  it.each(['/', '/home'])('%s is the landing page with a minimal header', async (url) => {
    renderApp(url);
    const choices = await screen.findByRole('navigation', { name: 'Ways to explore' });
    const links = within(choices).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/explore/by-name',
      '/explore/by-ingredients',
      '/explore/by-concepts',
      '/explore/by-families',
    ]);
    for (const name of [
      'Explore by name',
      'Explore by ingredients',
      'Explore by concepts',
      'Explore by families',
    ]) {
      // Its name is what it shows, so that saying what one sees reaches it; the sentence under
      // it describes it.
      const link = screen.getByRole('link', { name });
      expect(link.textContent).toBe(name);
      expect(link.hasAttribute('aria-label') || link.hasAttribute('aria-labelledby')).toBe(false);
      const description = document.getElementById(link.getAttribute('aria-describedby')!);
      expect(description?.textContent).not.toBe('');
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Every perfume leaves a trail.',
    );
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('shows a not-found page with a link home', async () => {
    renderApp('/no/such/page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('has a skip link to the main content', async () => {
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    skip.click();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
