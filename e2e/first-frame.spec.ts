import { expect, test } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// The page the server draws ahead of the app (ADR 036): a visitor sees the screen as soon as the
// HTML and styles are in, before any JavaScript has run; then the app takes it over.

test.describe('before the app has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a screen shows its title, its text and real links', async ({ page }) => {
    await page.goto(appRoutes.howto);
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
    await expect(page.locator('.howto-page__lead')).toBeVisible();
    // The frame is styled by the screen's own style sheet, linked by the server.
    const title = page.getByRole('heading', { level: 1 });
    expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
      'Fraunces',
    );
    // Without JavaScript, a link is a plain link to the next drawn page.
    await page.getByRole('link', { name: 'Sillage, home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Every perfume leaves a trail.' }),
    ).toBeVisible();
  });

  test('a visitor who chose French gets the page in French', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'sillage_lang', value: 'fr', url: baseURL! }]);
    await page.goto(appRoutes.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test('the app takes the drawn page over, and a chosen language is drawn next time', async ({
  page,
  context,
}) => {
  await page.goto(appRoutes.howto);
  await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
  // Only the app opens the menu: the page is live once this works.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment ça marche');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'sillage_lang')?.value)
    .toBe('fr');

  // The next page arrives drawn in French (its HTML, before the app has run).
  const response = await page.request.get(appRoutes.contact);
  expect(await response.text()).toContain('<html lang="fr"');

  // The menu stays open after a choice of language.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works');
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'sillage_lang'))
    .toBe(false);
});
