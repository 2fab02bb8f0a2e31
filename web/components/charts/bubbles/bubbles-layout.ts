import { hierarchy, pack, scaleSqrt } from 'd3';

// The families explorer's bubbles (spec sections 2, 3 and 9): main families on an upper line
// ("smell of"), the secondary families of the selected family on a lower line ("touch of"), and
// the perfumes of a selected pair as small dots inside its bubble. Pure: positions and radii in a
// frame `BASE_WIDTH` units wide, drawn by an SVG viewBox; the component only renders and zooms.
// The spec has a phone see the same 1280-unit composition through the viewBox (its responsive
// base ratio 1280/375 at the reference width) with larger text (25 against 15). Seen that way the
// 14 families were 15 px wide under 7 px names: a phone (`mobile`) gets its own composition
// instead, in CSS pixels of its drawing area: each line a grid of cells a finger can tap, four
// (three on the narrowest phones) to a row, names at 13 px, as tall as it needs.

export const BASE_WIDTH = 1280;
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 32;
export const ANIMATION_MS = 2000;
export const NODE_TRANSITION_MS = 1500;
/**
 * Label size in frame units on a desktop. The spec's 25 for a phone was for the 1280-unit frame
 * seen 375 px wide (7 px on screen); the phone's own layout writes MOBILE_TEXT_PX instead.
 */
export const TEXT_SIZE = { desktop: 15 } as const;
/** Relative sizes of a subfamily bubble (spec section 9), radii in frame units at full width. */
export const SUBFAMILY_SIZE_MIN = 2;
export const SUBFAMILY_SIZE_MAX = 90;
/** Main family radii, same units; their area follows their number of perfumes. */
export const FAMILY_SIZE_MIN = 12;
export const FAMILY_SIZE_MAX = 110;

/** Phone layout, in CSS pixels: label size, smallest and largest radii, room around cells. */
export const MOBILE_TEXT_PX = 13;
export const MOBILE_FAMILY_RADIUS = { min: 15, max: 32 } as const;
export const MOBILE_SUBFAMILY_RADIUS = { min: 13, max: 28 } as const;
/** A tap target's smallest side (WCAG 2.5.5's 44 CSS pixels). */
export const MOBILE_TARGET_PX = 44;
const MOBILE_MARGIN = 8;
/** Room at the top of the phone's drawing for the controls laid over it (the gender button). */
const MOBILE_CONTROLS_PX = 56;
const MOBILE_MIN_WIDTH = 280;

const SIDE_MARGIN = 24;
const GAP = 10;
const DOT_RADIUS = 1;

export interface BubbleDatum {
  id: number;
  name: string;
  color: string;
  count: number;
}

export interface BubbleFamilyDatum extends BubbleDatum {
  /** Its secondary families with the number of perfumes of each pair. */
  subfamilies: readonly BubbleDatum[];
}

export interface BubblePerfumeDatum {
  id: number;
  name: string;
  brand: string;
  color: string;
}

export interface BubblesInput {
  /** The upper line, in the order drawn; a family with no perfume is kept as a ghost. */
  families: readonly BubbleFamilyDatum[];
  selectedFamilyId: number | null;
  selectedSubfamilyId: number | null;
  /** The perfumes of the selected pair, drawn as dots. */
  perfumes: readonly BubblePerfumeDatum[];
  mobile: boolean;
  /** Height / width of the drawing area. */
  aspect: number;
  /** Phone layout: the drawing area's width in CSS pixels (the frame is drawn at 1:1). */
  width?: number;
}

export type BubbleLine = 'upper' | 'lower';

/** Spec section 3's bubble node: deep 0 family, 1 subfamily, 2 perfume. */
export interface BubbleNode {
  key: string;
  id: number;
  deep: 0 | 1 | 2;
  /** The key of the bubble it sits in or hangs from. */
  parent: string | null;
  type: 'family' | 'subfamily' | 'perfume';
  name: string;
  color: string;
  count: number;
  x: number;
  y: number;
  radius: number;
  /**
   * Drawn but not an item of its own: a family with no perfume under the filter, or the small
   * echoes of a family's subfamilies packed inside its bubble.
   */
  ghost: boolean;
  selected: boolean;
  /** The line it belongs to (keyboard order); null for echoes and dots. */
  line: BubbleLine | null;
  /** Position along its line, from the left. */
  index: number;
  /** Perfume dots: the brand, for the tooltip. */
  brand?: string;
  /**
   * Line bubbles: where their name is written, under the line's largest bubble; neighbours
   * alternate between two rows so that long names do not run into each other.
   */
  labelY?: number;
  /** Line bubbles on a phone: half the width of their tap target (their grid cell). */
  hitHalfWidth?: number;
}

