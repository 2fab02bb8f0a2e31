import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFavorites, readRaw, readStored, removeStored, writeStored } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage', () => {
  it('writes and reads typed values', () => {
    expect(writeStored('favorites', [3, 5])).toBe(true);
    expect(readRaw('favorites')).toBe('[3,5]');
    expect(readStored('favorites')).toEqual([3, 5]);

    writeStored('remember', true);
    expect(readStored('remember')).toBe(true);
    writeStored('email', 'ana@example.com');
    expect(readStored('email')).toBe('ana@example.com');
    writeStored('brandAccess', [12]);
    expect(readStored('brandAccess')).toEqual([12]);
  });

  it('returns null for absent and invalid values', () => {
    expect(readStored('tempId')).toBeNull();
    localStorage.setItem('lang', 'de');
    expect(readStored('lang')).toBeNull();
    localStorage.setItem('lang', 'fr');
    expect(readStored('lang')).toBe('fr');
    localStorage.setItem('remember', 'yes');
    expect(readStored('remember')).toBeNull();
    localStorage.setItem('brandAccess', '{"a":1}');
    expect(readStored('brandAccess')).toBeNull();
  });

  it('removes a key', () => {
    writeStored('tempId', 'abc');
    removeStored('tempId');
    expect(readRaw('tempId')).toBeNull();
  });

  it('never throws when the storage methods fail', () => {
    const failing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(failing as unknown as Storage);
    expect(readStored('lang')).toBeNull();
    expect(writeStored('lang', 'es')).toBe(false);
    expect(() => removeStored('lang')).not.toThrow();
    expect(readFavorites()).toEqual([]);
  });

  it('never throws when the storage itself is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStored('email')).toBeNull();
    expect(writeStored('email', 'a@b.c')).toBe(false);
    expect(() => removeStored('email')).not.toThrow();
  });
});

describe('readFavorites', () => {
  it('returns [] when nothing is stored', () => {
    expect(readFavorites()).toEqual([]);
  });

  it('returns the stored ids, accepting digit-only strings', () => {
    localStorage.setItem('favorites', '[1, "22", 333]');
    expect(readFavorites()).toEqual([1, 22, 333]);
    expect(localStorage.getItem('favorites')).not.toBeNull();
  });

  it('discards the whole list when an entry is non-numeric', () => {
    localStorage.setItem('favorites', '[1, "abc", 3]');
    expect(readFavorites()).toEqual([]);
    expect(localStorage.getItem('favorites')).toBeNull();
  });

  it('discards a list that is not JSON or not an array', () => {
    localStorage.setItem('favorites', 'not json');
    expect(readFavorites()).toEqual([]);
    expect(localStorage.getItem('favorites')).toBeNull();

    localStorage.setItem('favorites', '{"0":1}');
    expect(readFavorites()).toEqual([]);
    expect(localStorage.getItem('favorites')).toBeNull();

    localStorage.setItem('favorites', '[null]');
    expect(readFavorites()).toEqual([]);
    expect(localStorage.getItem('favorites')).toBeNull();
  });
});
