import { screen, waitFor, within } from '@testing-library/react';
import { saveConsent } from '../../lib/cookie-consent';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FamilyRef } from '../../../common/api/catalog';
import type { IngredientListItem } from '../../../common/api/ingredients';
import { renderApp } from '../../app/testing';
import { historyStack } from '../../lib/url-query';
import { ani, families, recommended, shalimar, tresor } from '../../test/catalog-fixtures';
import { fakeApi, json, notFound, type ApiHandler } from '../../test/fake-api';

// The screen against a small catalog: amber and floral ingredients, and a few filler notes so that
// the list is long enough for 'popular ingredients' to keep ten.

const floral: FamilyRef = { id: 1, name: 'Floral', color: '#E07A9F', imageUrl: '' };
const item = (
  id: number,
  name: string,
  family: FamilyRef,
  perfumeCount: number,
): IngredientListItem => ({
  id,
  name,
  family,
  imageUrl: '',
  lightImageUrl: '',
  useGenericImageUrl: true,
  useGenericLightImageUrl: true,
  isIngredientChapter: false,
  perfumeCount,
  kind: 'natural',
});

const vanilla = item(48, 'Vanilla', families.amber, 120);
const tonka = item(51, 'Tonka bean', families.amber, 80);
const rose = item(1, 'Rose', floral, 150);
const jasmine = item(5, 'Jasmine', floral, 90);
const fillers = Array.from({ length: 12 }, (_, i) =>
  item(200 + i, `Floral note ${i + 1}`, floral, 10 - (i % 10)),
);
const ingredients = [rose, vanilla, jasmine, tonka, ...fillers];

let api: ReturnType<typeof fakeApi>;
let handler: ApiHandler;

const defaultHandler: ApiHandler = (url) => {
  switch (url.pathname) {
    case '/api/ingredients/':
      return json(ingredients);
    case '/api/ingredients/getPossibleCombinations': {
      const ids = (url.searchParams.get('ingredients') ?? '').split(',').map(Number);
      const pairs = [tonka, jasmine, rose, vanilla].filter((i) => !ids.includes(i.id));
      return json(pairs.map((ingredient, n) => ({ ingredient, count: 10 - n, score: 1.5 })));
    }
    case '/api/perfume_search/by_ingredients/':
      return json({
        data: [recommended(shalimar, 0.9, 'hero'), recommended(ani, 0.8, 'hero')],
        total: 2,
      });
    case '/api/perfumes/3004':
      return json(shalimar);
    case '/api/perfumes/7004':
      return json(tresor);
    case '/api/analytics/events':
      return new Response(null, { status: 204 });
    default:
      return notFound();
  }
};

const analytics = () =>
  api.fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/api/analytics/events'))
    .flatMap(
      ([, init]) =>
        (JSON.parse(String((init as RequestInit).body)) as { events: Record<string, unknown>[] })
          .events,
    )
    .map(({ at: _at, ...event }) => event);

