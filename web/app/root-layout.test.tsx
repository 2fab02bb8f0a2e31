import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './testing';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('root layout', () => {
  it('scrolls to the top when the path changes, not when only the query does', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Explore' }));
    await user.click(screen.getByRole('link', { name: 'By name' }));
    await screen.findByRole('heading', { level: 1, name: 'Find your perfume' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('loads the landing without TanStack Query and a screen with it', async () => {
    const { queryClient } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
