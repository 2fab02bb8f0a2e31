import { Route, Routes } from 'react-router';
import { appRoutes } from '../../common/app-routes';
import { LandingPage } from '../features/landing/landing-page';
import { lazyScreen } from './lazy-screen';
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
const LegalPage = lazyScreen(async () => (await import('../features/legal/legal-page')).LegalPage, {
  query: false,
});
const NotFoundPage = lazyScreen(
  async () => (await import('../features/not-found/not-found-page')).NotFoundPage,
  { query: false },
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route path={appRoutes.home} element={<LandingPage />} />
        <Route path={appRoutes.exploreByName} element={<ExploreByNamePage />} />
        <Route path={appRoutes.exploreByIngredients} element={<ExploreByIngredientsPage />} />
        <Route path={appRoutes.exploreByConcepts} element={<ExploreByConceptsPage />} />
        <Route path={appRoutes.exploreByFamilies} element={<ExploreByFamiliesPage />} />
        <Route path={appRoutes.ingredientChapter} element={<IngredientChapterPage />} />
        <Route path={appRoutes.profile} element={<ProfilePage />} />
        <Route path={appRoutes.login} element={<LoginPage />} />
        <Route path={appRoutes.signup} element={<SignupPage />} />
        <Route path={appRoutes.howto} element={<HowtoPage />} />
        <Route path={appRoutes.contact} element={<ContactPage />} />
        <Route path={appRoutes.changePassword} element={<ChangePasswordPage />} />
        <Route path={appRoutes.legalTerms} element={<LegalPage />} />
        <Route path={appRoutes.legalPrivacy} element={<LegalPage />} />
        <Route path={appRoutes.legalCookies} element={<LegalPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
