import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './page-settled';

// Idle callbacks as fakes the tests run by hand.

let idle: (() => void)[] = [];

/** Runs the idle callbacks waiting now; returns how many ran. */
function runIdle(): number {
  const waiting = idle;
  idle = [];
  waiting.forEach((callback) => callback());
  return waiting.length;
}

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    idle[id - 1] = () => {};
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
