import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing';
import { fakeApi, json, notFound, type ApiHandler } from '../../test/fake-api';
import { historyStack } from '../../lib/url-query';
import { ani, recommended, shalimar, summary, tresor } from '../../test/catalog-fixtures';

/** A response that never comes, except as an AbortError when the request is cancelled. */
function hanging(init: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

function searchAnswer(url: URL) {
  const q = url.searchParams.get('q') ?? '';
  const gender = url.searchParams.get('gender');
  let found = [shalimar, ani, tresor].filter((p) =>
    p.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .includes(q.toLowerCase().slice(0, 3)),
  );
  if (q === 'all') found = [shalimar, ani, tresor];
  if (gender) found = found.filter((p) => gender.split(',').includes(p.gender));
  return json({ data: found.map(summary), total: found.length });
}

let handler: ApiHandler;
let api: ReturnType<typeof fakeApi>;

const defaultHandler: ApiHandler = (url) => {
  if (url.pathname === '/api/v7/search') return searchAnswer(url);
  if (url.pathname === '/api/perfumes/3004') return json(shalimar);
  if (url.pathname === '/api/perfumes/53005') return json(ani);
  if (url.pathname === '/api/perfumes/7004') return json(tresor);
  if (url.pathname === '/api/perfume_recommendations/by_perfume/') {
    return json({ data: [recommended(ani, 0.73, 'hero'), recommended(tresor, 0.41, 'other')] });
  }
  if (url.pathname === '/api/brands/') return json([{ id: 3, name: 'Guerlain', perfumeCount: 12 }]);
  if (url.pathname === '/api/families') return json([]);
  return notFound();
};

const searchCalls = () => api.calls('/api/v7/search');

beforeEach(() => {
  historyStack.reset();
  handler = defaultHandler;
  api = fakeApi((url, init) => handler(url, init));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function open(url: string) {
  const result = renderApp(url);
  await screen.findByRole('heading', { level: 1 });
  return result;
}

describe('explore by name: search', () => {
  it('focuses the search box and invites to search while it is empty', async () => {
    await open('/explore/by-name');
    const box = screen.getByRole('searchbox', { name: 'Search for a perfume' });
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('placeholder')).toBe('Brand or perfume');
    expect(
      screen.getByRole('heading', { name: 'Which perfume are you looking for?' }),
    ).toBeTruthy();
    expect(searchCalls()).toHaveLength(0);
  });

  it('searches 300 ms after the last key, once, and writes the query in the address', async () => {
    const user = userEvent.setup();
    const { router } = await open('/explore/by-name');
    await user.type(screen.getByRole('searchbox'), 'shal');
    expect(searchCalls()).toHaveLength(0);
    expect(await screen.findByRole('link', { name: /Shalimar/ })).toBeTruthy();
    expect(searchCalls().map((url) => url.searchParams.get('q'))).toEqual(['shal']);
    expect(router.state.location.search).toBe('?query=shal');
    // Typing replaces the address instead of adding a history entry per word.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('1 perfume found').getAttribute('role')).toBe('status');
  });

  it('searches at once on Enter', async () => {
    const user = userEvent.setup();
    await open('/explore/by-name');
    await user.type(screen.getByRole('searchbox'), 'tresor{Enter}');
    expect(searchCalls().map((url) => url.searchParams.get('q'))).toEqual(['tresor']);
    const link = await screen.findByRole('link', { name: /Trésor/ });
    expect(within(link).getByText('Discontinued')).toBeTruthy();
    expect(within(link).getByText('Lancôme')).toBeTruthy();
    expect(within(link).getByText('Powdery')).toBeTruthy();
  });

  it('cancels an older search silently when a newer one starts', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    handler = (url, init) => {
      if (url.pathname !== '/api/v7/search') return defaultHandler(url, init);
      signals.push(init.signal!);
      return url.searchParams.get('q') === 'ani' ? hanging(init) : searchAnswer(url);
    };
    await open('/explore/by-name');
    const box = screen.getByRole('searchbox');
    await user.type(box, 'ani{Enter}');
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.clear(box);
    await user.type(box, 'shalimar{Enter}');
    expect(await screen.findByRole('link', { name: /Shalimar/ })).toBeTruthy();
    expect(signals[0]!.aborted).toBe(true);
    expect(signals.at(-1)!.aborted).toBe(false);
    expect(screen.queryByText('The search could not be completed.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when nothing is found', async () => {
    await open('/explore/by-name?query=zzz');
    expect(await screen.findByText('Sorry, we could not find any perfume for “zzz”.')).toBeTruthy();
  });

  it('says what the results answer when they are only the closest names to the text', async () => {
    handler = (url, init) => {
      if (url.pathname !== '/api/v7/search') return defaultHandler(url, init);
      return url.searchParams.get('q') === 'shalimra'
        ? json({
            data: [summary(shalimar)],
            total: 1,
            approximate: true,
            correctedQuery: 'shalimar',
          })
        : searchAnswer(url);
    };
    const user = userEvent.setup();
    await open('/explore/by-name?query=shalimra');
    const line = await screen.findByText('Showing results for “shalimar”');
    // Part of the announced status, with the count.
    expect(line.closest('[role="status"]')?.textContent).toBe(
      'Showing results for “shalimar”1 perfume found',
    );
    expect(screen.getByRole('link', { name: /Shalimar/ })).toBeTruthy();
    // A text that matches as typed says nothing of the kind.
    const box = screen.getByRole('searchbox');
    await user.clear(box);
    await user.type(box, 'shalimar{Enter}');
    await waitFor(() => expect(screen.queryByText(/Showing results for/)).toBeNull());
    expect(screen.getByText('1 perfume found')).toBeTruthy();
  });

  it('loads more results with "Show more" and focuses the first new one', async () => {
    const user = userEvent.setup();
    handler = (url, init) => {
      if (url.pathname !== '/api/v7/search') return defaultHandler(url, init);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const page = Array.from({ length: Math.min(limit, 30 - offset) }, (_, i) => ({
        ...summary(shalimar),
        id: 10_000 + offset + i,
        name: `Eau ${offset + i + 1}`,
      }));
      return json({ data: page, total: 30 });
    };
    await open('/explore/by-name?query=eau');
    expect(await screen.findByText('24 of 30 shown')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('30 of 30 shown')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Eau 25'));
    expect(searchCalls().map((url) => url.searchParams.get('offset'))).toEqual(['0', '24']);
  });
});

describe('explore by name: filters', () => {
  it('narrows the search and shows "1 selected"', async () => {
    const user = userEvent.setup();
    await open('/explore/by-name?query=all');
    expect(await screen.findByText('3 perfumes found')).toBeTruthy();

    const gender = screen.getByRole('button', { name: /Gender/ });
    expect(gender.textContent).toContain('All');
    await user.click(gender);
    expect(gender.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'For him' }));
    await user.click(screen.getByRole('checkbox', { name: 'Unisex' }));
    await user.click(screen.getByRole('checkbox', { name: 'For him' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(gender.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(gender);
    expect(gender.textContent).toContain('1 selected');
    expect(await screen.findByText('1 perfume found')).toBeTruthy();
    expect(searchCalls().at(-1)?.searchParams.get('gender')).toBe('U');
  });

  it('forgets choices closed with Escape, and clears all', async () => {
    const user = userEvent.setup();
    await open('/explore/by-name?query=all');
    const brand = screen.getByRole('button', { name: /Brand/ });
    await user.click(brand);
    const search = await screen.findByRole('searchbox', { name: 'Search brands' });
    expect(document.activeElement).toBe(search);
    await user.click(await screen.findByRole('checkbox', { name: 'Guerlain' }));
    await user.keyboard('{Escape}');
    expect(brand.getAttribute('aria-expanded')).toBe('false');
    expect(brand.textContent).toContain('All');

    await user.click(brand);
    await user.click(screen.getByRole('checkbox', { name: 'Guerlain' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(brand.textContent).toContain('1 selected');
    await waitFor(() => expect(searchCalls().at(-1)?.searchParams.get('brand_ids')).toBe('3'));

    await user.click(brand);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(brand.textContent).toContain('All');
  });
  it('lists a brand’s perfumes by name when nothing is typed, and invites again once cleared', async () => {
    const user = userEvent.setup();
    await open('/explore/by-name');
    const brand = screen.getByRole('button', { name: /Brand/ });
    await user.click(brand);
    await user.click(await screen.findByRole('checkbox', { name: 'Guerlain' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('3 perfumes match these filters, sorted by name')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Shalimar/ })).toBeTruthy();
    expect(
      screen.queryByRole('heading', { name: 'Which perfume are you looking for?' }),
    ).toBeNull();
    const call = searchCalls().at(-1)!;
    expect(call.searchParams.has('q')).toBe(false);
    expect(call.searchParams.get('brand_ids')).toBe('3');

    await user.click(brand);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByRole('heading', { name: 'Which perfume are you looking for?' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Shalimar/ })).toBeNull();
  });

  it('says when no perfume passes the filters alone', async () => {
    const user = userEvent.setup();
    handler = (url, init) =>
      url.pathname === '/api/v7/search' ? json({ data: [], total: 0 }) : defaultHandler(url, init);
    await open('/explore/by-name');
    await user.click(screen.getByRole('button', { name: /Gender/ }));
    await user.click(screen.getByRole('checkbox', { name: 'For him' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No perfume matches these filters.')).toBeTruthy();
    expect(screen.getByText('Remove a filter, or choose other ones.')).toBeTruthy();
  });

  it('stays open when a click on its text moves focus to the page, and applies with Enter in its search box', async () => {
    const user = userEvent.setup();
    await open('/explore/by-name?query=all');
    const brand = screen.getByRole('button', { name: /Brand/ });
    await user.click(brand);
    const search = await screen.findByRole('searchbox', { name: 'Search brands' });
    // What a browser does on a click on an option's text: focus goes to the focusable <main>.
    const main = document.querySelector('main')!;
    main.setAttribute('tabindex', '-1');
    main.focus();
    expect(brand.getAttribute('aria-expanded')).toBe('true');

    await user.type(search, 'guer');
    await user.click(screen.getByRole('checkbox', { name: 'Guerlain' }));
    await user.click(search);
    await user.keyboard('{Enter}');
    expect(brand.getAttribute('aria-expanded')).toBe('false');
    expect(brand.textContent).toContain('1 selected');
  });

  it('clears its search box with a button of its own, reachable from the keyboard', async () => {
    const user = userEvent.setup();
    await open('/explore/by-name?query=all');
    await user.click(screen.getByRole('button', { name: /Brand/ }));
    const search = await screen.findByRole('searchbox', { name: 'Search brands' });
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();
    await user.type(search, 'zzz');
    expect(screen.getByText('Nothing matches “zzz”.')).toBeTruthy();
    await user.tab();
    const clear = screen.getByRole('button', { name: 'Clear the search' });
    expect(document.activeElement).toBe(clear);
    await user.keyboard('{Enter}');
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search);
    expect(screen.getByRole('checkbox', { name: 'Guerlain' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();
  });
});

describe('explore by name: the perfume view', () => {
  it('opens from a result, names the page and the dialog, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { router } = await open('/explore/by-name?query=shalimar');
    const result = await screen.findByRole('link', { name: /Shalimar/ });
    expect(result.getAttribute('href')).toBe('/explore/by-name?query=shalimar&selection=3004');
    await user.click(result);

    const dialog = await screen.findByRole('dialog', { name: 'Shalimar' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(router.state.location.search).toBe('?query=shalimar&selection=3004');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Information for the fragrance Shalimar',
    );
    await waitFor(() =>
      expect(document.title).toBe('Information for the fragrance Shalimar · Sillage'),
    );
    expect(within(dialog).getByText('Smell of amber with a touch of powdery')).toBeTruthy();
    expect(within(dialog).getByText('For her')).toBeTruthy();
    expect(within(dialog).getByText('Jacques Guerlain')).toBeTruthy();
    expect(within(dialog).getByText('1925')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: 'What “expert reviewed” means' })
        .getAttribute('href'),
    ).toBe('/howto#expert-reviewed');
    // The quad's text alternative: each ingredient with its share, linked to its chapter.
    const vanilla = within(dialog).getByRole('link', {
      name: 'Vanilla, 43%, signature ingredient',
    });
    expect(vanilla.getAttribute('href')).toBe('/chapter/ingredient?data=48&selectedPerfume=3004');
    expect(within(dialog).getByRole('link', { name: 'Bergamot, 30%' })).toBeTruthy();
    // The page behind is out of reach.
    expect(screen.getByRole('searchbox', { hidden: true }).closest('[inert]')).not.toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?query=shalimar');
    expect(router.state.historyAction).toBe('POP');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /Shalimar/ }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find your perfume');
  });

  it('opens from a share link and gives focus back to the search box on close', async () => {
    const user = userEvent.setup();
    await open('/explore/by-name?selection=3004');
    const dialog = await screen.findByRole('dialog', { name: 'Shalimar' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });

  it('keeps a favourite in localStorage and says it was added, then removed', async () => {
    const user = userEvent.setup();
    await open('/explore/by-name?selection=3004');
    const toggle = await screen.findByRole('button', { name: 'Favourite' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('favorites')).toBe('[3004]');
    const notice = screen.getAllByRole('status').find((el) => el.matches('.notification-region'))!;
    expect(notice.textContent).toContain('Added Shalimar to your favourites');
    expect(notice.textContent).not.toContain('profile has been updated');
    expect(within(notice).getByRole('link', { name: 'See my profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    await user.click(toggle);
    expect(localStorage.getItem('favorites')).toBe('[]');
    expect(notice.textContent).toContain('Removed Shalimar from your favourites');
  });

  it('shows similar perfumes, then compares one side by side', async () => {
    const user = userEvent.setup();
    const { router } = await open('/explore/by-name?query=shalimar&selection=3004');
    const dialog = await screen.findByRole('dialog', { name: 'Shalimar' });
    await user.click(await within(dialog).findByRole('button', { name: 'Similar perfumes' }));
    expect(router.state.location.search).toBe('?query=shalimar&selection=3004&showSimilar=true');
    const panel = await within(dialog).findByRole('complementary', { name: 'Similar perfumes' });
    const aniLink = await within(panel).findByRole('link', { name: /Ani/ });
    expect(aniLink.textContent).toContain('73% similar');
    expect(
      within(panel).getByRole('link', { name: 'How similar perfumes are chosen' }),
    ).toBeTruthy();

    await user.click(aniLink);
    expect(router.state.location.search).toBe(
      '?query=shalimar&selection=3004&showSimilar=true&selectedSimilar=53005',
    );
    const title = await within(dialog).findByRole('heading', {
      name: 'Shalimar and Ani side by side',
    });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(within(dialog).getByText('73% similar', { selector: 'strong' })).toBeTruthy();
    expect(within(dialog).getByText('They share the same main ingredient, Vanilla.')).toBeTruthy();
    expect(
      await within(dialog).findByText('Shared ingredients: Vanilla and Bergamot.'),
    ).toBeTruthy();
    expect(
      within(dialog).getAllByRole('link', { name: /Vanilla, \d+%, signature ingredient, shared/ }),
    ).toHaveLength(2);
    expect(
      within(dialog).getByRole('link', { name: 'How we compare perfumes' }).getAttribute('href'),
    ).toBe('/howto#comparison');

    // Escape leaves the comparison first, back to the similar perfume that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?query=shalimar&selection=3004&showSimilar=true'),
    );
    expect(screen.getByRole('dialog', { name: 'Shalimar' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-similar-id')).toBe('53005'),
    );

    // So does the browser's back button.
    await user.click(within(dialog).getByRole('link', { name: /Ani/ }));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Shalimar and Ani side by side'),
    );
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-similar-id')).toBe('53005'),
    );

    // Closing the view goes back to the results, however many steps were taken inside it.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?query=shalimar');
  });

  it('shares the perfume link on every network', async () => {
    const user = userEvent.setup();
    await open('/explore/by-name?selection=3004');
    const dialog = await screen.findByRole('dialog', { name: 'Shalimar' });
    const shareButton = await within(dialog).findByRole('button', { name: 'Share' });
    await user.click(shareButton);
    const share = await screen.findByRole('dialog', { name: 'Share Shalimar' });
    const link = `${window.location.origin}/explore/by-name?selection=3004`;
    const encoded = encodeURIComponent(link);
    const href = (name: RegExp) => within(share).getByRole('link', { name }).getAttribute('href');
    expect(href(/Facebook/)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(href(/^X/)).toContain(`https://twitter.com/intent/tweet?url=${encoded}&text=`);
    expect(href(/WhatsApp/)).toContain(encoded);
    expect(href(/E-mail/)).toContain(encoded);
    expect(
      within(share)
        .getByRole('link', { name: /Facebook/ })
        .getAttribute('target'),
    ).toBe('_blank');

    await user.click(within(share).getByRole('button', { name: 'Instagram' }));
    const instagram = await screen.findByRole('dialog', { name: 'Share on Instagram' });
    const input = within(instagram).getByRole('textbox', { name: 'Link to Shalimar' });
    expect((input as HTMLInputElement).value).toBe(link);
    expect(document.activeElement).toBe(input);

    // Escape closes one layer at a time, and focus goes back to what opened it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Share on Instagram' })).toBeNull();
    expect(document.activeElement).toBe(within(share).getByRole('button', { name: 'Instagram' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Share Shalimar' })).toBeNull();
    expect(document.activeElement).toBe(shareButton);
    expect(screen.getByRole('dialog', { name: 'Shalimar' })).toBeTruthy();
  });

  it('says so when the perfume does not exist, and offers the search', async () => {
    const user = userEvent.setup();
    const { router } = await open('/explore/by-name?selection=999999');
    const dialog = await screen.findByRole('dialog', {
      name: 'This perfume is not in the encyclopedia.',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find your perfume');
    expect(
      within(dialog).getByText(/It may have been removed from the catalog, or the link/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('link', { name: 'Search for a perfume' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(document.activeElement).toBe(
      screen.getByRole('searchbox', { name: 'Search for a perfume' }),
    );
  });

  it('says it is loading the perfume once, in its title', async () => {
    handler = (url, init) =>
      url.pathname === '/api/perfumes/3004' ? hanging(init) : defaultHandler(url, init);
    await open('/explore/by-name?selection=3004');
    const dialog = await screen.findByRole('dialog', { name: 'Loading the perfume…' });
    expect(within(dialog).getAllByText('Loading the perfume…')).toHaveLength(1);
  });
});
