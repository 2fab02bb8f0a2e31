import { appRoutes } from '../../common/app-routes';

/**
 * Where a search typed anywhere leads: the explore-by-name screen with the text as its query, or
 * its invitation for a blank text. Kept apart from the screen's URL state (explore-state.ts, which
 * reads it back) so the header on every page carries a few bytes, not the screen's state module.
 */
export function searchHref(text: string): string {
  const query = text.trim();
  return query
    ? `${appRoutes.exploreByName}?query=${encodeURIComponent(query)}`
    : appRoutes.exploreByName;
}
