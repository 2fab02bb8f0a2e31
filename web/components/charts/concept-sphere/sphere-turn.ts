import {
  AUTO_ROTATE_RADIANS_PER_MS,
  TURN_MS,
  turnKeyframes,
  type Rotation,
  type Vec3,
} from './sphere-layout';

// The sphere's slow turn, handed to the compositor: each word and dot gets one animation of its
// `transform` and `opacity` over a full turn (keyframes from `turnKeyframes`), which the browser
// plays off the main thread. Drawn from the main thread, every frame of the turn wrote 300 nodes
// and laid the drawing out again, about 100 ms of work a frame on a phone, so the page never went
// quiet.
//
// Preparing 300 animations is itself 50 to 200 ms of work, so it runs in slices of idle time. They
// are then started together, in one frame, at that frame's time: they begin at their first
// keyframe, which is where the nodes are already drawn. Starting them a few per frame measured
// worse: each frame the page draws while animations run samples all those already running and
// lays out their layers again, so the frames of a staggered start cost more in all.

/** The longest slice of preparation in one task (ms): far below a long task, even slowed 4×. */
const SLICE_MS = 5;

export interface TurnNode {
  element: Element | null;
  point: Vec3;
  /** The node's opacity is the projection's times this (the dots are dimmer than the words). */
  opacityScale: number;
  /** Keyframes of the turn (TURN_STEPS, or fewer for a small node). */
  steps: number;
}

export interface Turn {
  /** The yaw the nodes are drawn at now. */
  yaw(): number;
  /** Whether every animation is started (the turn can then be paused and played again). */
  readonly started: boolean;
  readonly paused: boolean;
  /** Holds the nodes where they are. False when the turn was not started yet (cancel it then). */
  pause(): boolean;
  play(): void;
  /** Removes the animations: the nodes show their own `transform` and opacity again. */
  cancel(): void;
}

/** Whether the browser has Web Animations, with which the compositor can run the turn. */
export function canTurnOffMainThread(): boolean {
  return (
    typeof Animation === 'function' &&
    typeof KeyframeEffect === 'function' &&
    typeof document !== 'undefined' &&
    document.timeline !== undefined &&
    document.timeline !== null
  );
}

/** Runs `callback` when the main thread is idle (at the latest after `timeout` ms). */
export function whenIdle(callback: () => void, timeout = 500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
}

/**
 * Runs `callback` once the page has loaded and then had an idle moment, so that nothing it starts
 * competes with the first paint or the page's own loading.
 */
export function whenSettled(callback: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const idle = () => {
    cancelIdle = whenIdle(callback, 2000);
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle?.();
  };
}

/**
 * Prepares the turn of `nodes` from `rotation` (the yaw turns, the pitch stays) and starts it when
 * ready. The nodes must already be drawn at `rotation`: they stay there until the turn starts.
 */
export function prepareTurn(nodes: readonly TurnNode[], rotation: Rotation, radius: number): Turn {
  const timing: KeyframeEffectOptions = {
    duration: TURN_MS,
    iterations: Infinity,
    easing: 'linear',
    fill: 'backwards',
  };
  const animations: Animation[] = [];
  let built = 0;
  let started = false;
  let cancelled = false;
  let paused = false;
  let cancelStep: (() => void) | null = null;

  const start = () => {
    cancelStep = null;
    if (cancelled) return;
    // The time of the frame about to be drawn: every node starts from where it stands.
    const now = document.timeline.currentTime;
    for (const animation of animations) {
      if (typeof now === 'number') animation.startTime = now;
      else animation.play();
    }
    started = true;
  };

  const build = () => {
    cancelStep = null;
    if (cancelled) return;
    const begin = performance.now();
    // At least one node per slice, then as many as fit (a paused clock still ends the loop).
    while (built < nodes.length) {
      const node = nodes[built++]!;
      if (node.element) {
        const keyframes = turnKeyframes(
          node.point,
          rotation,
          radius,
          node.opacityScale,
          node.steps,
        );
        animations.push(
          new Animation(new KeyframeEffect(node.element, keyframes, timing), document.timeline),
        );
      }
      if (performance.now() - begin >= SLICE_MS) break;
    }
    if (built < nodes.length) {
      cancelStep = whenIdle(build);
      return;
    }
    const id = requestAnimationFrame(start);
    cancelStep = () => cancelAnimationFrame(id);
  };

  cancelStep = whenIdle(build);

  const isStarted = () => started && !cancelled;

  const elapsed = () => {
    const time = animations[0]?.currentTime;
    return typeof time === 'number' ? Math.max(0, time) % TURN_MS : 0;
  };

  return {
    yaw: () => rotation.yaw + elapsed() * AUTO_ROTATE_RADIANS_PER_MS,
    get started() {
      return isStarted();
    },
    get paused() {
      return paused;
    },
    pause() {
      if (!isStarted()) return false;
      if (!paused) for (const animation of animations) animation.pause();
      paused = true;
      return true;
    },
    play() {
      if (!paused || cancelled) return;
      paused = false;
      for (const animation of animations) animation.play();
    },
    cancel() {
      cancelled = true;
      cancelStep?.();
      cancelStep = null;
      for (const animation of animations) animation.cancel();
      animations.length = 0;
    },
  };
}
