import { expect, test } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// The app shell: landing, navigation, language, phone layout. Runs on the desktop and phone
// projects (playwright.config.ts).

const explore = [
  { button: 'Explore by name', path: appRoutes.exploreByName, title: 'Find your perfume' },
  {
    button: 'Explore by ingredients',
    path: appRoutes.exploreByIngredients,
    title: 'Explore by ingredients',
  },
  { button: 'Explore by concepts', path: appRoutes.exploreByConcepts, title: 'Search by concepts' },
  {
    button: 'Explore by families',
    path: appRoutes.exploreByFamilies,
    title: 'Explore by families',
  },
];

test('the landing page offers the four ways to explore', async ({ page }) => {
  await page.goto(appRoutes.landing);
  await expect(page.locator('#app')).not.toBeEmpty();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every perfume leaves a trail.');
  for (const { button } of explore)
    await expect(page.getByRole('link', { name: button })).toBeVisible();
  await expect(page).toHaveTitle(/Sillage/);
});

test('each of the four buttons leads to its explorer', async ({ page }) => {
  await page.goto(appRoutes.home);
  for (const { button, path, title } of explore) {
    await page.getByRole('link', { name: button }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goBack();
    await expect(page.getByRole('link', { name: button })).toBeVisible();
  }
});

test('a deep link is answered with the app', { tag: '@desktop-only' }, async ({ page }) => {
  const response = await page.goto(`${appRoutes.exploreByName}?query=rose`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your perfume');
});

test('an unknown address shows the not-found page', { tag: '@desktop-only' }, async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('link', { name: 'Explore by name' })).toBeVisible();
});

test('switching language changes every text at once and survives a reload', async ({ page }) => {
  await page.goto(appRoutes.landing);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Chaque parfum laisse un sillage.',
  );
  await expect(page.getByRole('link', { name: 'Explorer par nom' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Chaque parfum laisse un sillage.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cada perfume deja su estela.');
});

test(
  'a stored language other than en, fr or es falls back to English',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'de'));
    await page.goto(appRoutes.landing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Every perfume leaves a trail.',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  },
);

test(
  'the brandAccess parameter is stored and removed from the address',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto(`${appRoutes.exploreByName}?brandAccess=3,12`);
    await expect(page).toHaveURL(new RegExp(`${appRoutes.exploreByName}$`));
    expect(await page.evaluate(() => localStorage.getItem('brandAccess'))).toBe('[3,12]');
  },
);
