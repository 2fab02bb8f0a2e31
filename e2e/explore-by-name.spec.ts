import { expect, test, type Locator, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';
import { countSeed, ofBrand, ofGender } from './support/seed-catalog';

// Explore by name, end to end against the real server and the seed catalog (catalog/brands/*.json:
// Guerlain's Shalimar is 3004, Lancôme's Trésor 7004). Runs on the desktop and phone projects.

const SHALIMAR = 3004;
const NO5 = 1001;
const ARPEGE = 13002;
const selectionUrl = (id: number) => `${appRoutes.exploreByName}?selection=${id}`;

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search for a perfume' });
  await box.fill(text);
  await box.press('Enter');
}

function results(page: Page) {
  return page.getByRole('region', { name: 'Results' });
}

test(
  'a misspelled or accent-free query finds the perfume',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto(appRoutes.exploreByName);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your perfume');
    await expect(page.getByRole('searchbox', { name: 'Search for a perfume' })).toBeFocused();

    await search(page, 'shalimr');
    await expect(results(page).getByRole('link', { name: /^Shalimar Guerlain/ })).toBeVisible();
    await expect(page).toHaveURL(/query=shalimr/);

    // Typed without Enter: searched after the pause.
    await page.getByRole('searchbox', { name: 'Search for a perfume' }).fill('tresor');
    await expect(results(page).getByRole('link', { name: /^Trésor Lancôme/ })).toBeVisible();

    await search(page, 'qqqqqqqq');
    await expect(
      page.getByText('Sorry, we could not find any perfume for “qqqqqqqq”.'),
    ).toBeVisible();
  },
);

test('a typo the spec does not forgive finds the closest names and says what they answer', async ({
  page,
}) => {
  await page.goto(appRoutes.exploreByName);
  // Two letters swapped: nothing matches as typed, so the results are the closest names.
  await search(page, 'mitsuoko');
  await expect(page.getByText('Showing results for “mitsouko”')).toBeVisible();
  await expect(page.getByText('1 perfume found')).toBeVisible();
  await expect(results(page).getByRole('link', { name: /^Mitsouko Guerlain/ })).toBeVisible();

  // Typed as it is spelled: no such line.
  await search(page, 'mitsouko');
  await expect(page.getByText('1 perfume found')).toBeVisible();
  await expect(page.getByText(/Showing results for/)).toHaveCount(0);
});

test(
  'the closest names are announced in French too, for a missing space',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'fr'));
    await page.goto(`${appRoutes.exploreByName}?query=blackopium`);
    await expect(page.getByText('Résultats pour « black opium »')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Résultats' }).getByRole('link', { name: /^Black Opium/ }),
    ).toBeVisible();
  },
);

