// Work cut into slices (docs/decisions/028-catalog-reload-in-slices.md). Building a catalog
// version's index and derived data takes seconds on 100,000 perfumes; done in one go it stops the
// event loop, and every request waits. Builders are generators that `yield` every few hundred
// items: run at once where nothing else waits (a test, a command-line tool), or a slice at a time
// on a serving node, handing the event loop back between slices.

/** A computation that yields between small steps and returns its result. */
export type Sliced<T> = Generator<void, T, void>;

/** How many items a loop handles between two yields: each step stays well under a millisecond. */
export const STEP = 512;

/**
 * For loops whose items cost unevenly (a word files itself under dozens of forms, another under
 * none): counts the work done, and says when a step's worth (STEP small operations by default)
 * has been done since it last said so.
 */
export function stepDue(size = STEP): (work: number) => boolean {
  let done = 0;
  return (work) => {
    done += work;
    if (done < size) return false;
    done = 0;
    return true;
  };
}

/** Runs sliced work to its end without pausing: for callers that have nothing else to serve. */
export function runAtOnce<T>(work: Sliced<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/**
 * How long a slice runs before the event loop gets a turn: a request arriving meanwhile waits at
 * most about this long, far under the 100 ms budget, while the turns themselves cost little.
 */
export const SLICE_MS = 10;

export interface SliceOptions {
  /** How long one slice may run before the event loop gets its turn (SLICE_MS by default). */
  sliceMs?: number;
  /**
   * How long the event loop has to itself after each slice (ms), longer while it stays busy
   * (`restWhileBusy`); 0, the default, is one turn. A request needs several turns (reading it,
   * compressing its answer on the thread pool, writing it): with a single turn between slices,
   * each of them waited for a slice.
   */
  restMs?: number;
  /** Called with each slice's duration (the bench and the logs report the longest). */
  onSlice?: (ms: number) => void;
}

/** A turn of the event loop: setImmediate lets I/O callbacks (requests) run first, a resolved
 * promise would not. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Leaves the event loop to others for `ms` (a timer), or for one turn when ms is 0. */
export function rest(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : nextTurn();
}

/** The most rests in a row while the thread stays busy: the work still goes on under load. */
export const MAX_RESTS = 8;

/**
 * Leaves the event loop to others for `ms`, and again while they need it. A rest's timer that
 * comes late (by half a rest or more) means the thread was busy meanwhile, with requests or the
 * collector's marking steps, and a slice started then would queue behind them: on two cores, a
 * reload's slices, a major collection's marking and the requests together made waits of 150 ms.
 * At most MAX_RESTS in a row, so that work under steady load still ends.
 */
export async function restWhileBusy(ms: number): Promise<void> {
  if (ms <= 0) return nextTurn();
  for (let i = 0; i < MAX_RESTS; i++) {
    const start = performance.now();
    await rest(ms);
    if (performance.now() - start - ms < ms / 2) return;
  }
}

/** Runs sliced work, giving the event loop its time whenever a slice has run for sliceMs. */
export async function runSliced<T>(work: Sliced<T>, options: SliceOptions = {}): Promise<T> {
  const sliceMs = options.sliceMs ?? SLICE_MS;
  for (;;) {
    const start = performance.now();
    let step = work.next();
    while (!step.done && performance.now() - start < sliceMs) step = work.next();
    options.onSlice?.(performance.now() - start);
    if (step.done) return step.value;
    await restWhileBusy(options.restMs ?? 0);
  }
}

/**
 * Sorts a copy of items, yielding as it goes: runs of a few hundred sorted natively, then merged
 * pairwise. Stable, like Array.prototype.sort, so the order is the one sort() gives.
 */
export function* sortSliced<T>(items: readonly T[], compare: (a: T, b: T) => number): Sliced<T[]> {
  let from = items.slice();
  const n = from.length;
  for (let start = 0; start < n; start += STEP) {
    const run = from.slice(start, start + STEP).sort(compare);
    for (let i = 0; i < run.length; i++) from[start + i] = run[i]!;
    yield;
  }
  let to = new Array<T>(n);
  for (let width = STEP; width < n; width *= 2) {
    let done = 0;
    for (let left = 0; left < n; left += 2 * width) {
      const middle = Math.min(left + width, n);
      const end = Math.min(left + 2 * width, n);
      let i = left;
      let j = middle;
      for (let k = left; k < end; k++) {
        // Ties take the left run first: that keeps the sort stable.
        if (i < middle && (j >= end || compare(from[j]!, from[i]!) >= 0)) to[k] = from[i++]!;
        else to[k] = from[j++]!;
        if (++done % (4 * STEP) === 0) yield;
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/** Array.from(list, map), yielding as it goes. */
export function* mapSliced<T, U>(list: readonly T[], map: (item: T, i: number) => U): Sliced<U[]> {
  const out = new Array<U>(list.length);
  for (let i = 0; i < list.length; i++) {
    out[i] = map(list[i]!, i);
    if (i % STEP === STEP - 1) yield;
  }
  return out;
}
