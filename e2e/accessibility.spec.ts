import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { appRoutes, type AppRouteName } from '../common/app-routes';

// axe-core on every route of the app and every state worth checking, on the desktop and phone
// projects: zero violations of WCAG 2.1 A and AA. A new screen or state adds one line to
// `states`: a name, the address to open, and what to do there before the check.

interface State {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
}

const SHALIMAR = 3004;
const VANILLA = 48;
const ROSE = 1;
const selection = `${appRoutes.exploreByName}?selection=${SHALIMAR}`;

const perfumeView = (page: Page) => page.getByRole('dialog', { name: 'Shalimar' });

async function openSimilar(page: Page) {
  await perfumeView(page).getByRole('button', { name: 'Similar perfumes' }).click();
  await expect(
    perfumeView(page)
      .getByRole('complementary', { name: 'Similar perfumes' })
      .getByRole('link', { name: /\d+% similar/ })
      .first(),
  ).toBeVisible();
}

/** An anonymous visitor's favourites (Shalimar, Trésor), as the browser keeps them. */
async function withFavourites(page: Page) {
  await page.evaluate(() => localStorage.setItem('favorites', '[3004,7004]'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My favourite perfumes' })).toBeVisible();
}

// /home is the landing under another address: checked once, as the landing. A route with a
// slug is checked at one page of it, loaded (below).
const routes: State[] = (Object.entries(appRoutes) as [AppRouteName, string][])
  .filter(([name, path]) => name !== 'home' && !path.includes(':'))
  .map(([name, path]) => ({ name: `route ${name}`, path }));

const states: State[] = [
  ...routes,
  {
    name: 'a house page, loaded',
    path: appRoutes.house.replace(':slug', 'guerlain'),
    prepare: async (page) => {
      await expect(page.getByRole('heading', { name: 'Signature ingredients' })).toBeVisible();
    },
  },
  {
    name: 'a house page with a family chosen',
    path: appRoutes.house.replace(':slug', 'guerlain'),
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Amber: / }).click();
      await expect(page.getByText(/^\d+ perfumes? shown$/)).toBeVisible();
    },
  },
  {
    name: 'a perfumer page, loaded',
    path: appRoutes.perfumer.replace(':slug', 'jacques-guerlain'),
    prepare: async (page) => {
      await expect(page.getByRole('heading', { name: /closest/ })).toBeVisible();
    },
  },
  {
    name: 'an unknown house',
    path: appRoutes.house.replace(':slug', 'no-such-house'),
    prepare: async (page) => {
      await expect(page.getByRole('heading', { name: 'No house at this address' })).toBeVisible();
    },
  },
  { name: 'the not-found page', path: '/no-such-page' },
  {
    name: 'explore by name with results',
    path: `${appRoutes.exploreByName}?query=guerlain`,
    prepare: async (page) => {
      await expect(page.getByText(/^\d+ perfumes found$/)).toBeVisible();
    },
  },
  {
    name: 'explore by name with no result',
    path: `${appRoutes.exploreByName}?query=qqqqqqqq`,
    prepare: async (page) => {
      await expect(page.getByText(/could not find any perfume/)).toBeVisible();
    },
  },
  {
    name: 'a filter dropdown open',
    path: `${appRoutes.exploreByName}?query=guerlain`,
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Gender/ }).click();
      await expect(page.getByRole('checkbox', { name: 'For him' })).toBeVisible();
    },
  },
  {
    name: 'the family filter open, searched',
    path: `${appRoutes.exploreByName}?query=guerlain`,
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Family/ }).click();
      await page.getByRole('searchbox', { name: 'Search families' }).fill('ambe');
      await expect(page.getByRole('checkbox', { name: 'Amber' })).toBeVisible();
    },
  },
  {
    name: 'explore by ingredients searched, with no match',
    path: appRoutes.exploreByIngredients,
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: 'Search for an ingredient' }).fill('qqqqqqqq');
      await expect(page.getByText('No ingredient matches “qqqqqqqq”.')).toBeVisible();
    },
  },
  {
    name: 'explore by ingredients with a selection, its strip and best matches',
    path: `${appRoutes.exploreByIngredients}?selection[]=${VANILLA}&selection[]=${ROSE}`,
    prepare: async (page) => {
      const matches = page.getByRole('region', { name: 'Best matches' });
      await expect(matches.getByRole('button').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove Rose' })).toBeVisible();
    },
  },
  {
    name: 'explore by ingredients with results',
    path: `${appRoutes.exploreByIngredients}?selection[]=${VANILLA}&selection[]=${ROSE}&query=true`,
    prepare: async (page) => {
      await expect(page.getByText(/^\d+ perfumes found$/)).toBeVisible();
    },
  },
  {
    name: 'the perfume view',
    path: selection,
    prepare: async (page) => {
      await expect(perfumeView(page).getByRole('button', { name: 'Favourite' })).toBeVisible();
    },
  },
  {
    name: 'the perfume view over time',
    path: selection,
    prepare: async (page) => {
      await perfumeView(page).getByRole('button', { name: 'Over time' }).click();
      await expect(perfumeView(page).getByRole('region', { name: 'Notes by stage' })).toBeVisible();
      // The timeline of notes, loaded when asked for.
      await expect(perfumeView(page).getByRole('figure', { name: /over time/ })).toBeVisible();
    },
  },
  { name: 'the similar perfumes panel', path: selection, prepare: openSimilar },
  {
    name: 'the comparison',
    path: selection,
    prepare: async (page) => {
      await openSimilar(page);
      await perfumeView(page)
        .getByRole('link', { name: /\d+% similar/ })
        .first()
        .click();
      await expect(perfumeView(page).getByRole('region', { name: /side by side$/ })).toBeVisible();
    },
  },
  {
    name: 'a favourite saved, with its notice',
    path: selection,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Favourite' }).click();
      await expect(page.getByText('Added Shalimar to your favourites')).toBeVisible();
    },
  },
  {
    name: 'the share dialog',
    path: selection,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('dialog', { name: 'Share Shalimar' })).toBeVisible();
    },
  },
  {
    name: 'the Instagram share dialog',
    path: selection,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByRole('button', { name: 'Instagram' }).click();
      await expect(page.getByRole('dialog', { name: 'Share on Instagram' })).toBeVisible();
    },
  },
  {
    name: 'the burger menu open',
    path: appRoutes.exploreByName,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    },
  },
  {
    name: 'the burger menu open on the landing',
    path: appRoutes.landing,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    },
  },
  {
    name: 'the explore dropdown open',
    path: appRoutes.profile,
    prepare: async (page) => {
      const explore = page.getByRole('button', { name: 'Explore', exact: true });
      // On a phone the header keeps only the burger, which holds the same links.
      if (!(await explore.isVisible())) test.skip(true, 'no Explore dropdown on a phone');
      await explore.click();
      await expect(page.getByRole('link', { name: 'By families' })).toBeVisible();
    },
  },
  {
    name: 'an ingredient chapter from a perfume',
    path: `${appRoutes.ingredientChapter}?data=${VANILLA}&selectedPerfume=${SHALIMAR}`,
    prepare: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Vanilla');
      // The whole chapter, with its map drawn (as it nears the screen) and a country pointed out
      // from the list.
      await page.getByRole('figure', { name: 'Vanilla on the world map' }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId('world-map')).toBeVisible();
      await page.getByRole('button', { name: 'Mexico: show on the map' }).click();
      await expect(page.locator('.world-map__ring')).toBeVisible();
    },
  },
  { name: 'howto at an anchor', path: `${appRoutes.howto}#similar-perfumes` },
  {
    name: 'the forgot-password dialog',
    path: `${appRoutes.login}?showForgotPassword=true`,
    prepare: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Forgot your password?' })).toBeVisible();
    },
  },
  {
    name: 'the sign-up form with its errors',
    path: appRoutes.signup,
    prepare: async (page) => {
      await page.getByLabel('I accept the terms of use').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'the login screen after a social sign-in that did not go through',
    path: `${appRoutes.login}?socialError=google&reason=denied`,
    prepare: async (page) => {
      await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'a change-password link already used or unknown',
    path: `${appRoutes.changePassword}?token=made-up&user=nobody%40example.com`,
    prepare: async (page) => {
      await expect(page.getByText('This link is not valid.')).toBeVisible();
    },
  },
  {
    name: 'the profile with favourites',
    path: appRoutes.profile,
    prepare: withFavourites,
  },
  {
    name: 'the profile with a family selected and a removal to confirm',
    path: appRoutes.profile,
    prepare: async (page) => {
      await withFavourites(page);
      await page.getByRole('figure').getByRole('button').first().click();
      await page
        .getByRole('button', { name: /^Remove .* from my profile$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'the recommendations overlay',
    path: appRoutes.profile,
    prepare: async (page) => {
      await withFavourites(page);
      await page.getByRole('button', { name: 'Get recommendations' }).click();
      const overlay = page.getByRole('dialog', { name: 'Recommended for you' });
      await expect(overlay.getByRole('listitem')).toHaveCount(12);
    },
  },
  {
    name: 'explore by families with a pair selected and its perfumes',
    path: `${appRoutes.exploreByFamilies}?selected[]=1&selected[]=6`,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Show the perfumes' }).click();
      const panel = page.getByRole('region', { name: /\// });
      await expect(panel.getByRole('heading', { name: 'Floral / Woody' })).toBeFocused();
      await expect(panel.getByRole('listitem')).toHaveCount(10);
    },
  },
  {
    name: 'explore by concepts with three concepts and the region they share',
    // Fresh, Summer and Sporty, and the region of all three, as a shared address holds them.
    path:
      `${appRoutes.exploreByConcepts}?currentSelection[]=84&currentSelection[]=19&currentSelection[]=113` +
      '&selectedRegion[]=84&selectedRegion[]=19&selectedRegion[]=113',
    prepare: async (page) => {
      await expect(
        page.getByRole('button', { name: /^Fresh, Summer, and Sporty: \d+ perfumes?$/ }),
      ).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: 'the landing in French',
    path: appRoutes.landing,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Français' }).click();
      await page.getByRole('button', { name: 'Fermer le menu' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Chaque parfum laisse un sillage.',
      );
    },
  },
  {
    name: 'the cookie banner of a first visit',
    path: appRoutes.landing,
    prepare: firstVisit,
  },
  {
    name: 'the privacy preference centre',
    path: appRoutes.exploreByName,
    prepare: async (page) => {
      await firstVisit(page);
      await page.getByRole('button', { name: 'Configure' }).click();
      await expect(page.getByRole('switch', { name: 'Analytics' })).toBeVisible({
        timeout: 20_000,
      });
    },
  },
  {
    name: 'the contact form with its errors',
    path: appRoutes.contact,
    prepare: async (page) => {
      await page.getByLabel('E-mail *').fill('not an address');
      await page.getByRole('button', { name: 'Send the message' }).click();
      await expect(page.getByRole('alert')).toHaveText('Required fields are missing!');
    },
  },
  {
    name: 'the contact form sent',
    path: appRoutes.contact,
    prepare: async (page) => {
      await page.getByLabel('E-mail *').fill('axe@example.com');
      await page.getByLabel('Name *').fill('Axe');
      await page.getByRole('button', { name: 'Send the message' }).click();
      await expect(page.getByText('Message sent! Thanks for contacting us.')).toBeVisible();
    },
  },
];

/** The visitor has not answered the cookie banner yet. */
async function firstVisit(page: Page) {
  await page.evaluate(() => localStorage.removeItem('accepted_cookies'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your privacy' })).toBeVisible();
}

/** The screen is drawn and nothing is loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

// On a phone: the routes and states whose layout differs most there (full-screen dialogs and
// menus, the explorers, the profile). The rest are the same markup in a narrower box, and the
// layout of every state on a phone is measured by its own specs; checking them once, on the
// desktop, keeps the whole CI run under its 15 minutes.
const desktopOnlyRoutes = new Set([
  'route legalPrivacy',
  'route legalCookies',
  'route legalTerms',
  'route login',
  'route signup',
  'route contact',
  'route changePassword',
  'route verifyEmail',
  'route home',
]);
const phoneStates = new Set([
  'the perfume view',
  'the burger menu open',
  'the sign-up form with its errors',
  'the profile with favourites',
  'the recommendations overlay',
  'explore by families with a pair selected and its perfumes',
  'the cookie banner of a first visit',
]);

// Still pages: a turning sphere or moving bubbles would make axe walk a changing page, and the
// motion only costs CPU that the other workers need.
test.use({ reducedMotion: 'reduce' });

for (const { name, path, prepare } of states) {
  const onPhone = name.startsWith('route ') ? !desktopOnlyRoutes.has(name) : phoneStates.has(name);
  const details = onPhone ? {} : { tag: '@desktop-only' };
  test(`${name} (${path}) has no accessibility violation`, details, async ({ page }) => {
    // axe walks the whole page and its styles: seconds of work on a busy two-core machine.
    test.slow();
    await page.goto(path);
    await settled(page);
    if (prepare) {
      await prepare(page);
      await settled(page);
    }
    const { violations, passes } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({
        // Every node only for violations: listing each passing node costs most of axe's time.
        resultTypes: ['violations'],
        // Experimental, so off unless asked for: a control's accessible name must hold its
        // visible text, or a voice-control user saying what they see does not reach it.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })
      .analyze();
    // One line per failing element: the rule, what is wrong, and where.
    const found = violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${node.failureSummary?.split('\n')[1]?.trim()} at ${node.target.join(' ')}`,
      ),
    );
    expect(found).toEqual([]);
    // The check did run: it found rules that the page passes.
    expect(passes.length).toBeGreaterThan(10);
  });
}
