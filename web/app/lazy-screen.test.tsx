import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackModuleLoad, useModuleLoading } from './lazy-screen';

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
