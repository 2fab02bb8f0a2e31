import { expect, test, type Page, type Request } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// The site's own typefaces (web/app/fonts.css): Fraunces for titles, Inter for text, served by the
// site itself, and the ones the browser actually draws with.

function fontRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') requests.push(request);
  });
  return requests;
}

/** The families the browser has loaded (FontFaceSet), once it has finished loading them. */
async function loadedFamilies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/"/g, ''));
  });
}

for (const path of [appRoutes.landing, appRoutes.exploreByName]) {
  test(`${path} draws its titles in Fraunces and its text in Inter, served by the site`, async ({
    page,
    baseURL,
  }) => {
    const requests = fontRequests(page);
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();

    await expect
      .poll(() => loadedFamilies(page))
      .toEqual(expect.arrayContaining(['Fraunces', 'Inter']));
    const origin = new URL(baseURL!).origin;
    const fontUrls = requests.map((request) => request.url());
    expect(fontUrls.some((url) => /\/assets\/fraunces-latin-wght-[\w-]+\.woff2$/.test(url))).toBe(
      true,
    );
    expect(fontUrls.some((url) => /\/assets\/inter-latin-wght-[\w-]+\.woff2$/.test(url))).toBe(
      true,
    );
    for (const url of fontUrls) expect(new URL(url).origin).toBe(origin);

    const headingFont = await heading.evaluate((element) => getComputedStyle(element).fontFamily);
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(headingFont.split(',')[0]?.trim()).toBe('Fraunces');
    expect(bodyFont.split(',')[0]?.trim()).toBe('Inter');
    // One download of each.
    expect(fontUrls.filter((url) => url.includes('fraunces'))).toHaveLength(1);
    expect(fontUrls.filter((url) => url.includes('inter'))).toHaveLength(1);
  });
}
