import { matchPath, useLocation } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { HousePage, HousesPage } from './house-pages';
import { PerfumerPage, PerfumersPage } from './perfumer-pages';

// The four screens of houses and perfumers as one lazy screen: they are read by following links
// from one to another, so they arrive together, and the landing's entry carries one screen and one
// list of the files it needs rather than four (docs/decisions/044).
const screens = [
  [appRoutes.houses, HousesPage],
  [appRoutes.house, HousePage],
  [appRoutes.perfumers, PerfumersPage],
  [appRoutes.perfumer, PerfumerPage],
] as const;

/** The screen of the address: the router shows this one only at the four addresses above. */
export function EncyclopediaScreen() {
  const { pathname } = useLocation();
  const Screen = screens.find(([path]) => matchPath(path, pathname) !== null)?.[1] ?? HousesPage;
  return <Screen />;
}
