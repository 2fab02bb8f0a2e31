import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../common/domain/constants';
import { createDebouncer } from './debounce';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createDebouncer', () => {
  it('calls once with the last value after the quiet period', () => {
    const fn = vi.fn();
    const debouncer = createDebouncer(fn, SEARCH_DEBOUNCE_MS);
    debouncer.schedule('s');
    vi.advanceTimersByTime(200);
    debouncer.schedule('sh');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('sh');
  });

  it('flushes at once, and only once', () => {
    const fn = vi.fn();
    const debouncer = createDebouncer(fn, SEARCH_DEBOUNCE_MS);
    debouncer.schedule('shalimar');
    debouncer.flush();
    expect(fn).toHaveBeenCalledWith('shalimar');
    vi.advanceTimersByTime(1000);
    debouncer.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('forgets a cancelled call', () => {
    const fn = vi.fn();
    const debouncer = createDebouncer(fn, SEARCH_DEBOUNCE_MS);
    debouncer.schedule('x');
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    debouncer.flush();
    expect(fn).not.toHaveBeenCalled();
  });
});
