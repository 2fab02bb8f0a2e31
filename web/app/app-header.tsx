import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { appRoutes } from '../../common/app-routes';
import { ExternalIcon } from '../components/icons';
import { useAppConfig } from './app-config';
import { BurgerMenu } from './burger-menu';
import { ExploreMenu } from './explore-menu';
import { HeaderLanguage } from './header-language';
import { HeaderSearch } from './header-search';
import './app-header.css';

export type HeaderVariant = 'minimal' | 'full';

/**
 * The header. "minimal" (landing): transparent, the wordmark, the language in use and the burger.
 * "full": the search (a field on desktop, a button that opens it on mobile, left out on the
 * explore-by-name screen, whose own box is the same search), on desktop the Explore dropdown, the
 * profile link and the social link, then the language in use and the burger.
 */
export function AppHeader({ variant }: { variant: HeaderVariant }) {
  const { t } = useTranslation();
  const { socialUrl } = useAppConfig();
  const { pathname } = useLocation();
  const withSearch = variant === 'full' && pathname !== appRoutes.exploreByName;
  return (
    <header className={`app-header app-header--${variant}`}>
      <div className="app-header__inner">
        <Link className="wordmark" to={appRoutes.landing} aria-label={t('app.homeLink')}>
          {t('app.name')}
        </Link>
        {withSearch && <HeaderSearch />}
        {variant === 'full' && (
          <nav className="app-header__nav" aria-label={t('nav.main')}>
            <ul className="app-header__links">
              <li>
                <ExploreMenu />
              </li>
              <li>
                <NavLink className="header-link" to={appRoutes.profile}>
                  {t('nav.profile')}
                </NavLink>
              </li>
              <li>
                <NavLink className="header-link" to={appRoutes.collection}>
                  {t('nav.collection')}
                </NavLink>
              </li>
              {socialUrl && (
                <li>
                  <a
                    className="header-link"
                    href={socialUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('nav.socialLabel')}
                  >
                    {t('nav.social')}
                    <ExternalIcon width="14" height="14" />
                  </a>
                </li>
              )}
            </ul>
          </nav>
        )}
        <HeaderLanguage />
        <BurgerMenu />
      </div>
    </header>
  );
}
