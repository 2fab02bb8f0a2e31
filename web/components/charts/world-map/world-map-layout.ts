import { geoNaturalEarth1, geoPath } from 'd3';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

// The world map's geometry in pixels: every country's outline, projected to fit the asked width,
// and the highlighted countries (an ingredient's origins) with a point to mark them. Pure, so it is
// tested without a browser; the component only draws what this returns.

/** The countries of world-atlas (countries-110m): `id` is the numeric ISO 3166-1 code, "250". */
export type WorldFeatures = FeatureCollection<Geometry | null, { name?: string } | null>;

export interface MapCountry {
  /** Numeric ISO 3166-1 code as a string, as the catalog's country reference data and world-atlas. */
  id: string;
  code: string;
  name: string;
  lat: number;
  long: number;
}

export interface MapHighlight extends MapCountry {
  /** The country's outline, or null when the 110m map leaves it out (Réunion, Comoros…). */
  path: string | null;
  /** Where the country is (its reference point, projected): the mark of a country too small to see. */
  point: [number, number];
  /** True when the outline alone would be too small to notice: a dot marks it too. */
  marked: boolean;
}

export interface WorldMapLayout {
  width: number;
  height: number;
  /** Every other country, for the background. */
  land: { id: string; key: string; path: string }[];
  /** The highlighted countries, in the order given. */
  highlights: MapHighlight[];
}

/** The countries of a world-atlas topology (its `countries` object) as GeoJSON features. */
export function worldFeatures(topology: unknown): WorldFeatures {
  const world = topology as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  if (world?.type !== 'Topology' || !world.objects?.countries)
    throw new Error('This is not a world-atlas topology with its countries.');
  return feature(world, world.objects.countries) as WorldFeatures;
}

/** Antarctica takes a fifth of a world map's height and no perfume ingredient comes from it. */
const ANTARCTICA = '010';

/**
 * Outlines smaller than this many square pixels (a small island, a city-state) get a dot: at 800
 * pixels wide, Luxembourg or Comoros would be a speck.
 */
export const MIN_VISIBLE_AREA = 40;

const featureId = (feature: Feature<Geometry | null, unknown>) =>
  feature.id === undefined ? '' : String(feature.id);

export function worldMapLayout(
  world: WorldFeatures,
  countries: readonly MapCountry[],
  { width }: { width: number },
): WorldMapLayout {
  const wanted = new Set(countries.map((c) => c.id));
  const shown = world.features.filter(
    (f) => f.geometry !== null && (featureId(f) !== ANTARCTICA || wanted.has(ANTARCTICA)),
  );
  const collection: WorldFeatures = { type: 'FeatureCollection', features: shown };
  const projection = geoNaturalEarth1().fitWidth(width, collection);
  const path = geoPath(projection).digits(1);
  const height = Math.ceil(path.bounds(collection)[1][1]);
  const round = (n: number) => Math.round(n * 10) / 10;

  const byId = new Map(shown.map((f) => [featureId(f), f]));
  const highlights = countries.map((country): MapHighlight => {
    const feature = byId.get(country.id);
    const outline = feature ? path(feature) : null;
    const [x, y] = projection([country.long, country.lat]) ?? [0, 0];
    return {
      ...country,
      path: outline || null,
      point: [round(x), round(y)],
      marked: !outline || !feature || path.area(feature) < MIN_VISIBLE_AREA,
    };
  });
  const land = shown
    .filter((f) => !wanted.has(featureId(f)))
    // A few disputed territories have no code (Kosovo, Somaliland, N. Cyprus): their name keys them.
    .map((f, i) => ({
      id: featureId(f),
      key: featureId(f) || `${f.properties?.name ?? ''}#${i}`,
      path: path(f) ?? '',
    }))
    .filter((l) => l.path !== '');
  return { width, height, land, highlights };
}
