import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { families, ingredientRef } from '../../test/catalog-fixtures';
import { AvoidIngredientToggle } from './avoid-ingredient-toggle';
import { AvoidedInPerfume } from './avoided-in-perfume';

const item = (id: number, name: string, proportion: number) => ({
  id,
  proportion,
  ingredient: ingredientRef(id, name, families.amber),
  stages: [],
});
const shalimar = {
  ingredientProportions: [item(48, 'Vanilla', 18), item(1, 'Rose', 9), item(108, 'Patchouli', 6)],
};

describe('ingredients to avoid, from a chapter and in a perfume', () => {
  it('toggles an ingredient and says what it changes', () => {
    render(<AvoidIngredientToggle id={48} name="Vanilla" />);
    const toggle = screen.getByRole('button', { name: 'Avoid Vanilla' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('10 % or more');
    expect(localStorage.getItem('dislikedIngredients')).toBe('[48]');
  });

  it('warns in a perfume only for avoided ingredients that weigh 10 or more in it', () => {
    localStorage.setItem('dislikedIngredients', '[48,1]');
    render(
      <MemoryRouter>
        <AvoidedInPerfume perfume={shalimar} />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(/It features Vanilla \(18 %\), an ingredient you avoid\./),
    ).toBeTruthy();
    expect(screen.queryByText(/Rose/)).toBeNull();
  });

  it('says nothing when the perfume features none of them', () => {
    localStorage.setItem('dislikedIngredients', '[1]');
    const { container } = render(
      <MemoryRouter>
        <AvoidedInPerfume perfume={shalimar} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
