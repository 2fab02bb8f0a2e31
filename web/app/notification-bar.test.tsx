import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { i18n, loadScreenTexts } from '../lib/i18n';
import { NotificationProvider, favouriteNotice, useNotify } from '../lib/notifications';
import { NotificationBar } from './notification-bar';

let raise: () => void;

function Page() {
  const notify = useNotify();
  raise = () => notify(favouriteNotice('added', 'Shalimar'));
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
  it('announces the favourite added, by name, with a link to the profile, then hides after 6 s', () => {
    renderBar();
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    act(() => raise());
    expect(region.textContent).toContain('Added Shalimar to your favourites');
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

  it('says what happened to which perfume in English, French and Spanish', async () => {
    vi.useRealTimers();
    const said = {
      en: ['Added Shalimar to your favourites', 'Removed Shalimar from your favourites'],
      fr: ['Shalimar a été ajouté à vos favoris', 'Shalimar a été retiré de vos favoris'],
      es: ['Has añadido Shalimar a tus favoritos', 'Has quitado Shalimar de tus favoritos'],
    };
    try {
      for (const [language, [added, removed]] of Object.entries(said)) {
        await loadScreenTexts(language as keyof typeof said);
        await i18n.changeLanguage(language);
        for (const [notice, text] of [
          [favouriteNotice('added', 'Shalimar'), added],
          [favouriteNotice('removed', 'Shalimar'), removed],
        ] as const) {
          expect(i18n.t(notice.message, notice.values)).toBe(text);
        }
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
