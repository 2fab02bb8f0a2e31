import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// The header from any screen (issue of a visitor who could not search nor see the language away
// from the landing): the search leads to the name search, and the language in use is always in
// view. Measured as the visitor sees it: the header's controls side by side, none over another,
// nothing cut off, at the desktop, 1366 px and the phone, in the three languages.

const languages = [
  { lang: 'en', code: 'EN', label: 'Language: English' },
  { lang: 'fr', code: 'FR', label: 'Langue : Français' },
  { lang: 'es', code: 'ES', label: 'Idioma: Español' },
] as const;

async function useLanguage(page: Page, lang: string) {
  await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
}

/** The boxes of the header's visible controls, and whether any two overlap or one is cut off. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.app-header__inner')!;
    const controls = Array.from(
      header.querySelectorAll<HTMLElement>(
        '.wordmark, .header-search__toggle, .header-search__form, .app-header__links > li, .header-language__button, .burger__button',
      ),
    ).filter((element) => element.checkVisibility());
    const boxes = controls.map((element) => ({
      name: element.className || element.tagName,
      box: element.getBoundingClientRect(),
    }));
    const overlaps: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const apart =
          a.box.right <= b.box.left + 0.5 ||
          b.box.right <= a.box.left + 0.5 ||
          a.box.bottom <= b.box.top + 0.5 ||
          b.box.bottom <= a.box.top + 0.5;
        if (!apart) overlaps.push(`${a.name} × ${b.name}`);
      }),
    );
    const clipped = controls
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.className);
    return {
      overlaps,
      clipped,
      outside: boxes.filter((b) => b.box.left < 0 || b.box.right > window.innerWidth).length,
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

for (const { lang, code, label } of languages) {
  test(`the header holds the search and the language in use side by side (${lang})`, async ({
    page,
    isMobile,
  }) => {
    await useLanguage(page, lang);
    for (const width of isMobile ? [null] : [1440, 1366]) {
      if (width) await page.setViewportSize({ width, height: 800 });
      await page.goto(appRoutes.howto);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const language = page.getByRole('button', { name: label });
      await expect(language).toHaveText(code);
      await expect(
        isMobile ? page.locator('.header-search__toggle') : page.getByRole('search'),
      ).toBeVisible();
      expect(await headerLayout(page)).toEqual({
        overlaps: [],
        clipped: [],
        outside: 0,
        sideways: false,
      });
    }
  });
}

test('searching from the header of another screen opens the name search with the results', async ({
  page,
  isMobile,
}) => {
  await page.goto(appRoutes.exploreByFamilies);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore by families');
  if (isMobile) {
    const open = page.getByRole('button', { name: 'Open the search' });
    await open.click();
    // Opened, the field lies under the header, across the screen, clear of the header's bar.
    const field = page.getByRole('searchbox', { name: 'Find a perfume or a brand' });
    await expect(field).toBeFocused();
    const header = (await page.locator('.app-header').boundingBox())!;
    const box = (await field.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
    await open.click();
  }
  const field = page.getByRole('searchbox', { name: 'Find a perfume or a brand' });
  await field.fill('shalimar');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/explore\/by-name\?query=shalimar$/);
  await expect(page.getByRole('searchbox', { name: 'Search for a perfume' })).toHaveValue(
    'shalimar',
  );
  await expect(
    page.getByRole('region', { name: 'Results' }).getByRole('link', { name: /^Shalimar/ }),
  ).toBeVisible();
  // There, the screen's own box is the search: the header has no second one.
  await expect(page.getByRole('search', { name: 'Site search' })).toHaveCount(0);
});

test('the language switch of the header changes the language in use', async ({ page }) => {
  await page.goto(appRoutes.contact);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Idioma: Español' })).toHaveText('ES');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctanos');
});
