import { expect, test } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// "Continue with Google" end to end: the app's server and a real OpenID Connect provider on this
// machine (playwright.config.ts starts both). One journey: an anonymous favourite, a sign-in
// cancelled at the provider and explained on the login screen, then a sign-in that opens the
// profile signed in with the favourite carried into the new account. Another: a sign-in with an
// address someone else signed up with and never confirmed (docs/decisions/038).

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

test('Continue with Google proves an address someone else signed up with: their session ends', async ({
  page,
  browser,
}) => {
  const email = `squatted-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  // Someone signs up first with this address, which is not theirs, and never confirms it.
  const other = await browser.newContext();
  const squatter = await other.newPage();
  await squatter.goto(appRoutes.signup);
  await squatter.getByLabel('E-mail *').fill(email);
  await squatter.getByLabel('Name *').fill('Not Gaia');
  await squatter.getByLabel('Password *', { exact: true }).fill('squatted password');
  await squatter.getByLabel('Confirm password *').fill('squatted password');
  await squatter.getByLabel('I accept the terms of use').check();
  await squatter.getByRole('button', { name: 'Create account' }).click();
  await expect(squatter).toHaveURL(appRoutes.profile);
  await expect(squatter.getByText('Your e-mail address is not confirmed yet.')).toBeVisible();

  // The address's owner signs in with Google, which vouches for it.
  await page.goto(appRoutes.login);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Full name').fill('Gaia Google');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(appRoutes.profile);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('Your e-mail address is not confirmed yet.')).toHaveCount(0);

  // The squatter is signed out, and their password no longer opens the account.
  await squatter.reload();
  await expect(
    squatter.getByRole('heading', { name: 'Your olfactive profile starts with a favourite' }),
  ).toBeVisible();
  await squatter.goto(appRoutes.login);
  await squatter.getByLabel('E-mail').fill(email);
  await squatter.getByLabel('Password').fill('squatted password');
  await squatter.getByRole('button', { name: 'Log in' }).click();
  await expect(squatter.getByRole('alert')).toHaveText('Wrong email or password');
  await other.close();
});
