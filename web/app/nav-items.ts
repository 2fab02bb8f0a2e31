import type { ParseKeys } from 'i18next';
import { appRoutes } from '../../common/app-routes';
import type { LegalDocumentId } from '../lib/legal-popup';

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

/** An entry that opens the legal popup over the current screen, on one of its tabs. */
export interface LegalPopupItem {
  legalTab: LegalDocumentId;
  label: ParseKeys;
}

/** The legal group: the cookies and policies popup, how it works and contact (spec section 2). */
export const legalMenuItems: (NavItem | LegalPopupItem)[] = [
  { legalTab: 'cookies', label: 'legal.menuEntry' },
  { to: appRoutes.howto, label: 'menu.howto' },
  { to: appRoutes.contact, label: 'menu.contact' },
];

/** The desktop footer: the three legal texts, how it works and contact. */
export const footerItems: (NavItem | LegalPopupItem)[] = [
  { legalTab: 'terms', label: 'legal.documents.terms' },
  { legalTab: 'privacy', label: 'legal.documents.privacy' },
  { legalTab: 'cookies', label: 'legal.documents.cookies' },
  { to: appRoutes.howto, label: 'menu.howto' },
  { to: appRoutes.contact, label: 'menu.contact' },
];
