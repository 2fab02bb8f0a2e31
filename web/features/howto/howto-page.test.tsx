import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languages } from '../../../common/domain/languages';
import { renderApp } from '../../app/testing';
import { i18n } from '../../lib/i18n';
import { historyStack } from '../../lib/url-query';
import { ani, recommended, shalimar, tresor } from '../../test/catalog-fixtures';
import { howtoAnchors, isHowtoAnchor } from './howto-anchors';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

let scrolled: Element[];

beforeEach(() => {
  historyStack.reset();
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // The perfume view, whose links lead here.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/perfumes/3004') return Promise.resolve(json(shalimar));
      if (url.pathname === '/api/perfumes/53005') return Promise.resolve(json(ani));
      if (url.pathname === '/api/perfume_recommendations/by_perfume/') {
        return Promise.resolve(
          json({ data: [recommended(ani, 0.73, 'hero'), recommended(tresor, 0.41, 'other')] }),
        );
      }
      return Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'not_found', message: 'No' } }), {
          status: 404,
        }),
      );
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openHowto(url = '/howto') {
  const result = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'How it works' });
  return result;
}

describe('how it works', () => {
  it('has a section with a heading for every anchor, and contents that lead to them', async () => {
    await openHowto();
    for (const id of Object.values(howtoAnchors)) {
      const section = document.getElementById(id);
      expect(section?.tagName, id).toBe('SECTION');
      expect(section!.querySelector('h2, h3')?.textContent, id).toBeTruthy();
    }
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/howto#purpose',
      '/howto#quad',
      '/howto#pyramid',
      '/howto#expert-reviewed',
      '/howto#similar-perfumes',
      '/howto#questions',
      '/howto#partnerships',
      '/howto#objectivity',
    ]);
    expect(screen.getByRole('region', { name: 'What “expert reviewed” means' }).id).toBe(
      'expert-reviewed',
    );
  });

  it('answers its questions in description lists, and says rankings are not paid for', async () => {
    await openHowto();
    const questions = screen.getByRole('region', { name: 'Questions and answers' });
    expect(within(questions).getAllByRole('term').length).toBeGreaterThanOrEqual(5);
    expect(within(questions).getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe(
      '/contact',
    );
    const objectivity = screen.getByRole('region', { name: 'Objectivity: your questions' });
    expect(objectivity.textContent).toContain('Rankings are not paid placements');
    expect(screen.getByRole('region', { name: 'Who is behind Sillage' }).textContent).toContain(
      'Spanish fragrance company',
    );
  });

  it('scrolls to the section named in the address and gives focus to its heading', async () => {
    await openHowto('/howto#similar-perfumes');
    const section = document.getElementById('similar-perfumes')!;
    await waitFor(() => expect(scrolled).toContain(section));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'How similar perfumes and recommendations are chosen' }),
    );
  });

  it('jumps to a section from the contents without adding a history entry', async () => {
    const user = userEvent.setup();
    const { router } = await openHowto();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    await user.click(within(contents).getByRole('link', { name: 'Objectivity: your questions' }));
    await waitFor(() => expect(scrolled).toContain(document.getElementById('objectivity')));
    expect(router.state.location.hash).toBe('#objectivity');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.activeElement?.textContent).toBe('Objectivity: your questions');
  });

  it('draws the quad, the pyramid and the families, each with its text alternative', async () => {
    await openHowto();
    const quad = within(screen.getByRole('region', { name: 'The quad: a perfume in one square' }));
    // The product's own quad, without links: its legend names every ingredient with its share.
    const figure = quad.getByRole('figure', { name: 'An example quad, an amber perfume' });
    expect(within(figure).queryAllByRole('link')).toEqual([]);
    expect(figure.textContent).toContain('Vanilla');
    expect(figure.textContent).toContain('28%');

    const pyramid = screen.getByRole('region', {
      name: 'A perfume over time: its pyramid and its concentration',
    });
    const stages = within(within(pyramid).getByRole('figure')).getAllByRole('listitem');
    expect(stages.map((stage) => stage.textContent)).toEqual([
      'Top notesThe first minutesBergamot',
      'Heart notesThe first hoursIris, Jasmine',
      'Base notesThe rest of the dayVanilla, Sandalwood, Musk',
    ]);
    expect(pyramid.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    const purpose = screen.getByRole('region', { name: 'What Sillage is for' });
    const families = within(within(purpose).getByRole('figure')).getAllByRole('listitem');
    expect(families).toHaveLength(14);
    expect(families[0]!.textContent).toBe('Floral');
  });

  it('folds its contents under their title until opened, on a narrow screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    await openHowto();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const details = contents.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(within(contents).getByRole('heading', { name: 'On this page' }));
    expect(details.open).toBe(true);
  });

  it('keeps its contents open beside the text on a wide screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(min-width: 64rem)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    await openHowto();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    await waitFor(() => expect(contents.querySelector('details')!.open).toBe(true));
  });

  it('closes to the home page when it was opened directly', async () => {
    const user = userEvent.setup();
    const { router } = await openHowto();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each(languages)('is fully written in %s', async (language) => {
    await i18n.changeLanguage(language);
    renderApp('/howto');
    await screen.findByRole('heading', { level: 1 });
    // An unknown key would be shown as [key] (spec section 8).
    expect(document.body.textContent).not.toMatch(/\[howto\./);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBe(9);
  });
});

describe('how it works: links from the perfume view', () => {
  it('explains "expert reviewed" at its anchor, and close goes back to the perfume', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/explore/by-name?selection=3004');
    const dialog = await screen.findByRole('dialog', { name: 'Shalimar' }, { timeout: 15_000 });
    const link = within(dialog).getByRole('link', { name: 'What “expert reviewed” means' });
    expect(link.getAttribute('href')).toBe('/howto#expert-reviewed');

    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: 'How it works' }, { timeout: 15_000 });
    expect(router.state.location.hash).toBe('#expert-reviewed');
    await waitFor(() => expect(scrolled).toContain(document.getElementById('expert-reviewed')));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'What “expert reviewed” means' }),
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    // Screens load lazily: going back waits for explore by name to come back.
    expect(
      await screen.findByRole('dialog', { name: 'Shalimar' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('?selection=3004');
  });

  it('links the similar perfumes and the comparison to the sections that explain them', async () => {
    const { unmount } = renderApp('/explore/by-name?selection=3004&showSimilar=true');
    const panel = await screen.findByRole(
      'complementary',
      { name: 'Similar perfumes' },
      { timeout: 15_000 },
    );
    const similar = within(panel)
      .getByRole('link', { name: 'How similar perfumes are chosen' })
      .getAttribute('href')!;
    expect(similar).toBe('/howto#similar-perfumes');
    unmount();

    renderApp('/explore/by-name?selection=3004&showSimilar=true&selectedSimilar=53005');
    const comparison = (
      await screen.findByRole('link', { name: 'How we compare perfumes' }, { timeout: 15_000 })
    ).getAttribute('href')!;
    expect(comparison).toBe('/howto#comparison');

    for (const href of [similar, comparison]) {
      expect(isHowtoAnchor(new URL(href, 'http://localhost').hash.slice(1))).toBe(true);
    }
  });
});
