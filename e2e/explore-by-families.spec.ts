import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';
import { countSeed, ofBrand, ofFamily, ofGender, withTouchOf } from './support/seed-catalog';

// Explore by families, end to end against the real server and the seed catalog: Floral (1), its
// perfumes with a touch of Woody (6), among them Amouage's Reflection Man for him and Byredo's
// Mojave Ghost unisex; Floral with a touch of Aquatic (11) has none for him. The counts are read
// from the catalog's files, which grow. Runs on the desktop and phone projects.
const FLORAL = 1;
const WOODY = 6;
const floral = countSeed(ofFamily(FLORAL));
const floralWoody = countSeed(ofFamily(FLORAL), withTouchOf(WOODY));
const floralWoodyFor = (gender: 'MU' | 'U') =>
  countSeed(ofFamily(FLORAL), withTouchOf(WOODY), ofGender(gender));
const perfumes = (count: number, word = 'perfume') => `${count} ${word}${count === 1 ? '' : 's'}`;

// The bubbles glide for 1.5 s after each choice and Playwright waits until a bubble is still
// before it clicks it; on a busy machine the steps add up, hence the longer allowances.
const expect = baseExpect.configure({ timeout: 15_000 });
test.beforeEach(() => {
  test.slow();
});

const upperLine = (page: Page) => page.getByRole('toolbar', { name: 'smell of' });
const lowerLine = (page: Page) => page.getByRole('toolbar', { name: 'touch of' });
const bubble = (line: ReturnType<typeof upperLine>, name: string) =>
  line.getByRole('button', { name: new RegExp(`^${name}, \\d+ perfumes?$`) });
