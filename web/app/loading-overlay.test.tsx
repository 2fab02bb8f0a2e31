import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './testing';

function deferred() {
  let resolve!: (value: unknown) => void;
  const promise = new Promise((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function renderProfile() {
  const result = renderApp('/profile');
  // The screen's module loads for real; the overlay's delay then runs on fake timers.
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My profile');
  vi.useFakeTimers();
  return result;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loading overlay', () => {
  it('appears after 150 ms of fetching, with aria-busy on main, and goes away after', async () => {
    const { queryClient } = await renderProfile();
    const main = screen.getByRole('main');
    expect(main.getAttribute('aria-busy')).toBe('false');

    const request = deferred();
    act(() => {
      void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => request.promise });
    });
    // Query state reaches React through the query notifier's zero-delay timer.
    act(() => vi.advanceTimersByTime(0));
    expect(main.getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(149));
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();

    await act(async () => {
      request.resolve('done');
      await request.promise;
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(main.getAttribute('aria-busy')).toBe('false');
  });

  it('does not flash for fast requests', async () => {
    const { queryClient } = await renderProfile();
    await act(async () => {
      await queryClient.fetchQuery({ queryKey: ['fast'], queryFn: async () => 'ok' });
    });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('ignores silent queries and mutations', async () => {
    const { queryClient } = await renderProfile();
    const request = deferred();
    act(() => {
      void queryClient.fetchQuery({
        queryKey: ['background'],
        queryFn: () => request.promise,
        meta: { silent: true },
      });
      void queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => request.promise, meta: { silent: true } })
        .execute(undefined);
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(queryClient.isFetching() + queryClient.isMutating()).toBe(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('false');
    await act(async () => {
      request.resolve('done');
      await request.promise;
    });
  });
});
