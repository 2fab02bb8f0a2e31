import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../components/icons';
import { useLanguage } from '../lib/i18n';
import { LanguageSwitch } from './language-switch';
import { useDisclosure } from './use-disclosure';

/**
 * The language in use, always in the header: its code (EN, FR, ES) on a button that opens the
 * language switch. The button is named "Language: English", which holds the code it shows.
 */
export function HeaderLanguage() {
  const { t } = useTranslation();
  const current = useLanguage();
  const baseId = useId();
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure();
  return (
    <div className="header-language" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-link header-language__button"
        aria-expanded={open}
        aria-controls={`${baseId}-panel`}
        aria-label={t('header.language', { language: t(`languages.${current}`) })}
        onClick={toggle}
      >
        <span lang={current}>{current.toUpperCase()}</span>
        <ChevronDownIcon className="explore-menu__chevron" width="16" height="16" />
      </button>
      <div id={`${baseId}-panel`} className="header-language__panel" hidden={!open}>
        <p id={`${baseId}-title`} className="visually-hidden">
          {t('menu.language')}
        </p>
        <LanguageSwitch labelledBy={`${baseId}-title`} onChosen={() => close(true)} />
      </div>
    </div>
  );
}
