import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { loadScreenTexts } from '../lib/i18n';
import { trackModuleLoad } from './module-loads';

// Screens are React.lazy components, loaded when first shown, so the landing's initial JavaScript
// stays small (budget: 120 KB gzipped); their loads count in module-loads.ts for the overlay.

/** A lazy screen, which can also be fetched ahead of its first render. */
export interface LazyScreen {
  (): ReactElement;
  /** Fetches the screen (and its query provider and texts); settles when it can render at once. */
  preload(): Promise<void>;
}

/**
 * A screen loaded on demand. With `query: true` the screen is wrapped in the TanStack Query
 * provider, fetched in parallel with the screen (the landing never downloads TanStack Query).
 * A screen fetched before it first renders (`preload`, which main.tsx calls for the address the
 * visit starts at) renders at once: React.lazy would still suspend once, showing the page without
 * its screen, then the screen, a render and a paint later.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  { query = true }: { query?: boolean } = {},
): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadScreen = (): Promise<ComponentType> => {
    loading ??= (async () => {
      // A screen's texts arrive with it; if they cannot, its keys show rather than nothing.
      const texts = loadScreenTexts().catch(() => {});
      if (!query) return (await Promise.all([load(), texts]))[0];
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
      return ScreenWithQueries;
    })().then(
      (Screen) => (loaded = Screen),
      (error: unknown) => {
        // A later visit may try again (React.lazy keeps its own failure for the error boundary).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const LazyLoaded = lazy(() =>
    trackModuleLoad(loadScreen()).then((Screen) => ({ default: Screen })),
  );

  function Screen() {
    // Chosen once per mount: a mounted screen that switched from LazyLoaded to the module itself
    // would be mounted again and lose its state.
    const [Component] = useState<ComponentType>(() => loaded ?? LazyLoaded);
    return <Component />;
  }
  Screen.preload = async () => {
    await loadScreen();
  };
  return Screen;
}
