import { useSyncExternalStore } from 'react';

// Screens are React.lazy components, loaded when first shown (app/lazy-screen.tsx). The router
// keeps the current screen on view while the next one loads (navigations are transitions), so "a
// module is loading" is tracked here, outside React, for the loading overlay. A module of its own,
// so that the overlay and the lazy screens both read it without importing each other.

let pendingModules = 0;
const listeners = new Set<() => void>();

function notify(): void {
  // Loaders run while React renders: tell the subscribers afterwards, never during a render.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** Counts `promise` as a module load until it settles. */
export function trackModuleLoad<T>(promise: Promise<T>): Promise<T> {
  pendingModules += 1;
  notify();
  const settle = () => {
    pendingModules -= 1;
    notify();
  };
  promise.then(settle, settle);
  return promise;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a screen's module is being fetched. */
export function useModuleLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pendingModules > 0,
    () => false,
  );
}
