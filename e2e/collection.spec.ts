import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';
import { endpointRoutes } from '../common/api/endpoint-routes';
import type { Language } from '../common/domain/languages';
import enScreens from '../web/locales/screens/en.json' with { type: 'json' };
import esScreens from '../web/locales/screens/es.json' with { type: 'json' };
import frScreens from '../web/locales/screens/fr.json' with { type: 'json' };

// The collection end to end (issue 30), on the desktop and the phone, in the three languages:
// shelve three perfumes, rate one, wear one today, see the collection page, export it as CSV,
// import the file into a new account and see the same collection.

const JICKY = 3001;
const MITSOUKO = 3003;
const SHALIMAR = 3004;
const PASSWORD = 'iris and vetiver';
const texts: Record<Language, typeof enScreens.collection> = {
  en: enScreens.collection,
  fr: frScreens.collection,
  es: esScreens.collection,
};

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A new account, signed in in this page's browser (the sign-up form has its own tests). */
async function signUp(page: Page, label: string) {
  const res = await page.request.post(endpointRoutes.signup.path, {
    headers: { origin: new URL(page.url()).origin },
    data: {
      email: uniqueEmail(label),
      name: 'Iris',
      password: PASSWORD,
      passwordCheck: PASSWORD,
      termsAccepted: true,
    },
  });
  expect(res.status()).toBe(200);
}

async function shelve(page: Page, t: typeof enScreens.collection, id: number, shelf: string) {
  await page.goto(`${appRoutes.exploreByName}?selection=${id}`);
  const dialog = page.getByRole('dialog');
  const select = dialog.getByRole('combobox', { name: t.shelf, exact: true });
  await select.selectOption(shelf);
  await expect(select).toHaveValue(shelf);
  return dialog;
}

for (const lang of ['en', 'fr', 'es'] as const) {
  test(`a collection kept, worn, exported and imported into a new account (${lang})`, async ({
    page,
  }, testInfo) => {
    const t = texts[lang];
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await page.goto(appRoutes.landing);
    await signUp(page, `collector-${lang}`);

    const shalimar = await shelve(page, t, SHALIMAR, 'have');
    const rating = shalimar.getByRole('combobox', { name: t.rating, exact: true });
    await rating.selectOption('5');
    await expect(rating).toHaveValue('5');
    await shalimar.getByRole('button', { name: t.woreToday }).click();
    await expect(shalimar.getByText(t.wornNotice)).toBeVisible();
    await shelve(page, t, MITSOUKO, 'want');
    await shelve(page, t, JICKY, 'tried');

    await page.goto(appRoutes.collection);
    await expect(page.getByRole('heading', { level: 1, name: t.page.title })).toBeVisible();
    const list = page.locator('.collection-list');
    await expect(list.getByRole('link')).toHaveText(['Shalimar', 'Mitsouko', 'Jicky']);
    await expect(list.getByRole('listitem').first()).toContainText(
      t.page.wears_one.replace('{{count}}', '1'),
    );

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.page.exportCsv }).click();
    const file = testInfo.outputPath(`collection-${lang}.csv`);
    await (await download).saveAs(file);
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'name,house,shelf,format,size_ml,rating,longevity,sillage,seasons,moments,note',
    );
    expect(csv).toContain('Shalimar,Guerlain,have,,,5');

    // A new account: the browser's session changes, the file goes with the visitor.
    await page.request.post(endpointRoutes.logout.path, {
      headers: { origin: new URL(page.url()).origin },
    });
    await signUp(page, `importer-${lang}`);
    await page.goto(appRoutes.collection);
    await expect(page.getByText(t.page.empty)).toBeVisible();
    await page.getByLabel(t.page.importFile).setInputFiles(file);
    const save = page.getByRole('button', {
      name: t.page.importSave_other.replace('{{count}}', '3'),
    });
    await save.click();
    await expect(page.getByText(t.page.importDone_other.replace('{{count}}', '3'))).toBeVisible();
    await expect(list.getByRole('link')).toHaveText(['Shalimar', 'Mitsouko', 'Jicky']);
    // "I have it (1)": the tab's name, then its count.
    await page.getByRole('tab', { name: new RegExp(`^${t.shelves.have} \\(`) }).click();
    await expect(list.getByRole('link')).toHaveText(['Shalimar']);
    await expect(list).toContainText(t.page.ratedLine.replace('{{rating}}', '5'));
  });
}
