import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CloseIcon } from '../components/icons';
import { useCurrentNotice } from '../lib/notifications';
import './notification-bar.css';

/**
 * Shows the current notice. The live region stays in the page so that screen readers announce the
 * text when it appears. Opening the notice's link target (e.g. the profile) answers it, so the
 * bar closes then too (spec section 4: the pending update clears when the profile opens). The bar
 * stays while the pointer or the focus is on it; an open dialog keeps it in its Tab cycle.
 */
export function NotificationBar() {
  const { t } = useTranslation();
  const { notice, dismiss, hold } = useCurrentNotice();
  const { pathname } = useLocation();
  const noticeRef = useRef(notice);
  // Where focus was before it came into the bar, to go back there when the bar is closed.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    noticeRef.current = notice;
  });

  useEffect(() => {
    if (noticeRef.current?.link?.to === pathname) dismiss();
  }, [pathname, dismiss]);

  return (
    <div className="notification-region" role="status">
      {notice && (
        <div
          className="notification-bar"
          key={notice.id}
          onMouseEnter={() => hold(true)}
          onMouseLeave={() => hold(false)}
          onFocus={(event) => {
            const from = event.relatedTarget;
            if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
              returnFocusRef.current = from;
            }
            hold(true);
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold(false);
          }}
        >
          <p className="notification-bar__message">{t(notice.message, notice.values)}</p>
          {notice.link && (
            <Link className="notification-bar__link" to={notice.link.to}>
              {t(notice.link.label)}
            </Link>
          )}
          <button
            type="button"
            className="notification-bar__close"
            aria-label={t('notice.close')}
            onClick={() => {
              const back = returnFocusRef.current;
              dismiss();
              if (back?.isConnected && !back.closest('[inert]')) back.focus();
            }}
          >
            <CloseIcon width="20" height="20" />
          </button>
        </div>
      )}
    </div>
  );
}
