import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';
import { eventName, storedJourney } from './support/analytics-db';
import { hidePage, recordAnalytics } from './support/analytics-recorder';

// Cookie consent (spec section 2): the banner on a first visit, reject and accept, the preference
// centre reopened from the footer (desktop) or the burger (phone), and what reaches the network.
// These tests start from an empty storage: a first visit.
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy' });
const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('accepted_cookies') ?? 'null'));

/** A few screens and actions that raise analytics events when allowed. */
async function browse(page: Page) {
  await page.goto(appRoutes.exploreByName);
  const box = page.getByRole('searchbox', { name: 'Search for a perfume' });
  await box.fill('shalimar');
  await box.press('Enter');
  await page
    .getByRole('region', { name: 'Results' })
    .getByRole('link', { name: /^Shalimar/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Shalimar' })).toBeVisible();
  await page.goto(appRoutes.howto);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works');
}

async function openCookieSettings(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('group', { name: 'Legal' })
      .getByRole('button', { name: 'Cookie settings' })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Legal information' })
      .getByRole('button', { name: 'Cookie settings' })
      .click();
  }
  const centre = page.getByRole('dialog', { name: 'Privacy preference centre' });
  await expect(centre).toBeVisible({ timeout: 20_000 });
  return centre;
}

test('a first visit shows the banner; rejecting stores the choice and sends no analytics at all', async ({
  page,
}) => {
  const analytics = recordAnalytics(page);
  await page.goto(appRoutes.landing);
  await expect(banner(page)).toBeVisible();
  // Nothing non-essential is kept before an answer.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  const choice = await storedChoice(page);
  expect(choice).toMatchObject({ version: 1, analytics: false, marketing: false });
  expect(Date.now() - Date.parse(choice.date)).toBeLessThan(5 * 60_000);

  await browse(page);
  await hidePage(page);
  await page.goto(appRoutes.contact);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await page.reload();
  await expect(banner(page)).toBeHidden();
  // The requests are checked on the network, after page hides and page changes.
  await page.waitForLoadState('networkidle');
  expect(analytics.requests).toHaveLength(0);
});

test(
  'accepting sends the events, in batches, and the rest by beacon when the page is hidden',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const since = new Date().toISOString();
    const analytics = recordAnalytics(page);
    await page.goto(appRoutes.landing);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toMatchObject({
      version: 1,
      analytics: true,
      marketing: true,
    });

    // One page load, moving inside the site: its events share one visitor id.
    await page
      .getByRole('link', { name: /by name/i })
      .first()
      .click();
    const box = page.getByRole('searchbox', { name: 'Search for a perfume' });
    await box.fill('shalimr');
    await box.press('Enter');
    await page
      .getByRole('region', { name: 'Results' })
      .getByRole('link', { name: /^Shalimar/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Shalimar' })).toBeVisible();
    // The first batch leaves by fetch, a couple of seconds after its first event.
    await expect.poll(() => analytics.requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Legal information' })
      .getByRole('link', { name: 'How it works' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works');
    // What waits leaves by beacon when the page is hidden.
    const before = analytics.requests.length;
    await hidePage(page);
    await expect.poll(() => analytics.requests.length).toBeGreaterThan(before);

    await expect
      .poll(() => storedJourney('shalimr', since).map(eventName), { timeout: 15_000 })
      .toEqual([
        'VIEW_OPENED:EXPLORE_BY_PERFUMES',
        'SEARCH_PERFUMES:TEXT',
        'VIEW_OPENED:PERFUME_VIEWED',
        'VIEW_OPENED:HELP',
      ]);
    // Batched: fewer requests than events.
    expect(analytics.requests.length).toBeLessThan(4);
  },
);

test('the preference centre reopens from the footer or the burger, and the choice changes', async ({
  page,
  isMobile,
}) => {
  await page.goto(appRoutes.howto);
  await banner(page).getByRole('button', { name: 'Configure' }).click();
  let centre = page.getByRole('dialog', { name: 'Privacy preference centre' });
  await expect(centre).toBeVisible({ timeout: 20_000 });
  await expect(centre.getByRole('heading', { name: 'Strictly necessary' })).toBeVisible();
  await expect(centre.getByText('Always on', { exact: true })).toBeVisible();
  const analyticsSwitch = centre.getByRole('switch', { name: 'Analytics' });
  const marketingSwitch = centre.getByRole('switch', { name: 'Marketing' });
  await expect(analyticsSwitch).not.toBeChecked();
  await expect(marketingSwitch).not.toBeChecked();
  await analyticsSwitch.check();
  await centre.getByRole('button', { name: 'Save my choices' }).click();
  await expect(centre).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ analytics: true, marketing: false });

  // Later, from the footer (desktop) or the burger (phone): change it, or withdraw it.
  await page.reload();
  centre = await openCookieSettings(page, isMobile);
  await expect(centre.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await expect(centre).toContainText('Your current choice was made on');
  await centre.getByRole('button', { name: 'Reject all' }).click();
  await expect(centre).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ analytics: false, marketing: false });

  // Escape closes it without changing anything.
  centre = await openCookieSettings(page, isMobile);
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ analytics: false, marketing: false });
});

