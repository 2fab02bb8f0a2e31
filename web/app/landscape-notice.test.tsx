import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './testing';

let angle = 0;

function setViewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

const initial = { width: window.innerWidth, height: window.innerHeight };

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(pointer: coarse)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  Object.defineProperty(window.screen, 'orientation', {
    configurable: true,
    get: () => ({
      angle,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (window.screen as { orientation?: unknown }).orientation;
  setViewport(initial.width, initial.height);
  angle = 0;
});

describe('landscape notice', () => {
  it('replaces the app on a phone held in landscape, and comes back in portrait', async () => {
    setViewport(390, 844);
    renderApp('/explore/by-name');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => {
      angle = 90;
      setViewport(844, 390);
      window.dispatchEvent(new Event('orientationchange'));
    });
    expect(screen.getByRole('alert').textContent).toContain('Please turn your device');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(heading.closest('[hidden]')).not.toBeNull();

    act(() => {
      angle = 0;
      setViewport(390, 844);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });
});
