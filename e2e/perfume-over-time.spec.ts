import { expect, test, type Locator, type Page } from '@playwright/test';
import { appRoutes } from '../common/app-routes';

// A perfume over time (issue 15), end to end against the real server and the seed catalog:
// Chanel's N°5 is 1001, Dior's Sauvage 2011, Acqua di Parma's Colonia 49001, Lanvin's Arpège 13002.
// Runs on the desktop and phone projects.

const NO5 = 1001;
const SAUVAGE = 2011;
const COLONIA = 49001;
const ARPEGE = 13002;
const selectionUrl = (id: number) => `${appRoutes.exploreByName}?selection=${id}`;

/** The names a quad's legend lists, in its order. */
async function quadNotes(figure: Locator): Promise<string[]> {
  await expect(figure).toBeVisible();
  return figure.locator('.quad__legend-name').allTextContents();
}

/** The notes the text alternative lists for a stage ("Top notes (First minutes)" → names). */
async function writtenNotes(page: Page, stage: 'top' | 'heart' | 'base'): Promise<string[]> {
  const line = page
    .getByRole('region', { name: 'Notes by stage' })
    .locator(`[data-stage="${stage}"] dd`);
  const text = (await line.textContent()) ?? '';
  return text
    .split(/,\s*(?:and\s+)?| and /)
    .map((name) => name.trim())
    .filter(Boolean);
}

test('N°5 unfolds from its aldehydes to its woods, and the words list the same notes', async ({
  page,
}) => {
  await page.goto(selectionUrl(NO5));
  const dialog = page.getByRole('dialog', { name: 'N°5' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('figure', { name: 'Ingredients of N°5' })).toBeVisible();
  // Its concentration as launched, among its facts.
  await expect(dialog.locator('[data-fact="concentration"]')).toContainText(
    'Parfum (extrait) (also as eau de parfum and eau de toilette)',
  );

  await dialog.getByRole('button', { name: 'Over time' }).click();
  const moments = dialog.getByRole('group', { name: 'Moment of the wear' });
  await expect(moments.getByRole('button')).toHaveCount(3);
  await expect(moments.getByRole('button', { name: /First minutes/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The notes along the perfume's life: what opens it and fades, what stays to the drydown.
  const timeline = dialog.getByRole('figure', { name: /^N°5 over time/ });
  const band = (note: string) =>
    timeline
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: new RegExp(`^${note},`) }) });
  await expect(
    timeline.getByRole('link', { name: /^Aldehydes, .*in the first minutes$/ }),
  ).toBeVisible();
  await expect(
    timeline.getByRole('link', {
      name: /^Ylang-ylang, .*from the first minutes through the first hours$/,
    }),
  ).toBeVisible();
  await expect(
    timeline.getByRole('link', { name: /^Sandalwood, .*in the drydown$/ }),
  ).toBeVisible();
  const expected = {
    top: { moment: 'First minutes', notes: ['Aldehydes', 'Ylang-ylang', 'Neroli'] },
    heart: { moment: 'First hours', notes: ['May rose', 'Jasmine', 'Ylang-ylang', 'Iris'] },
    base: { moment: 'Drydown', notes: ['Sandalwood', 'Vetiver', 'Vanilla'] },
  } as const;
  for (const [stage, { moment, notes }] of Object.entries(expected)) {
    await moments.getByRole('button', { name: new RegExp(moment) }).click();
    // The notes of the moment stand out, the others step back.
    for (const note of notes) await expect(band(note)).not.toHaveClass(/is-dimmed/);
    await expect(timeline.locator('.note-timeline__row:not(.is-dimmed)')).toHaveCount(notes.length);
    // The text alternative names the same notes.
    expect((await writtenNotes(page, stage as keyof typeof expected)).sort()).toEqual(
      [...notes].sort(),
    );
  }

  // Back to the whole composition: every note again, and no words of stages.
  await dialog.getByRole('button', { name: 'Whole composition' }).click();
  expect(await quadNotes(dialog.getByRole('figure', { name: 'Ingredients of N°5' }))).toHaveLength(
    9,
  );
  await expect(dialog.getByRole('region', { name: 'Notes by stage' })).toBeHidden();
});

