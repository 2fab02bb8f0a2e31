import { expect, test, type Locator, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// The profile as a visitor sees it, measured: each recommendation's reason shown in full inside its
// own cell, never under the next row of cards; each favourite's name in full, inside its card and
// never under its remove button; the filters of the recommendations drawn as the search screens'
// dropdowns. In English, French and Spanish, at 1440, 1366 and 1280 px on the desktop project and
// on the phone.

// Long names and a brand with a sub-brand, which wrap over several lines in a narrow card.
const FAVOURITES = [49001, 3004, 3002, 1009, 77001, 49002, 7006, 46007];

const texts = {
  en: {
    favourites: 'My favourite perfumes',
    recommendations: 'Get recommendations',
    overlay: 'Recommended for you',
    remove: (name: string) => `Remove ${name} from my profile`,
    filters: ['Family', 'Gender', 'Brand'],
  },
  fr: {
    favourites: 'Mes parfums favoris',
    recommendations: 'Obtenir des recommandations',
    overlay: 'Recommandés pour vous',
    remove: (name: string) => `Retirer ${name} de mon profil`,
    filters: ['Famille', 'Genre', 'Marque'],
  },
  es: {
    favourites: 'Mis perfumes favoritos',
    recommendations: 'Ver recomendaciones',
    overlay: 'Recomendados para ti',
    remove: (name: string) => `Quitar ${name} de mi perfil`,
    filters: ['Familia', 'Género', 'Marca'],
  },
} as const;

type Language = keyof typeof texts;

/** The desktop project is measured at the widths the review walked; the phone at its own. */
function widths(page: Page): { width: number; height: number }[] {
  return test.info().project.name === 'phone'
    ? [page.viewportSize()!]
    : [
        { width: 1440, height: 900 },
        { width: 1366, height: 768 },
        { width: 1280, height: 720 },
      ];
}

async function openProfile(page: Page, language: Language) {
  await page.addInitScript(
    ([ids, lang]) => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem('favorites', ids);
      localStorage.setItem('lang', lang);
      sessionStorage.setItem('seeded', '1');
    },
    [JSON.stringify(FAVOURITES), language] as const,
  );
  await page.goto(appRoutes.profile);
  const favourites = page.getByRole('region', { name: texts[language].favourites });
  await expect(favourites.getByRole('listitem')).toHaveCount(FAVOURITES.length);
  return favourites;
}

/**
 * What a visitor would miss in a list of cards: for each item, the text that must be read (a
 * reason, a name) outside its cell, under another cell or a control, clipped, or covered.
 */
async function hiddenTexts(list: Locator, kind: 'reason' | 'name'): Promise<string[]> {
  return list.evaluate((root, what) => {
    const problems: string[] = [];
    const shown: { element: HTMLElement; label: string }[] = [];
    const items = [...root.querySelectorAll(':scope > li, :scope > ul > li')] as HTMLElement[];
    const cells = items.map((li) => li.getBoundingClientRect());
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const inside = (a: DOMRect, b: DOMRect) =>
      a.left >= b.left - 0.5 &&
      a.right <= b.right + 0.5 &&
      a.top >= b.top - 0.5 &&
      a.bottom <= b.bottom + 0.5;
    items.forEach((li, i) => {
      const link = li.querySelector('a[href]') as HTMLElement;
      let text: Node | null = null;
      let label = '';
      if (what === 'reason') {
        const described = document.getElementById(link.getAttribute('aria-describedby') ?? '');
        if (!described || !li.contains(described))
          problems.push(`item ${i}: no reason tied to its card`);
        // Measured all the same: the paragraph of the item.
        const reason = described ?? li.querySelector('p');
        if (!reason) return;
        text = reason;
        label = reason.textContent ?? '';
      } else {
        // The name: the card's first text outside its picture.
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT, (node) =>
          node.parentElement?.closest('svg') || !node.textContent?.trim()
            ? NodeFilter.FILTER_REJECT
            : NodeFilter.FILTER_ACCEPT,
        );
        text = walker.nextNode();
        label = text?.textContent ?? '';
      }
      if (!text) {
        problems.push(`item ${i}: no text`);
        return;
      }
      // The boxes of the glyphs themselves, line by line.
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      const frame = what === 'reason' ? cells[i]! : link.getBoundingClientRect();
      for (const line of lines) {
        if (!inside(line, frame)) problems.push(`"${label}" runs out of its card`);
        cells.forEach((cell, j) => {
          if (j !== i && overlap(line, cell)) problems.push(`"${label}" is under item ${j}`);
        });
        for (const control of li.querySelectorAll('button')) {
          if (overlap(line, control.getBoundingClientRect())) {
            problems.push(`"${label}" is under its ${control.getAttribute('aria-label')} button`);
          }
        }
      }
      const element = text instanceof HTMLElement ? text : text.parentElement!;
      if (
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1
      ) {
        problems.push(`"${label}" is clipped`);
      }
      shown.push({ element, label });
    });
    // Nothing painted over each text where it stands on the screen (scrolled to, after the
    // measures above, which scrolling would shift).
    for (const { element, label } of shown) {
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
      if (!top || !(element.contains(top) || top.contains(element))) {
        problems.push(`"${label}" is covered by ${top?.className || top?.tagName}`);
      }
    }
    return problems;
  }, kind);
}

