import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// Explore by ingredients, end to end against the real server and the seed catalog
// (catalog/ingredients.json: Vanilla is 48, Rose 1). The journey runs on the desktop and phone
// projects, the French one on the desktop.

const VANILLA = 48;
const ROSE = 1;

const strip = (page: Page) =>
  page.getByRole('region', { name: /^(Your selection|Votre sélection|Tu selección)/ });
const bestMatches = (page: Page) => page.getByRole('region', { name: 'Best matches' });

/**
 * Where the strip is, as the visitor sees it: folded away, or in full view below the header; its
 * box never starts above the header's lower edge ('under' when it does).
 */
async function stripPlace(page: Page): Promise<'tucked' | 'shown' | 'under'> {
  return page.evaluate(() => {
    const header = document.querySelector('.app-header')!.getBoundingClientRect();
    const strip = document.querySelector('.selection-strip')!;
    const box = strip.getBoundingClientRect();
    if (box.top < header.bottom - 0.5) return 'under';
    // What is painted at the strip's centre: the strip itself, or what it lets through folded.
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && strip.contains(hit) ? 'shown' : 'tucked';
  });
}

test('search, pick two, best matches, results, a perfume; reload; remove one, clear all', async ({
  page,
}) => {
  await page.goto(appRoutes.exploreByIngredients);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore by ingredients');
  // Without a search, the 68 ingredients with their own drawing; the others come with a search.
  await expect(page.getByText('68 ingredients')).toBeVisible();

  // Accents, case and a typo aside: 'vanile' finds Vanilla.
  await page.getByRole('searchbox', { name: 'Search for an ingredient' }).fill('vanile');
  const vanilla = page.getByRole('button', { name: 'Vanilla', exact: true });
  await expect(vanilla).toBeVisible();
  await expect(page.getByText(/ingredients? match(es)? “vanile”/)).toBeVisible();
  await vanilla.click();
  await expect(vanilla).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`\\?selection\\[\\]=${VANILLA}$`));

  // Its best matches; the first of them joins the selection.
  const firstMatch = bestMatches(page).getByRole('button').first();
  await expect(firstMatch).toBeVisible();
  const second = (await firstMatch.locator('.ingredient-toggle__name').textContent())!;
  await firstMatch.click();
  await expect(page).toHaveURL(/\?selection\[\]=48&selection\[\]=\d+$/);
  await expect(strip(page).getByRole('button', { name: `Remove ${second}` })).toBeVisible();
  await expect(bestMatches(page).getByRole('button', { name: second, exact: true })).toHaveCount(0);

  // The strip: pinned under the header, folded away on the way down, back on the way up.
  await page.getByRole('searchbox', { name: 'Search for an ingredient' }).fill('');
  await expect(page.getByText('68 ingredients')).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => stripPlace(page)).toBe('tucked');
  await page.mouse.wheel(0, -300);
  await expect.poll(() => stripPlace(page)).toBe('shown');

  await strip(page).getByRole('button', { name: 'Show me results' }).click();
  await expect(page).toHaveURL(/&query=true$/);
  const title = page.getByRole('heading', { name: `Perfumes with Vanilla and ${second}` });
  await expect(title).toBeFocused();
  await expect(page.getByText(/^\d+ perfumes found$/)).toBeVisible();
  const first = page.locator('.results__list .perfume-card').first();
  const perfume = (await first.locator('.perfume-card__name').textContent())!;
  await first.click();
  await expect(page).toHaveURL(/&selectedPerfume=\d+$/);
  const dialog = page.getByRole('dialog', { name: perfume });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/&query=true$/);

  // A reload finds the same screen from the address alone.
  await page.reload();
  await expect(title).toBeVisible();
  await expect(strip(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(/^\d+ perfumes found$/)).toBeVisible();

  // Remove one: the results follow. Clear all: back to the whole list.
  await strip(page)
    .getByRole('button', { name: `Remove ${second}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Perfumes with Vanilla' })).toBeVisible();
  await expect(page).toHaveURL(/\?selection\[\]=48&query=true$/);
  await strip(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(new RegExp(`${appRoutes.exploreByIngredients}$`));
  await expect(strip(page)).toHaveCount(0);
  await expect(page.getByText('68 ingredients')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search for an ingredient' })).toBeFocused();

  // Back restores what clearing removed.
  await page.goBack();
  await expect(page).toHaveURL(/\?selection\[\]=48&query=true$/);
  await expect(page.getByRole('heading', { name: 'Perfumes with Vanilla' })).toBeVisible();
});

// The language and reduced motion change nothing of the phone's layout: checked once.
test(
  'a language switch reloads the selection by its ids, in French, then in Spanish',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(
      `${appRoutes.exploreByIngredients}?selection[]=${VANILLA}&selection[]=${ROSE}&query=true`,
    );
    await expect(
      page.getByRole('heading', { name: 'Perfumes with Vanilla and Rose' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explorer par ingrédients');
    await expect(page.getByRole('heading', { name: 'Parfums avec Vanille et Rose' })).toBeVisible();
    await expect(strip(page).getByRole('button', { name: 'Retirer Vanille' })).toBeVisible();
    await expect(page.getByText(/^\d+ parfums trouvés$/)).toBeVisible();

    await page.getByRole('button', { name: 'Retour aux ingrédients' }).click();
    await expect(page.getByRole('region', { name: 'Meilleurs accords' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un ingrédient' }).fill('vanile');
    await expect(page.getByRole('button', { name: 'Vanille', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // And in Spanish, from the address alone after a reload.
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    await page.goto(
      `${appRoutes.exploreByIngredients}?selection[]=${VANILLA}&selection[]=${ROSE}&query=true`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explorar por ingredientes');
    await expect(page.getByRole('heading', { name: 'Perfumes con Vainilla y Rosa' })).toBeVisible();
    await expect(strip(page).getByRole('button', { name: 'Quitar Vainilla' })).toBeVisible();
    await page.getByRole('button', { name: 'Volver a los ingredientes' }).click();
    await page.getByRole('searchbox', { name: 'Buscar un ingrediente' }).fill('');

    // With reduced motion the strip does not move: it stays in view while scrolling down.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await stripPlace(page)).toBe('shown');
  },
);

/** On the phone project, the narrowest phone the site is checked at (Pixel 7 is 412 px wide). */
async function narrowPhone(page: Page) {
  if (test.info().project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
}

test('the strip folds away below the header, never under it, and comes back', async ({ page }) => {
  await narrowPhone(page);
  await page.goto(`${appRoutes.exploreByIngredients}?selection[]=${VANILLA}`);
  await expect(strip(page).getByRole('button', { name: 'Remove Vanilla' })).toBeVisible();
  // Step by step down the page: at every stop the strip is either folded or below the header.
  for (let step = 0; step < 6; step++) {
    await page.mouse.wheel(0, 250);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(step * 200);
    expect(await stripPlace(page)).not.toBe('under');
  }
  await expect.poll(() => stripPlace(page)).toBe('tucked');
  await page.mouse.wheel(0, -300);
  await expect.poll(() => stripPlace(page)).toBe('shown');
  const header = (await page.locator('.app-header').boundingBox())!;
  const box = (await page.getByRole('button', { name: 'Show me results' }).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
});

/** Ingredient names whose text comes within 4 px of their toggle's mark, or leaves the toggle. */
async function crowdedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Far-off families are not laid out (content-visibility): every one is, for the measure.
    for (const group of document.querySelectorAll<HTMLElement>('.ingredient-group--family')) {
      group.style.contentVisibility = 'visible';
    }
    const crowded: string[] = [];
    for (const toggle of document.querySelectorAll('.ingredient-toggle')) {
      const name = toggle.querySelector('.ingredient-toggle__name')!;
      const mark = toggle.querySelector('.ingredient-toggle__mark')!.getBoundingClientRect();
      const outer = toggle.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(name);
      for (const line of range.getClientRects()) {
        const apart =
          line.right + 4 <= mark.left ||
          line.left >= mark.right + 4 ||
          line.bottom + 4 <= mark.top ||
          line.top >= mark.bottom + 4;
        const inside = line.left >= outer.left && line.right <= outer.right;
        if (!apart || !inside) {
          crowded.push(name.textContent ?? '');
          break;
        }
      }
    }
    return crowded;
  });
}

// The explorer's own search box (the header has one too).
const ingredientSearch: Record<string, string> = {
  en: 'Search for an ingredient',
  fr: 'Rechercher un ingrédient',
  es: 'Buscar un ingrediente',
};

for (const lang of ['en', 'fr', 'es']) {
  test(`every ingredient's name keeps clear of its mark (${lang})`, async ({ page }) => {
    await narrowPhone(page);
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await page.goto(appRoutes.exploreByIngredients);
    await page.getByRole('searchbox', { name: ingredientSearch[lang] }).fill('');
    await expect(page.locator('.ingredient-toggle').first()).toBeVisible();
    // Every ingredient, those without their own drawing too.
    await page.getByRole('searchbox', { name: ingredientSearch[lang] }).fill('a');
    await expect.poll(() => page.locator('.ingredient-toggle').count()).toBeGreaterThan(68);
    expect(await crowdedNames(page)).toEqual([]);
    await page.getByRole('searchbox', { name: ingredientSearch[lang] }).fill('');
    await expect.poll(() => page.locator('.ingredient-toggle').count()).toBeLessThan(100);
    expect(await crowdedNames(page)).toEqual([]);
  });
}
