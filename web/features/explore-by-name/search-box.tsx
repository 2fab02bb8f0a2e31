import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../common/domain/constants';
import { SearchIcon } from '../../components/icons';
import { useDebouncer } from '../../lib/debounce';

/**
 * The search box (spec sections 2 and 5): what is typed is searched 300 ms after the last key;
 * Enter (or the button) searches at once. `query` is the search in force (from the address): when
 * it changes from outside (back, forward), the box shows it.
 */
export function SearchBox({
  query,
  onSearch,
  inputRef,
}: {
  query: string;
  onSearch: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // The last text this box searched for: the address catching up with it must not overwrite
  // what has been typed since.
  const [searched, setSearched] = useState(query);
  const search = (value: string) => {
    setSearched(value.trim());
    onSearch(value);
  };
  const debouncer = useDebouncer(search, SEARCH_DEBOUNCE_MS);

  // The search changed without typing (back, forward, an example): the box shows it.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== searched) {
      setText(query);
      setSearched(query);
    }
  }

  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        debouncer.cancel();
        search(text);
      }}
    >
      <label className="search-box__label" htmlFor={inputId}>
        {t('exploreByName.searchLabel')}
      </label>
      <div className="search-box__row">
        <SearchIcon className="search-box__icon" width="22" height="22" />
        <input
          ref={inputRef}
          id={inputId}
          className="search-box__input"
          type="search"
          name="query"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          placeholder={t('exploreByName.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            debouncer.schedule(event.target.value);
          }}
        />
        <button type="submit" className="button button--primary search-box__submit">
          {t('exploreByName.searchButton')}
        </button>
      </div>
    </form>
  );
}
