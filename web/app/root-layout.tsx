import { Suspense, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { appRoutes } from '../../common/app-routes';
import { useHistoryTracking } from '../lib/url-query';
import { AppHeader } from './app-header';
import { BrandAccessGuard } from './brand-access-guard';
import { CookieConsentHost } from './cookie-consent-host';
import { ScreenErrorBoundary } from './error-boundary';
import { LandscapeNotice } from './landscape-notice';
import { LegalPopupHost } from './legal-popup-host';
import {
  BusyReportProvider,
  LoadingOverlay,
  useBusyReports,
  useLoadingState,
} from './loading-overlay';
import { NotificationBar } from './notification-bar';
import { useMobileLandscape } from './orientation';
import { SiteFooter } from './site-footer';

/** Paths shown with the landing's minimal, transparent header. */
const minimalChromePaths: readonly string[] = [appRoutes.landing, appRoutes.home];

/**
 * A new page starts at its top. Going back or forward (POP) leaves the scroll to the browser, and
 * a change of the query alone (a dialog opening, a filter) keeps the page where it is.
 */
function useScrollToTopOnPathChange(pathname: string): void {
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export function RootLayout() {
  const { t } = useTranslation();
  const landscape = useMobileLandscape();
  const { count, report } = useBusyReports();
  const { busy, visible } = useLoadingState(count);
  const { pathname } = useLocation();
  const minimal = minimalChromePaths.includes(pathname);
  const mainRef = useRef<HTMLElement>(null);
  useHistoryTracking();
  useScrollToTopOnPathChange(pathname);

  // The skip link moves focus itself: a #main fragment would add a history entry to the router.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <BusyReportProvider report={report}>
      {landscape && <LandscapeNotice />}
      {/* Hidden rather than unmounted, so that turning the phone back keeps the screen's state. */}
      <div className="app-shell" hidden={landscape}>
        <a className="skip-link" href="#main" onClick={skipToMain}>
          {t('app.skipToContent')}
        </a>
        <AppHeader variant={minimal ? 'minimal' : 'full'} />
        <NotificationBar />
        <main id="main" ref={mainRef} className="app-main" tabIndex={-1} aria-busy={busy}>
          <ScreenErrorBoundary resetKey={pathname}>
            {/* Only the first screen shows this empty fallback: later navigations are transitions
                that keep the current screen until the next one is ready (overlay meanwhile). */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </main>
        <SiteFooter />
        <LoadingOverlay visible={visible} />
        <LegalPopupHost />
        <CookieConsentHost />
      </div>
      <BrandAccessGuard />
    </BusyReportProvider>
  );
}
