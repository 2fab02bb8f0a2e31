import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterTextFields } from '../../common/domain/catalog-schema';
import { createTestApp, seedCatalogDir, type TestApp } from '../test-support/test-app';

// The ingredient chapter as the API answers it on the seed catalog: the texts of a complete
// chapter in the asked language, the illustrations' addresses, origins numbered as the world map
// numbers countries; and the drawings served as files of the web app.

const VANILLA = 48;
const DAMASK_ROSE = 2;
const SHALIMAR = 3004;
const MY_BURBERRY = 73003;
const publicDir = path.resolve(seedCatalogDir, '..', 'web', 'public');

describe('ingredient chapters and illustrations', () => {
  let t: TestApp;
  let webRoot: string;
  const get = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    // A built app in miniature: its page and one drawing, copied from web/public as the build does.
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="app"></div>');
    const drawing = path.join('illustrations', 'ingredients', 'vanilla.svg');
    fs.mkdirSync(path.dirname(path.join(webRoot, drawing)), { recursive: true });
    fs.copyFileSync(path.join(publicDir, drawing), path.join(webRoot, drawing));
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers every text of a chapter, in the asked language, with its iconic perfume', async () => {
    const [en, fr, es] = await Promise.all(
      ['en', 'fr', 'es'].map((lang) => get(`/api/ingredients/${VANILLA}/info/?lang=${lang}`)),
    );
    expect([en.name, fr.name, es.name]).toEqual(['Vanilla', 'Vanille', 'Vainilla']);
    for (const info of [en, fr, es]) {
      expect(info.isIngredientChapter).toBe(true);
      for (const field of [...chapterTextFields, 'iconicFragranceText']) {
        expect(typeof info[field], field).toBe('string');
        expect(info[field].trim(), field).not.toBe('');
      }
      expect(info.iconicPerfume).toMatchObject({ id: SHALIMAR, name: 'Shalimar' });
    }
    for (const field of chapterTextFields) {
      expect(fr[field], field).not.toBe(en[field]);
      expect(es[field], field).not.toBe(en[field]);
    }
    expect(en.description).toContain('Vanilla planifolia');
    expect(en.perfumes).toHaveLength(8);
    expect(en.relatedIngredients).toHaveLength(8);
  });

  it('gives the ingredient’s share of each of its perfumes, as the perfume’s quad does', async () => {
    const vanilla = await get(`/api/ingredients/${VANILLA}/info/?lang=en`);
    const shareIn = async (id: number) => {
      const perfume = await get(`/api/perfumes/${id}?lang=en`);
      const proportions: { ingredient: { id: number }; proportion: number }[] =
        perfume.ingredientProportions;
      const total = proportions.reduce((sum, p) => sum + p.proportion, 0);
      const own = proportions.find((p) => p.ingredient.id === VANILLA)!.proportion;
      return Math.round((own / total) * 1000) / 10;
    };
    expect(vanilla.iconicPerfume.share).toBe(await shareIn(SHALIMAR));
    for (const perfume of vanilla.perfumes) {
      expect(perfume.share, perfume.name).toBe(await shareIn(perfume.id));
      expect(perfume.share, perfume.name).toBeGreaterThan(0);
    }
  });

  it('names the ingredient’s drawing, the same for every size, and its family’s', async () => {
    const vanilla = await get(`/api/ingredients/${VANILLA}/info/?lang=en`);
    expect(vanilla).toMatchObject({
      imageUrl: '/illustrations/ingredients/vanilla.svg',
      lightImageUrl: '/illustrations/ingredients/vanilla.svg',
      mediumImageUrl: '/illustrations/ingredients/vanilla.svg',
      largeImageUrl: '/illustrations/ingredients/vanilla.svg',
      useGenericImageUrl: false,
      useGenericLightImageUrl: false,
      family: { name: 'Amber', imageUrl: '/illustrations/families/amber.svg' },
    });
    // The ingredients it is paired with carry their own drawing or their family's.
    for (const related of vanilla.relatedIngredients) {
      expect(related.family.imageUrl).toMatch(/^\/illustrations\/families\/[a-z-]+\.svg$/);
      expect(related.useGenericImageUrl).toBe(related.imageUrl === '');
    }
  });

  it('keeps an ingredient without a chapter to what the catalog knows', async () => {
    const rose = await get(`/api/ingredients/${DAMASK_ROSE}/info/?lang=en`);
    expect(rose.name).toBe('Damask rose');
    expect(rose.isIngredientChapter).toBe(false);
    for (const field of [...chapterTextFields, 'iconicFragranceText'])
      expect(rose, field).not.toHaveProperty(field);
    expect(rose.iconicPerfume).toBeNull();
    expect(rose).toMatchObject({
      imageUrl: '',
      mediumImageUrl: '',
      useGenericImageUrl: true,
      family: { imageUrl: '/illustrations/families/floral.svg' },
    });
    expect(rose.perfumes.length).toBeGreaterThan(0);
  });

  it('numbers origins as the country reference data does, named in the asked language', async () => {
    const fr = await get(`/api/ingredients/${VANILLA}/info/?lang=fr`);
    expect(fr.origin).toContainEqual({
      id: '450',
      code: 'MG',
      name: 'Madagascar',
      lat: expect.any(Number),
      long: expect.any(Number),
    });
    expect(fr.origin.find((o: { code: string }) => o.code === 'MX')).toMatchObject({
      id: '484',
      name: 'Mexique',
    });
  });

  it('gives a perfume its signature ingredient’s drawing, or none', async () => {
    const shalimar = await get(`/api/perfumes/${SHALIMAR}?lang=en`);
    expect(shalimar.heroIngredient).toEqual({
      id: VANILLA,
      name: 'Vanilla',
      imageUrl: '/illustrations/ingredients/vanilla.svg',
    });
    const burberry = await get(`/api/perfumes/${MY_BURBERRY}?lang=en`);
    expect(burberry.heroIngredient).toEqual({
      id: DAMASK_ROSE,
      name: 'Damask rose',
      imageUrl: '',
    });
  });

  it('serves a drawing as SVG, cached for an hour, compressed when asked', async () => {
    const res = await t.app.inject({
      url: '/illustrations/ingredients/vanilla.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-encoding']).toBe('gzip');
    const missing = await t.app.inject('/illustrations/ingredients/no-such-drawing.svg');
    expect(missing.statusCode).toBe(404);
  });
});
