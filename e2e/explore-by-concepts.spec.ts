import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// Explore by concepts, end to end against the real server and the seed catalog (catalog/
// concepts.json). Runs on the desktop and phone projects: on a desktop the concepts are listed
// beside the sphere, with a search; on a phone the list opens in a dialog.

const MAXIMUM = '3 concepts maximum. Remove one to add one.';

// The screen loads three files and lays out its sphere before it shows: on a busy test machine
// that takes longer than a simple page.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** The list of concepts with its search: beside the sphere on a desktop, in a dialog on a phone. */
async function conceptList(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: 'List of concepts' }).click();
    return page.getByRole('dialog', { name: 'Concepts by category' });
  }
  return page.getByRole('complementary', { name: 'Concepts by category' });
}

const option = (list: Locator, name: string) =>
  list.getByRole('listbox').getByRole('option', { name, exact: true });

/** Finds a concept with the search and clicks it. */
async function pick(list: Locator, name: string) {
  await list.getByRole('searchbox', { name: 'Search a concept' }).fill(name);
  await option(list, name).click();
}

/**
 * Runs `refuse` (an attempt to add a fourth concept) on a paused clock and checks that the warning
 * shows for one second exactly, whatever the speed of the machine running the test.
 */
async function expectWarningForOneSecond(
  page: Page,
  scope: Locator | Page,
  refuse: () => Promise<void>,
) {
  const now = await page.evaluate(() => Date.now());
  // A moment ahead of the page's time, which runs on while this call travels.
  await page.clock.pauseAt(now + 2000);
  await refuse();
  await expect(scope.getByText(MAXIMUM)).toBeVisible();
  await page.clock.runFor(900);
  await expect(scope.getByText(MAXIMUM)).toBeVisible();
  await page.clock.runFor(150);
  await expect(scope.getByText(MAXIMUM)).toBeHidden();
  await page.clock.resume();
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('The element never got the focus.');
}

