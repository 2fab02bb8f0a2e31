import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { appRoutes } from '../../common/app-routes';
import { logout, useSession } from '../lib/session';
import type { ParseKeys } from 'i18next';
import { BurgerIcon, CloseIcon } from '../components/icons';
import { LegalLink } from '../lib/legal-popup';
import { CookieSettingsButton } from './cookie-consent-host';
import { LanguageSwitch } from './language-switch';
import { exploreMenuItems, legalMenuItems, type LegalPopupItem, type NavItem } from './nav-items';
import { useDisclosure } from './use-disclosure';

const MOBILE_QUERY = '(max-width: 767.98px)';
const COVERED_SELECTOR = '#main, .notification-region';

function LinkGroup({
  id,
  title,
  items,
  onNavigate,
  withCookieSettings = false,
}: {
  id: string;
  title: ParseKeys;
  items: (NavItem | LegalPopupItem)[];
  onNavigate: () => void;
  /** The legal group ends with the cookie-settings link (spec section 2). */
  withCookieSettings?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="menu-group" role="group" aria-labelledby={id}>
      <p id={id} className="menu-group__title">
        {t(title)}
      </p>
      <ul className="menu-group__list">
        {items.map((item) =>
          'legalTab' in item ? (
            <li key={item.label}>
              <LegalLink className="menu-group__link" tab={item.legalTab} onClick={onNavigate}>
                {t(item.label)}
              </LegalLink>
            </li>
          ) : (
            <li key={item.to}>
              <NavLink className="menu-group__link" to={item.to} onClick={onNavigate}>
                {t(item.label)}
              </NavLink>
            </li>
          ),
        )}
        {withCookieSettings && (
          <li>
            <CookieSettingsButton
              className="menu-group__link menu-group__button"
              onClick={onNavigate}
            />
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * The user group: the profile, then login or logout by session (spec section 6). Until the session
 * has loaded neither is offered, so a signed-in visitor never sees a login link flash by.
 */
function UserGroup({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = Boolean(session.profile?.account);
  return (
    <div className="menu-group" role="group" aria-labelledby={id}>
      <p id={id} className="menu-group__title">
        {t('menu.user')}
      </p>
      <ul className="menu-group__list">
        <li>
          <NavLink className="menu-group__link" to={appRoutes.profile} onClick={onNavigate}>
            {t('menu.profile')}
          </NavLink>
        </li>
        <li>
          <NavLink className="menu-group__link" to={appRoutes.collection} onClick={onNavigate}>
            {t('nav.collection')}
          </NavLink>
        </li>
        {session.status === 'ready' && !signedIn && (
          <li>
            <NavLink className="menu-group__link" to={appRoutes.login} onClick={onNavigate}>
              {t('menu.login')}
            </NavLink>
          </li>
        )}
        {signedIn && (
          <li>
            <button
              type="button"
              className="menu-group__link menu-group__button"
              onClick={() => {
                onNavigate();
                void logout().finally(() => navigate(appRoutes.landing));
              }}
            >
              {t('menu.logout')}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * The burger: a full-screen menu on mobile, a dropdown on desktop (same content, CSS decides).
 * Groups: explore by, user, language, legal (spec section 2).
 */
export function BurgerMenu() {
  const { t } = useTranslation();
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure();

  // The full-screen menu must not let the page scroll underneath (CSS applies it on mobile only).
  useEffect(() => {
    document.documentElement.classList.toggle('has-open-menu', open);
    return () => document.documentElement.classList.remove('has-open-menu');
  }, [open]);

  // On mobile the menu covers the page: what is behind it leaves the accessibility tree and the
  // tab order until the menu closes (on desktop it is a dropdown, and the page stays usable).
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const mobile = window.matchMedia(MOBILE_QUERY);
    const covered = () => Array.from(document.querySelectorAll<HTMLElement>(COVERED_SELECTOR));
    const apply = () => covered().forEach((element) => (element.inert = mobile.matches));
    apply();
    mobile.addEventListener?.('change', apply);
    return () => {
      mobile.removeEventListener?.('change', apply);
      covered().forEach((element) => (element.inert = false));
    };
  }, [open]);

  return (
    <div className="burger" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="burger__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={toggle}
      >
        {open ? <CloseIcon /> : <BurgerIcon />}
      </button>
      <nav id={panelId} className="burger__panel" aria-label={t('nav.siteMenu')} hidden={!open}>
        <div className="burger__groups">
          <LinkGroup
            id={`${baseId}-explore`}
            title="menu.exploreBy"
            items={exploreMenuItems}
            onNavigate={() => close()}
          />
          <UserGroup id={`${baseId}-user`} onNavigate={() => close()} />
          <div className="menu-group" role="group" aria-labelledby={`${baseId}-language`}>
            <p id={`${baseId}-language`} className="menu-group__title">
              {t('menu.language')}
            </p>
            <LanguageSwitch labelledBy={`${baseId}-language`} />
          </div>
          <LinkGroup
            id={`${baseId}-legal`}
            title="menu.legal"
            items={legalMenuItems}
            onNavigate={() => close()}
            withCookieSettings
          />
        </div>
      </nav>
    </div>
  );
}
