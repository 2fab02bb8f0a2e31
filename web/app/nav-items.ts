import type { ParseKeys } from 'i18next';
import { appRoutes } from '../../common/app-routes';

export interface NavItem {
  to: string;
  label: ParseKeys;
}

/** The four explore routes as the header's Explore dropdown names them. */
export const exploreDropdownItems: NavItem[] = [
  { to: appRoutes.exploreByName, label: 'nav.byName' },
  { to: appRoutes.exploreByIngredients, label: 'nav.byIngredients' },
  { to: appRoutes.exploreByConcepts, label: 'nav.byConcepts' },
  { to: appRoutes.exploreByFamilies, label: 'nav.byFamilies' },
];

/** The same routes under the burger menu's "Explore by" heading. */
export const exploreMenuItems: NavItem[] = [
  { to: appRoutes.exploreByName, label: 'menu.name' },
  { to: appRoutes.exploreByIngredients, label: 'menu.ingredients' },
  { to: appRoutes.exploreByConcepts, label: 'menu.concepts' },
  { to: appRoutes.exploreByFamilies, label: 'menu.families' },
];

export const legalMenuItems: NavItem[] = [
  { to: appRoutes.howto, label: 'menu.howto' },
  { to: appRoutes.contact, label: 'menu.contact' },
];
