import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { NotificationProvider, useNotifyProfileUpdated } from '../lib/notifications';
import { NotificationBar } from './notification-bar';

let raise: () => void;

function Page() {
  raise = useNotifyProfileUpdated();
  return <NotificationBar />;
}

function renderBar() {
  const router = createMemoryRouter([{ path: '*', Component: Page }], {
    initialEntries: ['/explore/by-name'],
  });
  render(
    <NotificationProvider>
      <RouterProvider router={router} />
    </NotificationProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationBar', () => {
  it('announces the profile update with a link to the profile, then hides after 6 s', () => {
    renderBar();
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    act(() => raise());
    expect(region.textContent).toContain('Your profile has been updated');
    const link = screen.getByRole('link', { name: 'See my profile' });
    expect(link.getAttribute('href')).toBe('/profile');

    act(() => vi.advanceTimersByTime(6000));
    expect(region.textContent).toBe('');
    expect(screen.queryByRole('link', { name: 'See my profile' })).toBeNull();
  });

  it('closes with its close button', () => {
    renderBar();
    act(() => raise());
    fireEvent.click(screen.getByRole('button', { name: 'Close the notification' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes when the profile opens', async () => {
    const router = renderBar();
    act(() => raise());
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'See my profile' }));
    });
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
