import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SphereAtlas, SphereTheme } from './sphere-atlas';
import { AUTO_ROTATE_RADIANS_PER_MS } from './sphere-layout';
import {
  DOT_OPACITY,
  DOT_RADIUS,
  paintSphere,
  runSlowTurn,
  SLOW_TURN_FRAME_MS,
  SphereCanvas,
  turnedRotation,
  type SphereFrame,
} from './sphere-painter';

const theme: SphereTheme = {
  fontFamily: 'serif',
  ink: 'ink',
  faded: 'faded',
  accent: 'accent',
  accentStrong: 'accent-strong',
  dot: 'dot',
  dotLit: 'dot-lit',
};

type Drawn =
  | { kind: 'dot'; x: number; y: number; r: number; alpha: number; fill: string }
  | { kind: 'word'; source: number[]; x: number; y: number; w: number; h: number; alpha: number };

/** A context that records the dots and words drawn, in the drawing's units. */
function fakeContext() {
  const drawn: Drawn[] = [];
  let cleared = false;
  let transform = [1, 0, 0, 1, 0, 0];
  let arc = [0, 0, 0];
  const context = {
    canvas: { width: 800, height: 800 },
    globalAlpha: 1,
    fillStyle: '',
    setTransform(...values: number[]) {
      transform = values;
    },
    clearRect() {
      cleared = true;
    },
    beginPath() {},
    arc(x: number, y: number, r: number) {
      arc = [x, y, r];
    },
    fill() {
      drawn.push({
        kind: 'dot',
        x: arc[0]!,
        y: arc[1]!,
        r: arc[2]!,
        alpha: this.globalAlpha,
        fill: this.fillStyle,
      });
    },
    drawImage(
      _image: unknown,
      sx: number,
      sy: number,
      sw: number,
      sh: number,
      x: number,
      y: number,
      w: number,
      h: number,
    ) {
      drawn.push({ kind: 'word', source: [sx, sy, sw, sh], x, y, w, h, alpha: this.globalAlpha });
    },
  };
  return {
    context: context as unknown as CanvasRenderingContext2D,
    drawn,
    cleared: () => cleared,
    transform: () => transform,
  };
}

// Two words and two dots as `projectInto` writes them: x, y, scale, opacity, depth.
const words = new Float64Array([10, -20, 1.5, 1, 1, -40, 30, 0.75, 0.15, -1]);
const dots = new Float64Array([5, 5, 1, 0.5, 0, -5, 0, 0.8, 0.3, -0.5]);
// Atlas cells: x, y, width, height, anchor x, anchor y (atlas pixels, 3 per unit).
const atlas: SphereAtlas = {
  image: {} as CanvasImageSource,
  cells: new Float64Array([0, 0, 120, 60, 60, 30, 120, 0, 90, 60, 45, 30]),
  pixelsPerUnit: 3,
  boxes: { widths: new Float64Array([36, 26]), height: 12, ranks: new Uint8Array([2, 2]) },
};

/** A frame of the two words and dots, with `changes`. */
const frame = (changes: Partial<SphereFrame> = {}): SphereFrame => ({
  words,
  dots,
  litDots: new Uint8Array([0, 1]),
  atlas,
  theme,
  pixelsPerUnit: 2,
  centreX: 0,
  centreY: 0,
  ...changes,
});

describe('a frame of the sphere', () => {
  it('clears the canvas and draws in the drawing’s units around its centre', () => {
    const fake = fakeContext();
    paintSphere(fake.context, frame({ centreX: 400, centreY: 380 }));
    expect(fake.cleared()).toBe(true);
    expect(fake.transform()).toEqual([2, 0, 0, 2, 400, 380]);
  });

  it('draws the dots under the words, dimmer, the highlighted concept’s in its colour', () => {
    const fake = fakeContext();
    paintSphere(fake.context, frame());
    expect(fake.drawn.map((d) => d.kind)).toEqual(['dot', 'dot', 'word', 'word']);
    expect(fake.drawn[0]).toEqual({
      kind: 'dot',
      x: 5,
      y: 5,
      r: DOT_RADIUS,
      alpha: 0.5 * DOT_OPACITY,
      fill: 'dot',
    });
    expect(fake.drawn[1]).toMatchObject({ r: DOT_RADIUS * 0.8, fill: 'dot-lit' });
  });

  it('puts each word’s anchor on its place, scaled and faded by its depth', () => {
    const fake = fakeContext();
    paintSphere(fake.context, frame({ dots: new Float64Array(0), litDots: new Uint8Array(0) }));
    const [front, back] = fake.drawn as Extract<Drawn, { kind: 'word' }>[];
    // 120 atlas pixels at 3 a unit, at scale 1.5: 60 units wide, centred on x = 10.
    expect(front).toMatchObject({ source: [0, 0, 120, 60], w: 60, h: 30, alpha: 1 });
    expect(front!.x + front!.w / 2).toBeCloseTo(10);
    expect(front!.y + front!.h / 2).toBeCloseTo(-20);
    expect(back).toMatchObject({ source: [120, 0, 90, 60], w: 22.5, h: 15, alpha: 0.15 });
    expect(back!.x + back!.w / 2).toBeCloseTo(-40);
  });

  it('draws the dots alone while the words’ atlas is not ready', () => {
    const fake = fakeContext();
    paintSphere(fake.context, frame({ atlas: null }));
    expect(fake.drawn.map((d) => d.kind)).toEqual(['dot', 'dot']);
  });
});

