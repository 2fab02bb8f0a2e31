import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shalimar } from '../../test/catalog-fixtures';
import { Quad, ingredientChapterHref, labelFits } from './quad';

describe('Quad', () => {
  it('has a text alternative: each ingredient, its share and a link to its chapter', () => {
    render(
      <MemoryRouter>
        <Quad perfume={shalimar} />
      </MemoryRouter>,
    );
    const figure = screen.getByRole('figure', { name: 'Ingredients of Shalimar' });
    const links = within(figure).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Vanilla, 43%, signature ingredient', '/chapter/ingredient?data=48&selectedPerfume=3004'],
      ['Bergamot, 30%', '/chapter/ingredient?data=168&selectedPerfume=3004'],
      ['Iris, 26%', '/chapter/ingredient?data=38&selectedPerfume=3004'],
    ]);
    // The drawing is for the eye only.
    expect(figure.querySelector('.quad__square')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('rings the tile of the focused link', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter>
        <Quad perfume={shalimar} />
      </MemoryRouter>,
    );
    await user.tab();
    expect(document.activeElement?.textContent).toContain('Vanilla');
    expect(container.querySelectorAll('.quad__tile.is-focused')).toHaveLength(1);
    expect(container.querySelector('.quad__tile.is-focused')?.getAttribute('title')).toContain(
      'Vanilla',
    );
  });

  it('marks shared ingredients and can be drawn without links', () => {
    render(
      <MemoryRouter>
        <Quad perfume={shalimar} highlight={new Set([168])} links={false} />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Bergamot, 30%, shared')).toBeTruthy();
    expect(document.querySelectorAll('.quad__tile.is-dimmed')).toHaveLength(2);
  });

  it('writes a name on its tile only where it fits', () => {
    expect(labelFits('Vanilla', 120, 80)).toBe(true);
    expect(labelFits('Opoponax', 40, 80)).toBe(false);
    expect(labelFits('Tonka bean', 60, 60)).toBe(true);
    expect(labelFits('Vanilla', 120, 20)).toBe(false);
  });

  it('links an ingredient to its chapter from the perfume', () => {
    expect(ingredientChapterHref(12, 3004)).toBe(
      '/chapter/ingredient?data=12&selectedPerfume=3004',
    );
  });
});
