import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getFavoriteIds, toggleFavorite, useFavorite } from './favorites';

function Probe({ id }: { id: number }) {
  const { favorite, toggle } = useFavorite(id);
  return (
    <button type="button" aria-pressed={favorite} onClick={toggle}>
      {id}
    </button>
  );
}

describe('favorites', () => {
  it('adds and removes ids in localStorage', () => {
    expect(toggleFavorite(3004)).toBe(true);
    expect(toggleFavorite(7004)).toBe(true);
    expect(localStorage.getItem('favorites')).toBe('[3004,7004]');
    expect(toggleFavorite(3004)).toBe(false);
    expect(getFavoriteIds()).toEqual([7004]);
  });

  it('discards a corrupt stored list', () => {
    localStorage.setItem('favorites', '[1,"x"]');
    expect(getFavoriteIds()).toEqual([]);
    expect(localStorage.getItem('favorites')).toBeNull();
    expect(toggleFavorite(5)).toBe(true);
    expect(localStorage.getItem('favorites')).toBe('[5]');
  });

  it('re-renders every reader, also on a change from another tab', () => {
    render(
      <>
        <Probe id={1} />
        <Probe id={2} />
      </>,
    );
    const [one, two] = screen.getAllByRole('button') as [HTMLElement, HTMLElement];
    act(() => one.click());
    expect(one.getAttribute('aria-pressed')).toBe('true');
    expect(two.getAttribute('aria-pressed')).toBe('false');

    act(() => {
      localStorage.setItem('favorites', '[2]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'favorites' }));
    });
    expect(one.getAttribute('aria-pressed')).toBe('false');
    expect(two.getAttribute('aria-pressed')).toBe('true');
  });
});
