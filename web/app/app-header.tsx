import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { appRoutes } from '../../common/app-routes';
import { ExternalIcon } from '../components/icons';
import { useAppConfig } from './app-config';
import { BurgerMenu } from './burger-menu';
import { ExploreMenu } from './explore-menu';
import './app-header.css';

export type HeaderVariant = 'minimal' | 'full';

/**
 * The header. "minimal" (landing): transparent, wordmark and burger only. "full": on desktop the
 * Explore dropdown, the profile link and the social link; on mobile (< 768 px) CSS keeps only the
 * wordmark and the burger.
 */
export function AppHeader({ variant }: { variant: HeaderVariant }) {
  const { t } = useTranslation();
  const { socialUrl } = useAppConfig();
  return (
    <header className={`app-header app-header--${variant}`}>
      <div className="app-header__inner">
        <Link className="wordmark" to={appRoutes.landing} aria-label={t('app.homeLink')}>
          {t('app.name')}
        </Link>
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
        <BurgerMenu />
      </div>
    </header>
  );
}
