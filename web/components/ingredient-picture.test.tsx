import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IngredientPicture } from './ingredient-picture';

const family = {
  id: 1,
  name: 'Floral',
  color: '#E07A9F',
  imageUrl: '/illustrations/families/floral.svg',
};

describe('IngredientPicture', () => {
  it('shows the ingredient’s own illustration', () => {
    const { container } = render(
      <IngredientPicture
        ingredient={{
          imageUrl: '/illustrations/ingredients/rose.svg',
          useGenericImageUrl: false,
          family,
        }}
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/illustrations/ingredients/rose.svg',
    );
  });

  it('falls back to the family’s drawing when it has none, or when its own fails to load', () => {
    const generic = render(
      <IngredientPicture ingredient={{ imageUrl: '', useGenericImageUrl: true, family }} />,
    );
    expect(generic.container.querySelector('img')?.getAttribute('src')).toBe(family.imageUrl);

    const broken = render(
      <IngredientPicture
        ingredient={{ imageUrl: '/missing.svg', useGenericImageUrl: false, family }}
      />,
    );
    fireEvent.error(broken.container.querySelector('img')!);
    expect(broken.container.querySelector('img')?.getAttribute('src')).toBe(family.imageUrl);
  });

  it('is a bare family-coloured disc when no drawing exists', () => {
    const { container } = render(
      <IngredientPicture
        ingredient={{ imageUrl: '', useGenericImageUrl: true, family: { ...family, imageUrl: '' } }}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('style')).toContain('#E07A9F');
  });
});
