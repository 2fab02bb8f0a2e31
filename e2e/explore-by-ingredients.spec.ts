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

/** The strip's box against the header's: tucked under it, or in full view below it. */
async function stripPlace(page: Page): Promise<'tucked' | 'shown' | 'between'> {
  const header = (await page.locator('.app-header').boundingBox())!;
  const box = (await strip(page).boundingBox())!;
  const headerBottom = header.y + header.height;
  if (box.y + box.height <= headerBottom + 1) return 'tucked';
  if (box.y >= headerBottom - 1) return 'shown';
  return 'between';
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

  // The strip: pinned under the header, tucked away on the way down, back on the way up.
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
