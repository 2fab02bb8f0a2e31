import { expect, test, type Locator, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// Every perfume has a picture of its own (web/components/perfume-picture): in a list, no two cards
// look alike (a list of vanilla perfumes used to be a row of vanilla pods), and each picture sits
// in its tile, beside the card's text, never over it. Against the real server and seed catalog
// (Guerlain's Shalimar is 3004, Habit Rouge 3005, both vanilla; Lancôme's Trésor 7004).

const SHALIMAR = 3004;

/** Each card's picture as markup, the drawing's own clip address left out (it is per instance). */
async function pictures(cards: Locator): Promise<string[]> {
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((elements) =>
    elements.map((card) =>
      (card.querySelector('.perfume-visual')?.outerHTML ?? '').replace(
        /perfume-picture-[A-Za-z0-9_-]+/g,
        'clip',
      ),
    ),
  );
}

/**
 * The boxes a visitor sees, card by card as it scrolls into view (a long list skips the layout of
 * cards far off screen): the picture inside its tile and beside the card's text, nothing clipped.
 */
async function expectPicturesInPlace(cards: Locator, count = 12) {
  const faults: string[] = [];
  const shown = Math.min(count, await cards.count());
  for (let at = 0; at < shown; at++) {
    const card = cards.nth(at);
    await card.scrollIntoViewIfNeeded();
    faults.push(
      ...(await card.evaluate((element) => {
        const name =
          element.querySelector('.perfume-card__name, .compared__name')?.textContent ?? '';
        const tile = element.querySelector('.perfume-visual')!.getBoundingClientRect();
        const drawing = element.querySelector('.perfume-visual > *')!.getBoundingClientRect();
        const text = element
          .querySelector('.perfume-card__text, .compared__head > div')!
          .getBoundingClientRect();
        const box = element.getBoundingClientRect();
        const found: string[] = [];
        if (tile.width < 40) found.push(`${name}: a tile of ${tile.width}px`);
        if (
          drawing.left < tile.left - 0.5 ||
          drawing.right > tile.right + 0.5 ||
          drawing.top < tile.top - 0.5 ||
          drawing.bottom > tile.bottom + 0.5
        )
          found.push(`${name}: the drawing leaves its tile`);
        const overlap =
          Math.min(tile.right, text.right) - Math.max(tile.left, text.left) > 0.5 &&
          Math.min(tile.bottom, text.bottom) - Math.max(tile.top, text.top) > 0.5;
        if (overlap) found.push(`${name}: the picture covers the text`);
        if (tile.left < box.left || tile.right > box.right) found.push(`${name}: tile out of card`);
        if (element.scrollWidth > element.clientWidth + 1) found.push(`${name}: clipped sideways`);
        return found;
      })),
    );
  }
  expect(faults).toEqual([]);
}

function expectAllDifferent(list: string[]) {
  const repeated = list.filter((picture, at) => list.indexOf(picture) !== at);
  expect(list.length).toBeGreaterThan(1);
  expect(repeated).toEqual([]);
}

async function search(page: Page, text: string) {
  await page.goto(`${appRoutes.exploreByName}?query=${encodeURIComponent(text)}`);
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  return cards;
}

test('the perfumes of a search page each have their own picture, in place', async ({ page }) => {
  // Twelve cards measured one by one, four lists: slow on a busy machine.
  test.slow();
  // A house's perfumes (one silhouette and cap), then lists across houses.
  for (const text of ['guerlain', 'eau', 'rose', 'dior']) {
    const cards = await search(page, text);
    const shown = (await pictures(cards)).slice(0, 12);
    expectAllDifferent(shown);
    await expectPicturesInPlace(cards);
  }
  // Shalimar and Habit Rouge share vanilla as their signature, but not their picture.
  const cards = await search(page, 'guerlain');
  const shalimar = cards.filter({ hasText: 'Shalimar' });
  const habitRouge = cards.filter({ hasText: 'Habit Rouge' });
  expect((await pictures(shalimar))[0]).not.toBe((await pictures(habitRouge))[0]);
});

test('the perfume view names its picture, in every language', async ({ page }) => {
  const names = {
    en: 'Illustration of the Shalimar bottle',
    fr: 'Illustration du flacon de Shalimar',
    es: 'Ilustración del frasco de Shalimar',
  };
  for (const [lang, name] of Object.entries(names)) {
    await page.goto(appRoutes.landing);
    await page.evaluate((value) => localStorage.setItem('lang', value), lang);
    await page.goto(`${appRoutes.exploreByName}?selection=${SHALIMAR}`);
    const picture = page.getByRole('dialog').getByRole('img', { name, exact: true });
    await expect(picture).toBeVisible();
    const box = (await picture.boundingBox())!;
    expect(box.width).toBeGreaterThan(80);
  }
});

test('the comparison and the profile show each perfume’s own picture', async ({ page }) => {
  await page.goto(
    `${appRoutes.exploreByName}?selection=${SHALIMAR}&showSimilar=true&selectedSimilar=18001`,
  );
  const compared = page.getByRole('region', { name: /^Shalimar and .+ side by side$/ });
  const articles = compared.getByRole('article');
  await expect(articles).toHaveCount(2);
  expectAllDifferent(await pictures(articles));
  await expectPicturesInPlace(articles);

  // The anonymous visitor's favourites, on the profile.
  await page.evaluate(() =>
    localStorage.setItem('favorites', JSON.stringify([3004, 3005, 7004, 1001, 1009])),
  );
  await page.goto(appRoutes.profile);
  const favourites = page.getByRole('region', { name: /My favourite perfumes/ }).getByRole('link');
  await expect(favourites).toHaveCount(5);
  expectAllDifferent(await pictures(favourites));
  await expectPicturesInPlace(favourites);
});