const selectionTags = (page: Page) => page.getByRole('group', { name: 'Your selection' });
const results = (page: Page) => page.getByRole('region', { name: /\// });

/** Opens a filter dropdown, leaves exactly `options` ticked and applies them. */
async function chooseInFilter(
  within: Locator,
  filter: string,
  options: string[],
  apply = filter === 'Genre' ? 'Appliquer' : 'Apply',
) {
  await within.getByRole('button', { name: new RegExp(`^${filter}`) }).click();
  const panel = within.getByRole('group', { name: filter, exact: true });
  // The open panel is whole on the screen, sideways: nothing to scroll to reach a choice.
  const box = (await panel.boundingBox())!;
  const screenWidth = within.page().viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(screenWidth);
  for (const box of await panel.getByRole('checkbox').all()) {
    const name =
      (await box.getAttribute('aria-label')) ??
      (await box.evaluate((el) => el.closest('label')?.textContent ?? ''));
    await box.setChecked(options.includes(name.trim()));
  }
  await panel.getByRole('button', { name: apply }).click();
  await expect(panel).toBeHidden();
}

async function pickFloralWoody(page: Page) {
  await bubble(upperLine(page), 'Floral').click();
  await expect(bubble(upperLine(page), 'Floral')).toHaveAttribute('aria-pressed', 'true');
  await bubble(lowerLine(page), 'Woody').click();
  await expect(bubble(lowerLine(page), 'Woody')).toHaveAttribute('aria-pressed', 'true');
}

test('Floral then Woody shows their perfumes, filtered, and opens one', async ({ page }) => {
  await page.goto(appRoutes.exploreByFamilies);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore by families');
  await expect(bubble(upperLine(page), 'Floral')).toHaveAccessibleName(
    `Floral, ${perfumes(floral)}`,
  );
  await pickFloralWoody(page);
  await expect(selectionTags(page)).toContainText('Floral');
  await expect(selectionTags(page)).toContainText('Woody');
  await expect(page).toHaveURL(/selected\[\]=1&selected\[\]=6/);

  await page.getByRole('button', { name: 'Show the perfumes' }).click();
  const panel = results(page);
  await expect(panel.getByRole('heading', { name: 'Floral / Woody' })).toBeFocused();
  await expect(panel).toContainText(`The 10 most popular of ${perfumes(floralWoody)}`);
  await expect(panel.getByRole('listitem')).toHaveCount(10);

  // The filters are the search screens' dropdowns: choices apply with Apply.
  await chooseInFilter(panel, 'Gender', ['For him']);
  await expect(panel).toContainText(perfumes(floralWoodyFor('MU')));
  await expect(panel.getByRole('listitem')).toHaveCount(floralWoodyFor('MU'));
  await chooseInFilter(panel, 'Gender', ['Unisex']);
  await expect(panel.getByRole('button', { name: /^Gender/ })).toContainText('1 selected');
  await expect(panel).toContainText(perfumes(floralWoodyFor('U')));
  await chooseInFilter(panel, 'Brand', ['Byredo']);
  await expect(panel.getByRole('listitem')).toHaveCount(
    countSeed(ofFamily(FLORAL), withTouchOf(WOODY), ofGender('U'), ofBrand('Byredo')),
  );

  await panel.getByRole('link', { name: /^Mojave Ghost/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mojave Ghost' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/selectedPerfume=\d+/);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('heading', { name: 'Floral / Woody' })).toBeVisible();

  await panel.getByRole('button', { name: 'Back to the families' }).click();
  await expect(results(page)).toBeHidden();
  await expect(bubble(lowerLine(page), 'Woody')).toHaveAttribute('aria-pressed', 'true');
});

test('a third click replaces the second, and the back toggle pops the last one', async ({
  page,
}) => {
  await page.goto(appRoutes.exploreByFamilies);
  await pickFloralWoody(page);
  await bubble(lowerLine(page), 'Amber').click();
  await expect(bubble(lowerLine(page), 'Amber')).toHaveAttribute('aria-pressed', 'true');
  await expect(bubble(lowerLine(page), 'Woody')).toHaveAttribute('aria-pressed', 'false');
  await expect(selectionTags(page).getByRole('listitem')).toHaveText(['Floral', 'Amber']);

  // With two selected, another family becomes the only selection.
  await bubble(upperLine(page), 'Woody').click();
  await expect(selectionTags(page).getByRole('listitem')).toHaveText(['Woody']);
  await bubble(lowerLine(page), 'Spicy').click();
  await expect(selectionTags(page).getByRole('listitem')).toHaveText(['Woody', 'Spicy']);

  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(selectionTags(page).getByRole('listitem')).toHaveText(['Woody']);
  // Clicking the selected family removes it.
  await bubble(upperLine(page), 'Woody').click();
  await expect(selectionTags(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Step back' })).toBeDisabled();
});

test('the keyboard selects the same pair', { tag: '@desktop-only' }, async ({ page }) => {
  // With reduced motion asked for, the bubbles jump to their places at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(appRoutes.exploreByFamilies);
  await expect(bubble(upperLine(page), 'Floral')).toBeVisible();
  await page.getByRole('button', { name: 'List view' }).focus();
  await page.keyboard.press('Tab');
  // The line is one tab stop; its first bubble takes focus.
  await expect(bubble(upperLine(page), 'Floral')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(bubble(upperLine(page), 'Woody')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(bubble(upperLine(page), 'Floral')).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('ArrowDown');
  await expect(lowerLine(page).getByRole('button').first()).toBeFocused();
  const woody = bubble(lowerLine(page), 'Woody');
  for (let i = 0; i < 14; i++) {
    if (await woody.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(woody).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(woody).toHaveAttribute('aria-pressed', 'true');
  await expect(selectionTags(page).getByRole('listitem')).toHaveText(['Floral', 'Woody']);
});

test('the list view shows the same counts as the bubbles and drives the selection', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(appRoutes.exploreByFamilies);
  await expect(bubble(upperLine(page), 'Floral')).toBeVisible();
  const fromBubbles = await upperLine(page)
    .getByRole('button')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
  expect(fromBubbles).toHaveLength(14);

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const list = page.getByRole('list', { name: 'smell of' });
  for (const name of fromBubbles) {
    await expect(list.getByRole('button', { name: name!, exact: true })).toBeVisible();
  }

  // A touch in the list selects the pair, and the bubbles agree.
  const touches = page.getByRole('list', { name: 'Touches of Floral' });
  await touches
    .getByRole('button', { name: `Woody, ${perfumes(floralWoody)}`, exact: true })
    .click();
  await expect(selectionTags(page).getByRole('listitem')).toHaveText(['Floral', 'Woody']);
  const fromList = await touches
    .getByRole('button')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent));
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(bubble(lowerLine(page), 'Woody')).toHaveAttribute('aria-pressed', 'true');
  const lowerLabels = await lowerLine(page)
    .getByRole('button')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
  expect(lowerLabels).toHaveLength(fromList.length);
});

test('the gender filter on the canvas changes the counts', async ({ page }) => {
  await page.goto(appRoutes.exploreByFamilies);
  await expect(bubble(upperLine(page), 'Floral')).toHaveAccessibleName(
    `Floral, ${perfumes(floral)}`,
  );
  const openGender = page.getByRole('button', { name: 'Gender', exact: true });
  // Folded on a phone, open on a desktop.
  if (await openGender.isVisible()) await openGender.click();
  await page.getByRole('checkbox', { name: 'For him' }).check();
  await expect(bubble(upperLine(page), 'Floral')).toHaveAccessibleName(
    `Floral, ${perfumes(countSeed(ofFamily(FLORAL), ofGender('MU')))}`,
  );
});

test('French and Spanish labels', { tag: '@desktop-only' }, async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'fr');
  });
  await page.goto(`${appRoutes.exploreByFamilies}?selected[]=1&selected[]=11&showRecos=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explorer par familles');
  await expect(page.getByRole('toolbar', { name: 'sent le' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Floral / Aquatique' });
  await expect(panel).toContainText(
    perfumes(countSeed(ofFamily(FLORAL), withTouchOf(11)), 'parfum'),
  );
  await chooseInFilter(panel, 'Genre', ['Pour lui']);
  await expect(panel).toContainText('Aucun parfum pour cette combinaison');

  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(`${appRoutes.exploreByFamilies}?selected[]=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explorar por familias');
  await expect(page.getByRole('toolbar', { name: 'huele a' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'un toque de' })).toBeVisible();
  await expect(
    page.getByRole('toolbar', { name: 'un toque de' }).getByRole('button', {
      name: `Amaderado, ${perfumes(floralWoody)}`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver los perfumes' })).toBeVisible();
});

/** On the phone project, the narrowest phone the site is checked at (Pixel 7 is 412 px wide). */
async function narrowPhone(page: Page) {
  if (test.info().project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
}

test('every bubble is a target a finger can take, named in readable text', async ({ page }) => {
  await narrowPhone(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${appRoutes.exploreByFamilies}?selected[]=1`);
  await expect(bubble(lowerLine(page), 'Woody')).toBeVisible();
  const phone = test.info().project.name === 'phone';
  const measures = await page.evaluate(() =>
    [...document.querySelectorAll('[role="toolbar"] .bubble')].map((bubble) => {
      const hit = bubble.querySelector('.bubble__hit')!.getBoundingClientRect();
      const label = bubble.querySelector('.bubble__label')!.getBoundingClientRect();
      const size = Number.parseFloat(
        getComputedStyle(bubble.querySelector('.bubble__label')!).fontSize,
      );
      // The text's size on screen: its font size in frame units times the drawing's scale.
      const svg = bubble.closest('svg')!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return { width: hit.width, height: hit.height, text: size * scale, label };
    }),
  );
  expect(measures.length).toBeGreaterThan(14);
  for (const m of measures) {
    expect(m.text).toBeGreaterThanOrEqual(phone ? 12 : 9);
    if (phone) {
      expect(m.width).toBeGreaterThanOrEqual(44);
      expect(m.height).toBeGreaterThanOrEqual(44);
    }
  }
  // Names never run into one another.
  for (const [i, a] of measures.entries()) {
    for (const b of measures.slice(i + 1)) {
      const apart =
        a.label.right <= b.label.left ||
        b.label.right <= a.label.left ||
        a.label.bottom <= b.label.top ||
        b.label.bottom <= a.label.top;
      expect(apart).toBe(true);
    }
  }
  // Nothing wider than the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );
});

test('Show more brings every perfume of the selection, in the page', async ({ page }) => {
  await narrowPhone(page);
  await page.goto(`${appRoutes.exploreByFamilies}?selected[]=1&showRecos=true`);
  const panel = page.getByRole('region', { name: 'Floral' });
  await expect(panel).toContainText(/The 10 most popular of \d+ perfumes/);
  const total = Number(/of (\d+) perfumes/.exec((await panel.textContent())!)![1]);
  expect(total).toBeGreaterThan(10);
  const cards = panel.getByRole('listitem');
  await expect(cards).toHaveCount(10);
  const more = panel.getByRole('button', { name: 'Show more perfumes' });
  while (await more.isVisible()) {
    const before = await cards.count();
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    // Reading goes on from the first new perfume.
    await expect(cards.nth(before).getByRole('link')).toBeFocused();
  }
  await expect(cards).toHaveCount(total);
  await expect(panel).toContainText(`${total} perfumes`);
  const names = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(names).size).toBe(total);

  if (test.info().project.name === 'phone') {
    // No box of its own: the results scroll with the page.
    const inner = await panel.evaluate((el) => ({
      scroll: el.scrollHeight,
      client: el.clientHeight,
    }));
    expect(inner.scroll).toBeLessThanOrEqual(inner.client + 1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      await panel.evaluate((el) => el.getBoundingClientRect().height),
    );
  }
});

test('Step back looks and is disabled while nothing is selected', async ({ page }) => {
  await page.goto(appRoutes.exploreByFamilies);
  const stepBack = page.getByRole('button', { name: 'Step back' });
  const listView = page.getByRole('button', { name: 'List view' });
  await expect(stepBack).toBeDisabled();
  const look = (locator: typeof stepBack) =>
    locator.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.color, style.backgroundColor, style.borderColor].join(' ');
    });
  expect(await look(stepBack)).not.toBe(await look(listView));
  await bubble(upperLine(page), 'Floral').click();
  await expect(stepBack).toBeEnabled();
  await expect.poll(() => look(stepBack)).toBe(await look(listView));
});
