import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogData } from '../../common/domain/catalog-schema';
import { seedCatalogDir } from '../test-support/test-app';
import {
  applyIllustrations,
  chaptersPerLanguage,
  checkIllustrations,
  listIllustrations,
} from './illustrations';
import { readCatalogFolder } from '../catalog/read-catalog';
import { formatProblem, validateCatalog } from '../catalog/validate';

const publicDir = path.resolve(seedCatalogDir, '..', 'web', 'public');
const l = (en: string) => ({ en, fr: `${en} (fr)`, es: `${en} (es)` });
const chapter = {
  description: l('d'),
  type: l('t'),
  parts: l('p'),
  extraction: l('e'),
  history: l('h'),
  production: l('p'),
  effect: l('e'),
  moreInfo: l('m'),
  didYouKnow: l('y'),
  iconicPerfumeId: 1,
  iconicFragranceText: l('i'),
};
const ingredient = (key: string, imageUrl: string, withChapter = false) => ({
  id: key.length,
  key,
  name: l(key),
  familyId: 1,
  kind: 'natural' as const,
  origins: [],
  imageUrl,
  ...(withChapter ? { chapter } : {}),
});
const families = [
  { id: 1, key: 'floral', name: l('Floral'), color: '#E07A9F', intensity: 0.5, meFamilies: [] },
  { id: 2, key: 'woody', name: l('Woody'), color: '#8A5A32', intensity: 0.5, meFamilies: [] },
] satisfies CatalogData['families'];

describe('checkIllustrations', () => {
  const files = new Set([
    '/illustrations/ingredients/rose.svg',
    '/illustrations/families/floral.svg',
  ]);

  it('counts the drawings of ingredients and families', () => {
    const report = checkIllustrations(
      {
        families,
        ingredients: [
          ingredient('rose', '/illustrations/ingredients/rose.svg', true),
          ingredient('musk', ''),
        ],
      },
      files,
    );
    expect(report.problems).toEqual([]);
    expect(report.ingredients).toBe(1);
    expect(report.families).toEqual({ drawn: 1, total: 2, missing: ['woody'] });
  });

  it('fails a chapter without its drawing and an address with no file', () => {
    const report = checkIllustrations(
      {
        families,
        ingredients: [
          ingredient('vanilla', '', true),
          ingredient('oud', '/illustrations/ingredients/oud.svg'),
          // An outside picture is not ours to check.
          ingredient('iris', 'https://images.example/iris.png'),
        ],
      },
      files,
    );
    expect(report.problems.map(formatProblem)).toEqual([
      'ingredients.json › ingredient 7 (vanilla) › imageUrl: the ingredient has a chapter but no illustration: add web/public/illustrations/ingredients/vanilla.svg, then run npm run catalog:illustrations',
      'ingredients.json › ingredient 3 (oud) › imageUrl: there is no file web/public/illustrations/ingredients/oud.svg',
      'web/public/illustrations/ingredients/rose.svg: no ingredient has the key "rose"',
    ]);
  });

  it('fails a drawing that its ingredient does not name', () => {
    const report = checkIllustrations(
      {
        families,
        ingredients: [ingredient('rose', ''), ingredient('musk', '')],
      },
      new Set([...files, '/illustrations/ingredients/vanila.svg']),
    );
    expect(report.problems.map(formatProblem)).toEqual([
      'web/public/illustrations/ingredients/rose.svg: the ingredient "rose" does not name this drawing: run npm run catalog:illustrations',
      'web/public/illustrations/ingredients/vanila.svg: no ingredient has the key "vanila"',
    ]);
  });
});

describe('chaptersPerLanguage', () => {
  it('counts the chapters complete in each language', () => {
    expect(
      chaptersPerLanguage({
        ingredients: [
          ingredient('rose', '', true),
          ingredient('musk', '', true),
          ingredient('oud', ''),
        ],
      }),
    ).toEqual({ en: 2, fr: 2, es: 2 });
  });
});

describe('applyIllustrations', () => {
  const text = [
    '[',
    '  {"id": 1, "key": "rose", "name": {"en": "Rose"}, "imageUrl": ""},',
    '  {"id": 2, "key": "oud", "name": {"en": "Oud"}, "imageUrl": "/illustrations/ingredients/oud.svg"},',
    '  {"id": 3, "key": "iris", "name": {"en": "Iris"}, "imageUrl": "https://images.example/iris.png"},',
    '  {"id": 4, "key": "musk", "name": {"en": "Musk"}}',
    ']',
    '',
  ].join('\n');

  it('names the drawings that exist and clears those that are gone, line by line', () => {
    const result = applyIllustrations(text, new Set(['rose', 'musk']));
    expect(result.set).toEqual(['rose', 'musk']);
    expect(result.cleared).toEqual(['oud']);
    expect(result.text.split('\n')).toEqual([
      '[',
      '  {"id": 1, "key": "rose", "name": {"en": "Rose"}, "imageUrl": "/illustrations/ingredients/rose.svg"},',
      '  {"id": 2, "key": "oud", "name": {"en": "Oud"}, "imageUrl": ""},',
      '  {"id": 3, "key": "iris", "name": {"en": "Iris"}, "imageUrl": "https://images.example/iris.png"},',
      '  {"id": 4, "key": "musk", "name": {"en": "Musk"}, "imageUrl": "/illustrations/ingredients/musk.svg"}',
      ']',
      '',
    ]);
    // Run again, it changes nothing.
    expect(applyIllustrations(result.text, new Set(['rose', 'musk']))).toEqual({
      text: result.text,
      set: [],
      cleared: [],
    });
  });

  it('rewrites a file in another layout as indented JSON', () => {
    const indented = JSON.stringify([{ id: 1, key: 'rose', imageUrl: '' }], null, 2);
    const result = applyIllustrations(indented, new Set(['rose']));
    expect(JSON.parse(result.text)).toEqual([
      { id: 1, key: 'rose', imageUrl: '/illustrations/ingredients/rose.svg' },
    ]);
  });
});

describe('the seed catalog and the drawings of web/public', () => {
  it('has a drawing for every chapter, and every address it names is a file', async () => {
    const { data, problems } = validateCatalog(await readCatalogFolder(seedCatalogDir));
    expect(problems.map(formatProblem)).toEqual([]);
    const files = await listIllustrations(publicDir);
    const report = checkIllustrations(data!, files);
    expect(report.problems.map(formatProblem)).toEqual([]);
    for (const { key, chapter, imageUrl } of data!.ingredients) {
      if (chapter) expect(files.has(imageUrl), `${key} has a chapter and its drawing`).toBe(true);
    }
    expect(report.families.missing).toEqual([]);
  });
});
