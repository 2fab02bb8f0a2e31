import { expect, test, type Locator, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// What a visitor reads on the charts, measured where it is drawn: the concept sphere's words, the
// quad's names and legend. Each case runs in the three languages, on the desktop project at the
// two widths reviewed (1440 and 1366 pixels) and on the phone project.
//
// Yves Saint Laurent's Opium is 4002 and Black Opium 4007, Guerlain's Shalimar 3004, Chanel's
// N°5 1001.

const NO5 = 1001;
const OPIUM = 4002;
const BLACK_OPIUM = 4007;
const SHALIMAR = 3004;
const languages = ['en', 'fr', 'es'] as const;

test.describe.configure({ timeout: 180_000 });

/** The widths to check in this project: the reviewed desktops, or the phone as it is. */
function widths(isMobile: boolean): ({ width: number; height: number } | null)[] {
  return isMobile
    ? [null]
    : [
        { width: 1440, height: 900 },
        { width: 1366, height: 768 },
      ];
}

async function open(page: Page, lang: string, path: string) {
  await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
  await page.goto(path);
}

interface Box {
  label: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

test('the sphere’s words never overlap and stay inside the sphere and the screen', async ({
  page,
  isMobile,
}) => {
  // Held still, the HTML words stand exactly where the canvas writes the words (the same
  // placement), and a word the canvas leaves out is hidden: their boxes are what the visitor
  // reads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const size of widths(isMobile)) {
    if (size) await page.setViewportSize(size);
    for (const lang of languages) {
      await open(page, lang, appRoutes.exploreByConcepts);
      const sphere = page.locator('.concept-sphere.is-painted');
      await expect(sphere).toBeVisible({ timeout: 30_000 });
      const { words, frame, viewport } = await sphere.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return {
          frame: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
          viewport: document.documentElement.clientWidth,
          words: [...element.querySelectorAll<HTMLElement>('.concept-sphere__word')]
            .filter((word) => getComputedStyle(word).visibility !== 'hidden')
            .map((word) => {
              const rect = word.getBoundingClientRect();
              return {
                label: word.textContent ?? '',
                left: rect.left,
                top: rect.top,
                right: rect.right,
                bottom: rect.bottom,
              };
            }),
        };
      });
      const where = `${lang} at ${size?.width ?? 'phone'}`;
      // Enough of the sphere stays readable.
      expect(words.length, where).toBeGreaterThan(35);
      for (const [i, word] of words.entries()) {
        expect(word.left, `${word.label} (${where})`).toBeGreaterThanOrEqual(
          Math.max(0, frame.left) - 1,
        );
        expect(word.right, `${word.label} (${where})`).toBeLessThanOrEqual(
          Math.min(viewport, frame.right) + 1,
        );
        expect(word.top, `${word.label} (${where})`).toBeGreaterThanOrEqual(frame.top - 1);
        expect(word.bottom, `${word.label} (${where})`).toBeLessThanOrEqual(frame.bottom + 1);
        const crossed = words.slice(i + 1).find((other) => overlaps(word, other));
        expect(crossed?.label, `${word.label} overlaps (${where})`).toBeUndefined();
      }
    }
  }
});

/** Every name written on a tile: whole, on its tile, not cut. */
async function expectTileNamesWhole(quad: Locator, where: string) {
  const tiles = await quad.locator('.quad__tile').evaluateAll((elements) =>
    elements.map((tile) => {
      const name = tile.querySelector<HTMLElement>('.quad__name');
      const box = tile.getBoundingClientRect();
      const text = name?.getBoundingClientRect();
      return {
        label: tile.getAttribute('data-label') ?? '',
        text: tile.textContent ?? '',
        clipped: name
          ? name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1
          : false,
        inside: text
          ? text.left >= box.left - 1 &&
            text.right <= box.right + 1 &&
            text.top >= box.top - 1 &&
            text.bottom <= box.bottom + 1
          : true,
      };
    }),
  );
  expect(tiles.length, where).toBeGreaterThan(0);
  for (const tile of tiles) {
    // A tile shows its name or nothing (a callout names it under the pointer): never a number.
    expect(tile.text, `${tile.label} (${where})`).not.toMatch(/\d/);
    expect(tile.clipped, `${tile.label} is cut (${where})`).toBe(false);
    expect(tile.inside, `${tile.label} leaves its tile (${where})`).toBe(true);
  }
}

