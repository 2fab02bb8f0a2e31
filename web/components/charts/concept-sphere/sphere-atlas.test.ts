import { describe, expect, it } from 'vitest';
import {
  atlasPixelsPerUnit,
  buildAtlas,
  CELL_FIELDS,
  LARGEST_SCALE,
  WORD_FONT_SIZE,
  wordLook,
  type AtlasCanvas,
  type SphereTheme,
  type WordLook,
} from './sphere-atlas';

const theme: SphereTheme = {
  fontFamily: 'Fraunces, serif',
  ink: 'ink',
  faded: 'faded',
  accent: 'accent',
  accentStrong: 'accent-strong',
  dot: 'dot',
  dotLit: 'dot-lit',
};

interface Call {
  kind: 'text' | 'rect';
  text?: string;
  x: number;
  y: number;
  font: string;
  fill: string;
}

/** A canvas whose context measures a character as half an em and records what is drawn. */
function fakeCanvases() {
  const calls: Call[] = [];
  const sizes: [number, number][] = [];
  const make = (width: number, height: number): AtlasCanvas => {
    sizes.push([width, height]);
    const context = {
      font: '',
      fillStyle: '',
      textAlign: 'start',
      textBaseline: 'alphabetic',
      measureText(text: string) {
        const em = Number(/(\d+(\.\d+)?)px/.exec(this.font)![1]);
        return {
          width: text.length * em * 0.5,
          fontBoundingBoxAscent: em,
          fontBoundingBoxDescent: em / 4,
        };
      },
      fillText(text: string, x: number, y: number) {
        calls.push({ kind: 'text', text, x, y, font: this.font, fill: this.fillStyle });
      },
      fillRect(x: number, y: number) {
        calls.push({ kind: 'rect', x, y, font: this.font, fill: this.fillStyle });
      },
    };
    return { width, height, getContext: () => context } as unknown as AtlasCanvas;
  };
  return { make, calls, sizes };
}

describe('a word’s look', () => {
  it('follows the order of the stylesheet’s cascade', () => {
    const none = { selected: false, active: false, neighbour: false, faded: false };
    expect(wordLook(none)).toBe('plain');
    expect(wordLook({ ...none, faded: true })).toBe('faded');
    expect(wordLook({ ...none, faded: true, neighbour: true })).toBe('neighbour');
    expect(wordLook({ ...none, faded: true, active: true })).toBe('active');
    expect(wordLook({ selected: true, active: true, neighbour: false, faded: true })).toBe(
      'selected',
    );
  });
});

describe('the words’ atlas', () => {
  const labels = ['Rainy day', 'Forest', 'Spa', 'Candlelit dinner', 'Velvet'];
  const looks: WordLook[] = ['plain', 'faded', 'neighbour', 'active', 'selected'];

  it('is drawn sharp enough for the largest word, and no larger than needed', () => {
    expect(atlasPixelsPerUnit(2)).toBe(2 * LARGEST_SCALE);
    expect(atlasPixelsPerUnit(0.1)).toBe(1);
    expect(atlasPixelsPerUnit(10)).toBe(4);
  });

  it('gives each word its own cell, side by side without overlap', () => {
    const { make } = fakeCanvases();
    const atlas = buildAtlas(labels, looks, theme, 3, make)!;
    const boxes = labels.map((_, i) =>
      Array.from(atlas.cells.slice(i * CELL_FIELDS, (i + 1) * CELL_FIELDS)),
    );
    for (const [i, [x, y, w, h]] of boxes.entries()) {
      expect(w).toBeGreaterThan(labels[i]!.length * WORD_FONT_SIZE * 3 * 0.5);
      for (const [ox, oy, ow, oh] of boxes.slice(i + 1)) {
        const apart = x! + w! <= ox! || ox! + ow! <= x! || y! + h! <= oy! || oy! + oh! <= y!;
        expect(apart).toBe(true);
      }
    }
  });

  it('anchors a word at the middle of its box, as its HTML twin is centred', () => {
    const { make, calls } = fakeCanvases();
    const atlas = buildAtlas(labels, looks, theme, 2, make)!;
    const em = WORD_FONT_SIZE * 2;
    const texts = calls.filter((call) => call.kind === 'text');
    texts.forEach((call, i) => {
      const k = i * CELL_FIELDS;
      expect(call.x).toBe(atlas.cells[k]! + atlas.cells[k + 4]!);
      expect(atlas.cells[k + 4]).toBe(atlas.cells[k + 2]! / 2);
      // The text's line is 0.1 em above the anchor: the box's padding lifts it.
      expect(atlas.cells[k + 1]! + atlas.cells[k + 5]! - call.y).toBeCloseTo(em * 0.1);
    });
  });

  it('draws each look in its colour and weight, the chosen words underlined', () => {
    const { make, calls } = fakeCanvases();
    buildAtlas(labels, looks, theme, 1, make);
    const texts = calls.filter((call) => call.kind === 'text');
    expect(texts.map((call) => call.fill)).toEqual([
      'ink',
      'faded',
      'accent',
      'accent-strong',
      'accent',
    ]);
    expect(texts.map((call) => call.font.startsWith('700'))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(texts[0]!.font).toBe('400 12px Fraunces, serif');
    const underlines = calls.filter((call) => call.kind === 'rect');
    expect(underlines).toHaveLength(1);
    expect(underlines[0]!.y).toBeGreaterThan(texts[4]!.y);
  });

  it('starts a new row when a row is full', () => {
    const { make, sizes } = fakeCanvases();
    const many = Array.from({ length: 100 }, (_, i) => `Concept number ${i}`);
    const atlas = buildAtlas(
      many,
      many.map(() => 'plain'),
      theme,
      4,
      make,
    )!;
    const [width, height] = sizes.at(-1)!;
    for (let i = 0; i < many.length; i++) {
      const k = i * CELL_FIELDS;
      expect(atlas.cells[k]! + atlas.cells[k + 2]!).toBeLessThanOrEqual(width);
      expect(atlas.cells[k + 1]! + atlas.cells[k + 3]!).toBeLessThanOrEqual(height);
    }
    expect(height).toBeGreaterThan(atlas.cells[3]! * 2);
  });

  it('is null where a canvas cannot draw', () => {
    const make = () => ({ getContext: () => null }) as unknown as AtlasCanvas;
    expect(buildAtlas(labels, looks, theme, 1, make)).toBeNull();
  });
});
