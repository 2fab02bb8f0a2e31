import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IngredientInfo } from '../../../common/api/ingredients';
import { renderApp } from '../../app/testing';
import { fakeApi, json, notFound, type ApiHandler } from '../../test/fake-api';
import { i18n, loadScreenTexts } from '../../lib/i18n';
import { historyStack } from '../../lib/url-query';
import worldTopology from 'world-atlas/countries-110m.json';
import {
  ani,
  families,
  ingredientRef,
  shalimar,
  summary,
  tresor,
} from '../../test/catalog-fixtures';
import { worldAtlasUrl } from './world-geometry';

const worldAtlasPath = new URL(worldAtlasUrl, 'http://localhost').pathname;

// Vanilla as the seed catalog has it today: no chapter texts yet.
const vanilla: IngredientInfo = {
  ...ingredientRef(48, 'Vanilla', families.amber),
  perfumeCount: 120,
  kind: 'natural',
  mediumImageUrl: '',
  largeImageUrl: '',
  iconicPerfume: null,
  origin: [
    { id: '450', name: 'Madagascar', code: 'MG', lat: -18.8, long: 46.9 },
    { id: '484', name: 'Mexico', code: 'MX', lat: 23.6, long: -102.5 },
    { id: '360', name: 'Indonesia', code: 'ID', lat: -0.8, long: 113.9 },
  ],
  // Vanilla is the signature ingredient of both.
  perfumes: [
    { ...summary(ani), share: 54.5 },
    { ...summary(shalimar), share: 43.5 },
  ],
  relatedIngredients: [
    ingredientRef(168, 'Bergamot', families.citrus),
    ingredientRef(38, 'Iris', families.powdery),
  ],
};

const vanillaChapter: IngredientInfo = {
  ...vanilla,
  imageUrl: '/illustrations/ingredients/vanilla.svg',
  lightImageUrl: '/illustrations/ingredients/vanilla.svg',
  mediumImageUrl: '/illustrations/ingredients/vanilla.svg',
  largeImageUrl: '/illustrations/ingredients/vanilla.svg',
  useGenericImageUrl: false,
  useGenericLightImageUrl: false,
  isIngredientChapter: true,
  description: 'The cured pod of an orchid.\n\nIt takes months to prepare.',
  type: 'Natural: absolute from the pods',
  parts: 'The cured pods',
  extraction: 'Solvents, then alcohol.',
  history: 'The Totonac grew it first.',
  production: 'Madagascar grows most of it.',
  effect: 'Warmth and roundness.',
  moreInfo: 'Vanillin is its main molecule.',
  didYouKnow: 'Vanilla was first pollinated by hand on Réunion.',
  iconicPerfume: { ...summary(shalimar), share: 43.5 },
  iconicFragranceText: 'Shalimar made vanilla a star of perfumery.',
};

const bergamot: IngredientInfo = {
  ...ingredientRef(168, 'Bergamot', families.citrus),
  perfumeCount: 300,
  kind: 'natural',
  mediumImageUrl: '',
  largeImageUrl: '',
  iconicPerfume: null,
  origin: [{ id: '380', name: 'Italy', code: 'IT', lat: 41.9, long: 12.6 }],
  perfumes: [{ ...summary(shalimar), share: 30.4 }],
  relatedIngredients: [ingredientRef(48, 'Vanilla', families.amber)],
};

let handler: ApiHandler;
let api: ReturnType<typeof fakeApi>;

const defaultHandler: ApiHandler = (url) => {
  if (url.pathname === '/api/ingredients/48/info/') return json(vanilla);
  if (url.pathname === '/api/ingredients/168/info/') return json(bergamot);
  if (url.pathname === '/api/perfumes/3004') return json(shalimar);
  if (url.pathname === '/api/perfumes/7004') return json(tresor);
  if (url.pathname === '/api/perfume_recommendations/by_perfume/') return json({ data: [] });
  return notFound();
};

const ingredientCalls = () => api.calls('/api/ingredients/');

