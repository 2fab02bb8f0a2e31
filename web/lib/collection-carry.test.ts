import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileResponse } from '../../common/api/accounts';
import { fakeApi, json } from '../test/fake-api';
import {
  addLocalWear,
  changeLocalItem,
  getLocalCollection,
  mergeLocalItems,
} from './local-collection';
import './collection';
import { login, logout } from './session';

// The anonymous visitor's collection (issue 30): kept in the browser with the server's rules, and
// carried into the account at sign-in in one merge, then forgotten here.

const signedIn: ProfileResponse = {
  account: {
    userId: 'u1',
    email: 'nadia@example.com',
    name: 'Nadia',
    hasPassword: true,
    emailVerified: true,
  },
  favoritePerfumes: [],
  ingredients: [],
  dislikedIngredients: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('the browser’s collection', () => {
  it('keeps shelves and verdicts with the server’s rules', () => {
    changeLocalItem(3004, { shelf: 'have', format: 'decant', sizeMl: 10 });
    changeLocalItem(3004, { rating: 5 });
    expect(getLocalCollection().items).toEqual([
      expect.objectContaining({ perfumeId: 3004, shelf: 'have', format: 'decant', rating: 5 }),
    ]);
    // Another shelf holds no bottle; an item saying nothing leaves.
    changeLocalItem(3004, { shelf: 'had' });
    expect(getLocalCollection().items[0]).toMatchObject({
      shelf: 'had',
      format: null,
      sizeMl: null,
    });
    changeLocalItem(3004, { shelf: null, rating: null });
    expect(getLocalCollection().items).toEqual([]);
    expect(localStorage.getItem('collection')).toBeNull();
  });

  it('drops a stored value that is not a collection, as a corrupt favourites list', () => {
    localStorage.setItem('collection', '{"items":[{"perfumeId":"x"}],"wears":[]}');
    expect(getLocalCollection()).toEqual({ items: [], wears: [] });
    expect(localStorage.getItem('collection')).toBeNull();
  });

  it('joins an imported list keeping what it holds', () => {
    changeLocalItem(1, { shelf: 'have', rating: 5 });
    mergeLocalItems([
      { perfumeId: 1, shelf: 'want', rating: 2, note: 'From the file.' },
      { perfumeId: 2, shelf: 'tried' },
    ]);
    expect(getLocalCollection().items.map((i) => [i.perfumeId, i.shelf, i.rating, i.note])).toEqual(
      [
        [1, 'have', 5, 'From the file.'],
        [2, 'tried', null, ''],
      ],
    );
  });

  it('is carried into the account at login in one merge, then forgotten here', async () => {
    changeLocalItem(3004, { shelf: 'have', rating: 4 });
    changeLocalItem(7004, { shelf: 'want' });
    addLocalWear({ perfumeId: 3004, wornOn: '2026-11-29', moment: 'night', note: '' });
    const api = fakeApi((url) =>
      url.pathname === '/api/user/collection/merge'
        ? json({ added: 2, merged: 0, wearsAdded: 1, unknown: 0 })
        : json(signedIn),
    );
    await login({ user: 'nadia@example.com', password: 'x', remember: false });
    await vi.waitFor(() => expect(getLocalCollection()).toEqual({ items: [], wears: [] }));
    const merges = api.fetchMock.mock.calls.filter(([input]) =>
      String(input).includes('/api/user/collection/merge'),
    );
    expect(merges).toHaveLength(1);
    const body = JSON.parse(String(merges[0]![1]!.body));
    expect(body.items).toEqual([
      expect.objectContaining({ perfumeId: 3004, shelf: 'have', rating: 4 }),
      expect.objectContaining({ perfumeId: 7004, shelf: 'want' }),
    ]);
    expect(body.wears).toEqual([
      { perfumeId: 3004, wornOn: '2026-11-29', moment: 'night', note: '' },
    ]);
    expect(getLocalCollection()).toEqual({ items: [], wears: [] });
  });

  it('stays in the browser when the merge fails, to be carried at the next sign-in', async () => {
    changeLocalItem(3004, { shelf: 'have' });
    const api = fakeApi((url) =>
      url.pathname === '/api/user/collection/merge'
        ? json({ error: { code: 'unavailable', message: 'Down.' } }, 503)
        : json(signedIn),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await login({ user: 'nadia@example.com', password: 'x', remember: false });
    await vi.waitFor(() => expect(api.calls('/api/user/collection/merge')).toHaveLength(1));
    expect(getLocalCollection().items).toHaveLength(1);
  });

  it('is forgotten at logout', async () => {
    changeLocalItem(3004, { shelf: 'have' });
    fakeApi(() => json({ ok: true }));
    await logout();
    expect(getLocalCollection().items).toEqual([]);
  });
});
