import { expect, test } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// The legal texts: the popup (burger, footer, showLegal in the address), its tabs from the
// keyboard, the texts in the three languages and each text's own page. Desktop and phone.

// The popup's module and the texts of a language are fetched on first use: on a busy machine that
// first fetch can take longer than an assertion's default five seconds.
const firstLoad = { timeout: 20_000 };
test.describe.configure({ timeout: 60_000 });

test('the burger opens the popup; the arrow keys switch tabs; Escape closes it', async ({
  page,
}) => {
  await page.goto(`${appRoutes.exploreByName}?query=rose`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('group', { name: 'Legal' })
    .getByRole('link', { name: 'Cookies and policies' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Cookies and policies' });
  await expect(dialog.getByText('accepted_cookies', { exact: true })).toBeVisible(firstLoad);
  await expect(page).toHaveURL(/showLegal=true&legalTab=cookies/);
  const cookiesTab = dialog.getByRole('tab', { name: 'Cookies' });
  await expect(cookiesTab).toBeFocused();
  await expect(cookiesTab).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Privacy' })).toBeFocused();
  await expect(dialog.getByRole('tabpanel', { name: 'Privacy' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const terms = dialog.getByRole('tabpanel', { name: 'Terms of use' });
  await expect(terms.getByRole('heading', { name: '1. Company information' })).toBeVisible();
  await expect(page).toHaveURL(/legalTab=terms/);

  // The text scrolls inside the popup down to its last section.
  const last = terms.getByRole('heading', { name: '10. Governing law and jurisdiction' });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(terms.getByText('courts of Barcelona')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${appRoutes.exploreByName}\\?query=rose$`));
});

test(
  'the popup reads in French, from the address, on the asked tab',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'fr'));
    await page.goto(`${appRoutes.howto}?showLegal=true&legalTab=privacy`);
    const dialog = page.getByRole('dialog', { name: 'Cookies et politiques' });
    const panel = dialog.getByRole('tabpanel', { name: 'Confidentialité' });
    await expect(panel.getByText('Dernière mise à jour : juillet 2021')).toBeVisible(firstLoad);
    const rights = panel.getByRole('heading', { name: '8. Vos droits' });
    await rights.scrollIntoViewIfNeeded();
    await expect(rights).toBeInViewport();
    await expect(panel.getByText(/Agence espagnole de protection des données/)).toBeVisible();
    await expect(panel.getByText(/télécharger au format JSON/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer les textes juridiques' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${appRoutes.howto}$`));
  },
);

test('the sign-up link to the privacy policy opens the popup on that tab', async ({ page }) => {
  await page.goto(`${appRoutes.signup}?showLegal=true&legalTab=privacy`);
  const dialog = page.getByRole('dialog', { name: 'Cookies and policies' });
  await expect(dialog.getByRole('heading', { name: '1. Our commitments' })).toBeVisible(firstLoad);
  await expect(dialog.getByRole('tab', { name: 'Privacy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByText(/Sillage Fragrances S\.L\., a fragrance company/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
});

test(
  '/legal/cookies shows the cookie policy, which names accepted_cookies',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const response = await page.goto(appRoutes.legalCookies);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy', firstLoad);
    await expect(page.getByText('accepted_cookies', { exact: true })).toBeVisible(firstLoad);
    await expect(page.getByText('sillage_session', { exact: true })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Other legal texts' })
      .getByRole('link', {
        name: 'Privacy policy',
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`${appRoutes.legalPrivacy}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  },
);

const pages = [
  { path: appRoutes.legalTerms, sections: 10 },
  { path: appRoutes.legalPrivacy, sections: 11 },
  { path: appRoutes.legalCookies, sections: 8 },
];
const titles: Record<string, string[]> = {
  en: ['Terms of use', 'Privacy policy', 'Cookie policy'],
  fr: [
    'Conditions d’utilisation',
    'Politique de confidentialité',
    'Politique relative aux cookies',
  ],
  es: ['Condiciones de uso', 'Política de privacidad', 'Política de cookies'],
};

for (const lang of ['en', 'fr', 'es']) {
  test(`every legal text reads in full in ${lang}`, { tag: '@desktop-only' }, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await page.goto(pages[0]!.path);
    for (const [index, { path, sections }] of pages.entries()) {
      if (index > 0) {
        // Each page links to the other two texts.
        await page
          .getByRole('main')
          .getByRole('navigation')
          .getByRole('link', {
            name: titles[lang]![index]!,
          })
          .click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        titles[lang]![index]!,
        firstLoad,
      );
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(sections, firstLoad);
      await expect(page.getByRole('main')).not.toContainText('{');
    }
  });
}

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the footer is for desktops');

  test('the footer opens each text in the popup', async ({ page }) => {
    await page.goto(appRoutes.contact);
    const footer = page.getByRole('navigation', { name: 'Legal information' });
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookies and policies' });
    await expect(dialog.getByRole('heading', { name: '1. Our commitments' })).toBeVisible(
      firstLoad,
    );
    await expect(dialog.getByRole('tab', { name: 'Privacy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('tab', { name: 'Cookies' }).click();
    await expect(dialog.getByText('accepted_cookies', { exact: true })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout only');

  test('the footer is left to the burger menu', async ({ page }) => {
    await page.goto(appRoutes.contact);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Legal information' })).toBeHidden();
  });
});
