import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import { loadScreenTexts } from '../lib/i18n';

// Screens are React.lazy components, loaded when first shown, so the landing's initial JavaScript
// stays small (budget: 120 KB gzipped). The router keeps the current screen on view while the next
// one loads (navigations are transitions), so "a module is loading" is tracked here, outside React,
// for the loading overlay.

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

/**
 * A screen loaded on demand. With `query: true` the screen is wrapped in the TanStack Query
 * provider, fetched in parallel with the screen (the landing never downloads TanStack Query).
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  { query = true }: { query?: boolean } = {},
): ComponentType {
  return lazy(() =>
    trackModuleLoad(
      (async () => {
        // A screen's texts arrive with it; if they cannot, its keys show rather than nothing.
        const texts = loadScreenTexts().catch(() => {});
        if (!query) return { default: (await Promise.all([load(), texts]))[0] };
        const [{ QueryBoundary }, Screen] = await Promise.all([
          import('./query-boundary'),
          load(),
          texts,
        ]);
        function ScreenWithQueries() {
          return (
            <QueryBoundary>
              <Screen />
            </QueryBoundary>
          );
        }
        ScreenWithQueries.displayName = `WithQueries(${Screen.displayName ?? Screen.name})`;
        return { default: ScreenWithQueries };
      })(),
    ),
  );
}
