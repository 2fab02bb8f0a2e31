import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// Accounts end to end against the real server: favourites carried into a new account, remember-me,
// the password reset through the e-mail written to the outbox, the profile, recommendations with
// their reason, and the rights the privacy policy promises. Each test makes its own account.

const SHALIMAR = 3004;
const TRESOR = 7004;
const PASSWORD = 'iris and vetiver';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function addFavourite(page: Page, id: number) {
  await page.goto(`${appRoutes.exploreByName}?selection=${id}`);
  const dialog = page.getByRole('dialog');
  const favourite = dialog.getByRole('button', { name: 'Favourite' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
}

async function signUp(page: Page, email: string) {
  await page.goto(appRoutes.signup);
  await page.getByLabel('E-mail *').fill(email);
  await page.getByLabel('Name *').fill('Iris');
  await page.getByLabel('Password *', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password *').fill(PASSWORD);
  const create = page.getByRole('button', { name: 'Create account' });
  await expect(create).toBeDisabled();
  await page.getByLabel('I accept the terms of use').check();
  await create.click();
  await expect(page).toHaveURL(appRoutes.profile);
}

async function logIn(page: Page, email: string, password: string, remember = false) {
  await page.goto(appRoutes.login);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(appRoutes.profile);
}

async function openMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  // A click that lands while the screen is still settling may be lost: open until it shows.
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass();
  return menu;
}

async function logOut(page: Page) {
  // The menu closes on any change of address, which a screen still settling may make: open it and
  // click until the click lands.
  await expect(async () => {
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Log out' }).click({ timeout: 2000 });
  }).toPass();
  await expect(page).toHaveURL(appRoutes.landing);
}

/** The link to `linkPath` in a mail of the outbox to `email` (a sign-up's or a reset's). */
function outboxLink(email: string, linkPath: string): URL | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  const links = fs
    .readdirSync(outbox)
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((raw) => raw.includes(`To: ${email}`))
    // Quoted-printable: soft line breaks joined, '=' restored.
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .flatMap((text) => text.match(/https?:\/\/[^\s"<>]+/g) ?? [])
    .map((link) => new URL(link))
    .filter((url) => url.pathname === linkPath);
  return links[0];
}

/** Opens the verification link mailed to `email` and sees it confirmed. */
async function confirmAddress(page: Page, email: string) {
  let link: URL | undefined;
  await expect.poll(() => (link = outboxLink(email, appRoutes.verifyEmail))).toBeTruthy();
  await page.goto(`${appRoutes.verifyEmail}${link!.search}`);
  await expect(page.getByText('Your e-mail address is confirmed. Thank you!')).toBeVisible();
}

test('anonymous favourites are carried into a new account and shown on its profile', async ({
  page,
}) => {
  await addFavourite(page, SHALIMAR);
  await addFavourite(page, TRESOR);
  await signUp(page, uniqueEmail('carry'));
  const favourites = page.getByRole('region', { name: 'My favourite perfumes' });
  await expect(favourites.getByRole('link', { name: /^Shalimar/ })).toBeVisible();
  await expect(favourites.getByRole('link', { name: /^Trésor/ })).toBeVisible();
  // They now live in the account: the browser's list is empty and a reload keeps them.
  expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBeNull();
  await page.reload();
  await expect(favourites.getByRole('link', { name: /^Shalimar/ })).toBeVisible();
});

test('sign-up checks its fields in order, and a confirmed address is taken only once', async ({
  page,
}) => {
  const email = uniqueEmail('twice');
  await page.goto(appRoutes.signup);
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Required fields are missing!');
  await expect(page.getByLabel('E-mail *')).toBeFocused();
  await page.getByLabel('E-mail *').fill(email);
  await page.getByLabel('Name *').fill('Iris');
  await page.getByLabel('Password *', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password *').fill('other');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Once, at the confirmation, which takes the focus: no summary repeats it.
  const confirm = page.getByLabel('Confirm password *');
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match!');
  await expect(page.getByText('Passwords do not match!')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Confirm password *').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(appRoutes.profile);

  // Only a confirmed address is held (docs/decisions/038).
  await confirmAddress(page, email);
  await logOut(page);
  await signUpAgain(page, email);
});

test('sign-up mails a link that confirms the address, and the profile stops reminding', async ({
  page,
}) => {
  const email = uniqueEmail('verify');
  await signUp(page, email);
  const account = page.getByRole('region', { name: 'My account' });
  await expect(account).toContainText('Your e-mail address is not confirmed yet.');
  await account.getByRole('button', { name: 'Send the link again' }).click();
  await expect(account.getByText(`We have sent a new link to ${email}.`)).toBeVisible();

  await confirmAddress(page, email);
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(appRoutes.profile);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('Your e-mail address is not confirmed yet.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send the link again' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('Your e-mail address is not confirmed yet.')).toHaveCount(0);

  // The link works once.
  let link: URL | undefined;
  await expect.poll(() => (link = outboxLink(email, appRoutes.verifyEmail))).toBeTruthy();
  await page.goto(`${appRoutes.verifyEmail}${link!.search}`);
  await expect(page.getByText(/This link has already been used/)).toBeVisible();
});

async function signUpAgain(page: Page, email: string) {
  await page.goto(appRoutes.signup);
  await page.getByLabel('E-mail *').fill(email);
  await page.getByLabel('Name *').fill('Iris');
  await page.getByLabel('Password *', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password *').fill(PASSWORD);
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // Said at the e-mail field, which takes the focus, and nowhere else.
  const address = page.getByLabel('E-mail *');
  await expect(address).toBeFocused();
  await expect(address).toHaveAccessibleDescription("There's already an account with this email");
  await expect(page.getByText("There's already an account with this email")).toHaveCount(1);
}

test('log out, then log in again with remember-me: the address is remembered', async ({ page }) => {
  const email = uniqueEmail('remember');
  await addFavourite(page, SHALIMAR);
  await signUp(page, email);
  await logOut(page);
  await page.goto(appRoutes.profile);
  await expect(
    page.getByRole('heading', { name: 'Your olfactive profile starts with a favourite' }),
  ).toBeVisible();

  await page.goto(appRoutes.login);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password');

  await logIn(page, email, PASSWORD, true);
  await expect(page.getByRole('link', { name: /^Shalimar/ })).toBeVisible();
  await page.goto(appRoutes.login);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Remember me')).toBeChecked();
});

test('forgot password: the e-mail in the outbox leads to a new password that logs in', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await signUp(page, email);
  await logOut(page);

  await page.goto(appRoutes.login);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();

  let url: URL | undefined;
  await expect.poll(() => (url = outboxLink(email, appRoutes.changePassword))).toBeTruthy();
  await page.goto(`${appRoutes.changePassword}${url!.search}`);
  const change = page.getByRole('dialog', { name: 'Choose a new password' });
  await change.getByLabel('New password', { exact: true }).fill('amber and oud');
  await change.getByLabel('Confirm the new password').fill('amber and ou');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('Passwords do not match!')).toBeVisible();
  await change.getByLabel('Confirm the new password').fill('amber and oud');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(appRoutes.login);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await logIn(page, email, 'amber and oud');

  // The link works once.
  await page.goto(`${appRoutes.changePassword}${url!.search}`);
  await expect(page.getByText('This link has already been used.')).toBeVisible();
});

test('the profile: donut, family words that select, removal with confirmation', async ({
  page,
}) => {
  await addFavourite(page, SHALIMAR);
  await addFavourite(page, TRESOR);
  await signUp(page, uniqueEmail('profile'));
  const legend = page.getByRole('figure', { name: 'Families of your favourite perfumes' });
  const amber = legend.getByRole('button', { name: /^Amber: 1 perfume/ });
  await expect(amber).toBeVisible();
  await amber.click();
  await expect(amber).toHaveAttribute('aria-pressed', 'true');
  const favourites = page.getByRole('region', { name: /My favourite perfumes/ });
  await expect(favourites.getByRole('link', { name: /^Trésor/ })).toHaveCount(0);
  await expect(favourites.getByRole('link', { name: /^Shalimar/ })).toBeVisible();
  // The same family word in the sentence toggles it off again.
  await page.getByRole('paragraph').getByRole('button', { name: 'amber' }).click();
  await expect(favourites.getByRole('link', { name: /^Trésor/ })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Trésor from my profile' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Are you sure that you want to remove it from your profile?',
  });
  await expect(confirm).toContainText(
    'If you remove it from your profile, you will need to add it again.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(favourites.getByRole('link', { name: /^Trésor/ })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Trésor from my profile' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(favourites.getByRole('link', { name: /^Trésor/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: /^Shalimar/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Trésor/ })).toHaveCount(0);
});

test('recommendations in French, each opening its perfume with the reason', async ({ page }) => {
  await addFavourite(page, SHALIMAR);
  await page.evaluate(() => localStorage.setItem('lang', 'fr'));
  await page.goto(appRoutes.profile);
  await page.getByRole('button', { name: 'Obtenir des recommandations' }).click();
  const overlay = page.getByRole('dialog', { name: 'Recommandés pour vous' });
  const cards = overlay.getByRole('listitem');
  await expect(cards).toHaveCount(12);
  const reason = (await cards.first().locator('.recos-dialog__reason').textContent())!;
  expect(reason.length).toBeGreaterThan(10);
  await cards.first().getByRole('link').click();
  // The perfume view opens over the overlay, the reason at its top.
  const view = page.getByRole('dialog').last();
  await expect(view.getByText('Pourquoi ce parfum')).toBeVisible();
  await expect(view).toContainText(reason);
});

test('ingredients to avoid leave perfumes out of recommendations and follow into the account', async ({
  page,
}) => {
  await addFavourite(page, SHALIMAR);
  await page.goto(appRoutes.profile);
  const avoided = page.getByRole('region', { name: 'Ingredients I avoid' });
  await expect(avoided).toContainText('You are not avoiding any ingredient.');
  await avoided.getByLabel('Add an ingredient to avoid').fill('vanil');
  await avoided.getByRole('button', { name: 'Avoid Vanilla' }).click();
  await expect(avoided.getByRole('link', { name: 'Vanilla' })).toBeVisible();

  await page.getByRole('button', { name: 'Get recommendations' }).click();
  const overlay = page.getByRole('dialog', { name: 'Recommended for you' });
  await expect(overlay.getByRole('listitem')).toHaveCount(12);
  await expect(overlay).toContainText(/\d+ perfumes? (was|were) left out because/);
  await overlay.getByRole('button', { name: 'Close the recommendations' }).click();

  await signUp(page, uniqueEmail('avoid'));
  await expect(avoided.getByRole('link', { name: 'Vanilla' })).toBeVisible();
  await avoided.getByRole('button', { name: 'Stop avoiding Vanilla' }).click();
  await expect(avoided).toContainText('You are not avoiding any ingredient.');
  await page.reload();
  await expect(avoided).toContainText('You are not avoiding any ingredient.');
});

test('a signed-in user downloads their data, then deletes the account', async ({ page }) => {
  const email = uniqueEmail('gdpr');
  await addFavourite(page, SHALIMAR);
  await signUp(page, email);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.favourites.map((f: { name: string }) => f.name)).toEqual(['Shalimar']);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('wrong');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This password is not right.');
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(appRoutes.landing);

  await page.goto(appRoutes.login);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
});
