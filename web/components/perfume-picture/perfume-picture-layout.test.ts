import { describe, expect, it } from 'vitest';
import families from '../../../catalog/families.json';
import ingredients from '../../../catalog/ingredients.json';
import type { Concentration } from '../../../common/domain/catalog-schema';
import { pictureColors } from '../../../common/domain/picture-colors';
import { shalimar, tresor } from '../../test/catalog-fixtures';
import {
  INK,
  PAPER,
  PICTURE_SIZE,
  contrast,
  monogramOf,
  perfumePictureLayout,
  pictureLook,
  type PerfumePictureSource,
} from './perfume-picture-layout';

// The seed catalog's perfumes as the API's summaries would carry them into the drawing.
interface SeedPerfume {
  id: number;
  name: string;
  familyId: number;
  secondaryFamilyId: number;
  popularity: number;
  hero: string;
  concentration?: Concentration;
  ingredients: { key: string; proportion: number }[];
}
interface SeedBrand {
  id: number;
  key: string;
  name: string;
  perfumes: SeedPerfume[];
}
const brands = Object.values(
  import.meta.glob<SeedBrand>('../../../catalog/brands/*.json', { eager: true, import: 'default' }),
);
const familyColor = new Map(families.map((f) => [f.id, f.color]));
const ingredientFamily = new Map(ingredients.map((i) => [i.key, i.familyId]));

interface Seeded {
  source: PerfumePictureSource;
  popularity: number;
  hero: string;
  brand: string;
}
const seed: Seeded[] = brands.flatMap((brand) =>
  brand.perfumes.map((p) => ({
    brand: brand.name,
    popularity: p.popularity,
    hero: p.hero,
    source: {
      id: p.id,
      name: p.name,
      brand: { id: brand.id, key: brand.key, name: brand.name },
      family: { id: p.familyId, name: '', color: familyColor.get(p.familyId)!, imageUrl: '' },
      secondaryFamily: {
        id: p.secondaryFamilyId,
        name: '',
        color: familyColor.get(p.secondaryFamilyId)!,
        imageUrl: '',
      },
      picture: {
        concentration: p.concentration ?? null,
        colors: pictureColors(
          p.ingredients.map((i) => ({
            color: familyColor.get(ingredientFamily.get(i.key)!)!,
            proportion: i.proportion,
          })),
        ),
      },
    },
  })),
);

/** The pairs of a list whose pictures would look alike. */
function alike(list: readonly Seeded[]): string[] {
  const looks = new Map<string, string>();
  const pairs: string[] = [];
  for (const { source } of list) {
    const look = pictureLook(perfumePictureLayout(source));
    const other = looks.get(look);
    if (other) pairs.push(`${other} / ${source.name}`);
    else looks.set(look, source.name);
  }
  return pairs;
}

const byPopularity = (list: Seeded[]) => [...list].sort((a, b) => b.popularity - a.popularity);
const pages = (list: Seeded[], size = 12) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, at) =>
    list.slice(at * size, at * size + size),
  );

