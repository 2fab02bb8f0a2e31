import { appRoutes, slugHref } from '../../common/app-routes';
import { perfumerSlug } from '../../common/domain/perfumer-names';

// The addresses of the encyclopedia's pages, written once for every link to them.

/** A house's page: /house/<key>. */
export const houseHref = (key: string) => slugHref('house', key);

/** A perfumer's page from a credit however spelt: /perfumer/<slug>. */
export const perfumerHref = (credit: string) => slugHref('perfumer', perfumerSlug(credit));

/** A perfume's view, as share links open it. */
export const perfumeViewHref = (id: number) => `${appRoutes.exploreByName}?selection=${id}`;

/** An ingredient's page (its chapter, or the compact view when it has none). */
export const ingredientHref = (id: number) => `${appRoutes.ingredientChapter}?data=${id}`;
