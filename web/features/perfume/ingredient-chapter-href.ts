import { appRoutes } from '../../../common/app-routes';
import { serializeQuery } from '../../lib/url-query';

/** The ingredient chapter of an ingredient, opened from a perfume (spec section 2). */
export function ingredientChapterHref(ingredientId: number, perfumeId: number): string {
  return `${appRoutes.ingredientChapter}?${serializeQuery({ data: ingredientId, selectedPerfume: perfumeId })}`;
}
