// Seeded randomness for the scale generator. Math.random cannot be seeded, and a generated catalog
// must be the same for the same seed so that benchmarks and bug reports can be reproduced.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** A shuffled copy (Fisher–Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** A normally distributed number (Box–Muller). */
  normal(mean?: number, sd?: number): number;
}

/** sfc32: small, fast, and passes PractRand far beyond what a catalog needs. */
export function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** splitmix32 spreads a small seed (1, 2, 3…) over sfc32's 128 bits of state. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}

export function createRandom(seed: number): Random {
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${seed}`);
  const whole = Math.trunc(seed);
  // Fold the high bits in too, so that seeds above 2^32 do not all collapse onto the low word.
  const mix = splitmix32(
    (whole >>> 0) ^ Math.imul(Math.floor(whole / 4294967296) >>> 0, 0x85ebca6b),
  );
  const next = sfc32(mix(), mix(), mix(), mix());
  // sfc32's first outputs still echo the seed; discard them.
  for (let i = 0; i < 12; i++) next();
  return withHelpers(next);
}

function withHelpers(next: () => number): Random {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => pickAt(items, int(0, items.length - 1)),
    weighted: (items, weights) => {
      if (items.length !== weights.length) throw new RangeError('one weight per item is needed');
      return pickAt(items, weightedIndex(next(), weights));
    },
    shuffle: (items) => shuffled(items, int),
    normal: (mean = 0, sd = 1) => {
      const u = 1 - next(); // (0, 1], so that the logarithm stays finite
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
}

/**
 * A picker for a fixed weighted list: the cumulative weights are computed once and each pick is a
 * binary search, which matters when the same list is drawn from hundreds of thousands of times.
 */
export function weightedPicker<T>(
  items: readonly T[],
  weights: readonly number[],
): (random: Random) => T {
  if (items.length === 0 || items.length !== weights.length) {
    throw new RangeError('a weighted picker needs as many weights as items, and at least one');
  }
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) cumulative.push((total += Math.max(0, weight)));
  if (total <= 0) throw new RangeError('a weighted picker needs a positive total weight');
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((cumulative[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    return pickAt(items, low);
  };
}

function weightedIndex(unit: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (!(total > 0)) throw new RangeError('weighted pick needs a positive total weight');
  let target = unit * total;
  for (let i = 0; i < weights.length; i++) {
    target -= Math.max(0, weights[i] ?? 0);
    if (target < 0) return i;
  }
  return weights.length - 1;
}

function shuffled<T>(items: readonly T[], int: (min: number, max: number) => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function pickAt<T>(items: readonly T[], index: number): T {
  if (items.length === 0) throw new RangeError('cannot pick from an empty list');
  return items[index] as T;
}
