import { lazy, Suspense, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeCookieSettings,
  openCookieSettings,
  saveConsent,
  useConsentState,
} from '../lib/cookie-consent';
import { loadScreenTexts } from '../lib/i18n';
import { LegalLink } from '../lib/legal-popup';
import { trackModuleLoad } from './module-loads';
import './cookie-consent.css';

// The first-visit banner is part of the landing's bundle, so it is kept to a few buttons; the
// preference centre, with its categories and descriptions, loads when it is opened.
const CookiePreferences = lazy(() =>
  trackModuleLoad(
    Promise.all([import('./cookie-preferences'), loadScreenTexts().catch(() => undefined)]).then(
      ([module]) => ({ default: module.CookiePreferences }),
    ),
  ),
);

/**
 * Publishes the banner's height as `--cookie-banner-height` on the root, so that dialogs, the
 * phone's menu and the end of the page make room above it rather than lie under it.
 */
function useBannerHeight() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!banner) return;
    const publish = () =>
      root.style.setProperty(
        '--cookie-banner-height',
        `${banner.getBoundingClientRect().height}px`,
      );
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--cookie-banner-height');
    };
  }, []);
  return ref;
}

function CookieBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useBannerHeight();
  // Above every overlay and left out of their inert page (data-above-dialogs, see Dialog): a
  // shared perfume link opens its dialog at once, and the banner must still be seen and answered,
  // its clicks landing on its own buttons, never on the dialog's backdrop behind it.
  return (
    <section ref={ref} className="cookie-banner" aria-labelledby={titleId} data-above-dialogs>
      <div className="cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id={titleId} className="cookie-banner__title">
            {t('cookies.title')}
          </h2>
          <p>
            {t('cookies.text')} <LegalLink tab="cookies">{t('cookies.policy')}</LegalLink>
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button
            type="button"
            className="button"
            onClick={() => saveConsent({ analytics: false, marketing: false })}
          >
            {t('cookies.reject')}
          </button>
          <button type="button" className="button" onClick={openCookieSettings}>
            {t('cookies.configure')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => saveConsent({ analytics: true, marketing: true })}
          >
            {t('cookies.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * Spec section 2, "Cookie consent": the banner on a first visit (or once the choice has expired),
 * and the preference centre when the banner's "configure" or a cookie-settings link opens it.
 */
export function CookieConsentHost() {
  const { panel, consent } = useConsentState();
  if (panel === 'banner') return <CookieBanner />;
  if (panel === 'preferences')
    return (
      <Suspense fallback={null}>
        <CookiePreferences consent={consent} onClose={closeCookieSettings} />
      </Suspense>
    );
  return null;
}

/** The cookie-settings link of the footer and the burger: reopens the preference centre. */
export function CookieSettingsButton({
  className,
  onClick,
}: {
  className?: string;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onClick?.();
        openCookieSettings();
      }}
    >
      {t('cookies.settings')}
    </button>
  );
}