describe('perfumePictureLayout', () => {
  it('draws the same perfume the same way every time', () => {
    expect(perfumePictureLayout(shalimar)).toEqual(perfumePictureLayout({ ...shalimar }));
    expect(pictureLook(perfumePictureLayout(shalimar))).not.toBe(
      pictureLook(perfumePictureLayout(tresor)),
    );
  });

  it('gives a house one silhouette and cap, whatever the perfume', () => {
    const guerlain = seed.filter((p) => p.brand === 'Guerlain').map((p) => p.source);
    const shapes = new Set(
      guerlain.map((p) => {
        const layout = perfumePictureLayout(p);
        return `${layout.silhouette} ${layout.cap.key} ${layout.cap.fill}`;
      }),
    );
    expect(guerlain.length).toBeGreaterThan(5);
    expect(shapes.size).toBe(1);
  });

  it('fills the flacon deeper the stronger the perfume', () => {
    const surface = (concentration: Concentration | null) =>
      perfumePictureLayout({ ...shalimar, picture: { ...shalimar.picture, concentration } }).liquid
        .surface;
    expect(surface('eau-de-cologne')).toBeGreaterThan(surface('eau-de-toilette'));
    expect(surface('eau-de-toilette')).toBeGreaterThan(surface('eau-de-parfum'));
    expect(surface('eau-de-parfum')).toBeGreaterThan(surface('parfum'));
    expect(
      perfumePictureLayout({
        ...shalimar,
        picture: { ...shalimar.picture, concentration: 'parfum' },
      }).collar,
    ).not.toBeNull();
  });

  it('layers the liquid in the composition’s colours, in their shares, largest at the bottom', () => {
    const { liquid } = perfumePictureLayout(shalimar);
    expect(liquid.bands.map((b) => b.color)).toEqual(['#C9A7D8', '#F0B429', '#C8782E']);
    const heights = liquid.bands.map((b) => b.height);
    expect(heights[2]! / heights[0]!).toBeCloseTo(44 / 26, 1);
    expect(liquid.bands[0]!.y).toBe(liquid.surface);
    const last = liquid.bands.at(-1)!;
    expect(last.y + last.height).toBeCloseTo(148, 0);
    // A perfume the catalog gives no colour is its family's.
    const bare = perfumePictureLayout({
      ...shalimar,
      picture: { concentration: null, colors: [] },
    });
    expect(bare.liquid.bands.map((b) => b.color)).toEqual([shalimar.family.color]);
  });

  it('keeps every flacon of the seed inside its square, its liquid below the neck', () => {
    const numbers = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    const outside: string[] = [];
    for (const { source } of seed) {
      const layout = perfumePictureLayout(source);
      const all = [...numbers(layout.body), ...numbers(layout.cap.path)];
      if (all.some((n) => n < 0 || n > PICTURE_SIZE) || layout.cap.top < 4) {
        outside.push(source.name);
      }
      if (layout.liquid.surface <= layout.neck.y + layout.neck.height) outside.push(source.name);
    }
    expect(outside).toEqual([]);
  });

  it('writes the label’s monogram at 4.5:1 or more on every label of the seed', () => {
    for (const { source } of seed) {
      const { label } = perfumePictureLayout(source);
      expect([INK, PAPER]).toContain(label.ink);
      expect(contrast(label.fill, label.ink), source.name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('takes the monogram from the first two words that name the perfume', () => {
    expect(monogramOf('La Petite Robe Noire')).toBe('PR');
    expect(monogramOf('N°5')).toBe('N');
    expect(monogramOf("L'Homme Idéal")).toBe('HI');
    expect(monogramOf('Sauvage Eau de Parfum')).toBe('S');
    expect(monogramOf('L’Eau d’Issey pour Homme')).toBe('IH');
    expect(monogramOf("L'Eau")).toBe('LE');
    expect(monogramOf('Élixir')).toBe('É');
    expect(monogramOf('1 Million')).toBe('1M');
  });

  // A search page shows 12 perfumes: no two of them may look alike. A house's perfumes share a
  // silhouette and a cap, so its own list is the hardest case; then lists like those the
  // explorers show: the perfumes of a signature ingredient, of a family, most popular first.
  it('draws every perfume of a house differently', () => {
    const seen: string[] = [];
    for (const brand of brands) {
      seen.push(...alike(seed.filter((p) => p.brand === brand.name)));
    }
    expect(seen).toEqual([]);
  });

  it('draws the perfumes of any page of 12 of a signature ingredient or a family differently', () => {
    const seen: string[] = [];
    const groups = new Map<string, Seeded[]>();
    for (const p of seed) {
      for (const key of [`hero ${p.hero}`, `family ${p.source.family.id}`]) {
        groups.set(key, [...(groups.get(key) ?? []), p]);
      }
    }
    for (const group of groups.values()) {
      for (const page of pages(byPopularity(group))) seen.push(...alike(page));
    }
    // And the whole catalog, most popular first, page by page.
    for (const page of pages(byPopularity(seed))) seen.push(...alike(page));
    expect(seen).toEqual([]);
  });
});
