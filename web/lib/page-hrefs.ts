import { appRoutes } from '../../common/app-routes';

// The addresses of the encyclopedia's pages, written once for every link to them.

const withSlug = (path: string, slug: string) => path.replace(':slug', encodeURIComponent(slug));

/** A house's page: /house/<key>. */
export const houseHref = (key: string) => withSlug(appRoutes.house, key);

/** A perfumer's page by its slug: /perfumer/<slug>. */
export const perfumerPageHref = (slug: string) => withSlug(appRoutes.perfumer, slug);

/** A perfume's view, as share links open it. */
export const perfumeViewHref = (id: number) => `${appRoutes.exploreByName}?selection=${id}`;

/** An ingredient's page (its chapter, or the compact view when it has none). */
export const ingredientHref = (id: number) => `${appRoutes.ingredientChapter}?data=${id}`;
