import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadScreenTexts } from '../../lib/i18n';
import { ani, shalimar } from '../../test/catalog-fixtures';
import { Composition } from './composition';
import { ConcentrationFact } from './concentration-fact';

const legendNames = (figure: HTMLElement) =>
  [...figure.querySelectorAll('.quad__legend-name')].map((n) => n.textContent);

describe('the composition over time', () => {
  beforeAll(() => loadScreenTexts('en'));

  it('switches from the whole quad to a quad per stage, with the notes by stage in words', () => {
    render(
      <MemoryRouter>
        <Composition perfume={shalimar} />
      </MemoryRouter>,
    );
    expect(legendNames(screen.getByRole('figure', { name: 'Ingredients of Shalimar' }))).toEqual([
      'Vanilla',
      'Bergamot',
      'Iris',
    ]);
    act(() => screen.getByRole('button', { name: 'Over time' }).click());
    expect(screen.getByRole('button', { name: /First minutes/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const opening = screen.getByRole('figure', {
      name: 'Shalimar, First minutes: the notes that lead',
    });
    expect(legendNames(opening)).toEqual(['Bergamot']);
    // Each note keeps its share of the whole perfume, not of the stage.
    expect(within(opening).getByText('14%')).toBeTruthy();

    act(() => screen.getByRole('button', { name: /Drydown/ }).click());
    expect(
      legendNames(screen.getByRole('figure', { name: 'Shalimar, Drydown: the notes that lead' })),
    ).toEqual(['Vanilla']);

    const words = screen.getByRole('region', { name: 'Notes by stage' });
    expect(words.textContent).toContain('Top notes (First minutes)Bergamot');
    expect(words.textContent).toContain('Heart notes (First hours)Iris');
    expect(words.textContent).toContain('Base notes (Drydown)Vanilla');

    act(() => screen.getByRole('button', { name: 'Whole composition' }).click());
    expect(screen.queryByRole('region', { name: 'Notes by stage' })).toBeNull();
  });

  it('offers no unfolding for a perfume the catalog gives no pyramid', () => {
    render(
      <MemoryRouter>
        <Composition perfume={ani} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('figure', { name: 'Ingredients of Ani' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Over time' })).toBeNull();
  });

  it('names the concentration with the other strengths, and nothing when it is unknown', () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <dl>
          <ConcentrationFact concentration={shalimar.concentration} />
        </dl>
      </MemoryRouter>,
    );
    expect(container.textContent).toContain(
      'ConcentrationParfum (extrait) (also as eau de toilette and eau de parfum)',
    );
    expect(screen.getByRole('link', { name: 'About concentrations' }).getAttribute('href')).toBe(
      '/howto#concentrations',
    );
    rerender(
      <MemoryRouter>
        <dl>
          <ConcentrationFact concentration={{ key: 'other', houseName: 'Bath Oil', alsoAs: [] }} />
        </dl>
      </MemoryRouter>,
    );
    expect(container.textContent).toContain('ConcentrationBath Oil');
    rerender(
      <MemoryRouter>
        <dl>
          <ConcentrationFact concentration={null} />
        </dl>
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
