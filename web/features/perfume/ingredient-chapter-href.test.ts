import { describe, expect, it } from 'vitest';
import { ingredientChapterHref } from './ingredient-chapter-href';

describe('ingredientChapterHref', () => {
  it('links an ingredient to its chapter from the perfume', () => {
    expect(ingredientChapterHref(12, 3004)).toBe(
      '/chapter/ingredient?data=12&selectedPerfume=3004',
    );
  });
});