test('filters alone list perfumes by name; they narrow a search and say how many are selected', async ({
  page,
}) => {
  // Nothing typed: choosing a brand lists all its perfumes, sorted by name.
  await page.goto(appRoutes.exploreByName);
  await page.getByRole('button', { name: /^Brand/ }).click();
  await page.getByRole('searchbox', { name: 'Search brands' }).fill('guerl');
  await page.getByRole('checkbox', { name: 'Guerlain' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  // The house's every perfume, however many the catalog holds.
  const matched = page.getByText(/^\d+ perfumes match these filters, sorted by name$/);
  await expect(matched).toBeVisible();
  const count = Number(/\d+/.exec((await matched.textContent())!)![0]);
  expect(count).toBeGreaterThanOrEqual(12);
  const names = await results(page).locator('.perfume-card__name').allTextContents();
  // The first page of them (24 a page, SEARCH_PAGE_SIZE).
  expect(names).toHaveLength(Math.min(count, 24));
  expect(names).toContain('Shalimar');
  expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));

  await search(page, 'guerlain');
  await expect(page.getByText(`${count} perfumes found`)).toBeVisible();

  const gender = page.getByRole('button', { name: /^Gender/ });
  await gender.click();
  await page.getByRole('checkbox', { name: 'For him' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(gender).toContainText('1 selected');
  const forHim = countSeed(ofBrand('Guerlain'), ofGender('MU'));
  await expect(page.getByText(`${forHim} perfumes found`)).toBeVisible();
  await expect(results(page).getByRole('listitem')).toHaveCount(forHim);

  const family = page.getByRole('button', { name: /^Family/ });
  await family.click();
  await page.getByRole('searchbox', { name: 'Search families' }).fill('ambe');
  // A click on the option's name, as most visitors do, not on the box itself.
  await page.getByRole('group', { name: 'Family' }).getByText('Amber', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Amber' })).toBeChecked();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(family).toContainText('1 selected');
  await expect(page.getByText('1 perfume found')).toBeVisible();
  await expect(results(page).getByRole('link', { name: /^Habit Rouge/ })).toBeVisible();
});

test('a selection link opens that perfume', async ({ page }) => {
  await page.goto(selectionUrl(SHALIMAR));
  const dialog = page.getByRole('dialog', { name: 'Shalimar' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('by Guerlain');
  await expect(dialog).toContainText('Smell of amber with a touch of powdery');
  await expect(dialog).toContainText('Jacques Guerlain');
  await expect(dialog.getByRole('link', { name: 'What “expert reviewed” means' })).toHaveAttribute(
    'href',
    `${appRoutes.howto}#expert-reviewed`,
  );
  const vanilla = dialog.getByRole('link', { name: /^Vanilla, \d+%, signature ingredient$/ });
  await expect(vanilla).toHaveAttribute(
    'href',
    `${appRoutes.ingredientChapter}?data=48&selectedPerfume=${SHALIMAR}`,
  );
  await expect(page).toHaveTitle('Information for the fragrance Shalimar · Sillage');
});

test('similar perfumes, then a side-by-side comparison', async ({ page, isMobile }) => {
  await page.goto(selectionUrl(SHALIMAR));
  const dialog = page.getByRole('dialog', { name: 'Shalimar' });
  await dialog.getByRole('button', { name: 'Similar perfumes' }).click();
  await expect(page).toHaveURL(/showSimilar=true/);
  const panel = dialog.getByRole('complementary', { name: 'Similar perfumes' });
  const first = panel.getByRole('link', { name: /\d+% similar/ }).first();
  await expect(first).toBeVisible();
  await expect(
    panel.getByRole('link', { name: 'How similar perfumes are chosen' }),
  ).toHaveAttribute('href', `${appRoutes.howto}#similar-perfumes`);
  const name = (await first.locator('.similar-item__name').textContent()) ?? '';

  if (isMobile) {
    // On a phone the view fills the screen and the similar perfumes come below the perfume.
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    const details = await dialog.getByRole('heading', { name: 'What it is made of' }).boundingBox();
    const panelBox = await panel.boundingBox();
    expect(panelBox!.y).toBeGreaterThan(details!.y);
  }

  await first.click();
  await expect(page).toHaveURL(/selectedSimilar=\d+/);
  const comparison = dialog.getByRole('region', { name: `Shalimar and ${name} side by side` });
  await expect(comparison).toBeVisible();
  await expect(comparison.getByText(/^\d+% similar$/)).toBeVisible();
  await expect(comparison).toContainText(
    /They share the same main ingredient, Vanilla\.|They belong to the same family, Amber\.|Their ingredients are close\./,
  );
  await expect(comparison.getByRole('article')).toHaveCount(2);
  await expect(comparison.getByRole('link', { name: 'How we compare perfumes' })).toBeVisible();

  // Back leaves the comparison, then the similar perfumes, then the view.
  await page.goBack();
  await expect(comparison).toBeHidden();
  await expect(panel).toBeVisible();
  await page.goBack();
  await expect(panel).toBeHidden();
  await page.goBack();
  await expect(dialog).toBeHidden();
});

test('a comparison outlines every shared ingredient and names every tile', async ({ page }) => {
  // N°5 against Arpège: they share sandalwood and vetiver, drawn in the dark woody brown.
  await page.goto(`${appRoutes.exploreByName}?selection=${NO5}&selectedSimilar=${ARPEGE}`);
  const comparison = page.getByRole('region', { name: 'N°5 and Arpège side by side' });
  await expect(comparison.getByRole('article')).toHaveCount(2);
  await expect(comparison).toContainText('Sandalwood');
  const shared = comparison.locator('.quad__tile.is-highlighted');
  await expect(shared.first()).toBeVisible();
  const rings = await shared.evaluateAll((tiles) =>
    tiles.map((tile) => {
      const style = getComputedStyle(tile);
      return {
        name: tile.getAttribute('data-label') ?? '',
        gap: style.borderTopColor,
        tile: style.backgroundColor,
        shadows: style.boxShadow,
      };
    }),
  );
  expect(rings.map((ring) => ring.name).join(' ')).toMatch(
    /Sandalwood.*Vetiver|Vetiver.*Sandalwood/,
  );
  for (const ring of rings) {
    // The outline's outer line stands out from the gap around the tile and from what lies inside
    // it (its inner line, or the tile), at the 3:1 that WCAG asks of graphics.
    const lines = [...ring.shadows.matchAll(/rgba?\([^)]*\)/g)].map((m) => m[0]);
    expect(lines.length, ring.name).toBeGreaterThan(0);
    const inside = lines[1] ?? ring.tile;
    expect(
      contrast(lines[0]!, ring.gap),
      `${ring.name}: outline against the gap`,
    ).toBeGreaterThanOrEqual(3);
    expect(
      contrast(lines[0]!, inside),
      `${ring.name}: outline against its inside`,
    ).toBeGreaterThanOrEqual(3);
  }
  // Every tile says which ingredient it is: its name on it, or in a callout when the pointer is
  // on it; never a bare number.
  const tiles = comparison.locator('.quad__tile');
  const count = await tiles.count();
  for (let i = 0; i < count; i++) {
    const tile = tiles.nth(i);
    const label = (await tile.getAttribute('data-label')) ?? '';
    const name = label.split(',')[0]!;
    expect(await tile.textContent(), label).not.toMatch(/\d/);
    if ((await tile.locator('.quad__name').count()) > 0) {
      await expect(tile.locator('.quad__name'), label).toHaveText(name);
      continue;
    }
    if (!(await tile.isVisible()) || (await tile.boundingBox())!.height < 4) continue;
    await tile.hover({ force: true });
    await expect(comparison.locator('.quad__callout'), label).toContainText(name);
  }
});

test('a favourite survives a reload', async ({ page }) => {
  await page.goto(selectionUrl(SHALIMAR));
  const favourite = page.getByRole('button', { name: 'Favourite' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Added Shalimar to your favourites')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See my profile' })).toHaveAttribute(
    'href',
    '/profile',
  );

  await page.reload();
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe(`[${SHALIMAR}]`);
});

test('share buttons carry the perfume link', async ({ page, baseURL }) => {
  await page.goto(selectionUrl(SHALIMAR));
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share Shalimar' });
  await expect(share).toBeVisible();
  const link = `${baseURL}${selectionUrl(SHALIMAR)}`;
  const encoded = encodeURIComponent(link);
  await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  );
  await expect(share.getByRole('link', { name: /^X/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${escapeRegExp(encoded)}&text=`),
  );
  await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${escapeRegExp(encoded)}$`),
  );
  await expect(share.getByRole('link', { name: /E-mail/ })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:\\?subject=.*${escapeRegExp(encoded)}$`),
  );

  await share.getByRole('button', { name: 'Instagram' }).click();
  const instagram = page.getByRole('dialog', { name: 'Share on Instagram' });
  await expect(instagram.getByRole('textbox', { name: 'Link to Shalimar' })).toHaveValue(link);
  await page.keyboard.press('Escape');
  await expect(instagram).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Shalimar' })).toBeVisible();
});

test(
  'the page of a selection link describes that perfume to link previews',
  { tag: '@desktop-only' },
  async ({ request }) => {
    const response = await request.get(selectionUrl(SHALIMAR), {
      headers: { 'Accept-Language': 'en' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(
      '<meta property="og:title" content="Shalimar by Guerlain — Sillage" />',
    );
  },
);

test(
  'works from the keyboard alone: search, result, view, close',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto(appRoutes.exploreByName);
    const box = page.getByRole('searchbox', { name: 'Search for a perfume' });
    await expect(box).toBeFocused();
    await page.keyboard.type('shalimar');
    await page.keyboard.press('Enter');
    const result = results(page).getByRole('link', { name: /^Shalimar Guerlain/ });
    await expect(result).toBeVisible();

    // Tab from the box to the result.
    for (
      let i = 0;
      i < 12 && !(await result.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(result).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Shalimar' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Favourite' })).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Tab and Shift+Tab stay inside the dialog.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    // Enter on the favourite toggle, Escape to close; focus returns to the result.
    await dialog.getByRole('button', { name: 'Favourite' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(result).toBeFocused();
    await expect(page).toHaveURL(/\?query=shalimar$/);
  },
);

test(
  'similar perfumes, comparison and share from the keyboard alone',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Presses Tab until the element has focus: what a keyboard user does, with a bound.
    const tabTo = async (target: Locator) => {
      for (
        let i = 0;
        i < 60 && !(await target.evaluate((el) => el === document.activeElement));
        i++
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(target).toBeFocused();
    };
    await page.goto(selectionUrl(SHALIMAR));
    const dialog = page.getByRole('dialog', { name: 'Shalimar' });
    await expect(dialog.getByRole('button', { name: 'Favourite' })).toBeVisible();

    const similarToggle = dialog.getByRole('button', { name: 'Similar perfumes' });
    await tabTo(similarToggle);
    await page.keyboard.press('Enter');
    const panel = dialog.getByRole('complementary', { name: 'Similar perfumes' });
    const first = panel.getByRole('link', { name: /\d+% similar/ }).first();
    await tabTo(first);
    const name = (await first.locator('.similar-item__name').textContent()) ?? '';
    await page.keyboard.press('Enter');
    const comparisonTitle = dialog.getByRole('heading', {
      name: new RegExp(`^Shalimar and ${escapeRegExp(name)} side by side$`),
    });
    await expect(comparisonTitle).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(comparisonTitle).toBeHidden();
    await expect(panel.getByRole('link', { name: new RegExp(escapeRegExp(name)) })).toBeFocused();

    const shareButton = dialog.getByRole('button', { name: 'Share' });
    await tabTo(shareButton);
    await page.keyboard.press('Enter');
    const share = page.getByRole('dialog', { name: 'Share Shalimar' });
    const instagram = share.getByRole('button', { name: /Instagram/ });
    await tabTo(instagram);
    await page.keyboard.press('Enter');
    const instagramDialog = page.getByRole('dialog', { name: 'Share on Instagram' });
    await tabTo(instagramDialog.getByRole('button', { name: 'Copy the link' }));
    await page.keyboard.press('Enter');
    await expect(instagramDialog.getByRole('status')).toHaveText(
      /The link has been copied\.|The link could not be copied/,
    );

    // Escape closes one layer at a time, and focus goes back to what opened it.
    await page.keyboard.press('Escape');
    await expect(instagramDialog).toBeHidden();
    await expect(instagram).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();
    await expect(shareButton).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
);

test("the browser's back button closes the view", async ({ page }) => {
  await page.goto(`${appRoutes.exploreByName}?query=tresor`);
  await results(page)
    .getByRole('link', { name: /^Trésor/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Trésor' })).toBeVisible();
  await expect(page).toHaveURL(/selection=7004/);
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\?query=tresor$/);
  await page.goForward();
  await expect(page.getByRole('dialog', { name: 'Trésor' })).toBeVisible();
});

/** The contrast ratio of two CSS colours (rgb() or rgba(), opaque), as WCAG defines it. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
