import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// The ingredient chapter, end to end against the real server and the seed catalog: vanilla (48)
// has a whole chapter, its drawing, origins in Madagascar, Indonesia, Mexico, the Comoros and
// French Polynesia (the last two too small for the map's geometry: a dot marks each), and Shalimar
// (3004) as its iconic perfume.
// Desktop and phone; the other languages once, on the desktop.

const VANILLA = 48;
const SHALIMAR = 3004;
const chapterPath = `${appRoutes.ingredientChapter}?data=${VANILLA}`;

test.beforeEach(() => {
  // A lazy screen, a JSON map and four workers on two cores.
  test.slow();
});

const map = (page: Page, name: string) => page.getByRole('figure', { name });

/** The chapter's sections as a reader meets them. */
async function expectSections(page: Page, titles: string[]) {
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(titles);
}

test('vanilla’s chapter: every section, its origins on the map, its perfumes, and on to the explorer', async ({
  page,
}) => {
  // Opened as a visitor would: from an ingredient of a perfume's quad.
  await page.goto(`${appRoutes.exploreByName}?selection=${SHALIMAR}`);
  const shalimar = page.getByRole('dialog', { name: 'Shalimar' });
  const quadLink = shalimar.getByRole('link', { name: /^Vanilla, \d+%, signature ingredient$/ });
  // The quad's entries show each ingredient's drawing.
  await expect(quadLink.locator('img[src="/illustrations/ingredients/vanilla.svg"]')).toHaveCount(
    1,
  );
  await quadLink.click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vanilla');
  await expect(page).toHaveURL(`${chapterPath}&selectedPerfume=${SHALIMAR}`);
  await expectSections(page, [
    'In a few words',
    'Extraction',
    'History',
    'Production',
    'An iconic perfume',
    'What it brings to a perfume',
    'Did you know?',
    'More to know',
    'Where it comes from',
    'Perfumes with Vanilla',
    'Ingredients that go with Vanilla',
  ]);
  // Name, picture, type and parts.
  const picture = page.locator('.chapter__intro img');
  await expect(picture).toHaveAttribute('src', '/illustrations/ingredients/vanilla.svg');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const facts = page.getByRole('definition');
  await expect(facts).toHaveCount(3);
  await expect(page.getByText('Natural ingredient')).toBeVisible();
  await expect(page.getByRole('region', { name: 'In a few words' })).toContainText(
    'Vanilla planifolia',
  );
  await expect(page.getByRole('region', { name: 'Did you know?' })).toContainText('vanillin');
  const iconic = page.getByRole('region', { name: 'An iconic perfume' });
  await expect(iconic.getByRole('link', { name: /Shalimar/ })).toHaveAttribute(
    'href',
    `${appRoutes.exploreByName}?selection=${SHALIMAR}`,
  );

  // The map: the countries highlighted, named in the list beside it.
  const origins = map(page, 'Vanilla on the world map');
  // The map is drawn as it nears the screen.
  await origins.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('world-map')).toBeVisible();
  await expect(page.locator('.world-map__country-shape')).toHaveCount(5);
  for (const code of ['MG', 'ID', 'MX', 'KM', 'PF'])
    await expect(page.locator(`.world-map__country-shape[data-country="${code}"]`)).toHaveCount(1);
  await expect(origins.getByRole('button')).toHaveText([
    'Madagascar',
    'Indonesia',
    'Mexico',
    'Comoros',
    'French Polynesia',
  ]);
  // The list is the keyboard path: a country pointed out from it is ringed on the map.
  await origins.getByRole('button', { name: 'Madagascar: show on the map' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(origins.getByRole('button', { name: 'Indonesia: show on the map' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.world-map__ring')).toHaveAttribute('data-country', 'ID');

  // Eight perfumes with vanilla, eight ingredients that go with it.
  const perfumes = page.getByRole('region', { name: 'Perfumes with Vanilla' });
  await expect(perfumes.getByRole('listitem')).toHaveCount(8);
  // Shalimar, where the visitor came from, leads them, marked; each card gives vanilla's share,
  // and that vanilla is the signature of them all is said once.
  await expect(perfumes.getByRole('listitem').first()).toContainText(
    /Shalimar.*The perfume you came from/,
  );
  await expect(perfumes.getByText('The perfume you came from')).toHaveCount(1);
  await expect(perfumes.getByText(/^\d+(\.\d)?% of the blend$/)).toHaveCount(8);
  await expect(perfumes.getByText(/signature ingredient/i)).toHaveText([
    'It is the signature ingredient of every one of them; those where it plays the biggest part come first.',
  ]);
  await expect(
    page.getByRole('region', { name: 'Ingredients that go with Vanilla' }).getByRole('listitem'),
  ).toHaveCount(8);

  // Close goes back one step: to the perfume the chapter was opened from.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Shalimar' })).toBeVisible();
  await expect(page).toHaveURL(`${appRoutes.exploreByName}?selection=${SHALIMAR}`);

  // 'Explore by ingredient', then 'Show more': the explorer with vanilla selected, its results shown.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vanilla');
  await page.getByRole('link', { name: 'Explore by ingredient' }).click();
  await expect(page).toHaveURL(`${appRoutes.exploreByIngredients}?selection[]=${VANILLA}`);
  await page.goBack();
  await page.getByRole('link', { name: 'Show more perfumes with Vanilla' }).click();
  await expect(page).toHaveURL(
    `${appRoutes.exploreByIngredients}?selection[]=${VANILLA}&query=true`,
  );
  await expect(
    page.getByRole('region', { name: /^Your selection/ }).getByRole('button', {
      name: 'Remove Vanilla',
    }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ perfumes found$/)).toBeVisible();
});

// The languages are the same markup: checked once, on the desktop.
test('the chapter in French, then in Spanish', { tag: '@desktop-only' }, async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'fr');
  });
  await page.goto(chapterPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vanille');
  await expectSections(page, [
    'En quelques mots',
    'Extraction',
    'Histoire',
    'Production',
    'Un parfum emblématique',
    'Ce qu’il apporte à un parfum',
    'Le saviez-vous ?',
    'Pour aller plus loin',
    'Provenance',
    'Parfums où on le retrouve',
    'Ingrédients qui l’accompagnent',
  ]);
  await expect(page.getByRole('region', { name: 'En quelques mots' })).toContainText('gousse');
  await map(page, 'Vanille sur la carte du monde').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('world-map')).toBeVisible();
  await expect(map(page, 'Vanille sur la carte du monde').getByRole('button')).toHaveText([
    'Madagascar',
    'Indonésie',
    'Mexique',
    'Comores',
    'Polynésie française',
  ]);
  await expect(page.getByRole('link', { name: 'Explorer par ingrédient' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vainilla');
  await expect(page.getByRole('heading', { level: 2, name: '¿Sabías que…?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'En pocas palabras' })).toContainText('vaina');
  await expect(map(page, 'Vainilla en el mapa del mundo').getByRole('button')).toHaveText([
    'Madagascar',
    'Indonesia',
    'México',
    'Comoras',
    'Polinesia Francesa',
  ]);
  await expect(page.getByRole('link', { name: 'Ver más perfumes con Vainilla' })).toHaveAttribute(
    'href',
    `${appRoutes.exploreByIngredients}?selection[]=${VANILLA}&query=true`,
  );
});
