import { describe, expect, it } from 'vitest';
import {
  BASE_WIDTH,
  clampZoom,
  familyRadius,
  FAMILY_SIZE_MAX,
  layoutBubbles,
  lineNodes,
  MOBILE_TARGET_PX,
  MOBILE_TEXT_PX,
  wrapWords,
  neighbour,
  placeOnLine,
  steppedZoom,
  subfamilyRadius,
  SUBFAMILY_SIZE_MAX,
  SUBFAMILY_SIZE_MIN,
  TEXT_SIZE,
  ZOOM_MAX,
  ZOOM_MIN,
  type BubbleFamilyDatum,
  type BubblesInput,
} from './bubbles-layout';

const sub = (id: number, count: number) => ({ id, name: `S${id}`, color: '#888888', count });
const families: BubbleFamilyDatum[] = [
  { id: 1, name: 'Floral', color: '#E07A9F', count: 132, subfamilies: [sub(3, 20), sub(6, 11)] },
  { id: 6, name: 'Woody', color: '#8A5A32', count: 66, subfamilies: [sub(4, 17), sub(1, 4)] },
  { id: 8, name: 'Leather', color: '#5A3A2A', count: 0, subfamilies: [] },
];
const input = (over: Partial<BubblesInput> = {}): BubblesInput => ({
  families,
  selectedFamilyId: null,
  selectedSubfamilyId: null,
  perfumes: [],
  mobile: false,
  aspect: 720 / 1280,
  ...over,
});
const perfumes = [
  { id: 1001, name: 'A', brand: 'X', color: '#E07A9F' },
  { id: 1002, name: 'B', brand: 'Y', color: '#E07A9F' },
];

describe('radii', () => {
  it('keeps subfamilies within the relative sizes 2 to 90', () => {
    expect(subfamilyRadius(0, 20)).toBe(SUBFAMILY_SIZE_MIN);
    expect(subfamilyRadius(20, 20)).toBe(SUBFAMILY_SIZE_MAX);
    expect(subfamilyRadius(40, 20)).toBe(SUBFAMILY_SIZE_MAX);
    const mid = subfamilyRadius(5, 20);
    expect(mid).toBeGreaterThan(SUBFAMILY_SIZE_MIN);
    expect(mid).toBeLessThan(SUBFAMILY_SIZE_MAX);
    expect(subfamilyRadius(3, 0)).toBe(SUBFAMILY_SIZE_MIN);
  });

  it('grows a family bubble with its number of perfumes, area for count', () => {
    expect(familyRadius(132, 132)).toBe(FAMILY_SIZE_MAX);
    expect(familyRadius(66, 132)).toBeLessThan(familyRadius(132, 132));
    expect(familyRadius(66, 132)).toBeGreaterThan(familyRadius(33, 132));
  });
});

describe('lines', () => {
  it('puts the families on the upper line and the selected family’s subfamilies below', () => {
    const layout = layoutBubbles(input({ selectedFamilyId: 1 }));
    const upper = lineNodes(layout, 'upper');
    const lower = lineNodes(layout, 'lower');
    expect(upper.map((n) => n.name)).toEqual(['Floral', 'Woody', 'Leather']);
    expect(upper.every((n) => n.y === layout.upperY && n.deep === 0)).toBe(true);
    expect(lower.map((n) => n.id)).toEqual([3, 6]);
    expect(lower.every((n) => n.y === layout.lowerY && n.deep === 1 && n.parent === 'f1')).toBe(
      true,
    );
    expect(layout.upperY).toBeLessThan(layout.lowerY);
    // Names under the line, neighbours on alternate rows, above the lower line's bubbles.
    expect(upper[0]!.labelY).toBeGreaterThan(upper[0]!.y + upper[0]!.radius);
    expect(upper[1]!.labelY).toBeGreaterThan(upper[0]!.labelY!);
    expect(upper[2]!.labelY).toBe(upper[0]!.labelY);
    expect(upper[1]!.labelY!).toBeLessThan(Math.min(...lower.map((n) => n.y - n.radius)));
    expect(upper[0]!.selected).toBe(true);
    // Left to right, without overlap, inside the frame.
    for (const line of [upper, lower]) {
      for (let i = 1; i < line.length; i++) {
        expect(line[i]!.x - line[i]!.radius).toBeGreaterThanOrEqual(
          line[i - 1]!.x + line[i - 1]!.radius,
        );
      }
      expect(line[0]!.x - line[0]!.radius).toBeGreaterThanOrEqual(0);
      expect(line.at(-1)!.x + line.at(-1)!.radius).toBeLessThanOrEqual(layout.width);
    }
  });

  it('has no lower line without a selected family', () => {
    expect(lineNodes(layoutBubbles(input()), 'lower')).toEqual([]);
  });

  it('keeps a family with no perfume as a ghost, and echoes subfamilies inside their family', () => {
    const layout = layoutBubbles(input());
    expect(layout.nodes.find((n) => n.key === 'f8')?.ghost).toBe(true);
    const echoes = layout.nodes.filter((n) => n.parent === 'f1' && n.line === null);
    expect(echoes).toHaveLength(2);
    const floral = layout.nodes.find((n) => n.key === 'f1')!;
    for (const echo of echoes) {
      expect(echo.ghost).toBe(true);
      expect(Math.hypot(echo.x - floral.x, echo.y - floral.y) + echo.radius).toBeLessThanOrEqual(
        floral.radius + 1e-6,
      );
    }
  });

  it('scales a line down together when it would not fit', () => {
    const placed = placeOnLine([300, 300, 300], BASE_WIDTH, 100);
    expect(placed[2]!.x + placed[2]!.radius).toBeLessThanOrEqual(BASE_WIDTH);
    expect(placed[0]!.radius).toBeCloseTo(placed[1]!.radius);
    expect(placeOnLine([], BASE_WIDTH, 100)).toEqual([]);
  });

  it('draws the perfumes of a selected pair as dots inside its bubble', () => {
    const layout = layoutBubbles(input({ selectedFamilyId: 1, selectedSubfamilyId: 6, perfumes }));
    const pair = layout.nodes.find((n) => n.key === 'f1-s6')!;
    expect(pair.selected).toBe(true);
    const dots = layout.nodes.filter((n) => n.deep === 2);
    expect(dots.map((d) => d.id)).toEqual([1001, 1002]);
    for (const dot of dots) {
      expect(dot.parent).toBe('f1-s6');
      expect(dot.brand).toBeDefined();
      expect(Math.hypot(dot.x - pair.x, dot.y - pair.y) + dot.radius).toBeLessThanOrEqual(
        pair.radius,
      );
    }
  });

  it('follows the drawing area’s shape on a desktop, within limits', () => {
    expect(layoutBubbles(input()).fontSize).toBe(TEXT_SIZE.desktop);
    const tall = layoutBubbles(input({ aspect: 1.6 }));
    expect(tall.width).toBe(BASE_WIDTH);
    expect(tall.height).toBe(960);
    expect(layoutBubbles(input({ aspect: 0.1 })).height).toBe(576);
  });
});

