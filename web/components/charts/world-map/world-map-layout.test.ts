import { describe, expect, it } from 'vitest';
import topology from 'world-atlas/countries-110m.json';
import countries from '../../../../catalog/countries.json';
import {
  MIN_VISIBLE_AREA,
  worldFeatures,
  worldMapLayout,
  type MapCountry,
} from './world-map-layout';

const world = worldFeatures(topology);
const country = (code: string): MapCountry => {
  const c = countries.find((entry) => entry.code === code)!;
  return { id: c.numeric, code, name: c.name.en, lat: c.lat, long: c.long };
};
// Vanilla's origins: Madagascar, Indonesia, Mexico, and French Polynesia, too small for this map.
const vanilla = ['MG', 'ID', 'MX', 'PF'].map(country);

describe('world map layout', () => {
  it('reads the countries of world-atlas, numbered as the catalog numbers them', () => {
    expect(world.features.length).toBeGreaterThan(170);
    const ids = new Set(world.features.map((f) => String(f.id)));
    // Every country of the catalog is on the map, but four islands the 110m map leaves out.
    const absent = countries.filter((c) => !ids.has(c.numeric)).map((c) => c.code);
    expect(absent.sort()).toEqual(['GD', 'KM', 'PF', 'RE']);
  });

  it('fits the world to the width, without Antarctica', () => {
    const layout = worldMapLayout(world, [], { width: 800 });
    expect(layout.width).toBe(800);
    // Natural Earth without Antarctica is about twice as wide as tall.
    expect(layout.height).toBeGreaterThan(330);
    expect(layout.height).toBeLessThan(430);
    expect(layout.land.some((l) => l.id === '010')).toBe(false);
    expect(layout.land.length).toBeGreaterThan(170);
    expect(layout.land.every((l) => l.path.startsWith('M'))).toBe(true);
  });

  it('highlights the given countries in their order, apart from the background', () => {
    const layout = worldMapLayout(world, vanilla, { width: 800 });
    expect(layout.highlights.map((h) => h.code)).toEqual(['MG', 'ID', 'MX', 'PF']);
    const background = new Set(layout.land.map((l) => l.id));
    for (const id of ['450', '360', '484']) expect(background.has(id)).toBe(false);
    const [madagascar, indonesia, mexico, polynesia] = layout.highlights;
    expect(madagascar!.path).toMatch(/^M/);
    expect(madagascar!.marked).toBe(false);
    expect(indonesia!.marked).toBe(false);
    // Missing from the geometry: a dot at its reference point.
    expect(polynesia!.path).toBeNull();
    expect(polynesia!.marked).toBe(true);
    // Reference points fall where they should: Mexico west of Madagascar, Madagascar south of the
    // equator, Indonesia east of Madagascar; every one inside the frame.
    expect(mexico!.point[0]).toBeLessThan(madagascar!.point[0]);
    expect(madagascar!.point[1]).toBeGreaterThan(layout.height / 2);
    expect(indonesia!.point[0]).toBeGreaterThan(madagascar!.point[0]);
    for (const h of layout.highlights) {
      expect(h.point[0]).toBeGreaterThanOrEqual(0);
      expect(h.point[0]).toBeLessThanOrEqual(800);
      expect(h.point[1]).toBeGreaterThanOrEqual(0);
      expect(h.point[1]).toBeLessThanOrEqual(layout.height);
    }
  });

  it('marks a country whose outline is too small to notice', () => {
    const luxembourgOrigin = { id: '442', code: 'LU', name: 'Luxembourg', lat: 49.8, long: 6.1 };
    const small = worldMapLayout(world, [luxembourgOrigin, country('FR')], { width: 375 });
    const [luxembourg, france] = small.highlights;
    expect(luxembourg!.path).not.toBeNull();
    expect(luxembourg!.marked).toBe(true);
    expect(france!.marked).toBe(false);
    expect(MIN_VISIBLE_AREA).toBeGreaterThan(0);
  });

  it('refuses what is not a world-atlas topology', () => {
    expect(() => worldFeatures({ type: 'FeatureCollection' })).toThrow(/world-atlas/);
  });
});