/** Every observed element is on screen: the page is as if scrolled to whatever a test looks at. */
class OnScreen {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Nothing observed ever comes on screen: a visitor who never scrolls. */
class NeverOnScreen extends OnScreen {
  override observe() {}
}

beforeEach(() => {
  historyStack.reset();
  handler = defaultHandler;
  api = fakeApi((url, init) => handler(url, init));
  vi.stubGlobal('IntersectionObserver', OnScreen);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The chapter once the ingredient has arrived (its name is the page's title). */
async function openChapter(url: string, name = 'Vanilla') {
  const result = renderApp(url);
  await screen.findByRole('heading', { level: 1, name });
  return result;
}

describe('ingredient chapter', () => {
  it('shows the ingredient, its family, origins, perfumes and paired ingredients', async () => {
    await openChapter('/chapter/ingredient?data=48&selectedPerfume=3004');
    await waitFor(() => expect(document.title).toBe('Vanilla · Sillage'));
    expect(ingredientCalls().map((url) => url.pathname)).toEqual(['/api/ingredients/48/info/']);

    expect(screen.getByText('Natural ingredient')).toBeTruthy();
    const facts = screen.getByText('Family').closest('dl')!;
    expect(within(facts).getByText('Family')).toBeTruthy();
    expect(within(facts).getByText('Amber')).toBeTruthy();
    expect(within(facts).getByText('Where it comes from')).toBeTruthy();
    expect(within(facts).getByText('Madagascar, Mexico, and Indonesia')).toBeTruthy();
    // The family's colour marks it.
    const family = within(facts).getByText('Amber').closest('.family-icon') as HTMLElement;
    expect(family.style.getPropertyValue('--family-color')).toBe(families.amber.color);

    const perfumes = screen.getByRole('region', { name: 'Perfumes with Vanilla' });
    const links = within(within(perfumes).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/explore/by-name?selection=53005',
      '/explore/by-name?selection=3004',
    ]);
    expect(links[1]!.textContent).toContain('Shalimar');
    expect(links[1]!.textContent).toContain('Guerlain');
    // Each card says how much vanilla the perfume holds; that vanilla is the signature ingredient
    // of them all is said once, above them.
    expect(within(links[0]!).getByText('55% of the blend')).toBeTruthy();
    expect(within(links[1]!).getByText('44% of the blend')).toBeTruthy();
    expect(
      within(perfumes).getByText(
        'It is the signature ingredient of every one of them; those where it plays the biggest part come first.',
      ),
    ).toBeTruthy();
    expect(within(perfumes).queryByText(/Signature ingredient/)).toBeNull();
    // The perfume the visitor came from is marked, and only that one.
    expect(within(links[1]!).getByText('The perfume you came from')).toBeTruthy();
    expect(within(perfumes).getAllByText('The perfume you came from')).toHaveLength(1);

    const related = screen.getByRole('region', { name: 'Ingredients that go with Vanilla' });
    // (The test library reads a space before the comma the browser reads right after the name.)
    const bergamotLink = within(related).getByRole('link', { name: /^Bergamot ?, Citrus family$/ });
    // Named by what it shows: a voice-control user says what they see.
    expect(bergamotLink.hasAttribute('aria-label')).toBe(false);
    expect(bergamotLink.textContent).toBe('Bergamot, Citrus family');
    // Another chapter keeps the perfume the visitor came from.
    expect(bergamotLink.getAttribute('href')).toBe(
      '/chapter/ingredient?data=168&selectedPerfume=3004',
    );
    expect(within(related).getByRole('link', { name: /^Iris ?, Powdery family$/ })).toBeTruthy();
  });

  it('puts the perfume the visitor came from first when it is not among the eight', async () => {
    await openChapter('/chapter/ingredient?data=48&selectedPerfume=7004');
    const perfumes = screen.getByRole('region', { name: 'Perfumes with Vanilla' });
    const links = await waitFor(() => {
      const found = within(within(perfumes).getByRole('list')).getAllByRole('link');
      expect(found).toHaveLength(3);
      return found;
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/explore/by-name?selection=7004',
      '/explore/by-name?selection=53005',
      '/explore/by-name?selection=3004',
    ]);
    expect(within(links[0]!).getByText('The perfume you came from')).toBeTruthy();
    // Trésor's vanilla, from its own proportions: 20 of 46.
    expect(within(links[0]!).getByText('44% of the blend')).toBeTruthy();
    // Vanilla is the signature of some of them now: a star marks those, and the hint says so.
    expect(
      within(perfumes).getByText(
        'Those where it plays the biggest part come first; a star marks those where it is the signature ingredient.',
      ),
    ).toBeTruthy();
    expect(within(links[0]!).queryByText(/Signature ingredient/)).toBeNull();
    expect(within(links[1]!).getByText(/Signature ingredient/)).toBeTruthy();
    expect(within(links[2]!).getByText(/Signature ingredient/)).toBeTruthy();
  });

  it('writes nothing for the chapter texts the catalog does not have yet', async () => {
    await openChapter('/chapter/ingredient?data=48');
    for (const heading of ['In a few words', 'History', 'Did you know?', 'An iconic perfume']) {
      expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    }
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Perfumes with Vanilla',
      'Ingredients that go with Vanilla',
    ]);
  });

  it('shows a whole chapter: every text, the iconic perfume and the origins on a map', async () => {
    const user = userEvent.setup();
    handler = (url, init) => {
      if (url.pathname === worldAtlasPath) return json(worldTopology);
      return url.pathname === '/api/ingredients/48/info/'
        ? json(vanillaChapter)
        : defaultHandler(url, init);
    };
    const { container } = await openChapter('/chapter/ingredient?data=48');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'In a few words',
      'Extraction',
      'History',
      'Production',
      'An iconic perfume',
      'What it brings to a perfume',
      'Did you know?',
      'More to know',
      'Where it comes from',
      'Perfumes with Vanilla',
      'Ingredients that go with Vanilla',
    ]);
    const about = screen.getByRole('region', { name: 'In a few words' });
    expect(
      within(about)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['The cured pod of an orchid.', 'It takes months to prepare.']);
    // Type and parts, a phrase each, are facts beside the picture.
    const facts = screen.getByText('Family').closest('dl')!;
    expect(within(facts).getByText('Natural: absolute from the pods')).toBeTruthy();
    expect(within(facts).getByText('The cured pods')).toBeTruthy();
    // The picture is the ingredient's own drawing over its family colour.
    const picture = container.querySelector('.chapter__intro .ingredient-picture img');
    expect(picture?.getAttribute('src')).toBe('/illustrations/ingredients/vanilla.svg');
    expect(screen.getByRole('region', { name: 'Did you know?' }).textContent).toContain(
      'pollinated by hand',
    );
    const iconic = screen.getByRole('region', { name: 'An iconic perfume' });
    expect(within(iconic).getByRole('link').getAttribute('href')).toBe(
      '/explore/by-name?selection=3004',
    );
    expect(iconic.textContent).toContain('Shalimar made vanilla a star of perfumery.');

    // The origins: a map, and the countries listed as its text alternative.
    const origin = screen.getByRole('region', { name: 'Where it comes from' });
    const map = within(origin).getByRole('figure', { name: 'Vanilla on the world map' });
    const drawing = await waitFor(() => {
      const svg = map.querySelector('svg');
      if (!svg) throw new Error('the map is not drawn yet');
      return svg;
    });
    expect(
      [...drawing.querySelectorAll('.world-map__country-shape')].map((g) =>
        g.getAttribute('data-country'),
      ),
    ).toEqual(['MG', 'MX', 'ID']);
    const countries = within(map).getAllByRole('button');
    expect(countries.map((b) => b.textContent)).toEqual(['Madagascar', 'Mexico', 'Indonesia']);
    await user.click(within(map).getByRole('button', { name: 'Mexico: show on the map' }));
    expect(drawing.querySelector('.world-map__ring')?.getAttribute('data-country')).toBe('MX');
  });