test('the banner links to the cookie policy', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto(appRoutes.landing);
  await banner(page).getByRole('link', { name: 'Cookie policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookies and policies' });
  await expect(dialog.getByRole('tab', { name: 'Cookies' })).toHaveAttribute(
    'aria-selected',
    'true',
    { timeout: 20_000 },
  );
});

/** Whether the top-most element at the centre of each locator's box belongs to that locator. */
async function onTopAtTheirCentre(page: Page, selector: string) {
  return page.evaluate((css) => {
    return Array.from(document.querySelectorAll<HTMLElement>(css)).map((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return { name: element.textContent, onTop: Boolean(hit && element.contains(hit)) };
    });
  }, selector);
}

test('on a shared perfume link the banner sits above the perfume and answers without closing it', async ({
  page,
}) => {
  await page.goto(`${appRoutes.exploreByName}?selection=3004`);
  const perfume = page.getByRole('dialog', { name: 'Shalimar' });
  await expect(perfume).toBeVisible();
  await expect(banner(page)).toBeVisible();

  // Every button of the banner is what a click at its centre reaches, not the dark backdrop.
  const buttons = await onTopAtTheirCentre(page, '.cookie-banner button, .cookie-banner a');
  expect(buttons.length).toBe(4);
  expect(buttons.filter((button) => !button.onTop)).toEqual([]);
  // The perfume window ends where the banner starts, rather than under it.
  const perfumeBox = (await perfume.boundingBox())!;
  const bannerBox = (await banner(page).boundingBox())!;
  expect(perfumeBox.y + perfumeBox.height).toBeLessThanOrEqual(bannerBox.y + 1);

  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(perfume).toBeVisible();
  expect(new URL(page.url()).searchParams.get('selection')).toBe('3004');
  expect(await storedChoice(page)).toMatchObject({ analytics: false, marketing: false });
});

test('the banner is reached with Tab from the perfume window, then Tab comes back to it', async ({
  page,
}) => {
  await page.goto(`${appRoutes.exploreByName}?selection=3004`);
  const perfume = page.getByRole('dialog', { name: 'Shalimar' });
  await expect(perfume.getByRole('button', { name: 'Share' })).toBeVisible();
  const accept = banner(page).getByRole('button', { name: 'Accept all' });
  await expect
    .poll(async () => {
      await page.keyboard.press('Shift+Tab');
      return accept.evaluate((element) => element === document.activeElement);
    })
    .toBe(true);
  await page.keyboard.press('Tab');
  expect(await perfume.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
});

test('the preference centre keeps its texts off its edges, with switches and keyboard answers', async ({
  page,
}) => {
  await page.goto(appRoutes.howto);
  await banner(page).getByRole('button', { name: 'Configure' }).click();
  const centre = page.getByRole('dialog', { name: 'Privacy preference centre' });
  await expect(centre).toBeVisible({ timeout: 20_000 });

  // The title, the descriptions and the answers stand at least 16 px inside the window's edges.
  const inset = await centre.evaluate((dialog) => {
    const frame = dialog.getBoundingClientRect();
    const parts = dialog.querySelectorAll<HTMLElement>(
      'h2, h3, p, .cookie-preferences__actions button',
    );
    return Math.min(
      ...Array.from(parts).flatMap((part) => {
        const box = part.getBoundingClientRect();
        return [box.left - frame.left, frame.right - box.right, box.top - frame.top];
      }),
    );
  });
  expect(inset).toBeGreaterThanOrEqual(16);
  // Nothing is cut off at the window's right (no sideways scrolling inside it).
  expect(await centre.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);

  // A switch is drawn as a track, wider than tall, not a bare 20 px box; Space turns it on.
  const analytics = centre.getByRole('switch', { name: 'Analytics' });
  const box = (await analytics.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(1.5 * box.height);
  await expect(analytics).toHaveAccessibleDescription(/our own server/);
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await expect(centre.getByText('On', { exact: true })).toBeVisible();

  // Tab stays inside the window.
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await centre.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
});
