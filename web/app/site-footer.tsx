import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LegalLink } from '../lib/legal-popup';
import { CookieSettingsButton } from './cookie-consent-host';
import { footerItems } from './nav-items';
import './site-footer.css';

/**
 * A quiet footer on desktop with the legal texts, how it works and contact. Phones do not show
 * it: their burger menu holds the same links (spec section 2).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav className="site-footer__inner" aria-label={t('legal.footerLabel')}>
        <ul className="site-footer__links">
          {footerItems.map((item) => (
            <li key={item.label}>
              {'legalTab' in item ? (
                <LegalLink className="site-footer__link" tab={item.legalTab}>
                  {t(item.label)}
                </LegalLink>
              ) : (
                <NavLink className="site-footer__link" to={item.to}>
                  {t(item.label)}
                </NavLink>
              )}
            </li>
          ))}
          <li>
            <CookieSettingsButton className="site-footer__link site-footer__button" />
          </li>
        </ul>
      </nav>
    </footer>
  );
}