  it('lists the countries while the map loads, and when it cannot', async () => {
    handler = (url, init) => {
      if (url.pathname === worldAtlasPath) return new Response('', { status: 503 });
      return url.pathname === '/api/ingredients/48/info/'
        ? json(vanillaChapter)
        : defaultHandler(url, init);
    };
    await openChapter('/chapter/ingredient?data=48');
    const map = screen.getByRole('figure', { name: 'Vanilla on the world map' });
    expect(within(map).getByRole('status').textContent).toBe('Loading the map…');
    expect(within(map).getAllByRole('button')).toHaveLength(3);
    expect(
      (await within(map).findByText('The map could not be loaded. The countries are listed here.'))
        .textContent,
    ).toBeTruthy();
  });

  it('fetches and draws the map only as it nears the screen, listing the countries meanwhile', async () => {
    vi.stubGlobal('IntersectionObserver', NeverOnScreen);
    handler = (url, init) =>
      url.pathname === '/api/ingredients/48/info/'
        ? json(vanillaChapter)
        : defaultHandler(url, init);
    await openChapter('/chapter/ingredient?data=48');
    const map = screen.getByRole('figure', { name: 'Vanilla on the world map' });
    expect(within(map).getAllByRole('button')).toHaveLength(3);
    expect(within(map).getByRole('status').textContent).toBe('Loading the map…');
    expect(api.calls(worldAtlasPath)).toHaveLength(0);
    expect(map.querySelector('svg')).toBeNull();
  });

  it('leads to the ingredient explorer with the ingredient selected', async () => {
    await openChapter('/chapter/ingredient?data=48');
    expect(screen.getByRole('link', { name: 'Explore by ingredient' }).getAttribute('href')).toBe(
      '/explore/by-ingredients?selection[]=48',
    );
    const perfumes = screen.getByRole('region', { name: 'Perfumes with Vanilla' });
    expect(
      within(perfumes)
        .getByRole('link', { name: 'Show more perfumes with Vanilla' })
        .getAttribute('href'),
    ).toBe('/explore/by-ingredients?selection[]=48&query=true');
  });