/** No word of the names `selector` finds (the legend's, by default) is broken across two lines. */
async function expectLegendWordsWhole(
  quad: Locator,
  where: string,
  selector = '.quad__legend-name',
) {
  const broken = await quad.locator(selector).evaluateAll((names) =>
    names.flatMap((name) => {
      const text = name.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const content = text.textContent ?? '';
      const found: string[] = [];
      const range = document.createRange();
      for (const match of content.matchAll(/\S+/g)) {
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        // A word on two lines has a box on each; a hyphenated word breaks at its hyphen only.
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > match[0].split('-').length) found.push(match[0]);
      }
      return found;
    }),
  );
  expect(broken, where).toEqual([]);
}

test('Black Opium’s quad writes its names whole, never a number', async ({ page, isMobile }) => {
  for (const size of widths(isMobile)) {
    if (size) await page.setViewportSize(size);
    for (const lang of languages) {
      await open(page, lang, `${appRoutes.exploreByName}?selection=${BLACK_OPIUM}`);
      const quad = page.getByRole('dialog', { name: 'Black Opium' }).locator('.quad').first();
      await expect(quad).toBeVisible();
      const where = `${lang} at ${size?.width ?? 'phone'}`;
      await expectTileNamesWhole(quad, where);
      await expectLegendWordsWhole(quad, where);
    }
  }
});

test('the comparison’s quads fill their cards and keep their names whole', async ({
  page,
  isMobile,
}) => {
  for (const size of widths(isMobile)) {
    if (size) await page.setViewportSize(size);
    for (const lang of languages) {
      await open(
        page,
        lang,
        `${appRoutes.exploreByName}?selection=${OPIUM}&selectedSimilar=${SHALIMAR}`,
      );
      const cards = page.locator('.compared');
      await expect(cards).toHaveCount(2);
      const where = `${lang} at ${size?.width ?? 'phone'}`;
      for (const card of await cards.all()) {
        const quad = card.locator('.quad');
        await expect(quad).toBeVisible();
        const { square, content } = await card.evaluate((element) => {
          const style = getComputedStyle(element);
          const inner =
            element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return {
            square: element.querySelector('.quad__square')!.getBoundingClientRect().width,
            content: inner,
          };
        });
        // The square spans its card's width (it filled some 60% of it).
        expect(square, where).toBeGreaterThanOrEqual(content * 0.95);
        await expectTileNamesWhole(quad, where);
        await expectLegendWordsWhole(quad, where);
      }
    }
  }
});

const overTime = { en: 'Over time', fr: 'Au fil du temps', es: 'A lo largo del tiempo' } as const;

test('N°5 over time: every note a band with its name on it, whole, in its moment', async ({
  page,
  isMobile,
}) => {
  for (const size of widths(isMobile)) {
    if (size) await page.setViewportSize(size);
    for (const lang of languages) {
      await open(page, lang, `${appRoutes.exploreByName}?selection=${NO5}`);
      const dialog = page.getByRole('dialog', { name: 'N°5' });
      await dialog.getByRole('button', { name: overTime[lang] }).click();
      const timeline = dialog.locator('.note-timeline');
      await expect(timeline).toBeVisible();
      const where = `${lang} at ${size?.width ?? 'phone'}`;
      const rows = await timeline.locator('.note-timeline__row').evaluateAll((elements) =>
        elements.map((row) => {
          const name = row.querySelector<HTMLElement>('.note-timeline__name')!;
          const band = row.querySelector('.note-timeline__band')!.getBoundingClientRect();
          const text = name.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(name.firstChild!);
          const letters = range.getBoundingClientRect();
          return {
            label: name.firstChild?.textContent ?? '',
            clipped: name.scrollWidth > name.clientWidth + 1,
            // The name is written on its band, where the band has its colour.
            onBand:
              letters.left >= band.left - 1 &&
              letters.right <= band.right + 1 &&
              text.top >= band.top - 1 &&
              text.bottom <= band.bottom + 1,
            width: band.width,
          };
        }),
      );
      expect(rows.length, where).toBe(9);
      for (const row of rows) {
        expect(row.clipped, `${row.label} is cut (${where})`).toBe(false);
        expect(row.onBand, `${row.label} leaves its band (${where})`).toBe(true);
      }
      await expectLegendWordsWhole(timeline, where, '.note-timeline__name');
      // Nothing of the chart goes sideways out of its column.
      const sideways = await timeline.evaluate(
        (element) => element.scrollWidth > element.clientWidth,
      );
      expect(sideways, where).toBe(false);
    }
  }
});
