import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing';
import { historyStack } from '../../lib/url-query';
import { saveConsent } from '../../lib/cookie-consent';
import { ani, shalimar, summary } from '../../test/catalog-fixtures';
import { fakeApi, json, notFound } from '../../test/fake-api';

// The screen with a small tree: Amber (3) with a touch of Powdery (2) and of Floral (1).

const node = (id: number, name: string, color: string, count: number, subs: unknown[] = []) => ({
  id,
  name,
  color,
  colors: [color],
  imageUrl: '',
  intensity: 0.5,
  totalPerfumesNum: count,
  subfamilies: subs,
  topPerfumes: [] as unknown[],
  parents: [],
  secondary: false,
});
const sub = (id: number, name: string, count: number, top: unknown[] = []) => ({
  id,
  name,
  color: '#C9A7D8',
  intensity: 0.4,
  totalPerfumesNum: count,
  topPerfumes: top,
});

function tree(gender: string | null) {
  const forHim = gender === 'MU';
  return [
    node(3, 'Amber', '#C8782E', forHim ? 1 : 12, [
      sub(2, 'Powdery', forHim ? 1 : 8),
      ...(forHim ? [] : [sub(1, 'Floral', 4)]),
    ]),
    node(1, 'Floral', '#E07A9F', forHim ? 0 : 20, [sub(3, 'Amber', 5)]),
  ].filter((n) => n.totalPerfumesNum > 0);
}

// The screen's chunk brings d3 with it: its first load takes a while on a busy machine.
const LOAD_MS = 15_000;

let api: ReturnType<typeof fakeApi>;
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
  // The visitor said yes to analytics: the screen's events are sent.
  saveConsent({ analytics: true, marketing: false });
  api = fakeApi((url) => {
    const gender = url.searchParams.get('gender');
    if (url.pathname === '/api/families/top/list') return json(tree(gender));
    if (url.pathname === '/api/families') {
      return json([
        { id: 1, name: 'Floral', color: '#E07A9F', imageUrl: '', intensity: 0.6 },
        { id: 2, name: 'Powdery', color: '#C9A7D8', imageUrl: '', intensity: 0.4 },
        { id: 3, name: 'Amber', color: '#C8782E', imageUrl: '', intensity: 0.9 },
      ]);
    }
    if (url.pathname === '/api/families/top/3') {
      const amber = tree(gender)[0]!;
      amber.topPerfumes = [summary(shalimar), summary(ani)];
      amber.subfamilies = [sub(2, 'Powdery', 8, [summary(shalimar)]), sub(1, 'Floral', 4)];
      return json(amber);
    }
    if (url.pathname === '/api/analytics/events') return json({});
    return notFound();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ExploreByFamiliesPage', () => {
  it(
    'selects a pair from the bubbles, says so in the address and in analytics',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const { router } = renderApp('/explore/by-families');
      const smell = await screen.findByRole('toolbar', { name: 'smell of' }, { timeout: LOAD_MS });
      const amber = within(smell).getByRole('button', { name: 'Amber, 12 perfumes' });
      // The family with no perfume of the list is still drawn, as a ghost.
      const ghost = within(smell).getByRole('button', {
        name: 'Powdery, no perfumes with this filter',
      });
      expect(ghost.getAttribute('aria-disabled')).toBe('true');

      // From the keyboard: happy-dom lacks the SVG geometry d3-zoom reads on a mouse press (the
      // end-to-end tests click).
      amber.focus();
      await user.keyboard('{Enter}');
      expect(amber.getAttribute('aria-pressed')).toBe('true');
      const touch = screen.getByRole('toolbar', { name: 'touch of' });
      within(touch).getByRole('button', { name: 'Powdery, 8 perfumes' }).focus();
      await user.keyboard('{Enter}');
      expect(router.state.location.search).toBe('?selected[]=3&selected[]=2');
      await waitFor(() =>
        expect(analytics()).toEqual(
          expect.arrayContaining([
            { type: 'ACTION', action: 'SELECT_FAMILY', id: 3 },
            { type: 'ACTION', action: 'SELECT_SUBFAMILY', id: 2 },
          ]),
        ),
      );

      await user.click(screen.getByRole('button', { name: 'Show the perfumes' }));
      const panel = await screen.findByRole('region', { name: 'Amber / Powdery' });
      expect(await within(panel).findByRole('link', { name: /^Shalimar/ })).toBeTruthy();
      await waitFor(() =>
        expect(analytics().find((e) => e.type === 'SEARCH_PERFUMES')).toEqual({
          type: 'SEARCH_PERFUMES',
          searchType: 'FAMILIES',
          familyIds: [3, 2],
          filter: { genders: [], brands: [] },
          topResultIds: [shalimar.id],
          resultCount: 1,
        }),
      );
    },
  );

  it(
    'offers the same tree as a list, and asks the API for a gender',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderApp('/explore/by-families');
      await screen.findByRole('toolbar', { name: 'smell of' }, { timeout: LOAD_MS });
      await user.click(screen.getByRole('button', { name: 'List view' }));
      const list = screen.getByRole('list', { name: 'smell of' });
      expect(within(list).getByRole('button', { name: 'Amber, 12 perfumes' })).toBeTruthy();
      const touches = screen.getByRole('list', { name: 'Touches of Floral' });
      await user.click(within(touches).getByRole('button', { name: 'Amber, 5 perfumes' }));
      expect(
        within(touches)
          .getByRole('button', { name: 'Amber, 5 perfumes' })
          .getAttribute('aria-pressed'),
      ).toBe('true');

      await user.click(screen.getByRole('checkbox', { name: 'For him' }));
      await waitFor(() =>
        expect(within(list).getByRole('button', { name: 'Amber, 1 perfume' })).toBeTruthy(),
      );
      expect(api.calls('/api/families/top/list').at(-1)?.searchParams.get('gender')).toBe('MU');
    },
  );
});
