import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('broken screen');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScreenErrorBoundary', () => {
  it('shows the error page in place of a failing screen, and clears it on another path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/a">
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();

    rerender(
      <ScreenErrorBoundary resetKey="/a">
        <p>Still broken here</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.queryByText('Still broken here')).toBeNull();

    rerender(
      <ScreenErrorBoundary resetKey="/b">
        <p>Another screen</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('Another screen')).toBeTruthy();
  });
});
