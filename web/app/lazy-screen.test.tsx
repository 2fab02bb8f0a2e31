import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';
import { trackModuleLoad, useModuleLoading } from './module-loads';

function Probe() {
  return <output>{useModuleLoading() ? 'loading' : 'idle'}</output>;
}

describe('trackModuleLoad', () => {
  it('reports a module load until it settles, resolved or not', async () => {
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('idle');

    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const first = trackModuleLoad(new Promise<void>((r) => (resolve = r)));
    const second = trackModuleLoad(new Promise<void>((_, r) => (reject = r)));
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('loading');

    await act(async () => {
      resolve();
      await first;
    });
    expect(screen.getByRole('status').textContent).toBe('loading');
    await act(async () => {
      reject(new Error('offline'));
      await second.catch(() => undefined);
    });
    expect(screen.getByRole('status').textContent).toBe('idle');
  });
});

describe('lazyScreen', () => {
  function Hello() {
    return <p>Hello</p>;
  }

  it('renders a screen fetched ahead of its first render at once, without suspending', async () => {
    const Screen = lazyScreen(async () => Hello, { query: false });
    await Screen.preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously: no fallback, no second render.
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(screen.queryByText('Waiting')).toBeNull();
  });

  it('suspends a screen not fetched yet, then shows it', async () => {
    const Screen = lazyScreen(async () => Hello, { query: false });
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(await screen.findByText('Hello')).toBeTruthy();
  });
});