beforeEach(() => {
  historyStack.reset();
  handler = defaultHandler;
  // The visitor said yes to analytics: the screen's events are sent.
  saveConsent({ analytics: true, marketing: false });
  api = fakeApi((url, init) => handler(url, init));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Opens the screen once its list of ingredients is there. */
async function open(url: string) {
  const result = renderApp(url);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  await waitFor(() => {
    expect(screen.queryByText('Loading the ingredients…')).toBeNull();
    expect(document.querySelector('.ingredients-explorer')).not.toBeNull();
  });
  return result;
}

const toggle = (name: string) => screen.getAllByRole('button', { name, pressed: false })[0]!;
const strip = () => screen.getByRole('region', { name: /^Your selection/ });

describe('explore by ingredients: the list', () => {
  it('groups the ingredients by family and finds "vanile"', async () => {
    const user = userEvent.setup();
    await open('/explore/by-ingredients');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Explore by ingredients');
    const floralGroup = screen.getByRole('region', { name: 'Floral' });
    expect(within(floralGroup).getAllByRole('button')).toHaveLength(14);
    expect(
      within(screen.getByRole('region', { name: 'Amber' })).getAllByRole('button'),
    ).toHaveLength(2);
    expect(screen.getByText('16 ingredients').getAttribute('role')).toBe('status');

    await user.type(screen.getByRole('searchbox', { name: 'Search for an ingredient' }), 'vanile');
    expect(await screen.findByText('1 ingredient matches “vanile”')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vanilla', pressed: false })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Floral' })).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Search for an ingredient' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search for an ingredient' }), 'zzz');
    expect(await screen.findByText('No ingredient matches “zzz”.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show every ingredient' }));
    expect(await screen.findByText('16 ingredients')).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('searchbox', { name: 'Search for an ingredient' }),
    );
  });

  it('shows the ten most used with "Popular ingredients", and one family with the filter', async () => {
    const user = userEvent.setup();
    await open('/explore/by-ingredients');
    const popular = screen.getByRole('button', { name: 'Popular ingredients' });
    await user.click(popular);
    expect(popular.getAttribute('aria-pressed')).toBe('true');
    const group = await screen.findByRole('region', { name: 'The most used in perfumery' });
    const names = within(group)
      .getAllByRole('button')
      .map((b) => b.querySelector('.ingredient-toggle__name')!.textContent);
    expect(names.slice(0, 4)).toEqual(['Rose', 'Vanilla', 'Jasmine', 'Tonka bean']);
    expect(names).toHaveLength(10);
    await user.click(popular);

    await user.click(screen.getByRole('button', { name: /^Family/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Amber' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 ingredients')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Floral' })).toBeNull();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    handler = (url, init) =>
      url.pathname === '/api/ingredients/' && fail
        ? json({ error: { code: 'internal_error', message: 'Down.' } }, 500)
        : defaultHandler(url, init);
    const user = userEvent.setup();
    renderApp('/explore/by-ingredients');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain('The ingredients could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('searchbox', { name: 'Search for an ingredient' })).toBeTruthy();
  });
});

describe('explore by ingredients: the selection', () => {
  it('picks ingredients into the address and the strip, with their best matches', async () => {
    const user = userEvent.setup();
    const { router } = await open('/explore/by-ingredients');
    await user.click(toggle('Vanilla'));
    expect(router.state.location.search).toBe('?selection[]=48');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByRole('button', { name: 'Vanilla', pressed: true })).toBeTruthy();

    const matches = await screen.findByRole('region', { name: 'Best matches' });
    await within(matches).findByRole('button', { name: 'Tonka bean' });
    expect(
      api.calls('/api/ingredients/getPossibleCombinations').at(-1)?.searchParams.get('ingredients'),
    ).toBe('48');
    expect(within(strip()).getByRole('heading').textContent).toBe('Your selection (1)');

    // A pick among the best matches: focus is not lost when it leaves the group.
    await user.click(within(matches).getByRole('button', { name: 'Tonka bean' }));
    expect(router.state.location.search).toBe('?selection[]=48&selection[]=51');
    await waitFor(() =>
      expect(within(matches).queryByRole('button', { name: 'Tonka bean' })).toBeNull(),
    );
    expect(document.activeElement).toBe(within(matches).getByRole('heading'));
    expect(within(strip()).getByRole('button', { name: 'Remove Tonka bean' })).toBeTruthy();

    // Back undoes a pick.
    router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?selection[]=48'));
    expect(
      screen.getAllByRole('button', { name: 'Tonka bean', pressed: false }).length,
    ).toBeGreaterThan(0);
  });

  it('removes one, focusing its neighbour, and resets when the last goes', async () => {
    const user = userEvent.setup();
    const { router } = await open('/explore/by-ingredients?selection[]=48&selection[]=1');
    await user.click(within(strip()).getByRole('button', { name: 'Remove Vanilla' }));
    expect(router.state.location.search).toBe('?selection[]=1');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(strip()).getByRole('button', { name: 'Remove Rose' }),
      ),
    );
    await user.click(within(strip()).getByRole('button', { name: 'Remove Rose' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('region', { name: /^Your selection/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Best matches' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('searchbox', { name: 'Search for an ingredient' }),
      ),
    );
  });

  it('clears everything with "Clear all"', async () => {
    const user = userEvent.setup();
    const { router } = await open(
      '/explore/by-ingredients?selection[]=48&selection[]=1&query=true',
    );
    await screen.findByRole('heading', { name: 'Perfumes with Vanilla and Rose' });
    await user.click(within(strip()).getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('16 ingredients')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('searchbox', { name: 'Search for an ingredient' }),
      ),
    );
  });

  it('drops ids the catalog does not know', async () => {
    await open('/explore/by-ingredients?selection[]=48&selection[]=999');
    expect(within(strip()).getByRole('heading').textContent).toBe('Your selection (1)');
    expect(
      api.calls('/api/ingredients/getPossibleCombinations').at(-1)?.searchParams.get('ingredients'),
    ).toBe('48');
  });
});