  it('says where a synthetic was first made', async () => {
    handler = (url, init) =>
      url.pathname === '/api/ingredients/48/info/'
        ? json({ ...vanilla, name: 'Vanillin', kind: 'synthetic', origin: [vanilla.origin[0]] })
        : defaultHandler(url, init);
    await openChapter('/chapter/ingredient?data=48', 'Vanillin');
    expect(screen.getByText('Synthetic ingredient')).toBeTruthy();
    expect(screen.getByText('First made in')).toBeTruthy();
    expect(screen.queryByText('Where it comes from')).toBeNull();
  });

  it('is written in the visitor’s language', async () => {
    await i18n.changeLanguage('fr');
    // The screens' French texts arrive apart from the chapter's data: wait for both.
    await loadScreenTexts('fr');
    handler = (url, init) =>
      url.pathname === '/api/ingredients/48/info/'
        ? json({
            ...vanilla,
            name: 'Vanille',
            origin: [{ ...vanilla.origin[1]!, name: 'Mexique' }],
          })
        : defaultHandler(url, init);
    await openChapter('/chapter/ingredient?data=48', 'Vanille');
    expect(ingredientCalls()[0]!.searchParams.get('lang')).toBe('fr');
    expect(screen.getByText('Ingrédient naturel')).toBeTruthy();
    expect(screen.getByText('Provenance')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ingrédients qui l’accompagnent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});

describe('ingredient chapter: states', () => {
  it('says it is loading under a generic title', async () => {
    handler = (url, init) =>
      url.pathname === '/api/ingredients/48/info/'
        ? new Promise<Response>(() => undefined)
        : defaultHandler(url, init);
    renderApp('/chapter/ingredient?data=48');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ingredient');
    expect((await screen.findByText('Loading the ingredient…')).getAttribute('role')).toBe(
      'status',
    );
  });

  it('says when it does not know the ingredient', async () => {
    renderApp('/chapter/ingredient?data=999');
    expect(
      await screen.findByRole('heading', { name: 'We don’t know this ingredient' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ingredient');
    expect(screen.getByRole('link', { name: 'Find a perfume' }).getAttribute('href')).toBe(
      '/explore/by-name',
    );
  });

  it.each([
    '/chapter/ingredient',
    '/chapter/ingredient?data=vanilla',
    '/chapter/ingredient?data=0',
  ])('asks which ingredient when the address does not name one (%s)', async (url) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Which ingredient?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ingredient');
    expect(ingredientCalls()).toEqual([]);
  });

  it('offers to try again when loading fails', async () => {
    const user = userEvent.setup();
    handler = (url, init) =>
      url.pathname === '/api/ingredients/48/info/'
        ? json({ error: { code: 'bad_request', message: 'No' } }, 400)
        : defaultHandler(url, init);
    renderApp('/chapter/ingredient?data=48');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This ingredient could not be loaded.',
    );
    handler = defaultHandler;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vanilla' })).toBeTruthy();
  });
});

describe('ingredient chapter: close', () => {
  it('goes back one step', async () => {
    const user = userEvent.setup();
    const { router } = await openChapter('/chapter/ingredient?data=48&selectedPerfume=3004');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await user.click(screen.getByRole('link', { name: /^Bergamot ?, Citrus family$/ }));
    await screen.findByRole('heading', { level: 1, name: 'Bergamot' });
    expect(router.state.location.search).toBe('?data=168&selectedPerfume=3004');
    // The new chapter starts at its top, with focus on the page rather than lost.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    expect(document.activeElement?.classList.contains('chapter-page')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('heading', { level: 1, name: 'Vanilla' });
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('?data=48&selectedPerfume=3004');
  });

  it('opens the perfume it came from when there is nothing to go back to', async () => {
    const user = userEvent.setup();
    const { router } = await openChapter('/chapter/ingredient?data=48&selectedPerfume=3004');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // Explore by name is a lazy screen: its first load takes longer.
    expect(
      await screen.findByRole('dialog', { name: 'Shalimar' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/explore/by-name');
    expect(router.state.location.search).toBe('?selection=3004');
  });

  it('goes to the search when it came from no perfume', async () => {
    const user = userEvent.setup();
    const { router } = await openChapter('/chapter/ingredient?data=48');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/by-name'), {
      timeout: 15_000,
    });
    expect(router.state.location.search).toBe('');
  });
});
