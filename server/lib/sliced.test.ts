import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRandom } from './random';
import {
  MAX_RESTS,
  restWhileBusy,
  runAtOnce,
  runSliced,
  sortSliced,
  stepDue,
  type Sliced,
} from './sliced';

function* countTo(n: number): Sliced<number> {
  let sum = 0;
  for (let i = 1; i <= n; i++) {
    sum += i;
    yield;
  }
  return sum;
}

/** Keeps the thread busy for `ms`. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** `count` steps of half a millisecond of busy work each. */
function* busySteps(count: number): Sliced<void> {
  for (let i = 0; i < count; i++) {
    const until = performance.now() + 0.5;
    while (performance.now() < until);
    yield;
  }
}

describe('sliced work', () => {
  it('gives the same result run at once or in slices', async () => {
    expect(runAtOnce(countTo(1000))).toBe(500_500);
    expect(await runSliced(countTo(1000), { sliceMs: 1 })).toBe(500_500);
  });

  it('lets the event loop run between slices', async () => {
    // Each step busy-waits a little, so a slice of 2 ms holds a few steps only.
    const slow = () => busySteps(40);
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    let slices = 0;
    await runSliced(slow(), { sliceMs: 2, onSlice: () => slices++ });
    running = false;
    expect(slices).toBeGreaterThan(4);
    // Another callback ran between (nearly) every two slices.
    expect(turns).toBeGreaterThanOrEqual(slices - 1);
    // At once, nothing else runs until it is done.
    turns = 0;
    running = true;
    setImmediate(tick);
    runAtOnce(slow());
    expect(turns).toBe(0);
    running = false;
  });

  it('rests between slices when asked, so that work needing several turns goes on meanwhile', async () => {
    const slow = () => busySteps(30);
    // A request that needs five turns of the event loop (read, handle, compress, write, …).
    const slicesBeforeRequestDone = async (restMs: number) => {
      let slices = 0;
      let doneAfter = -1;
      const hop = (left: number) => {
        if (left === 0) doneAfter = slices;
        else setImmediate(() => hop(left - 1));
      };
      const run = runSliced(slow(), { sliceMs: 2, restMs, onSlice: () => slices++ });
      hop(5);
      await run;
      return doneAfter;
    };
    // One turn between slices: each of the request's turns waits for a slice.
    expect(await slicesBeforeRequestDone(0)).toBeGreaterThanOrEqual(4);
    // A rest between slices: the request is done during the first one.
    expect(await slicesBeforeRequestDone(4)).toBeLessThanOrEqual(1);
  });

  describe('a rest while the thread is busy', () => {
    afterEach(() => vi.restoreAllMocks());

    it('rests again when other work held the thread, at most MAX_RESTS times in a row', async () => {
      const timers = vi.spyOn(globalThis, 'setTimeout');
      const rests = () => timers.mock.calls.filter(([, delay]) => delay === 10).length;
      // Other work holds the thread for 30 ms as the rest begins: its timer comes 20 ms late, and
      // a slice started then would have queued behind that work.
      setTimeout(() => busyFor(30), 0);
      const start = performance.now();
      await restWhileBusy(10);
      expect(performance.now() - start).toBeGreaterThanOrEqual(40);
      expect(rests()).toBeGreaterThanOrEqual(2);

      // Busy all the time: the rests stop after MAX_RESTS, so that the work still ends.
      timers.mockClear();
      const load = setInterval(() => busyFor(25), 1);
      await restWhileBusy(10);
      clearInterval(load);
      expect(rests()).toBe(MAX_RESTS);
    });
  });

  it('sorts in slices exactly as Array.prototype.sort, ties kept in their order', () => {
    const random = createRandom(3);
    for (const size of [0, 1, 7, 512, 513, 1500, 5000]) {
      const items = Array.from({ length: size }, (_, i) => ({ key: random.int(0, 40), at: i }));
      const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
      const sorted = runAtOnce(sortSliced(items, byKey));
      expect(sorted).toEqual([...items].sort(byKey));
      // The input is left as it was.
      expect(items.map((i) => i.at)).toEqual(Array.from({ length: size }, (_, i) => i));
    }
  });

  it('counts uneven work into even steps', () => {
    const due = stepDue(100);
    // Words filing themselves under 1 to 60 forms: a step is due each time 100 forms are done.
    const said = [60, 30, 15, 1, 40, 60, 2].map((work) => due(work));
    expect(said).toEqual([false, false, true, false, false, true, false]);
  });
});
