import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HouseResponse } from '../../../common/api/houses';
import { renderApp } from '../../app/testing';
import { ani, families, ingredientRef, shalimar, summary } from '../../test/catalog-fixtures';
import { fakeApi, json, notFound, type ApiHandler } from '../../test/fake-api';
import { historyStack } from '../../lib/url-query';

// A house's page with the API answered by hand: its facts, signature ingredients with their
// reasons, its perfumers as links, and its perfumes filtered by the family donut.

const guerlain: HouseResponse = {
  key: 'guerlain',
  name: 'Guerlain',
  country: { code: 'FR', name: 'France' },
  perfumeCount: 2,
  founded: 1828,
  history:
    'Founded in Paris by Pierre-François-Pascal Guerlain.\n\nA family house for five generations.',
  perfumes: [
    { ...summary(shalimar), year: 1925 },
    {
      ...summary(ani),
      brand: shalimar.brand,
      family: families.fruity,
      year: null,
      discontinued: true,
    },
  ],
  families: [
    { family: shalimar.family, count: 1 },
    { family: families.fruity, count: 1 },
  ],
  perfumers: [{ slug: 'jacques-guerlain', name: 'Jacques Guerlain', perfumeCount: 1 }],
  signatureIngredients: [
    {
      ingredient: ingredientRef(48, 'Vanilla', families.amber),
      count: 2,
      total: 2,
      lift: 4,
      reason: 'In all 2 of its perfumes, four times as often as the catalog as a whole.',
    },
  ],
};

let handler: ApiHandler;

beforeEach(() => {
  historyStack.reset();
  handler = (url) =>
    url.pathname === '/api/house' && url.searchParams.get('slug') === 'guerlain'
      ? json(guerlain)
      : notFound();
  fakeApi((url, init) => handler(url, init));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a house page', () => {
  it('shows the facts, the history, the signature ingredients and the perfumers as links', async () => {
    renderApp('/house/guerlain');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guerlain' })).toBeTruthy();
    expect(screen.getByText('1828')).toBeTruthy();
    expect(screen.getByText('France')).toBeTruthy();
    expect(screen.getByText('A family house for five generations.')).toBeTruthy();
    const signature = screen.getByRole('region', { name: 'Signature ingredients' });
    expect(within(signature).getByRole('link', { name: 'Vanilla' }).getAttribute('href')).toBe(
      '/chapter/ingredient?data=48',
    );
    expect(
      within(signature).getByText(
        'In all 2 of its perfumes, four times as often as the catalog as a whole.',
      ),
    ).toBeTruthy();
    const perfumers = screen.getByRole('region', { name: 'Its perfumers' });
    expect(
      within(perfumers).getByRole('link', { name: 'Jacques Guerlain' }).getAttribute('href'),
    ).toBe('/perfumer/jacques-guerlain');
  });

  it('lists the perfumes by year, the undated last and the discontinued marked', async () => {
    renderApp('/house/guerlain');
    const perfumes = await screen.findByRole('region', { name: 'Its perfumes, year by year' });
    expect(
      within(perfumes)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1925', 'Year unknown']);
    expect(within(perfumes).getByText('Discontinued')).toBeTruthy();
  });

  it('filters the perfumes by the family chosen in the donut, and shows them all again', async () => {
    const user = userEvent.setup();
    renderApp('/house/guerlain');
    await screen.findByText('2 perfumes shown');
    await user.click(screen.getByRole('button', { name: /^Fruity: 1 perfume/ }));
    expect(screen.getByText('1 perfume shown')).toBeTruthy();
    const perfumes = screen.getByRole('region', { name: 'Its perfumes, year by year' });
    expect(within(perfumes).getByText(ani.name)).toBeTruthy();
    expect(within(perfumes).queryByText(shalimar.name)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all its perfumes' }));
    expect(screen.getByText('2 perfumes shown')).toBeTruthy();
  });

  it('says so, with a way on, when no house has the address', async () => {
    renderApp('/house/nowhere');
    expect(await screen.findByRole('heading', { name: 'No house at this address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all houses' }).getAttribute('href')).toBe(
      '/houses',
    );
  });

  it('offers to try again when the house could not be loaded', async () => {
    handler = () => json({ error: { code: 'internal', message: 'Down.' } }, 500);
    renderApp('/house/guerlain');
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
