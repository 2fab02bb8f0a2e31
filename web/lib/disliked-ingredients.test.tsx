import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileResponse } from '../../common/api/accounts';
import { families, ingredientRef } from '../test/catalog-fixtures';
import { fakeApi, json } from '../test/fake-api';
import {
  getDislikedIngredientIds,
  toggleDislikedIngredient,
  useDislikedIngredientIds,
} from './disliked-ingredients';
import { applyProfile, login } from './session';

const ref = (id: number, name: string) => ingredientRef(id, name, families.amber);
const account = {
  userId: 'u1',
  email: 'iris@example.com',
  name: 'Iris',
  hasPassword: true,
  emailVerified: true,
};
const signedIn = (disliked: number[]): ProfileResponse =>
  ({
    account,
    favoritePerfumes: [],
    ingredients: [],
    dislikedIngredients: disliked.map((id) => ref(id, `#${id}`)),
  }) as unknown as ProfileResponse;

function Probe() {
  return <p>{useDislikedIngredientIds().join(',') || 'none'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  applyProfile({ account: null, favoritePerfumes: [], ingredients: [], dislikedIngredients: [] });
});

describe('ingredients to avoid', () => {
  it('are kept in the browser for an anonymous visitor', () => {
    applyProfile({ account: null, favoritePerfumes: [], ingredients: [], dislikedIngredients: [] });
    render(<Probe />);
    act(() => void toggleDislikedIngredient(48));
    act(() => void toggleDislikedIngredient(108));
    expect(screen.getByText('48,108')).toBeTruthy();
    expect(localStorage.getItem('dislikedIngredients')).toBe('[48,108]');
    act(() => void toggleDislikedIngredient(48));
    expect(getDislikedIngredientIds()).toEqual([108]);
  });

  it('are sent whole to the account when signed in, shown before the server answers', async () => {
    applyProfile(signedIn([108]));
    const api = fakeApi(async (_url, init) => {
      const body = JSON.parse(String(init.body)) as number[];
      return json(signedIn(body));
    });
    render(<Probe />);
    act(() => void toggleDislikedIngredient(48));
    expect(screen.getByText('108,48')).toBeTruthy();
    await waitFor(() => expect(api.calls('/api/user/dislikedIngredients')).toHaveLength(1));
    expect(api.fetchMock.mock.calls[0]![1]!.method).toBe('PUT');
    expect(localStorage.getItem('dislikedIngredients')).toBeNull();
  });

  it('go back to the account’s list when the server refuses', async () => {
    applyProfile(signedIn([108]));
    fakeApi(() => json({ error: { code: 'internal', message: 'Down.' } }, 503));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Probe />);
    act(() => void toggleDislikedIngredient(48));
    await waitFor(() => expect(screen.getByText('108')).toBeTruthy());
    warn.mockRestore();
  });

  it('are carried into the account at login, merged with the account’s own', async () => {
    applyProfile({ account: null, favoritePerfumes: [], ingredients: [], dislikedIngredients: [] });
    localStorage.setItem('dislikedIngredients', '[48,108]');
    const api = fakeApi(async (url, init) => {
      if (url.pathname === '/api/user/login') return json(signedIn([108, 7]));
      return json(signedIn(JSON.parse(String(init.body)) as number[]));
    });
    await login({ user: 'iris@example.com', password: 'x', remember: false });
    const [put] = api.calls('/api/user/dislikedIngredients');
    expect(put).toBeDefined();
    const sent = api.fetchMock.mock.calls.find(([input]) =>
      String(input).includes('dislikedIngredients'),
    )![1]!.body;
    expect(JSON.parse(String(sent))).toEqual([108, 7, 48]);
    expect(getDislikedIngredientIds()).toEqual([108, 7, 48]);
    expect(localStorage.getItem('dislikedIngredients')).toBeNull();
  });
});