describe('explore by ingredients: the results', () => {
  it('shows the perfumes, sends the search event, and opens a perfume', async () => {
    const user = userEvent.setup();
    const { router } = await open('/explore/by-ingredients?selection[]=48&selection[]=1');
    await user.click(within(strip()).getByRole('button', { name: 'Show me results' }));
    expect(router.state.location.search).toBe('?selection[]=48&selection[]=1&query=true');
    const heading = await screen.findByRole('heading', { name: 'Perfumes with Vanilla and Rose' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByText('2 perfumes found')).toBeTruthy();

    const call = api.fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/api/perfume_search/by_ingredients/'),
    )!;
    const init = call[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual([
      { ingredientId: 48, proportion: 10 },
      { ingredientId: 1, proportion: 10 },
    ]);
    await waitFor(() =>
      expect(analytics().filter((e) => e.type === 'SEARCH_PERFUMES')).toEqual([
        expect.objectContaining({
          type: 'SEARCH_PERFUMES',
          searchType: 'INGREDIENT',
          ids: [48, 1],
          filter: { genders: [], brands: [], families: [] },
          topResultIds: [3004, 53005],
        }),
      ]),
    );
    expect(analytics()[0]).toEqual({ type: 'VIEW_OPENED', view: 'EXPLORE_BY_INGREDIENTS' });

    // The gender filter of the search by name asks the API again.
    await user.click(screen.getByRole('button', { name: /^Gender/ }));
    await user.click(screen.getByRole('checkbox', { name: 'For him' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        api.calls('/api/perfume_search/by_ingredients/').at(-1)?.searchParams.get('gender'),
      ).toBe('MU'),
    );

    await user.click(screen.getByRole('link', { name: /Shalimar/ }));
    expect(router.state.location.search).toBe(
      '?selection[]=48&selection[]=1&query=true&selectedPerfume=3004',
    );
    expect(await screen.findByRole('dialog', { name: 'Shalimar' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?selection[]=48&selection[]=1&query=true');

    await user.click(screen.getByRole('button', { name: 'Back to the ingredients' }));
    await waitFor(() => expect(router.state.location.search).toBe('?selection[]=48&selection[]=1'));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show me results' })),
    );
  });

  it('says when no perfume holds the selection', async () => {
    handler = (url, init) =>
      url.pathname === '/api/perfume_search/by_ingredients/'
        ? json({ data: [], total: 0 })
        : defaultHandler(url, init);
    await open('/explore/by-ingredients?selection[]=48&query=true');
    expect(await screen.findByText('No perfume holds these ingredients.')).toBeTruthy();
    expect(screen.getByText('Remove a filter, or an ingredient.')).toBeTruthy();
  });
});