test('three concepts, a fourth refused, the region they share, a perfume, back and reload', async ({
  page,
  isMobile,
}) => {
  await page.clock.install();
  await page.goto(appRoutes.exploreByConcepts);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search by concepts');
  await expect(page.getByRole('img', { name: /^Sphere of concepts/ })).toBeVisible();

  const list = await conceptList(page, isMobile);
  // 'Fresh' is not drawn on the sphere by default: the search finds it.
  await list.getByRole('searchbox', { name: 'Search a concept' }).fill('fres');
  await expect(list.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await option(list, 'Fresh').click();
  await expect(option(list, 'Fresh')).toHaveAttribute('aria-selected', 'true');
  await pick(list, 'Summer');
  await pick(list, 'Sporty');

  // A fourth is refused, with the warning for one second.
  const tags = isMobile ? list : page;
  await expectWarningForOneSecond(page, tags, () => pick(list, 'Romantic'));
  await expect(option(list, 'Romantic')).toHaveAttribute('aria-selected', 'false');
  await expect(page).toHaveURL(
    /currentSelection\[\]=84&currentSelection\[\]=19&currentSelection\[\]=113$/,
  );
  if (isMobile) await page.getByRole('button', { name: 'Close the list' }).click();
  else await list.getByRole('searchbox', { name: 'Search a concept' }).fill('');

  // The sphere draws the chosen words, and holds still.
  await expect(page.locator('.concept-sphere__word.is-selected')).toHaveText([
    'Fresh',
    'Summer',
    'Sporty',
  ]);

  const shared = page.getByRole('button', { name: /^Fresh, Summer, and Sporty: \d+ perfumes?$/ });
  await expect(page.getByRole('button', { name: /^Fresh only: \d+ perfumes?$/ })).toBeVisible();
  await shared.click();
  await expect(shared).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(
    /selectedRegion\[\]=84&selectedRegion\[\]=19&selectedRegion\[\]=113$/,
  );
  const regionUrl = page.url();
  const count = Number((await shared.getAttribute('aria-label'))!.match(/: (\d+)/)![1]);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(22);

  await page.getByRole('button', { name: 'View perfumes' }).click();
  const results = page.getByRole('region', { name: 'Perfumes for Fresh, Summer, and Sporty' });
  await expect(results.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(results.getByRole('status')).toHaveText(
    count === 1 ? '1 perfume' : `${count} perfumes`,
  );
  await expect(results.getByRole('listitem')).toHaveCount(count);

  const first = results.getByRole('list').getByRole('link').first();
  const name = (await first.locator('.perfume-card__name').textContent())!;
  await first.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page).toHaveURL(/selectedPerfume=\d+$/);

  await page.goBack();
  await expect(page.getByRole('dialog', { name })).toBeHidden();
  expect(page.url()).toBe(regionUrl);
  await expect(results).toBeVisible();
  await results.getByRole('button', { name: 'Back to the sphere' }).click();
  await expect(page.getByRole('button', { name: 'Remove Fresh' })).toBeVisible();
  await expect(shared).toHaveAttribute('aria-pressed', 'true');

  // A reload, as a shared link would, finds the selection and the region.
  await page.reload();
  for (const concept of ['Fresh', 'Summer', 'Sporty']) {
    await expect(page.getByRole('button', { name: `Remove ${concept}` })).toBeVisible();
  }
  await expect(shared).toHaveAttribute('aria-pressed', 'true');
  // Changing the selection clears the highlight.
  await page.getByRole('button', { name: 'Remove Summer' }).click();
  await expect(
    page.getByRole('button', { name: /^Fresh and Sporty: \d+ perfumes?$/ }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/selectedRegion/);
});

test(
  'the keyboard does the same through the list of concepts',
  { tag: '@desktop-only' },
  async ({ page, isMobile }) => {
    await page.clock.install();
    await page.goto(appRoutes.exploreByConcepts);
    let list: Locator;
    if (isMobile) {
      await page.getByRole('button', { name: 'List of concepts' }).focus();
      await page.keyboard.press('Enter');
      list = page.getByRole('dialog', { name: 'Concepts by category' });
    } else {
      list = page.getByRole('complementary', { name: 'Concepts by category' });
    }
    const search = list.getByRole('searchbox', { name: 'Search a concept' });
    await tabTo(page, search);

    // Typed in the search, then Tab to the list and Enter; Shift+Tab goes back to the search.
    const choose = async (concept: string) => {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(concept);
      await expect(list.getByRole('listbox').getByRole('option')).toHaveCount(1);
      await page.keyboard.press('Tab');
      await expect(option(list, concept)).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Shift+Tab');
      await expect(search).toBeFocused();
    };
    for (const concept of ['Fresh', 'Sporty', 'Beach']) {
      await choose(concept);
      await expect(option(list, concept)).toHaveAttribute('aria-selected', 'true');
    }
    await expectWarningForOneSecond(page, isMobile ? list : page, () => choose('Romantic'));
    await expect(option(list, 'Romantic')).toHaveAttribute('aria-selected', 'false');
    if (isMobile) await page.keyboard.press('Escape');

    const shared = page.getByRole('button', { name: /^Fresh, Sporty, and Beach: \d+ perfumes?$/ });
    await tabTo(page, shared);
    await page.keyboard.press('Enter');
    await expect(shared).toHaveAttribute('aria-pressed', 'true');
    // Enter again on the highlighted region opens its results.
    await page.keyboard.press('Enter');
    const results = page.getByRole('region', { name: 'Perfumes for Fresh, Sporty, and Beach' });
    await expect(results.getByRole('heading', { level: 2 })).toBeFocused();
    const regionUrl = page.url();

    const first = results.getByRole('list').getByRole('link').first();
    await tabTo(page, first);
    const name = (await first.locator('.perfume-card__name').textContent())!;
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(regionUrl);
    await expect(first).toBeFocused();
    await expect(results.getByRole('heading', { level: 2 })).toBeVisible();
  },
);

for (const [lang, words, title] of [
  ['fr', ['Romantique', 'Automne'], 'Rechercher par concepts'],
  ['es', ['Romántico', 'Otoño'], 'Buscar por conceptos'],
] as const) {
  test(`the sphere speaks ${lang}`, { tag: '@desktop-only' }, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await page.goto(appRoutes.exploreByConcepts);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const sphere = page.locator('.concept-sphere');
    for (const word of words) {
      await expect(sphere.getByText(word, { exact: true })).toHaveCount(1);
    }
  });
}

/** The sphere's canvas as an image, to compare two moments of it. */
const sphereImage = (page: Page) =>
  page
    .locator('.concept-sphere__canvas')
    .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());

