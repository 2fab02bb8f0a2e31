import { expect, test } from '@playwright/test';
import { appRoutes } from '../common/app-routes';
import { eventName, storedJourney } from './support/analytics-db';
import { hidePage, recordAnalytics } from './support/analytics-recorder';

// A whole journey with analytics accepted: every event of spec section 7's list is sent from the
// screen or action it belongs to, reaches the real server and is stored (read back from the
// database). One page load, moving inside the site, so the journey's events share a visit id.
// Also a brandAccess link's effect (ADR 027): the partner's brand leads the search results.

test.describe.configure({ timeout: 180_000 });

const consent = {
  cookies: [],
  origins: [
    {
      origin: 'http://127.0.0.1:' + (process.env.E2E_PORT ?? '3210'),
      localStorage: [
        {
          name: 'accepted_cookies',
          value: JSON.stringify({
            version: 1,
            date: new Date().toISOString(),
            analytics: true,
            marketing: false,
          }),
        },
      ],
    },
  ],
};
test.use({ storageState: consent });

test(
  'a journey sends each event of the list from its screen',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const since = new Date().toISOString();
    const sent = recordAnalytics(page);
    const word = `jasmin${Date.now() % 100000}`;

    // A partner link: BRAND_ACCESS, then the brand is remembered.
    await page.goto(`${appRoutes.howto}?brandAccess=3`);
    await expect(page).toHaveURL(new RegExp(`${appRoutes.howto}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works');

    const footer = page.getByRole('navigation', { name: 'Legal information' });
    await footer.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');

    // Explore by name: a search nobody else makes, then the partner's search.
    await page.getByRole('button', { name: 'Explore' }).click();
    await page.getByRole('link', { name: 'By name' }).click();
    const box = page.getByRole('searchbox', { name: 'Search for a perfume' });
    await box.fill(word);
    await box.press('Enter');
    await expect(page.getByText(/could not find any perfume/)).toBeVisible();
    await box.fill('shalimar');
    await box.press('Enter');
    const results = page.getByRole('region', { name: 'Results' });
    await results
      .getByRole('link', { name: /^Shalimar/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Shalimar' });
    await dialog.getByRole('button', { name: 'Favourite' }).click();
    await dialog.getByRole('button', { name: 'Similar perfumes' }).click();
    await expect(dialog.getByRole('link', { name: /\d+% similar/ }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share Shalimar' });
    await share.getByRole('button', { name: 'Instagram' }).click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The other explorers, by the address bar of the app (no reload).
    const goInside = (path: string) =>
      page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await goInside(`${appRoutes.exploreByFamilies}?selected[]=1&selected[]=6&showRecos=true`);
    await expect(page.getByRole('heading', { name: 'Floral / Woody' })).toBeVisible();
    await goInside(`${appRoutes.exploreByIngredients}?selection[]=48&selection[]=1&query=true`);
    await expect(
      page.getByRole('heading', { name: 'Perfumes with Vanilla and Rose' }),
    ).toBeVisible();
    await goInside(`${appRoutes.ingredientChapter}?data=48`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Vanilla');
    await goInside(appRoutes.exploreByConcepts);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search by concepts');

    // Sign up (REGISTRATION), then the profile's recommendations (VIEW_RECOS, RECOMMENDATION_FETCH).
    await goInside(appRoutes.signup);
    await page.getByLabel('E-mail *').fill(`journey-${Date.now()}@example.com`);
    await page.getByLabel('Name *').fill('Iris');
    await page.getByLabel('Password *', { exact: true }).fill('jasmin sambac 1');
    await page.getByLabel('Confirm password *').fill('jasmin sambac 1');
    await page.getByLabel('I accept the terms of use').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(appRoutes.profile);
    await page.getByRole('button', { name: 'Get recommendations' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Recommended for you' }).getByRole('listitem').first(),
    ).toBeVisible();

    await hidePage(page);
    const expected = [
      'BRAND_ACCESS',
      'VIEW_OPENED:HELP',
      'VIEW_OPENED:CONTACT_US',
      'VIEW_OPENED:EXPLORE_BY_PERFUMES',
      'SEARCH_PERFUMES:TEXT',
      'VIEW_OPENED:PERFUME_VIEWED',
      'ACTION:FAVORITE_ADDED',
      'SEARCH_PERFUMES:PERFUMES',
      'ACTION:PERFUME_SHARED',
      'VIEW_OPENED:EXPLORE_BY_FAMILIES',
      'VIEW_OPENED:VIEW_RECOS',
      'SEARCH_PERFUMES:FAMILIES',
      'VIEW_OPENED:EXPLORE_BY_INGREDIENTS',
      'SEARCH_PERFUMES:INGREDIENT',
      'VIEW_OPENED:INGREDIENT_VIEWED',
      'VIEW_OPENED:EXPLORE_BY_CONCEPTS',
      'REGISTRATION',
      'RECOMMENDATION_FETCH',
    ];
    await expect
      .poll(() => [...new Set(storedJourney(word, since).map(eventName))], { timeout: 20_000 })
      .toEqual(expect.arrayContaining(expected));
    // Batched on the network: far fewer requests than events.
    expect(sent.requests.length).toBeLessThan(storedJourney(word, since).length);
  },
);

/** "Guerlain · Les Parisiennes" → "Guerlain". */
const brandOf = (text: string) => text.split(' · ')[0]!.trim();

test(
  'a brandAccess link puts the partner brand first in search results',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Without a partner link, "eau" lists several brands; the last one's perfumes come first once
    // its id is in a brandAccess link.
    await page.goto(`${appRoutes.exploreByName}?query=eau`);
    const cards = page.getByRole('region', { name: 'Results' }).locator('.perfume-card__brand');
    await expect(cards.first()).toBeVisible();
    const before = (await cards.allTextContents()).map(brandOf);
    const partner = before.at(-1)!;
    expect(before[0]).not.toBe(partner);
    const response = await page.request.get('/api/brands/?lang=en');
    const brands = (await response.json()) as { id: number; name: string }[];
    const partnerId = brands.find((b) => b.name === partner)!.id;

    await page.goto(`${appRoutes.exploreByName}?brandAccess=${partnerId}&query=eau`);
    await expect(page).not.toHaveURL(/brandAccess/);
    await expect(cards.first()).toHaveText(new RegExp(`^${partner}`));
    const after = (await cards.allTextContents()).map(brandOf);
    const firstOther = after.findIndex((b) => b !== partner);
    expect(firstOther).toBeGreaterThan(0);
    expect(after.slice(firstOther)).not.toContain(partner);

    // An empty brandAccess clears the list: the usual order is back.
    await page.goto(`${appRoutes.exploreByName}?brandAccess=&query=eau`);
    await expect(cards.first()).toHaveText(new RegExp(`^${before[0]}`));
  },
);
