import { useTranslation } from 'react-i18next';
import './landscape-notice.css';

/** Replaces the app while a phone is held in landscape. */
export function LandscapeNotice() {
  const { t } = useTranslation();
  return (
    <div className="landscape-notice" role="alert">
      <svg
        className="landscape-notice__icon"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="7" y="2.5" width="10" height="19" rx="2" />
        <path d="M11 18.5h2" />
      </svg>
      <p className="landscape-notice__title">{t('landscape.title')}</p>
      <p className="landscape-notice__text">{t('landscape.text')}</p>
    </div>
  );
}