describe('zoom', () => {
  it('stays between 0.5 and 32', () => {
    expect(clampZoom(0.1)).toBe(ZOOM_MIN);
    expect(clampZoom(100)).toBe(ZOOM_MAX);
    expect(clampZoom(3)).toBe(3);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(steppedZoom(1, 1)).toBe(2);
    expect(steppedZoom(1, -1)).toBe(0.5);
    expect(steppedZoom(0.5, -1)).toBe(0.5);
    expect(steppedZoom(32, 1)).toBe(32);
  });
});

describe('keyboard moves', () => {
  const layout = layoutBubbles(input({ selectedFamilyId: 1 }));
  it('moves along a line, skipping ghosts, and between lines', () => {
    expect(neighbour(layout, 'f1', 'right')?.key).toBe('f6');
    expect(neighbour(layout, 'f6', 'right')).toBeNull();
    expect(neighbour(layout, 'f6', 'left')?.key).toBe('f1');
    expect(neighbour(layout, 'f1', 'left')).toBeNull();
    expect(neighbour(layout, 'f1', 'end')?.key).toBe('f6');
    expect(neighbour(layout, 'f1-s6', 'home')?.key).toBe('f1-s3');
    expect(neighbour(layout, 'f1', 'down')?.line).toBe('lower');
    expect(neighbour(layout, 'f1-s3', 'up')?.line).toBe('upper');
    expect(neighbour(layout, 'f1', 'up')).toBeNull();
  });
});

describe('the phone layout', () => {
  // Fourteen families with up to thirteen touches each, as in the catalog.
  const many: BubbleFamilyDatum[] = Array.from({ length: 14 }, (_, i) => ({
    id: i + 1,
    name: `Family ${i + 1}`,
    color: '#888888',
    count: 150 - i * 10,
    subfamilies: Array.from({ length: 13 }, (_, j) => sub(100 + j, 25 - j)),
  }));
  const phone = (width: number, over: Partial<BubblesInput> = {}) =>
    layoutBubbles(input({ families: many, mobile: true, aspect: 2, width, ...over }));

  it("draws at the drawing area's own width, names at 13 px, not the desktop's 1280 units", () => {
    const layout = phone(358);
    expect(layout.width).toBe(358);
    expect(layout.fontSize).toBe(MOBILE_TEXT_PX);
    expect(layout.fontSize).toBeGreaterThanOrEqual(12);
  });

  for (const width of [358, 300]) {
    it(`gives each bubble a tap target of at least 44 px, none overlapping (${width} px)`, () => {
      const layout = phone(width, { selectedFamilyId: 1 });
      for (const line of ['upper', 'lower'] as const) {
        const nodes = lineNodes(layout, line);
        expect(nodes.length).toBe(line === 'upper' ? 14 : 13);
        const boxes = nodes.map((n) => ({
          left: n.x - n.hitHalfWidth!,
          right: n.x + n.hitHalfWidth!,
          top: n.y - n.radius,
          bottom: n.labelY! + layout.fontSize * 1.2,
        }));
        for (const [i, a] of boxes.entries()) {
          expect(a.right - a.left).toBeGreaterThanOrEqual(MOBILE_TARGET_PX);
          expect(a.bottom - a.top).toBeGreaterThanOrEqual(MOBILE_TARGET_PX);
          expect(a.left).toBeGreaterThanOrEqual(0);
          expect(a.right).toBeLessThanOrEqual(width);
          expect(a.bottom).toBeLessThanOrEqual(layout.height);
          for (const b of boxes.slice(i + 1)) {
            const apart =
              a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
            expect(apart).toBe(true);
          }
        }
      }
    });
  }

  it('puts the touches below the families and grows as tall as they need', () => {
    const before = phone(358);
    const after = phone(358, { selectedFamilyId: 1 });
    const lowest = Math.max(...lineNodes(after, 'upper').map((n) => n.labelY!));
    expect(Math.min(...lineNodes(after, 'lower').map((n) => n.y - n.radius))).toBeGreaterThan(
      lowest,
    );
    expect(after.height).toBeGreaterThan(before.height);
  });
});

describe('wrapWords', () => {
  it('fills lines up to the limit and keeps a long word whole', () => {
    expect(wrapWords('Choose a family above to see its touches', 20)).toEqual([
      'Choose a family',
      'above to see its',
      'touches',
    ]);
    expect(wrapWords('Aromatique', 4)).toEqual(['Aromatique']);
  });
});
