import { matchPath, Route, Routes } from 'react-router';
import { appRoutes } from '../../common/app-routes';
import { LandingPage } from '../features/landing/landing-page';
import { currentLanguage } from '../lib/i18n';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RootLayout } from './root-layout';

// Declarative routes (<Routes> inside <BrowserRouter>): the data router weighed about 10 KB
// gzipped more on the landing, which has no loaders or actions to use it for. Every screen but
// the landing is a lazy module, fetched together with TanStack Query when first visited.

const ExploreByNamePage = lazyScreen(
  async () => (await import('../features/explore-by-name/explore-by-name-page')).ExploreByNamePage,
);
const ExploreByIngredientsPage = lazyScreen(
  async () =>
    (await import('../features/explore-by-ingredients/explore-by-ingredients-page'))
      .ExploreByIngredientsPage,
);
const ExploreByConceptsPage = lazyScreen(
  async () =>
    (await import('../features/explore-by-concepts/explore-by-concepts-page'))
      .ExploreByConceptsPage,
);
const ExploreByFamiliesPage = lazyScreen(
  async () =>
    (await import('../features/explore-by-families/explore-by-families-page'))
      .ExploreByFamiliesPage,
);
const IngredientChapterPage = lazyScreen(
  async () =>
    (await import('../features/ingredient-chapter/ingredient-chapter-page')).IngredientChapterPage,
);
const ProfilePage = lazyScreen(
  async () => (await import('../features/profile/profile-page')).ProfilePage,
);
const LoginPage = lazyScreen(
  async () => (await import('../features/account/login-page')).LoginPage,
);
const SignupPage = lazyScreen(
  async () => (await import('../features/account/signup-page')).SignupPage,
);
const HowtoPage = lazyScreen(async () => (await import('../features/howto/howto-page')).HowtoPage);
const ContactPage = lazyScreen(
  async () => (await import('../features/contact/contact-page')).ContactPage,
);
const ChangePasswordPage = lazyScreen(
  async () => (await import('../features/account/change-password-page')).ChangePasswordPage,
);
const VerifyEmailPage = lazyScreen(
  async () => (await import('../features/account/verify-email-page')).VerifyEmailPage,
);
// The legal page arrives with its texts, so that its first render is the text, as the page the
// server drew (ADR 036), never a loading line in its place.
const LegalPage = lazyScreen(
  async () =>
    (
      await Promise.all([
        import('../features/legal/legal-page'),
        import('../features/legal/legal-texts').then(({ loadLegalTexts }) =>
          loadLegalTexts(currentLanguage()).catch(() => {}),
        ),
      ])
    )[0].LegalPage,
  { query: false },
);
// Houses and perfumers: one lazy screen for their four addresses, which arrive together.
const EncyclopediaScreen = lazyScreen(
  async () =>
    (await import('../features/houses-and-perfumers/encyclopedia-screens')).EncyclopediaScreen,
);
const NotFoundPage = lazyScreen(
  async () => (await import('../features/not-found/not-found-page')).NotFoundPage,
  { query: false },
);

// The screen of each address, for the routes and for main.tsx, which fetches the screen of the
// address a visit starts at before the first render.
const screens: readonly (readonly [path: string, Screen: LazyScreen])[] = [
  [appRoutes.exploreByName, ExploreByNamePage],
  [appRoutes.exploreByIngredients, ExploreByIngredientsPage],
  [appRoutes.exploreByConcepts, ExploreByConceptsPage],
  [appRoutes.exploreByFamilies, ExploreByFamiliesPage],
  [appRoutes.ingredientChapter, IngredientChapterPage],
  [appRoutes.profile, ProfilePage],
  [appRoutes.login, LoginPage],
  [appRoutes.signup, SignupPage],
  [appRoutes.howto, HowtoPage],
  [appRoutes.contact, ContactPage],
  [appRoutes.changePassword, ChangePasswordPage],
  [appRoutes.verifyEmail, VerifyEmailPage],
  [appRoutes.legalTerms, LegalPage],
  [appRoutes.legalPrivacy, LegalPage],
  [appRoutes.legalCookies, LegalPage],
  [appRoutes.houses, EncyclopediaScreen],
  [appRoutes.house, EncyclopediaScreen],
  [appRoutes.perfumers, EncyclopediaScreen],
  [appRoutes.perfumer, EncyclopediaScreen],
];

/** Fetches the screen shown at `pathname`, if it is a lazy one; never fails (the route will). */
export async function preloadScreenAt(pathname: string): Promise<void> {
  const screen = screens.find(([screenPath]) => matchPath(screenPath, pathname) !== null)?.[1];
  await screen?.preload().catch(() => {});
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route path={appRoutes.home} element={<LandingPage />} />
        {screens.map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
