import { useEffect, useMemo, useRef } from 'react';

/** Runs `fn` with the last scheduled value once `ms` have passed without a new one. */
export interface Debouncer<T> {
  schedule(value: T): void;
  /** Runs the pending call now (e.g. Enter in a search box); does nothing when none is pending. */
  flush(): void;
  cancel(): void;
}

export function createDebouncer<T>(fn: (value: T) => void, ms: number): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { value: T } | null = null;

  const run = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const call = pending;
    pending = null;
    if (call) fn(call.value);
  };

  return {
    schedule(value) {
      pending = { value };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    flush: run,
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}

/** A debouncer bound to the component: it calls the latest `fn` and is cancelled on unmount. */
export function useDebouncer<T>(fn: (value: T) => void, ms: number): Debouncer<T> {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const debouncer = useMemo(() => createDebouncer<T>((value) => latest.current(value), ms), [ms]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return debouncer;
}
