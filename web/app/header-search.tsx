import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../components/icons';
import { searchHref } from '../lib/search-href';
import { useDisclosure } from './use-disclosure';

/**
 * The header's search, from any screen: a field on a desktop; on a phone, where the header has no
 * room for it, a button that opens it under the header (Escape, a click outside or leaving it
 * closes it, and focus returns to the button). Searching leads to the explore-by-name screen with
 * the text as its search; that screen's own box then carries on, so the header leaves it out there.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure();

  // On a phone the field appears when asked for: the visitor types at once.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  return (
    <div className="header-search" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-icon-button header-search__toggle"
        aria-expanded={open}
        aria-controls={formId}
        aria-label={open ? t('header.closeSearch') : t('header.openSearch')}
        onClick={toggle}
      >
        <SearchIcon width="22" height="22" />
      </button>
      <form
        id={formId}
        className={`header-search__form${open ? ' is-open' : ''}`}
        role="search"
        aria-label={t('header.search')}
        onSubmit={(event) => {
          event.preventDefault();
          close();
          setText('');
          inputRef.current?.blur();
          navigate(searchHref(text));
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          {t('header.searchLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="header-search__input"
          type="search"
          name="query"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          placeholder={t('header.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="header-search__submit" aria-label={t('header.submit')}>
          <SearchIcon width="18" height="18" />
        </button>
      </form>
    </div>
  );
}
