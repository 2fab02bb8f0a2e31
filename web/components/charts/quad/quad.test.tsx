import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { families, ingredientRef, shalimar } from '../../../test/catalog-fixtures';
import { Quad } from './quad';

/** The addresses the perfume view gives its quad: the ingredient chapters, from Shalimar. */
const chapterOf = (ingredientId: number) =>
  `/chapter/ingredient?data=${ingredientId}&selectedPerfume=3004`;
const ignore = () => {};

describe('Quad', () => {
  it('names every ingredient with its share in a legend that links to its chapter', () => {
    render(<Quad perfume={shalimar} hrefFor={chapterOf} onSelect={ignore} />);
    const figure = screen.getByRole('figure', { name: 'Ingredients of Shalimar' });
    const links = within(figure).getAllByRole('link');
    // The accessible name is one sentence; the eye reads the same facts in the legend.
    expect(links.map((link) => [accessibleText(link), link.getAttribute('href')])).toEqual([
      ['Vanilla, 43%, signature ingredient', '/chapter/ingredient?data=48&selectedPerfume=3004'],
      ['Bergamot, 30%', '/chapter/ingredient?data=168&selectedPerfume=3004'],
      ['Iris, 26%', '/chapter/ingredient?data=38&selectedPerfume=3004'],
    ]);
    // The drawing is for the eye only.
    expect(figure.querySelector('.quad__square')?.getAttribute('aria-hidden')).toBe('true');
    const legend = figure.querySelector('.quad__legend');
    expect(legend?.className).not.toContain('visually-hidden');
    expect(legend?.textContent).toContain('Vanilla43%');
  });

  it('keeps the legend for screen readers only in the small quad', () => {
    render(<Quad perfume={shalimar} size="small" />);
    const list = screen.getByRole('list');
    expect(list.className).toBe('visually-hidden');
    expect(within(list).getAllByRole('listitem').map(accessibleText)).toEqual([
      'Vanilla, 43%, signature ingredient',
      'Bergamot, 30%',
      'Iris, 26%',
    ]);
  });

  it('rings the tile of the focused link', async () => {
    const user = userEvent.setup();
    const { container } = render(<Quad perfume={shalimar} hrefFor={chapterOf} onSelect={ignore} />);
    await user.tab();
    expect(accessibleText(document.activeElement!)).toContain('Vanilla');
    expect(container.querySelectorAll('.quad__tile.is-focused')).toHaveLength(1);
    expect(container.querySelector('.quad__tile.is-focused')?.getAttribute('data-label')).toContain(
      'Vanilla',
    );
    // The focused line's tile names itself over the drawing, with its share.
    expect(container.querySelector('.quad__callout')?.textContent).toBe('Vanilla · 43%');
  });

  it('marks shared ingredients and can be drawn without links', () => {
    render(<Quad perfume={shalimar} highlight={new Set([168])} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Bergamot, 30%, shared')).toBeTruthy();
    expect(document.querySelectorAll('.quad__legend-item.is-highlighted')).toHaveLength(1);
    expect(document.querySelectorAll('.quad__tile.is-dimmed')).toHaveLength(2);
  });

  it('never leaves a tile with a bare number: a name on it, or in a callout on hover', async () => {
    const user = userEvent.setup();
    // N°5 as the comparison draws it: nine ingredients in a 256-pixel square.
    const shares: [number, string, number][] = [
      [1, 'Aldehydes', 20],
      [2, 'May rose', 16],
      [3, 'Jasmine', 16],
      [4, 'Ylang-ylang', 12],
      [5, 'Iris', 10],
      [6, 'Sandalwood', 8],
      [7, 'Vetiver', 7],
      [8, 'Neroli', 6],
      [9, 'Vanilla', 1],
    ];
    const no5 = {
      ...shalimar,
      name: 'N°5',
      heroIngredient: { id: 1, name: 'Aldehydes', imageUrl: '' },
      ingredientProportions: shares.map(([id, name, proportion]) => ({
        id,
        proportion,
        ingredient: ingredientRef(id, name, families.amber),
        stages: [],
      })),
    };
    const { container } = render(
      <Quad perfume={no5} size="medium" hrefFor={chapterOf} onSelect={ignore} />,
    );
    const tiles = [...container.querySelectorAll<HTMLElement>('.quad__tile')];
    expect(tiles).toHaveLength(9);
    const unnamed = tiles.filter((tile) => !tile.querySelector('.quad__name'));
    expect(unnamed.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      const name = tile.querySelector('.quad__name')?.textContent;
      // Text on a tile is its name, never a number standing for it.
      if (name) expect(tile.dataset.label).toContain(name);
      expect(tile.textContent).not.toMatch(/\d/);
    }
    // The smallest tile (Vanilla, 1%) names itself when the pointer is on it.
    const vanilla = tiles.find((tile) => tile.dataset.tile === '9')!;
    expect(unnamed).toContain(vanilla);
    expect(container.querySelector('.quad__callout')).toBeNull();
    await user.hover(vanilla);
    expect(container.querySelector('.quad__callout')?.textContent).toBe('Vanilla · 1%');
    await user.unhover(vanilla);
    expect(container.querySelector('.quad__callout')).toBeNull();
  });

  it('shows each ingredient’s picture in the legend, its own or its family’s', () => {
    const drawn = {
      ...shalimar,
      ingredientProportions: shalimar.ingredientProportions.map((p) =>
        p.id === 48
          ? {
              ...p,
              ingredient: {
                ...p.ingredient,
                imageUrl: '/illustrations/ingredients/vanilla.svg',
                useGenericImageUrl: false,
              },
            }
          : {
              ...p,
              ingredient: {
                ...p.ingredient,
                family: { ...p.ingredient.family, imageUrl: '/illustrations/families/citrus.svg' },
              },
            },
      ),
    };
    const { container } = render(<Quad perfume={drawn} hrefFor={chapterOf} onSelect={ignore} />);
    const pictures = [...container.querySelectorAll('.quad__legend .ingredient-picture img')];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      '/illustrations/ingredients/vanilla.svg',
      '/illustrations/families/citrus.svg',
      '/illustrations/families/citrus.svg',
    ]);
  });

  it('leaves a plain click on an ingredient, its line or its tile, to its owner', async () => {
    const user = userEvent.setup();
    const selected: number[] = [];
    const { container } = render(
      <Quad perfume={shalimar} hrefFor={chapterOf} onSelect={(id) => selected.push(id)} />,
    );
    await user.click(screen.getByRole('link', { name: /Bergamot/ }));
    await user.click(container.querySelector('[data-tile="38"]')!);
    expect(selected).toEqual([168, 38]);
  });
});

/** What a screen reader reads: the text outside aria-hidden parts. */
function accessibleText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    node.childNodes.forEach(walk);
  };
  walk(element);
  return parts.join('');
}
