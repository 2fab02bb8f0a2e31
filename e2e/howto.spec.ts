import { expect, test } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// How it works, as a reader finds it: on a desktop its contents stand in the column beside the
// text, stay in view while reading and mark the section being read; on a phone they are a short
// folded list at the top. The pictures fit the page at every width.

test('on a desktop the contents stay beside the text and follow the reading', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the side column is the desktop layout');
  for (const width of [1440, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(appRoutes.howto);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const links = contents.getByRole('link');
    await expect(links).toHaveCount(8);
    await expect(links.first()).toBeVisible();
    // Beside the text, not above it.
    const text = (await page.locator('.howto-body').boundingBox())!;
    const side = (await contents.boundingBox())!;
    expect(side.x).toBeGreaterThanOrEqual(text.x + text.width);
    expect(side.y).toBeLessThan(text.y + 200);

    // Far down the page, it is still in view under the header, and marks the section read.
    const target = page.getByRole('heading', { name: 'Questions and answers' });
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() =>
      window.scrollBy(0, document.getElementById('questions')!.getBoundingClientRect().top - 100),
    );
    await expect(contents.getByRole('link', { name: 'Questions and answers' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(contents.locator('[aria-current]')).toHaveCount(1);
    const header = (await page.locator('.app-header').boundingBox())!;
    const stuck = (await contents.boundingBox())!;
    expect(stuck.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(stuck.y + stuck.height).toBeLessThanOrEqual(800);

    // A link leads to its section's anchor, its title clear of the sticky header.
    await contents.getByRole('link', { name: 'What “expert reviewed” means' }).click();
    await expect(page).toHaveURL(/#expert-reviewed$/);
    const title = page.getByRole('heading', { name: 'What “expert reviewed” means' });
    await expect(title).toBeFocused();
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  }
});

test('on a phone the contents are a folded list at the top', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the folded list is the phone layout');
  await page.goto(appRoutes.howto);
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await expect(contents).toBeVisible();
  await expect(contents.getByRole('link')).toHaveCount(0);
  const lead = (await page.locator('.howto-page__lead').boundingBox())!;
  const box = (await contents.boundingBox())!;
  // Above the first section, folded to one line.
  expect(box.y).toBeGreaterThan(lead.y);
  expect(box.height).toBeLessThan(80);
  expect(box.y + box.height).toBeLessThan(
    (await page.getByRole('heading', { name: 'What Sillage is for' }).boundingBox())!.y,
  );
  await contents.getByText('On this page').click();
  await expect(contents.getByRole('link')).toHaveCount(8);
  await contents.getByRole('link', { name: 'Questions and answers' }).click();
  await expect(page).toHaveURL(/#questions$/);
  await expect(contents.getByRole('link')).toHaveCount(0);
});

test('the pictures explain the quad, the pyramid and the families, and fit the page', async ({
  page,
}) => {
  await page.goto(appRoutes.howto);
  await expect(
    page.getByRole('figure', { name: 'An example quad, an amber perfume' }),
  ).toBeVisible();
  const pyramid = page.locator('#pyramid figure');
  await expect(pyramid.getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('#purpose figure').getByRole('listitem')).toHaveCount(14);
  for (const figure of await page.locator('.howto-figure').all()) {
    await figure.scrollIntoViewIfNeeded();
    const fits = await figure.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const cut = Array.from(element.querySelectorAll<HTMLElement>('span, strong, p')).filter(
        // What is drawn for the eye; a screen reader's own text is 1 px wide on purpose.
        (part) =>
          !part.closest('.visually-hidden') &&
          part.scrollWidth > part.clientWidth + 1 &&
          part.clientWidth > 0,
      );
      return {
        inside: box.left >= 0 && box.right <= window.innerWidth,
        cut: cut.map((part) => part.textContent),
      };
    });
    expect(fits).toEqual({ inside: true, cut: [] });
  }
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    ),
  ).toBe(false);
});
