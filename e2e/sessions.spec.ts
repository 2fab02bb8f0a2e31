import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// The account's sessions end to end (docs/decisions/008, "Sessions"): two browsers signed in to one
// account, the first ends the second's session from its list; and the password changed while
// signed in, which signs the other browser out. Each test makes its own account.

const PASSWORD = 'cardamom over cold cedar';
const NEW_PASSWORD = 'tonka bean under a winter moon';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function signUp(page: Page, email: string) {
  await page.goto(appRoutes.signup);
  await page.getByLabel('E-mail *').fill(email);
  await page.getByLabel('Name *').fill('Iris');
  await page.getByLabel('Password *', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password *').fill(PASSWORD);
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(appRoutes.profile);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(appRoutes.login);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(appRoutes.profile);
}

/** The profile of a browser whose session has ended: nobody is signed in there any more. */
async function expectSignedOut(page: Page) {
  await page.goto(appRoutes.profile);
  await expect(page.getByRole('region', { name: 'My account' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your sessions' })).toHaveCount(0);
}

test('a session ended from another browser is signed out there', async ({ page, browser }) => {
  const email = uniqueEmail('sessions');
  await signUp(page, email);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await logIn(second, email, PASSWORD);

    await page.reload();
    const sessions = page.getByRole('region', { name: 'Your sessions' });
    const items = sessions.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('This device');
    await expect(items.first()).toContainText('Active now');
    await expect(items.nth(1)).not.toContainText('This device');
    await expect(items.nth(1)).toContainText(/Chrome on (Linux|Android|Windows|macOS)/);
    // The account section passes axe, and fits the screen's width (a phone of 390 px included).
    const { violations } = await new AxeBuilder({ page })
      .include('.profile__account')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({
        resultTypes: ['violations'],
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await items.nth(1).getByRole('button', { name: 'End session' }).click();
    await expect(sessions.getByRole('status')).toContainText('has been ended.');
    await expect(items).toHaveCount(1);
    await expect(sessions.getByRole('heading', { name: 'Your sessions' })).toBeFocused();
    await expect(sessions).toContainText('You are signed in on this device only.');

    await expectSignedOut(second);
    // This browser is still signed in.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your sessions' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('the password changed while signed in signs the other browsers out', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('password');
  await signUp(page, email);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await logIn(second, email, PASSWORD);

    await page.reload();
    const form = page.getByRole('region', { name: 'Change your password' });
    await form.getByLabel('Current password').fill('not the password');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('This is not your current password.')).toBeVisible();
    await expect(form.getByLabel('Current password')).toBeFocused();

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Your password has been changed. Your other devices have been signed out.',
    );
    const sessions = page.getByRole('region', { name: 'Your sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    await expectSignedOut(second);
    // This browser goes on with its new session, and the new password is the one that logs in.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your sessions' })).toBeVisible();
    await second.goto(appRoutes.login);
    await second.getByLabel('E-mail').fill(email);
    await second.getByLabel('Password').fill(PASSWORD);
    await second.getByRole('button', { name: 'Log in' }).click();
    await expect(second.getByRole('alert')).toHaveText('Wrong email or password');
    await logIn(second, email, NEW_PASSWORD);
  } finally {
    await other.close();
  }
});