describe('a canvas of the sphere', () => {
  const layout = {
    width: 800,
    height: 800,
    pixelsPerUnit: 2,
    centreX: 400,
    centreY: 400,
    labelHalf: 204.8,
  };
  const points = new Float64Array([0, 0, 1, 1, 0, 0]);

  it('paints nothing before it knows its size and colours, and says when the words are on it', () => {
    const fake = fakeContext();
    const sphere = new SphereCanvas(fake.context);
    sphere.setScene(points, points);
    expect(sphere.paintAt({ yaw: 0, pitch: 0 }, 160)).toBe(false);
    sphere.setLayout(layout);
    sphere.setTheme(theme);
    // The dots, not yet the words: the page keeps its own words shown.
    expect(sphere.paintAt({ yaw: 0, pitch: 0 }, 160)).toBe(false);
    expect(fake.drawn.filter((d) => d.kind === 'dot')).toHaveLength(2);
    sphere.setAtlas(atlas);
    expect(sphere.paintAt({ yaw: 0, pitch: 0 }, 160)).toBe(true);
    expect(fake.drawn.filter((d) => d.kind === 'word')).toHaveLength(2);
  });

  it('writes only the nearer of two words that would overlap', () => {
    const fake = fakeContext();
    const sphere = new SphereCanvas(fake.context);
    sphere.setLayout(layout);
    sphere.setTheme(theme);
    sphere.setAtlas(atlas);
    // Two words a hair apart, the second nearer the eye.
    sphere.setScene(new Float64Array([0, 0, 0.9, 0.02, 0, 0.95]), new Float64Array(0));
    sphere.paintAt({ yaw: 0, pitch: 0 }, 160);
    const written = fake.drawn.filter((d) => d.kind === 'word');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ source: [120, 0, 90, 60] });
  });

  it('draws the front point in the middle and the side one at the radius', () => {
    const fake = fakeContext();
    const sphere = new SphereCanvas(fake.context);
    sphere.setLayout(layout);
    sphere.setTheme(theme);
    sphere.setScene(new Float64Array(0), points);
    sphere.paintAt({ yaw: 0, pitch: 0 }, 160);
    const [front, side] = fake.drawn as Extract<Drawn, { kind: 'dot' }>[];
    expect(front).toMatchObject({ x: 0, y: -0 });
    expect(side!.x).toBeCloseTo(160);
  });
});

describe('the slow turn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns at the auto-rotation speed from where and when it started', () => {
    const from = { yaw: 1, pitch: -0.25 };
    expect(turnedRotation(from, 5000, 5000)).toEqual(from);
    expect(turnedRotation(from, 5000, 6000)).toEqual({
      yaw: 1 + 1000 * AUTO_ROTATE_RADIANS_PER_MS,
      pitch: -0.25,
    });
    // A clock read a little early never turns it back.
    expect(turnedRotation(from, 5000, 4990)).toEqual(from);
  });

  it('paints at most every SLOW_TURN_FRAME_MS, at the time of each frame, until stopped', () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const since = performance.timeOrigin;
    const frames: (() => void)[] = [];
    const painted: number[] = [];
    const stop = runSlowTurn(
      { yaw: 0, pitch: 0 },
      since,
      (rotation) => painted.push(rotation.yaw),
      (callback) => {
        frames.push(callback);
        return () => frames.splice(frames.indexOf(callback), 1);
      },
    );
    // Frames at 60 Hz for a tenth of a second.
    for (let frame = 1; frame <= 6; frame++) {
      clock = frame * (1000 / 60);
      frames.shift()!();
    }
    expect(painted).toHaveLength(3);
    expect(painted[0]).toBeCloseTo((1000 / 60) * AUTO_ROTATE_RADIANS_PER_MS);
    expect(SLOW_TURN_FRAME_MS).toBeLessThanOrEqual(2 * (1000 / 60));
    stop();
    expect(frames).toHaveLength(0);
  });
});
