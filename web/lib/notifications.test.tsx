import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NotificationProvider,
  favouriteNotice,
  isProfileNotice,
  useCurrentNotice,
  useNotify,
} from './notifications';

let raise: ReturnType<typeof useNotify>;
const raiseProfile = () => raise(favouriteNotice('added', 'Shalimar'));

function Consumer() {
  raise = useNotify();
  const { notice, dismiss, hold } = useCurrentNotice();
  return (
    <div>
      <button type="button" onClick={() => hold(true)}>
        hold
      </button>
      <button type="button" onClick={() => hold(false)}>
        release
      </button>
      <output>{notice ? `${notice.message}|${notice.link?.to ?? ''}` : 'none'}</output>
      <button type="button" onClick={dismiss}>
        close
      </button>
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notifications', () => {
  it('shows a notice and hides it after 6 seconds', () => {
    render(
      <NotificationProvider>
        <Consumer />
      </NotificationProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('none');

    act(() => raiseProfile());
    expect(screen.getByRole('status').textContent).toBe('notice.favouriteAdded|/profile');

    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByRole('status').textContent).not.toBe('none');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('stays while held (pointer or focus on the bar), then for the full delay again', () => {
    render(
      <NotificationProvider>
        <Consumer />
      </NotificationProvider>,
    );
    act(() => raiseProfile());
    act(() => vi.advanceTimersByTime(4000));
    act(() => screen.getByRole('button', { name: 'hold' }).click());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe('notice.favouriteAdded|/profile');
    act(() => screen.getByRole('button', { name: 'release' }).click());
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByRole('status').textContent).not.toBe('none');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('restarts the delay when raised again', () => {
    render(
      <NotificationProvider>
        <Consumer />
      </NotificationProvider>,
    );
    act(() => raiseProfile());
    act(() => vi.advanceTimersByTime(4000));
    act(() => raise({ message: 'app.loading' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('status').textContent).toBe('app.loading|');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('hides when closed', () => {
    render(
      <NotificationProvider>
        <Consumer />
      </NotificationProvider>,
    );
    act(() => raiseProfile());
    act(() => screen.getByRole('button', { name: 'close' }).click());
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('says which perfume was added or removed, linking to the profile unless asked not to', () => {
    expect(favouriteNotice('added', 'Shalimar')).toEqual({
      message: 'notice.favouriteAdded',
      values: { name: 'Shalimar' },
      link: { label: 'notice.seeProfile', to: '/profile' },
    });
    const removed = favouriteNotice('removed', 'Trésor', { linkToProfile: false });
    expect(removed).toEqual({ message: 'notice.favouriteRemoved', values: { name: 'Trésor' } });
    expect(isProfileNotice(favouriteNotice('removed', 'Trésor'))).toBe(true);
    expect(isProfileNotice(removed)).toBe(false);
    expect(isProfileNotice(null)).toBe(false);
  });

  it('requires the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Consumer />)).toThrow(/NotificationProvider/);
    vi.restoreAllMocks();
  });
});
