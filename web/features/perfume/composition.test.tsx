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

  it('switches from the whole quad to the notes along the perfume’s life, and the words', async () => {
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
    const timeline = await screen.findByRole('figure', {
      name: 'Shalimar over time: each note from the moment it shows to the moment it fades',
    });
    // Each note is a link to its chapter that says when it is there; its share stays its share of
    // the whole perfume. They come in the order they appear.
    expect(
      within(timeline)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'Bergamot, 30% of the perfume, in the first minutes',
      'Iris, 26% of the perfume, in the first hours',
      'Vanilla, 43% of the perfume, in the drydown',
    ]);
    const dimmed = () =>
      [...timeline.querySelectorAll('.note-timeline__row.is-dimmed')].map((row) => row.textContent);
    expect(dimmed()).toHaveLength(2);
    expect(dimmed().join()).not.toContain('Bergamot');

    act(() => screen.getByRole('button', { name: /Drydown/ }).click());
    expect(dimmed().join()).not.toContain('Vanilla');
    expect(dimmed()).toHaveLength(2);

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
