import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/dialog';
import { CloseIcon } from '../components/icons';
import {
  saveConsent,
  type CookieConsent,
  type OptionalCookieCategory,
} from '../lib/cookie-consent';
import { useLanguage } from '../lib/i18n';
import { LegalLink } from '../lib/legal-popup';
import './cookie-preferences.css';
import { dateFormat } from '../lib/intl-formats';

const optional: OptionalCookieCategory[] = ['analytics', 'marketing'];

function Category({
  id,
  title,
  description,
  control,
}: {
  id: string;
  title: string;
  description: string;
  control: ReactNode;
}) {
  return (
    <li className="cookie-category">
      <div className="cookie-category__head">
        <h3 id={`${id}-title`} className="cookie-category__title">
          {title}
        </h3>
        {control}
      </div>
      <p id={`${id}-description`} className="cookie-category__description">
        {description}
      </p>
    </li>
  );
}

/**
 * A category's switch: a native checkbox with the switch role (Space toggles it, a screen reader
 * says "switch, on"), named by the category's title and described by its text, drawn as a track
 * and thumb over which the checkbox lies, invisible, so that it still takes clicks and focus.
 */
function CookieSwitch({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="cookie-switch">
      <span className="cookie-switch__control">
        <input
          type="checkbox"
          role="switch"
          className="cookie-switch__input"
          checked={checked}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="cookie-switch__track" aria-hidden="true">
          <span className="cookie-switch__thumb" />
        </span>
      </span>
      <span className="cookie-switch__state" aria-hidden="true">
        {checked ? t('cookiePreferences.on') : t('cookiePreferences.off')}
      </span>
    </label>
  );
}

/**
 * The privacy preference centre: strictly necessary storage, always on and not switchable, then
 * analytics and marketing, each with what it does. Opens on the current choice (both off before
 * any), and saving records the choice with its date and the policy's version.
 */
export function CookiePreferences({
  consent,
  onClose,
}: {
  consent: CookieConsent | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const baseId = useId();
  const [choice, setChoice] = useState({
    analytics: consent?.analytics ?? false,
    marketing: consent?.marketing ?? false,
  });
  const date = consent
    ? dateFormat(language, { dateStyle: 'long' }).format(new Date(consent.date))
    : null;

  return (
    <Dialog
      labelledBy={`${baseId}-title`}
      describedBy={`${baseId}-intro`}
      onClose={onClose}
      className="cookie-preferences"
      fallbackFocus={() => document.getElementById('main')}
    >
      <div className="cookie-preferences__header">
        <h2 id={`${baseId}-title`} className="cookie-preferences__title">
          {t('cookiePreferences.title')}
        </h2>
        <button
          type="button"
          className="dialog__close"
          aria-label={t('cookiePreferences.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      {/* The choices scroll between a fixed title and fixed buttons, so that on a phone the
          buttons that answer stay in view however long the descriptions are. */}
      <div className="cookie-preferences__body">
        <p id={`${baseId}-intro`} className="cookie-preferences__intro">
          {t('cookiePreferences.intro')}
        </p>
        {date && (
          <p className="cookie-preferences__intro">{t('cookiePreferences.lastChoice', { date })}</p>
        )}
        <ul className="cookie-preferences__list">
          <Category
            id={`${baseId}-necessary`}
            title={t('cookiePreferences.categories.necessary.title')}
            description={t('cookiePreferences.categories.necessary.description')}
            control={
              <span className="cookie-category__always">{t('cookiePreferences.alwaysOn')}</span>
            }
          />
          {optional.map((category) => {
            const id = `${baseId}-${category}`;
            return (
              <Category
                key={category}
                id={id}
                title={t(`cookiePreferences.categories.${category}.title`)}
                description={t(`cookiePreferences.categories.${category}.description`)}
                control={
                  <CookieSwitch
                    id={id}
                    checked={choice[category]}
                    onChange={(checked) =>
                      setChoice((previous) => ({ ...previous, [category]: checked }))
                    }
                  />
                }
              />
            );
          })}
        </ul>
        <p className="cookie-preferences__policy">
          <LegalLink tab="cookies" onClick={onClose}>
            {t('cookiePreferences.policy')}
          </LegalLink>
        </p>
      </div>
      <div className="cookie-preferences__actions">
        <button
          type="button"
          className="button"
          onClick={() => saveConsent({ analytics: false, marketing: false })}
        >
          {t('cookiePreferences.rejectAll')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => saveConsent({ analytics: true, marketing: true })}
        >
          {t('cookiePreferences.acceptAll')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => saveConsent(choice)}
        >
          {t('cookiePreferences.save')}
        </button>
      </div>
    </Dialog>
  );
}
