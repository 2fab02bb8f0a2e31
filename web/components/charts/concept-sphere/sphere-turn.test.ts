import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_ROTATE_RADIANS_PER_MS, TURN_MS, TURN_STEPS } from './sphere-layout';
import { prepareTurn, whenSettled, type TurnNode } from './sphere-turn';

// Web Animations, idle callbacks and animation frames as fakes the tests run by hand: what is
// checked is when the turn's animations are made and started, not how a browser plays them.

class FakeKeyframeEffect {
  constructor(
    readonly target: Element,
    readonly keyframes: Keyframe[],
    readonly timing: KeyframeEffectOptions,
  ) {}
}

class FakeAnimation {
  static made: FakeAnimation[] = [];
  playState: 'idle' | 'running' | 'paused' = 'idle';
  currentTime: number | null = null;
  #startTime: number | null = null;
  constructor(readonly effect: FakeKeyframeEffect) {
    FakeAnimation.made.push(this);
  }
  get startTime() {
    return this.#startTime;
  }
  set startTime(time: number | null) {
    this.#startTime = time;
    this.currentTime = 0;
    this.playState = 'running';
  }
  play() {
    this.playState = 'running';
  }
  pause() {
    this.playState = 'paused';
  }
  cancel() {
    this.playState = 'idle';
  }
}

let idle: (() => void)[] = [];
let frames: FrameRequestCallback[] = [];
let clock = 0;

/** Runs the idle callbacks waiting now; returns how many ran. */
function runIdle(): number {
  const waiting = idle;
  idle = [];
  waiting.forEach((callback) => callback());
  return waiting.length;
}

function runFrames() {
  const waiting = frames;
  frames = [];
  waiting.forEach((callback) => callback(clock));
}

beforeEach(() => {
  FakeAnimation.made = [];
  idle = [];
  frames = [];
  clock = 0;
  vi.stubGlobal('Animation', FakeAnimation);
  vi.stubGlobal('KeyframeEffect', FakeKeyframeEffect);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    idle[id - 1] = () => {};
  });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => {};
  });
  // Each reading of the clock is 2 ms later: a slice of 5 ms makes three animations.
  vi.spyOn(performance, 'now').mockImplementation(() => (clock += 2));
  vi.spyOn(document, 'timeline', 'get').mockReturnValue({
    currentTime: 1000,
  } as unknown as DocumentTimeline);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const nodes = (count: number): TurnNode[] =>
  Array.from({ length: count }, (_, i) => ({
    element: i === 3 ? null : document.createElement('span'),
    point: [Math.cos(i), 0.1 * i - 0.5, Math.sin(i)],
    opacityScale: i < 5 ? 1 : 0.8,
    steps: i < 5 ? TURN_STEPS : 24,
  }));

describe('prepareTurn', () => {
  it('prepares the animations in slices of idle time, then starts them together', () => {
    const turn = prepareTurn(nodes(12), { yaw: 0.5, pitch: -0.25 }, 160);
    expect(FakeAnimation.made).toHaveLength(0);

    let slices = 0;
    while (runIdle() > 0) slices++;
    // Eleven nodes with an element, three a slice.
    expect(slices).toBe(4);
    expect(FakeAnimation.made).toHaveLength(11);
    expect(FakeAnimation.made.every((a) => a.playState === 'idle')).toBe(true);
    expect(turn.started).toBe(false);

    runFrames();
    expect(turn.started).toBe(true);
    expect(FakeAnimation.made.map((a) => a.startTime)).toEqual(Array(11).fill(1000));
    expect(FakeAnimation.made.every((a) => a.playState === 'running')).toBe(true);

    const { keyframes, timing } = FakeAnimation.made[0]!.effect;
    expect(keyframes).toHaveLength(TURN_STEPS + 1);
    expect(FakeAnimation.made[10]!.effect.keyframes).toHaveLength(25);
    expect(timing).toMatchObject({ duration: TURN_MS, iterations: Infinity, easing: 'linear' });
  });

  it('tells the yaw the nodes are drawn at, and holds it while paused', () => {
    const turn = prepareTurn(nodes(4), { yaw: 0.5, pitch: -0.25 }, 160);
    while (runIdle() > 0);
    runFrames();
    expect(turn.yaw()).toBeCloseTo(0.5);

    for (const animation of FakeAnimation.made) animation.currentTime = 2000;
    expect(turn.yaw()).toBeCloseTo(0.5 + 2000 * AUTO_ROTATE_RADIANS_PER_MS);
    for (const animation of FakeAnimation.made) animation.currentTime = TURN_MS + 100;
    expect(turn.yaw()).toBeCloseTo(0.5 + 100 * AUTO_ROTATE_RADIANS_PER_MS);

    expect(turn.pause()).toBe(true);
    expect(turn.paused).toBe(true);
    expect(FakeAnimation.made.every((a) => a.playState === 'paused')).toBe(true);
    turn.play();
    expect(turn.paused).toBe(false);
    expect(FakeAnimation.made.every((a) => a.playState === 'running')).toBe(true);
  });

  it('cannot be paused before it has started; cancelled, it stops preparing', () => {
    const turn = prepareTurn(nodes(12), { yaw: 0, pitch: 0 }, 160);
    runIdle();
    expect(FakeAnimation.made).toHaveLength(3);
    expect(turn.pause()).toBe(false);

    turn.cancel();
    while (runIdle() > 0);
    runFrames();
    expect(FakeAnimation.made).toHaveLength(3);
    expect(FakeAnimation.made.every((a) => a.playState === 'idle')).toBe(true);
    expect(turn.started).toBe(false);
  });
});

describe('whenSettled', () => {
  it('waits for the page to load, then for an idle moment', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const settled = vi.fn();
    whenSettled(settled);
    expect(runIdle()).toBe(0);

    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(settled).not.toHaveBeenCalled();
    runIdle();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('can be called off before the page has loaded', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const settled = vi.fn();
    const cancel = whenSettled(settled);
    cancel();
    window.dispatchEvent(new Event('load'));
    runIdle();
    expect(settled).not.toHaveBeenCalled();
  });
});