export interface BubblesLayout {
  width: number;
  height: number;
  fontSize: number;
  upperY: number;
  lowerY: number;
  nodes: BubbleNode[];
}

/** A zoom factor within the spec's limits. */
export function clampZoom(k: number): number {
  if (!Number.isFinite(k)) return 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, k));
}

/**
 * The frame's size: 1280 units wide, as tall as the drawing area's shape asks, within limits: a
 * taller frame would only push the two lines apart (a phone in portrait shows the frame centred).
 */
export function frameSize(aspect: number): { width: number; height: number } {
  const safe = Number.isFinite(aspect) && aspect > 0 ? aspect : 720 / 1280;
  return {
    width: BASE_WIDTH,
    height: Math.round(BASE_WIDTH * Math.min(0.75, Math.max(0.45, safe))),
  };
}

/** Subfamily radius (relative size 2 to 90) from its number of perfumes; 0 perfumes → minimum. */
export function subfamilyRadius(count: number, maxCount: number): number {
  if (maxCount <= 0 || count <= 0) return SUBFAMILY_SIZE_MIN;
  return scaleSqrt()
    .domain([0, maxCount])
    .range([SUBFAMILY_SIZE_MIN, SUBFAMILY_SIZE_MAX])
    .clamp(true)(count);
}

/** Family radius from its number of perfumes, area proportional to the count. */
export function familyRadius(count: number, maxCount: number): number {
  if (maxCount <= 0 || count <= 0) return FAMILY_SIZE_MIN;
  return scaleSqrt().domain([0, maxCount]).range([FAMILY_SIZE_MIN, FAMILY_SIZE_MAX]).clamp(true)(
    count,
  );
}

/**
 * Places circles of the given radii side by side on a line at height y, centred in the frame,
 * and scales them down together when the line would not fit between the margins.
 */
export function placeOnLine(
  radii: readonly number[],
  width: number,
  y: number,
): { x: number; y: number; radius: number }[] {
  if (radii.length === 0) return [];
  const gaps = GAP * (radii.length - 1);
  const natural = radii.reduce((sum, r) => sum + 2 * r, 0);
  const room = width - 2 * SIDE_MARGIN - gaps;
  const scale = natural > room ? room / natural : 1;
  let x = (width - (natural * scale + gaps)) / 2;
  return radii.map((r) => {
    const radius = r * scale;
    const placed = { x: x + radius, y, radius };
    x += 2 * radius + GAP;
    return placed;
  });
}

/** Circles of the given values packed inside a circle (d3 pack), relative to its centre. */
function packInside(values: readonly number[], radius: number, padding: number) {
  if (values.length === 0) return [];
  const root = hierarchy<{ value?: number; children?: { value: number }[] }>({
    children: values.map((value) => ({ value: Math.max(value, 0.0001) })),
  }).sum((d) => d.value ?? 0);
  const packed = pack<{ value?: number }>()
    .size([2 * radius, 2 * radius])
    .padding(padding)(root);
  return (packed.children ?? []).map((c) => ({ x: c.x - radius, y: c.y - radius, r: c.r }));
}

/** A line bubble's place: its centre and radius, and on a phone where its name goes. */
interface LinePlace {
  x: number;
  y: number;
  radius: number;
  labelY?: number;
}

/** The largest number of perfumes of a family and of a pair, the top of the radius scales. */
function largestCounts(families: readonly BubbleFamilyDatum[]) {
  return {
    maxFamily: Math.max(0, ...families.map((f) => f.count)),
    maxPair: Math.max(0, ...families.flatMap((f) => f.subfamilies.map((s) => s.count))),
  };
}

/**
 * The upper line at its places: a bubble per family, and inside each the make-up of its
 * subfamilies as echoes packed in its bubble. `hitHalfWidth`: the phone's tap target.
 */
function familyLine(
  input: BubblesInput,
  places: readonly LinePlace[],
  hitHalfWidth?: number,
): BubbleNode[] {
  const nodes: BubbleNode[] = [];
  input.families.forEach((family, index) => {
    const place = places[index]!;
    const key = `f${family.id}`;
    nodes.push({
      key,
      id: family.id,
      deep: 0,
      parent: null,
      type: 'family',
      name: family.name,
      color: family.color,
      count: family.count,
      ...place,
      ghost: family.count <= 0,
      selected: family.id === input.selectedFamilyId,
      line: 'upper',
      index,
      ...(hitHalfWidth === undefined ? {} : { hitHalfWidth }),
    });
    const inner = packInside(
      family.subfamilies.map((sub) => sub.count),
      place.radius * 0.86,
      place.radius * 0.03,
    );
    family.subfamilies.forEach((sub, i) => {
      const c = inner[i];
      if (!c) return;
      nodes.push({
        key: `${key}-e${sub.id}`,
        id: sub.id,
        deep: 1,
        parent: key,
        type: 'subfamily',
        name: sub.name,
        color: sub.color,
        count: sub.count,
        x: place.x + c.x,
        y: place.y + c.y,
        radius: c.r,
        ghost: true,
        selected: false,
        line: null,
        index: i,
      });
    });
  });
  return nodes;
}

