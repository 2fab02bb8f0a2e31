import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CloseIcon } from './icons';
import './filter-dropdown.css';
import {
  matchOptions,
  selectionSummary,
  toggleValue,
  type FilterKind,
  type FilterOption,
} from './filter-model';

/** The search box of a long list of options; Enter applies the choices. */
function FilterSearch({
  label,
  value,
  onChange,
  onEnter,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="filter__search">
      <input
        ref={inputRef}
        className="filter__search-input text-input"
        type="search"
        aria-label={label}
        placeholder={label}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies: a keyboard user need not tab through a long list to Apply.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onEnter();
        }}
      />
      {/* Our own clear button, in the site's style: the browser's is blue, out of reach of the
          keyboard, and its Escape would close the panel here. */}
      {value !== '' && (
        <button
          type="button"
          className="filter__search-clear"
          aria-label={t('filters.clearSearch')}
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
        >
          <CloseIcon width="16" height="16" />
        </button>
      )}
    </div>
  );
}

/**
 * A multi-select filter: a button showing "All" or "N selected", and a panel with a search box
 * (for long lists), checkboxes, "Clear all" and "Apply". Choices apply only with Apply (or Enter in
 * the search box); Escape, a click outside or leaving the panel with Tab closes it and forgets them.
 */
export function FilterDropdown<V extends string | number>({
  label,
  kind,
  options,
  selected,
  onApply,
  searchLabel,
  status,
  onOpen,
}: {
  label: string;
  kind: FilterKind;
  options: readonly FilterOption<V>[];
  selected: readonly V[];
  onApply: (values: V[]) => void;
  /** With a label, the panel has a search box. */
  searchLabel?: string;
  /** Shown instead of the options while they load or when they failed. */
  status?: string | null;
  /** Called when the panel opens (e.g. to start loading its options). */
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<V[]>([]);
  const [search, setSearch] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const summary = selectionSummary(selected.length, kind);
  const summaryText = t(summary.key, { count: summary.count });

  const openPanel = () => {
    setDraft([...selected]);
    setSearch('');
    setOpen(true);
    onOpen?.();
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('input')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close(true);
    };
    const outside = (event: Event) => {
      const container = containerRef.current;
      const target = event.target as Node;
      // A click on text inside the panel moves focus to the nearest focusable ancestor (the
      // page's <main>): that is not leaving the panel.
      if (container && !container.contains(target) && !target.contains(container)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, close]);

  const shown = matchOptions(options, search);

  const apply = () => {
    onApply(draft);
    close(true);
  };

  return (
    <div className="filter" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`filter__button${selected.length > 0 ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : openPanel())}
      >
        <span className="filter__label">{label}</span>
        <span className="filter__value">{summaryText}</span>
        <ChevronDownIcon className="filter__chevron" width="18" height="18" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="filter__panel"
        role="group"
        aria-label={label}
        hidden={!open}
      >
        {open && (
          <>
            {searchLabel && (
              <FilterSearch
                label={searchLabel}
                value={search}
                onChange={setSearch}
                onEnter={apply}
              />
            )}
            {status ? (
              <p className="filter__status" role="status">
                {status}
              </p>
            ) : (
              <ul className="filter__options">
                {shown.map((option) => (
                  <li key={option.value}>
                    <label className="filter__option">
                      <input
                        type="checkbox"
                        checked={draft.includes(option.value)}
                        onChange={() =>
                          setDraft((current) => toggleValue(current, option.value, options))
                        }
                      />
                      {option.color && (
                        <svg className="filter__swatch" viewBox="0 0 12 12" aria-hidden="true">
                          <circle cx="6" cy="6" r="5.5" fill={option.color} />
                        </svg>
                      )}
                      <span>{option.label}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {!status && shown.length === 0 && (
              <p className="filter__status" role="status">
                {t('filters.noMatch', { text: search })}
              </p>
            )}
            <div className="filter__actions">
              <button type="button" className="link-button" onClick={() => setDraft([])}>
                {t('filters.clearAll')}
              </button>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={apply}
              >
                {t('filters.apply')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
