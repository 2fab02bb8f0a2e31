import { runAtOnce, type Sliced } from './sliced';

// Data derived from one catalog version (a search vocabulary, a matrix, an order, answers kept
// serialised) lives in that version's own `derived` object and is dropped with it: nothing is
// kept at module level, so a new version starts afresh and no cache has to be told about it.
// A serving node builds the engines' data in slices before the version is put into service (the
// warm-up that server/main.ts hands to the catalog store), so no request builds it; a test or a
// tool that asks first gets it built at once.

/** The one object that holds everything derived from a catalog version, each datum in its slot. */
export class DerivedData {
  private readonly slots = new Map<object, unknown>();

  has(slot: object): boolean {
    return this.slots.has(slot);
  }

  get<T>(slot: object): T | undefined {
    return this.slots.get(slot) as T | undefined;
  }

  set(slot: object, value: unknown): void {
    this.slots.set(slot, value);
  }
}

/** What a catalog version is to this library: something that carries its derived data. */
export interface WithDerivedData {
  readonly derived: DerivedData;
}

export interface Derived<O extends WithDerivedData, T> {
  /** The data of this version, built at once if nothing built it yet. */
  of(owner: O): T;
  /** Builds it in slices, unless it is there already. */
  warm(owner: O): Sliced<void>;
}

/** An engine's data, built from a version in slices (a warm-up) or at once (first use). */
export function derivedData<O extends WithDerivedData, T>(
  build: (owner: O) => Sliced<T>,
): Derived<O, T> {
  const slot = {};
  const derived: Derived<O, T> = {
    of(owner) {
      if (!owner.derived.has(slot)) owner.derived.set(slot, runAtOnce(build(owner)));
      return owner.derived.get<T>(slot)!;
    },
    *warm(owner) {
      if (!owner.derived.has(slot)) owner.derived.set(slot, yield* build(owner));
    },
  };
  return derived;
}

/**
 * State a version keeps while it serves (answers kept serialised, files being compressed), made
 * at its first use: `perVersion(create)(owner)` is the same object for one version.
 */
export function perVersion<O extends WithDerivedData, T>(create: (owner: O) => T): (owner: O) => T {
  const slot = {};
  return (owner) => {
    let value = owner.derived.get<T>(slot);
    if (value === undefined) owner.derived.set(slot, (value = create(owner)));
    return value;
  };
}