/**
 * The lower line at its places: a bubble per subfamily of the chosen family, the selected one
 * holding the perfumes of the pair as dots.
 */
function subfamilyLine(
  input: BubblesInput,
  family: BubbleFamilyDatum,
  places: readonly LinePlace[],
  hitHalfWidth?: number,
): BubbleNode[] {
  const nodes: BubbleNode[] = [];
  family.subfamilies.forEach((sub, index) => {
    const place = places[index]!;
    const key = `f${family.id}-s${sub.id}`;
    const selected = sub.id === input.selectedSubfamilyId;
    nodes.push({
      key,
      id: sub.id,
      deep: 1,
      parent: `f${family.id}`,
      type: 'subfamily',
      name: sub.name,
      color: sub.color,
      count: sub.count,
      ...place,
      ghost: sub.count <= 0,
      selected,
      line: 'lower',
      index,
      ...(hitHalfWidth === undefined ? {} : { hitHalfWidth }),
    });
    if (selected) nodes.push(...perfumeDots(input.perfumes, key, place));
  });
  return nodes;
}

/** The perfumes of the selected pair, packed as dots inside its bubble. */
function perfumeDots(
  perfumes: readonly BubblePerfumeDatum[],
  parent: string,
  place: LinePlace,
): BubbleNode[] {
  const dots = packInside(
    perfumes.map(() => 1),
    place.radius * 0.8,
    place.radius * 0.06,
  );
  return perfumes.map((perfume, i) => {
    const dot = dots[i]!;
    return {
      key: `${parent}-p${perfume.id}`,
      id: perfume.id,
      deep: 2,
      parent,
      type: 'perfume',
      name: perfume.name,
      brand: perfume.brand,
      color: perfume.color,
      count: 1,
      x: place.x + dot.x,
      y: place.y + dot.y,
      radius: Math.max(DOT_RADIUS, dot.r),
      ghost: false,
      selected: false,
      line: null,
      index: i,
    };
  });
}

export function layoutBubbles(input: BubblesInput): BubblesLayout {
  if (input.mobile) return layoutForPhone(input);
  const { width, height } = frameSize(input.aspect);
  const fontSize = TEXT_SIZE.desktop;
  const upperY = Math.round(height * 0.33);
  const lowerY = Math.round(height * 0.71);

  const { maxFamily, maxPair } = largestCounts(input.families);
  const upper = placeOnLine(
    input.families.map((f) => familyRadius(f.count, maxFamily)),
    width,
    upperY,
  );
  const nodes = familyLine(input, upper);
  const family = input.families.find((f) => f.id === input.selectedFamilyId);
  if (family) {
    const lower = placeOnLine(
      family.subfamilies.map((s) => subfamilyRadius(s.count, maxPair)),
      width,
      lowerY,
    );
    nodes.push(...subfamilyLine(input, family, lower));
  }

  for (const line of ['upper', 'lower'] as const) {
    const members = nodes.filter((n) => n.line === line);
    const bottom = Math.max(0, ...members.map((n) => n.y + n.radius));
    for (const n of members) n.labelY = bottom + fontSize * (1.2 + 1.25 * (n.index % 2));
  }

  return { width, height, fontSize, upperY, lowerY, nodes };
}

/** The bubbles of a line, left to right (the keyboard's order). */
export function lineNodes(layout: BubblesLayout, line: BubbleLine): BubbleNode[] {
  return layout.nodes.filter((n) => n.line === line).sort((a, b) => a.index - b.index);
}

/** What each bubble holds, by its key: the perfume dots or subfamily echoes drawn inside it. */
export function nodesInside(nodes: readonly BubbleNode[]): Map<string, BubbleNode[]> {
  const map = new Map<string, BubbleNode[]>();
  for (const node of nodes) {
    if (node.line !== null || node.parent === null) continue;
    const list = map.get(node.parent) ?? [];
    list.push(node);
    map.set(node.parent, list);
  }
  return map;
}

/**
 * The bubble an arrow key moves to from `key`: Left/Right along its line (not wrapping),
 * Home/End to its ends, Up/Down to the nearest bubble of the other line. Ghosts are skipped.
 */
