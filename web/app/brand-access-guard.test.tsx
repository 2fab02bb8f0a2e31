import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { flushAnalytics } from '../lib/analytics';
import { saveConsent } from '../lib/cookie-consent';
import { BrandAccessGuard } from './brand-access-guard';

function Page() {
  const location = useLocation();
  return (
    <>
      <BrandAccessGuard />
      <output>{location.pathname + location.search}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', Component: Page }], {
    initialEntries: ['/home', url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BrandAccessGuard', () => {
  it('stores the brands and replaces the address without the parameter', async () => {
    const router = renderAt('/explore/by-name?brandAccess=5,8&selection=3');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('/explore/by-name?selection=3'),
    );
    expect(localStorage.getItem('brandAccess')).toBe('[5,8]');
    expect(router.state.historyAction).toBe('REPLACE');
    // The brand-access event waits for analytics consent, which this visitor has not given.
    flushAnalytics();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with analytics consent, sends the brand-access event', async () => {
    saveConsent({ analytics: true, marketing: false });
    renderAt('/explore/by-name?brandAccess=5,8');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/explore/by-name'));
    flushAnalytics();
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(vi.mocked(fetch).mock.calls[0]![1]!.body));
    expect(body.events).toEqual([
      expect.objectContaining({ type: 'BRAND_ACCESS', brands: [5, 8] }),
    ]);
  });

  it('clears the list on an empty value', async () => {
    localStorage.setItem('brandAccess', '[1]');
    renderAt('/profile?brandAccess=');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/profile'));
    expect(localStorage.getItem('brandAccess')).toBeNull();
  });

  it('drops an invalid value and stores nothing', async () => {
    renderAt('/profile?brandAccess=xyz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/profile'));
    expect(localStorage.getItem('brandAccess')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
