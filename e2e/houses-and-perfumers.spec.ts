import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// The encyclopedia read by following links (issue 29's acceptance path), end to end against the
// real server and the seed catalog: from Shalimar to its house, Guerlain, to one of its
// perfumers, Jacques Guerlain, to one of his signature ingredients, benzoin, to a perfume with it,
// and back the same way. Desktop and phone, in the three languages.

const SHALIMAR = 3004;

test.beforeEach(() => {
  // Lazy screens and four workers on two cores.
  test.slow();
});

interface Texts {
  lang: 'en' | 'fr' | 'es';
  perfumers: string;
  signature: string;
  benzoin: string;
  reason: RegExp;
  perfumesWith: RegExp;
}

const languages: Texts[] = [
  {
    lang: 'en',
    perfumers: 'Its perfumers',
    signature: 'Signature ingredients',
    benzoin: 'Benzoin',
    reason: /^In 2 of their 4 perfumes, seven times as often as the catalog as a whole\.$/,
    perfumesWith: /^Perfumes with Benzoin$/,
  },
  {
    lang: 'fr',
    perfumers: 'Ses parfumeurs',
    signature: 'Ingrédients signature',
    benzoin: 'Benjoin',
    reason: /^Dans 2 de ses 4 parfums, sept fois plus souvent que dans l’ensemble du catalogue\.$/,
    perfumesWith: /^Parfums où on le retrouve$/,
  },
  {
    lang: 'es',
    perfumers: 'Sus perfumistas',
    signature: 'Ingredientes emblemáticos',
    benzoin: 'Benjuí',
    reason: /^En 2 de sus 4 perfumes, siete veces más a menudo que en el conjunto del catálogo\.$/,
    perfumesWith: /^Perfumes en los que aparece$/,
  },
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

for (const texts of languages) {
  test(`from a perfume to its house, a perfumer, a signature ingredient, a perfume, and back (${texts.lang})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, texts.lang);

    // Shalimar's view: its house is a link.
    await page.goto(`${appRoutes.exploreByName}?selection=${SHALIMAR}`);
    const shalimar = page.getByRole('dialog', { name: 'Shalimar' });
    await shalimar.getByRole('link', { name: 'Guerlain' }).first().click();

    // The house: its perfumers lead to their pages.
    await expect(page).toHaveURL('/house/guerlain');
    await expect(h1(page)).toHaveText('Guerlain');
    await expect(page.getByRole('heading', { level: 2, name: texts.signature })).toBeVisible();
    const perfumers = page.getByRole('region', { name: texts.perfumers });
    await perfumers.getByRole('link', { name: 'Jacques Guerlain' }).click();

    // The perfumer: the signature ingredients, each with its reason in words.
    await expect(page).toHaveURL('/perfumer/jacques-guerlain');
    await expect(h1(page)).toHaveText('Jacques Guerlain');
    const signature = page.getByRole('region', { name: texts.signature });
    const benzoin = signature.getByRole('listitem').filter({ hasText: texts.benzoin });
    await expect(benzoin.getByText(texts.reason)).toBeVisible();
    await benzoin.getByRole('link', { name: texts.benzoin }).click();

    // The ingredient's page, and a perfume that features it.
    await expect(h1(page)).toHaveText(texts.benzoin);
    const perfumesWith = page.getByRole('region', { name: texts.perfumesWith });
    const first = perfumesWith.getByRole('link').first();
    const perfumeId = await first.getAttribute('data-perfume-id');
    expect(perfumeId).not.toBeNull();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`selection=${perfumeId}`));
    await expect(page.getByRole('dialog')).toBeVisible();

    // And back, the same way.
    await page.goBack();
    await expect(h1(page)).toHaveText(texts.benzoin);
    await page.goBack();
    await expect(h1(page)).toHaveText('Jacques Guerlain');
    await page.goBack();
    await expect(h1(page)).toHaveText('Guerlain');
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Shalimar' })).toBeVisible();
  });
}

test('the house index filters as one types and leads to the house', async ({ page }) => {
  await page.goto(appRoutes.houses);
  await expect(h1(page)).toHaveText('Perfume houses');
  await page.getByRole('searchbox', { name: 'Find a house' }).fill('guerl');
  await expect(page.getByText('1 house', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /^Guerlain/ }).click();
  await expect(page).toHaveURL('/house/guerlain');
  await expect(h1(page)).toHaveText('Guerlain');
});

test('a house’s perfumes filtered by a family of its donut, then all again', async ({ page }) => {
  await page.goto('/house/guerlain');
  await expect(page.getByText('14 perfumes shown')).toBeVisible();
  await page.getByRole('button', { name: /^Amber: 3 perfumes/ }).click();
  await expect(page.getByText('3 perfumes shown')).toBeVisible();
  await page.getByRole('button', { name: 'Show all its perfumes' }).click();
  await expect(page.getByText('14 perfumes shown')).toBeVisible();
});

test('the perfumer index and an unknown perfumer', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto(appRoutes.perfumers);
  await page.getByRole('searchbox', { name: 'Find a perfumer' }).fill('fremont');
  // "Harry Fremont" and "Harry Frémont" are one person.
  await expect(page.getByText('1 perfumer', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /^Harry Frémont/ }).click();
  await expect(h1(page)).toHaveText('Harry Frémont');

  await page.goto('/perfumer/nobody-at-all');
  await expect(page.getByRole('heading', { name: 'No perfumer at this address' })).toBeVisible();
  await page.getByRole('link', { name: 'See all perfumers' }).click();
  await expect(h1(page)).toHaveText('Perfumers');
});
