import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyBrandAccess,
  parseBrandAccess,
  readBrandAccessParam,
  removeBrandAccessParam,
} from './brand-access';
import { flushAnalytics } from './analytics';
import { saveConsent } from './cookie-consent';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parseBrandAccess', () => {
  it('reads an empty value as clear', () => {
    expect(parseBrandAccess('')).toEqual({ kind: 'clear' });
  });

  it('reads comma-separated numbers', () => {
    expect(parseBrandAccess('12')).toEqual({ kind: 'store', brands: [12] });
    expect(parseBrandAccess('1, 2,30')).toEqual({ kind: 'store', brands: [1, 2, 30] });
  });

  it('ignores anything else', () => {
    for (const value of ['abc', '1,a', '1,,2', '-3', '1.5', 'true']) {
      expect(parseBrandAccess(value)).toEqual({ kind: 'ignore' });
    }
  });
});

describe('query helpers', () => {
  it('reads the parameter, null when absent', () => {
    expect(readBrandAccessParam('?brandAccess=1,2')).toBe('1,2');
    expect(readBrandAccessParam('?brandAccess=')).toBe('');
    expect(readBrandAccessParam('?x=1')).toBeNull();
  });

  it('removes the parameter and keeps the others as they were', () => {
    expect(removeBrandAccessParam('?selection[]=3&brandAccess=1,2&query=true')).toBe(
      'selection[]=3&query=true',
    );
    expect(removeBrandAccessParam('?brandAccess')).toBe('');
  });
});

describe('applyBrandAccess', () => {
  it('does nothing without the parameter', () => {
    localStorage.setItem('brandAccess', '[1]');
    expect(applyBrandAccess('?x=1')).toBeNull();
    expect(localStorage.getItem('brandAccess')).toBe('[1]');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the brands and emits the tracking event (with analytics consent)', () => {
    saveConsent({ analytics: true, marketing: false });
    expect(applyBrandAccess('?brandAccess=4,7&x=1')).toBe('x=1');
    expect(localStorage.getItem('brandAccess')).toBe('[4,7]');
    flushAnalytics();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/analytics/events');
    expect(JSON.parse(init.body as string)).toMatchObject({
      appId: 'wikiperfum2',
      events: [{ type: 'BRAND_ACCESS', brands: [4, 7] }],
    });
  });

  it('stores the brands but sends no event without analytics consent', () => {
    expect(applyBrandAccess('?brandAccess=4')).toBe('');
    expect(localStorage.getItem('brandAccess')).toBe('[4]');
    flushAnalytics();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the stored list when the value is empty', () => {
    localStorage.setItem('brandAccess', '[1]');
    expect(applyBrandAccess('?brandAccess=')).toBe('');
    expect(localStorage.getItem('brandAccess')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes an invalid value and stores nothing', () => {
    localStorage.setItem('brandAccess', '[1]');
    expect(applyBrandAccess('?brandAccess=abc')).toBe('');
    expect(localStorage.getItem('brandAccess')).toBe('[1]');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