for (const language of ['en', 'fr', 'es'] as const) {
  test(`recommendation reasons stay visible, attached to their cards (${language})`, async ({
    page,
  }) => {
    await openProfile(page, language);
    await page.getByRole('button', { name: texts[language].recommendations }).click();
    const overlay = page.getByRole('dialog', { name: texts[language].overlay });
    const list = overlay.getByRole('list').first();
    await expect(list.getByRole('listitem')).toHaveCount(12);
    for (const size of widths(page)) {
      await page.setViewportSize(size);
      expect(await hiddenTexts(list, 'reason'), `${size.width} px`).toEqual([]);
    }
    // A screen reader hears the reason with the card.
    const first = list.getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveAccessibleDescription(/\w{3,}/);
  });

  test(`favourite names are readable in full, clear of their remove buttons (${language})`, async ({
    page,
  }) => {
    const favourites = await openProfile(page, language);
    for (const size of widths(page)) {
      await page.setViewportSize(size);
      expect(await hiddenTexts(favourites, 'name'), `${size.width} px`).toEqual([]);
    }
    // The remove button says which perfume it removes, and is a 44 px target.
    const first = favourites.getByRole('listitem').first();
    const remove = first.getByRole('button', { name: texts[language].remove('Colonia') });
    await expect(remove).toBeVisible();
    const box = (await remove.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });
}

test('the recommendations are filtered with the search screens’ dropdowns', async ({ page }) => {
  await openProfile(page, 'en');
  await page.getByRole('button', { name: 'Get recommendations' }).click();
  const overlay = page.getByRole('dialog', { name: 'Recommended for you' });
  const list = overlay.getByRole('list').first();
  await expect(list.getByRole('listitem')).toHaveCount(12);
  // No native select or bare checkbox: a button per filter that opens its panel.
  await expect(overlay.getByRole('combobox')).toHaveCount(0);
  await expect(overlay.getByRole('checkbox')).toHaveCount(0);
  for (const name of texts.en.filters) {
    await expect(
      overlay.getByRole('button', { name: new RegExp(`^${name}\\s*All`) }),
    ).toHaveAttribute('aria-expanded', 'false');
  }

  const family = overlay.getByRole('button', { name: /^Family/ });
  await family.click();
  const panel = overlay.getByRole('group', { name: 'Family', exact: true });
  await panel.getByRole('checkbox', { name: 'Citrus' }).check();
  // The open panel is whole on the screen, inside the overlay.
  const shown = (await panel.boundingBox())!;
  const frame = (await overlay.boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(frame.x);
  expect(shown.x + shown.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(family).toContainText('1 selected');
  await expect(family).toBeFocused();
  // Every perfume proposed is now a citrus one.
  await expect(list.getByRole('listitem').first()).toContainText('Citrus');
  await expect(async () => {
    const families = await list.getByRole('listitem').allTextContents();
    expect(families.length).toBeGreaterThan(0);
    for (const text of families) expect(text).toContain('Citrus');
  }).toPass();
});
