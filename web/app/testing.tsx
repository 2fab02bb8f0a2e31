import { useLayoutEffect } from 'react';
import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
} from 'react-router';
import type { ProfileResponse } from '../../common/api/accounts';
import { createQueryClient } from '../lib/query-client';
import { applyProfile } from '../lib/session';
import { App } from './app';
import type { AppConfig } from './app-config';
import { AppRoutes } from './router';

interface RouterState {
  location: Location;
  historyAction: 'PUSH' | 'REPLACE' | 'POP';
  navigate: NavigateFunction;
}

function LocationProbe({ state }: { state: { current: RouterState | null } }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    state.current = { location, historyAction, navigate };
  });
  return null;
}

export const anonymousProfile: ProfileResponse = {
  account: null,
  favoritePerfumes: [],
  ingredients: [],
  dislikedIngredients: [],
};

/**
 * Renders the whole app (real routes and providers) on a memory router, for tests. `router.state`
 * reads the current location and navigation type, as a data router's state would, and
 * `router.navigate(-1)` is the browser's back button.
 */
export function renderApp(
  url = '/',
  config: AppConfig = { socialUrl: null },
  /** The session as loaded at start: an anonymous visitor unless a test says otherwise. */
  profile: ProfileResponse = anonymousProfile,
) {
  applyProfile(profile, 'en');
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
    navigate: (to: number) => router.state.navigate(to),
  };
  return { ...result, router, queryClient };
}
