import { appRoutes } from '../../../common/app-routes';
import { serializeQuery, type ParsedQuery } from '../../lib/url-query';

// The chapter's address (spec section 2): /chapter/ingredient?data={ingredientId}, with the perfume
// it was opened from as selectedPerfume.

export interface ChapterAddress {
  /** null when `data` is missing or is not an id. */
  ingredientId: number | null;
  selectedPerfume: number | null;
}

/** A positive whole number written in decimal digits, else null ("12abc", "-3", "1e3" are not). */
function readId(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function readChapterAddress(params: ParsedQuery): ChapterAddress {
  return { ingredientId: readId(params.data), selectedPerfume: readId(params.selectedPerfume) };
}

export function chapterHref(ingredientId: number, selectedPerfume: number | null): string {
  return `${appRoutes.ingredientChapter}?${serializeQuery({ data: ingredientId, selectedPerfume })}`;
}

/** The perfume view, as share links open it. */
export function perfumeHref(perfumeId: number): string {
  return `${appRoutes.exploreByName}?${serializeQuery({ selection: perfumeId })}`;
}

/**
 * Where closing goes when there is no earlier entry to go back to (the chapter was opened from a
 * shared link or after a reload): the perfume it was opened from, else the search.
 */
export function closeFallback(selectedPerfume: number | null): string {
  return selectedPerfume === null ? appRoutes.exploreByName : perfumeHref(selectedPerfume);
}

/**
 * The ingredient explorer with this ingredient selected (spec section 2): 'Explore by ingredient'
 * opens the selection, 'Show more' its matching perfumes as well (query=true).
 */
export function exploreHref(ingredientId: number, withResults: boolean): string {
  return `${appRoutes.exploreByIngredients}?${serializeQuery({
    selection: [ingredientId],
    query: withResults ? true : null,
  })}`;
}