export function neighbour(
  layout: BubblesLayout,
  key: string,
  arrow: 'left' | 'right' | 'up' | 'down' | 'home' | 'end',
): BubbleNode | null {
  const from = layout.nodes.find((n) => n.key === key);
  if (!from || !from.line) return null;
  const same = lineNodes(layout, from.line).filter((n) => !n.ghost);
  const at = same.findIndex((n) => n.key === key);
  switch (arrow) {
    case 'left':
      return at > 0 ? same[at - 1]! : null;
    case 'right':
      return at >= 0 && at < same.length - 1 ? same[at + 1]! : null;
    case 'home':
      return same[0] ?? null;
    case 'end':
      return same.at(-1) ?? null;
    default: {
      const other = lineNodes(layout, from.line === 'upper' ? 'lower' : 'upper').filter(
        (n) => !n.ghost,
      );
      if ((arrow === 'down') !== (from.line === 'upper') || other.length === 0) return null;
      return other.reduce((best, n) =>
        Math.abs(n.x - from.x) < Math.abs(best.x - from.x) ? n : best,
      );
    }
  }
}

/** The zoom buttons: each press doubles or halves the zoom, within the limits. */
export function steppedZoom(k: number, direction: 1 | -1): number {
  return clampZoom(k * 2 ** direction);
}

/** Words of `text` in lines of at most `maxChars` characters (a longer word keeps a line alone). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** How many characters of a label fit a width at the phone's text size (Inter averages 0.55 em). */
export function mobileCharsPerLine(width: number): number {
  return Math.max(8, Math.floor(width / (MOBILE_TEXT_PX * 0.58)));
}

function radiusOn(
  range: { min: number; max: number },
  count: number,
  maxCount: number,
  cap: number,
) {
  const max = Math.max(range.min, Math.min(range.max, cap));
  if (maxCount <= 0 || count <= 0) return range.min;
  return scaleSqrt().domain([0, maxCount]).range([range.min, max]).clamp(true)(count);
}

/**
 * The phone's composition: each line a grid of cells, largest first, a bubble centred in each
 * with its name under it; the cell is the tap target. The frame is the drawing area's width in
 * CSS pixels, so radii and text sizes are what the visitor sees.
 */
function layoutForPhone(input: BubblesInput): BubblesLayout {
  const width = Math.max(MOBILE_MIN_WIDTH, Math.round(input.width ?? 375));
  const fontSize = MOBILE_TEXT_PX;
  const columns = width >= 340 ? 4 : 3;
  const cell = (width - 2 * MOBILE_MARGIN) / columns;
  const cap = cell / 2 - 6;
  const lineTitle = fontSize * 2.4;

  /** Places a line's radii in rows from `top`; returns the centres and where the line ends. */
  const grid = (radii: readonly number[], top: number) => {
    const places: { x: number; y: number; radius: number; labelY: number }[] = [];
    let rowTop = top;
    for (let start = 0; start < radii.length; start += columns) {
      const row = radii.slice(start, start + columns);
      const rowRadius = Math.max(...row);
      // A last row with fewer bubbles is centred.
      const shift = ((columns - row.length) * cell) / 2;
      row.forEach((radius, i) => {
        places.push({
          x: MOBILE_MARGIN + shift + cell * (i + 0.5),
          y: rowTop + rowRadius,
          radius,
          labelY: rowTop + 2 * rowRadius + 6,
        });
      });
      rowTop += Math.max(MOBILE_TARGET_PX, 2 * rowRadius + 6 + fontSize * 1.4) + 14;
    }
    return { places, bottom: rowTop };
  };

  const { maxFamily, maxPair } = largestCounts(input.families);
  const upperY = MOBILE_CONTROLS_PX + lineTitle;
  const upper = grid(
    input.families.map((f) => radiusOn(MOBILE_FAMILY_RADIUS, f.count, maxFamily, cap)),
    upperY,
  );
  // The cell is the tap target.
  const hitHalfWidth = cell / 2 - 2;
  const nodes = familyLine(input, upper.places, hitHalfWidth);

  const lowerY = upper.bottom + 8 + lineTitle;
  const family = input.families.find((f) => f.id === input.selectedFamilyId);
  let bottom = lowerY + fontSize * 3.5;
  if (family && family.subfamilies.length > 0) {
    const lower = grid(
      family.subfamilies.map((sub) => radiusOn(MOBILE_SUBFAMILY_RADIUS, sub.count, maxPair, cap)),
      lowerY,
    );
    bottom = lower.bottom;
    nodes.push(...subfamilyLine(input, family, lower.places, hitHalfWidth));
  }

  return { width, height: Math.ceil(bottom), fontSize, upperY, lowerY, nodes };
}
