import { useLayoutEffect } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType, type Location } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import type { AppConfig } from './app-config';
import { AppRoutes } from './router';

interface RouterState {
  location: Location;
  historyAction: 'PUSH' | 'REPLACE' | 'POP';
}

function LocationProbe({ state }: { state: { current: RouterState | null } }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  useLayoutEffect(() => {
    state.current = { location, historyAction };
  });
  return null;
}

/**
 * Renders the whole app (real routes and providers) on a memory router, for tests. `router.state`
 * reads the current location and navigation type, as a data router's state would.
 */
export function renderApp(url = '/', config: AppConfig = { socialUrl: null }) {
  const current: { current: RouterState | null } = { current: null };
  const queryClient = createQueryClient();
  const result = render(
    <App config={config} queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe state={current} />
      </MemoryRouter>
    </App>,
  );
  const router = {
    get state(): RouterState {
      if (!current.current) throw new Error('The router has not rendered yet.');
      return current.current;
    },
  };
  return { ...result, router, queryClient };
}
