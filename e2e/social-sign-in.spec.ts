import { expect, test } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// "Continue with Google" end to end: the app's server and a real OpenID Connect provider on this
// machine (playwright.config.ts starts both). One journey: an anonymous favourite, a sign-in
// cancelled at the provider and explained on the login screen, then a sign-in that opens the
// profile signed in with the favourite carried into the new account.

const SHALIMAR = 3004;

test('Continue with Google signs in through the provider and opens the profile', async ({
  page,
}) => {
  const email = `google-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  await page.goto(`${appRoutes.exploreByName}?selection=${SHALIMAR}`);
  const favourite = page.getByRole('dialog').getByRole('button', { name: 'Favourite' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.goto(appRoutes.login);
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await google.click();
  const providerForm = page.getByRole('heading', { name: 'Sign in to the test identity provider' });
  await expect(providerForm).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login\?socialError=google&reason=denied$/);
  await expect(page.getByRole('alert')).toHaveText(
    'You cancelled the sign-in with Google. You can try again, or log in with your e-mail.',
  );

  await google.click();
  await expect(providerForm).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Full name').fill('Gaia Google');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(appRoutes.profile);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const favourites = page.getByRole('region', { name: 'My favourite perfumes' });
  await expect(favourites.getByRole('link', { name: /^Shalimar/ })).toBeVisible();
  // The favourite now lives in the account, not in the browser.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('favorites'))).toBeNull();

  const menu = page.getByRole('navigation', { name: 'Site menu' });
  // A click that lands while the screen is still settling may be lost: open until it shows.
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});
