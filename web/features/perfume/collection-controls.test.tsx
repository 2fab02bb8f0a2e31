import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLocalCollection } from '../../lib/local-collection';
import { applyProfile } from '../../lib/session';
import { fakeApi, json } from '../../test/fake-api';
import { CollectionControls } from './collection-controls';

// The perfume view's collection controls (issue 30): a shelf, a bottle, a rating and the wear
// diary in a few taps; each control sends only its own field.

afterEach(() => vi.unstubAllGlobals());

const renderControls = () =>
  render(
    <MemoryRouter>
      <CollectionControls perfumeId={3004} />
    </MemoryRouter>,
  );

describe('collection controls', () => {
  it('keeps an anonymous visitor’s shelf, rating and wear in the browser', async () => {
    const user = userEvent.setup();
    renderControls();
    await user.selectOptions(screen.getByLabelText('Shelf'), 'I have it');
    await user.selectOptions(screen.getByLabelText('Form'), 'Sample');
    await user.selectOptions(screen.getByLabelText('My rating'), '5 out of 5');
    await user.click(screen.getByRole('button', { name: 'I wore it today' }));
    expect(await screen.findByText(/Written in your wear diary for today\./)).toBeTruthy();
    expect(getLocalCollection().items).toEqual([
      expect.objectContaining({ perfumeId: 3004, shelf: 'have', format: 'sample', rating: 5 }),
    ]);
    expect(getLocalCollection().wears).toHaveLength(1);
    // A bottle belongs to "I have it": on another shelf the form is not asked.
    await user.selectOptions(screen.getByLabelText('Shelf'), 'I want it');
    expect(screen.queryByLabelText('Form')).toBeNull();
  });

  it('sends a signed-in visitor’s changes one field at a time', async () => {
    const item = (over: object) => ({
      item: {
        perfumeId: 3004,
        shelf: null,
        format: null,
        sizeMl: null,
        rating: null,
        note: '',
        longevity: null,
        sillage: null,
        seasons: [],
        moments: [],
        updatedAt: '2026-11-29T10:00:00.000Z',
        ...over,
      },
    });
    let state = {};
    const api = fakeApi((url, init) => {
      if (url.pathname === '/api/user/collection/item') {
        state = { ...state, ...JSON.parse(String(init.body)) };
        return json(item(state));
      }
      return json({ items: [] });
    });
    act(() =>
      applyProfile({
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
      }),
    );
    const user = userEvent.setup();
    renderControls();
    await waitFor(() => expect(api.calls('/api/user/collection')).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Shelf'), 'I tried it');
    await user.selectOptions(screen.getByLabelText('My rating'), '2 out of 5');
    const bodies = api.fetchMock.mock.calls
      .filter(([input]) => String(input).includes('/api/user/collection/item'))
      .map(([, init]) => [init?.method, JSON.parse(String(init?.body))]);
    expect(bodies).toEqual([
      ['PATCH', { perfumeId: 3004, shelf: 'tried' }],
      ['PATCH', { perfumeId: 3004, rating: 2 }],
    ]);
    expect((screen.getByLabelText('My rating') as HTMLSelectElement).value).toBe('2');
    expect(getLocalCollection().items).toEqual([]);
  });
});