test('the comparison’s tiles glide between stages, and hold still under reduced motion', async ({
  page,
}) => {
  const tileMotion = async () => {
    const tile = page.locator('.quad--unfolding .quad__tile').first();
    await expect(tile).toBeVisible();
    return tile.evaluate((element) => getComputedStyle(element).transitionDuration);
  };
  const comparisonUrl = `${appRoutes.exploreByName}?selection=${NO5}&selectedSimilar=${ARPEGE}`;
  const overTime = () =>
    page
      .getByRole('region', { name: 'N°5 and Arpège side by side' })
      .getByRole('button', { name: 'Over time' })
      .click();
  await page.goto(comparisonUrl);
  await overTime();
  expect(await tileMotion()).toContain('0.45s');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await overTime();
  const durations = (await tileMotion()).split(',').map((d) => parseFloat(d));
  for (const duration of durations) expect(duration).toBeLessThan(0.01);
});

test('the share card and the comparison show the stage the view shows', async ({ page }) => {
  await page.goto(selectionUrl(NO5));
  const dialog = page.getByRole('dialog', { name: 'N°5' });
  await dialog.getByRole('button', { name: 'Over time' }).click();
  await dialog.getByRole('button', { name: /Drydown/ }).click();
  await dialog.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share N°5' });
  await expect(share).toContainText('Drydown · Base notes');
  expect(
    (
      await quadNotes(share.getByRole('figure', { name: 'N°5, Drydown: the notes that lead' }))
    ).sort(),
  ).toEqual(['Sandalwood', 'Vanilla', 'Vetiver']);
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  // Side by side with Arpège, one control moves both perfumes through the same stage.
  await page.goto(`${appRoutes.exploreByName}?selection=${NO5}&selectedSimilar=${ARPEGE}`);
  const comparison = page.getByRole('region', { name: 'N°5 and Arpège side by side' });
  await expect(comparison.getByRole('article')).toHaveCount(2);
  await comparison.getByRole('button', { name: 'Over time' }).click();
  await expect(
    comparison.getByRole('figure', { name: 'N°5, First minutes: the notes that lead' }),
  ).toBeVisible();
  await expect(
    comparison.getByRole('figure', { name: 'Arpège, First minutes: the notes that lead' }),
  ).toBeVisible();
});

for (const [lang, texts] of [
  [
    'fr',
    {
      overTime: 'Au fil du temps',
      stages: ['Notes de tête', 'Notes de cœur', 'Notes de fond'],
      moments: ['Premières minutes', 'Premières heures', 'Fond'],
      parfum: 'Parfum (extrait)',
      sauvage: 'Eau de toilette',
      colonia: 'Eau de Cologne',
      label: 'Concentration',
    },
  ],
  [
    'es',
    {
      overTime: 'A lo largo del tiempo',
      stages: ['Notas de salida', 'Notas de corazón', 'Notas de fondo'],
      moments: ['Primeros minutos', 'Primeras horas', 'Fondo'],
      parfum: 'Parfum (extracto)',
      sauvage: 'Eau de toilette',
      colonia: 'Agua de colonia',
      label: 'Concentración',
    },
  ],
] as const) {
  test(
    `the stages and concentrations are named in ${lang}`,
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await page.goto(selectionUrl(NO5));
      const dialog = page.getByRole('dialog', { name: 'N°5' });
      await expect(dialog.locator('[data-fact="concentration"]')).toContainText(
        `${texts.label}${texts.parfum}`,
      );
      await dialog.getByRole('button', { name: texts.overTime }).click();
      const words = dialog.locator('.pyramid-text');
      for (const [index, stage] of texts.stages.entries()) {
        await expect(words).toContainText(`${stage} (${texts.moments[index]})`);
      }

      await page.goto(selectionUrl(SAUVAGE));
      await expect(
        page.getByRole('dialog', { name: 'Sauvage' }).locator('[data-fact="concentration"]'),
      ).toContainText(`${texts.label}${texts.sauvage}`);
      await page.goto(selectionUrl(COLONIA));
      await expect(
        page.getByRole('dialog', { name: 'Colonia' }).locator('[data-fact="concentration"]'),
      ).toContainText(`${texts.label}${texts.colonia}`);
    },
  );
}