/** Waits for `count` frames of the page: time for a turning sphere to move. */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(n);
      }),
    count,
  );

/** The HTML word nearest the sphere's centre that takes the pointer, and where it is. */
async function frontWord(page: Page) {
  return page.locator('.concept-sphere').evaluate((sphere) => {
    const box = sphere.getBoundingClientRect();
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    let best: { label: string; id: string; x: number; y: number; distance: number } | null = null;
    for (const word of sphere.querySelectorAll<HTMLElement>('.concept-sphere__word')) {
      if (word.style.pointerEvents === 'none') continue;
      const rect = word.getBoundingClientRect();
      const x = rect.x + rect.width / 2;
      const y = rect.y + rect.height / 2;
      // The word must be the one the pointer finds there (not under another word).
      if (document.elementFromPoint(x, y) !== word) continue;
      const distance = Math.hypot(x - centre.x, y - centre.y);
      if (!best || distance < best.distance) {
        best = { label: word.textContent!, id: word.dataset.concept!, x, y, distance };
      }
    }
    return best!;
  });
}

test('the sphere turns by itself, holds still under the pointer, and a word picked on it is chosen', async ({
  page,
  isMobile,
}) => {
  await page.goto(appRoutes.exploreByConcepts);
  await expect(page.locator('.concept-sphere.is-painted')).toBeVisible();
  // The slow turn starts once the page has settled: the painted sphere changes.
  const first = await sphereImage(page);
  await expect.poll(() => sphereImage(page), { timeout: 30_000 }).not.toBe(first);

  // The pointer on the sphere holds it (on a phone, a mouse stands for a finger resting on it, so
  // that the word found below is still there when it is tapped).
  const box = (await page.locator('.concept-sphere').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const held = await sphereImage(page);
  await frames(page, 20);
  expect(await sphereImage(page)).toBe(held);
  if (!isMobile) {
    // A drag turns it, and it keeps turning a moment after (a throw), then rests.
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => sphereImage(page)).not.toBe(held);
    await expect
      .poll(async () => {
        const now = await sphereImage(page);
        await frames(page, 5);
        return (await sphereImage(page)) === now;
      })
      .toBe(true);
  }

  // The word where it is painted takes the pointer: hovered, it lights; clicked, it is chosen.
  let word = await frontWord(page);
  const spanOf = (id: string) => page.locator(`.concept-sphere__word[data-concept="${id}"]`);
  if (isMobile) {
    await page.touchscreen.tap(word.x, word.y);
  } else {
    // On a busy machine the throw's last frames may still come after the check above: the word is
    // found again where it is now until the pointer on it lights it.
    await expect
      .poll(async () => {
        word = await frontWord(page);
        await page.mouse.move(word.x, word.y);
        return spanOf(word.id).getAttribute('class');
      })
      .toMatch(/is-active/);
    const lit = await sphereImage(page);
    await page.mouse.click(word.x, word.y);
    await expect.poll(() => sphereImage(page)).not.toBe(lit);
  }
  await expect(page.getByRole('button', { name: `Remove ${word.label}` })).toBeVisible();
  await expect(spanOf(word.id)).toHaveClass(/is-selected/);
});

test('under reduced motion the sphere holds still', { tag: '@desktop-only' }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(appRoutes.exploreByConcepts);
  await expect(page.locator('.concept-sphere.is-painted')).toBeVisible();
  // Settled as the sphere waits to be (loaded, then idle once), and a moment more.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve());
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      }),
  );
  const still = await sphereImage(page);
  await frames(page, 30);
  expect(await sphereImage(page)).toBe(still);
});
