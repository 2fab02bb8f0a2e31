import { devices, expect, test } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout only');

  test('the header shows the burger, whose menu has its four groups', async ({ page }) => {
    await page.goto(appRoutes.exploreByName);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeVisible();
    await expect(page.getByRole('button', { name: 'Explore', exact: true })).toBeHidden();
    await burger.click();
    for (const group of ['Explore by', 'User', 'Language', 'Legal']) {
      await expect(page.getByRole('group', { name: group })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Ingredients' }).click();
    await expect(page).toHaveURL(new RegExp(`${appRoutes.exploreByIngredients}$`));
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('how it works numbers its contents on the first line of each title', async ({ page }) => {
    await page.goto(appRoutes.howto);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    // Folded under its title at the top of a phone's page: opened, it lists the sections.
    await contents.getByText('On this page').click();
    const items = contents.getByRole('listitem');
    // One item per section of how it works, the pyramids and concentrations the eighth.
    await expect(items).toHaveCount(8);
    const lines = await items.evaluateAll((list) =>
      list.map((item) => {
        const link = item.querySelector('a')!;
        const range = document.createRange();
        range.selectNodeContents(link);
        const tops = [...new Set([...range.getClientRects()].map((r) => Math.round(r.top)))];
        const first = range.getClientRects()[0]!;
        // The number: what the item writes outside its link.
        const number = [...item.childNodes].find(
          (node) => !node.contains(link) && node.textContent!.trim() !== '',
        );
        const box = number && (number as Element).getBoundingClientRect();
        return {
          title: link.textContent,
          lines: tops.length,
          number: number?.textContent?.trim() ?? null,
          middle: box ? box.top + box.height / 2 : null,
          firstLine: { top: first.top, bottom: first.bottom },
        };
      }),
    );
    expect(lines.map((line) => line.number)).toEqual(
      Array.from({ length: 8 }, (_, i) => `${i + 1}.`),
    );
    // At least one title wraps on a phone ("How similar perfumes and recommendations are chosen").
    expect(lines.filter((line) => line.lines > 1).length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.middle, line.title!).toBeGreaterThan(line.firstLine.top);
      expect(line.middle, line.title!).toBeLessThan(line.firstLine.bottom);
    }
  });
});

test.describe('a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows the search and its results without sideways scrolling, in every language', async ({
    page,
  }) => {
    for (const lang of ['en', 'fr', 'es']) {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await page.goto(`${appRoutes.exploreByName}?query=rose`);
      await expect(page.getByRole('region').getByRole('listitem').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, lang).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('a phone in landscape', () => {
  // Everything the descriptor sets (viewport, screen, touch, user agent) but the browser type,
  // which cannot change inside a file.
  const { defaultBrowserType: _browserType, ...landscapePhone } = devices['Pixel 7 landscape']!;
  test.use(landscapePhone);

  test('is asked to turn the device', async ({ page }) => {
    await page.goto(appRoutes.landing);
    await expect(page.getByRole('alert')).toContainText('Please turn your device');
    await expect(page.getByRole('link', { name: 'Explore by name' })).toBeHidden();
  });
});
