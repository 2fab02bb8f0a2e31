import {
  memo,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { IngredientRef } from '../../../common/api/catalog';
import type { IngredientListItem } from '../../../common/api/ingredients';
import { FilterDropdown } from '../../components/filter-dropdown';
import type { FilterOption } from '../../components/filter-model';
import { SearchIcon } from '../../components/icons';
import { useLanguage } from '../../lib/i18n';
import { IngredientToggle } from './ingredient-toggle';
import {
  familiesOf,
  groupByFamily,
  visibleIngredients,
  type IngredientFilters,
} from './ingredients-model';

/** A titled list of toggles: a family, the best matches, the popular ones. */
const ToggleList = memo(function ToggleList({
  ingredients,
  selected,
  onToggle,
  detailOf,
}: {
  ingredients: readonly IngredientRef[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, source?: HTMLElement) => void;
  detailOf?: (ingredient: IngredientRef) => string;
}) {
  return (
    <ul className="ingredient-list">
      {ingredients.map((ingredient) => (
        <li key={ingredient.id}>
          <IngredientToggle
            ingredient={ingredient}
            pressed={selected.has(ingredient.id)}
            detail={detailOf?.(ingredient)}
            onToggle={onToggle}
          />
        </li>
      ))}
    </ul>
  );
});

export type BestMatchesState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; ingredients: readonly IngredientRef[]; stale: boolean };

/**
 * The 'best matches' group (spec section 2): ingredients found most often with the selection.
 * A pick there takes the ingredient out of the group once the next answer comes; focus then goes
 * to the group's title rather than being lost with the button.
 */
function BestMatches({
  state,
  selected,
  onToggle,
}: {
  state: BestMatchesState;
  selected: ReadonlySet<number>;
  onToggle: (id: number, source?: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hadFocus = useRef(false);
  const items = state.status === 'success' ? state.ingredients : null;

  useLayoutEffect(() => {
    const active = document.activeElement;
    if (hadFocus.current && (active === null || active === document.body)) {
      headingRef.current?.focus();
    }
  }, [items]);

  return (
    <section
      ref={sectionRef}
      className="ingredient-group ingredient-group--matches"
      aria-labelledby={titleId}
      onFocus={() => (hadFocus.current = true)}
      onBlur={(event) => {
        if (!sectionRef.current?.contains(event.relatedTarget as Node | null)) {
          hadFocus.current = false;
        }
      }}
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="ingredient-group__title">
        {t('exploreByIngredients.bestMatches')}
      </h2>
      <p className="hint">{t('exploreByIngredients.bestMatchesHint')}</p>
      {state.status === 'pending' && (
        <p className="ingredient-group__status">{t('exploreByIngredients.bestMatchesLoading')}</p>
      )}
      {state.status === 'error' && (
        <div className="ingredient-group__status">
          <p>{t('exploreByIngredients.bestMatchesError')}</p>
          <button type="button" className="button button--small" onClick={state.retry}>
            {t('exploreByIngredients.retry')}
          </button>
        </div>
      )}
      {items && items.length === 0 && (
        <p className="ingredient-group__status">{t('exploreByIngredients.bestMatchesEmpty')}</p>
      )}
      {items && items.length > 0 && (
        <div className={state.status === 'success' && state.stale ? 'is-stale' : undefined}>
          <ToggleList ingredients={items} selected={selected} onToggle={onToggle} />
        </div>
      )}
    </section>
  );
}

/** The search box over the list; what is typed narrows it at once, with no request. */
function IngredientSearch({
  value,
  onChange,
  inputRef,
}: {
  value: string;
  onChange: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="ingredient-search">
      <label className="ingredient-search__label" htmlFor={id}>
        {t('exploreByIngredients.searchLabel')}
      </label>
      <div className="ingredient-search__row">
        <SearchIcon className="ingredient-search__icon" width="20" height="20" />
        <input
          ref={inputRef}
          id={id}
          className="ingredient-search__input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          placeholder={t('exploreByIngredients.searchPlaceholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

/**
 * The ingredients to pick from (spec section 2): a search box (accents, case and a typo forgiven),
 * a family filter and a 'popular ingredients' toggle; the best matches of the selection first,
 * then every family's ingredients under its colour and name. What is typed narrows the list as it
 * is typed, without a request: the list renders a moment later, so typing never waits for it.
 */
export function IngredientPicker({
  ingredients,
  filters,
  onFiltersChange,
  selected,
  onToggle,
  bestMatches,
  inputRef,
}: {
  ingredients: readonly IngredientListItem[];
  filters: IngredientFilters;
  onFiltersChange: (filters: IngredientFilters) => void;
  selected: ReadonlySet<number>;
  onToggle: (id: number, source?: HTMLElement) => void;
  /** Null without a selection. */
  bestMatches: BestMatchesState | null;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const baseId = useId();
  const shownFilters = useDeferredValue(filters);

  const shown = useMemo(
    () => visibleIngredients(ingredients, shownFilters),
    [ingredients, shownFilters],
  );
  const groups = useMemo(
    () => (shownFilters.popular ? [] : groupByFamily(shown, lang)),
    [shown, shownFilters.popular, lang],
  );
  const familyOptions = useMemo<FilterOption<number>[]>(
    () =>
      familiesOf(ingredients).map((family) => ({
        value: family.id,
        label: family.name,
        color: family.color,
      })),
    [ingredients],
  );
  const familyName = useMemo(() => (ingredient: IngredientRef) => ingredient.family.name, []);

  const text = shownFilters.text.trim();
  let status: string;
  if (shown.length === 0) status = t('exploreByIngredients.noMatch', { text });
  else if (text !== '') {
    status =
      shown.length === 1
        ? t('exploreByIngredients.matchingOne', { text })
        : t('exploreByIngredients.matchingMany', { count: shown.length, text });
  } else if (shownFilters.popular) {
    status = t('exploreByIngredients.popularCount', { count: shown.length });
  } else {
    status =
      shown.length === 1
        ? t('exploreByIngredients.countOne')
        : t('exploreByIngredients.countMany', { count: shown.length });
  }

  return (
    <div className="ingredient-picker">
      <div className="ingredient-picker__tools">
        <IngredientSearch
          value={filters.text}
          onChange={(text) => onFiltersChange({ ...filters, text })}
          inputRef={inputRef}
        />
        <div
          className="ingredient-picker__filters"
          role="group"
          aria-label={t('exploreByIngredients.filtersLabel')}
        >
          <FilterDropdown
            label={t('filters.family')}
            kind="family"
            options={familyOptions}
            selected={filters.families}
            onApply={(families) => onFiltersChange({ ...filters, families })}
            searchLabel={t('filters.searchFamilies')}
          />
          <button
            type="button"
            className="pill-button"
            aria-pressed={filters.popular}
            onClick={() => onFiltersChange({ ...filters, popular: !filters.popular })}
          >
            {t('exploreByIngredients.popular')}
          </button>
        </div>
      </div>

      <p className="ingredient-picker__status" role="status">
        {status}
      </p>
      {shown.length === 0 && (
        <p className="hint">
          {t('exploreByIngredients.noMatchHint')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onFiltersChange({ ...filters, text: '', families: [] });
              inputRef.current?.focus();
            }}
          >
            {t('exploreByIngredients.showAll')}
          </button>
        </p>
      )}

      {bestMatches && <BestMatches state={bestMatches} selected={selected} onToggle={onToggle} />}

      {shownFilters.popular && shown.length > 0 && (
        <section className="ingredient-group" aria-labelledby={`${baseId}-popular`}>
          <h2 id={`${baseId}-popular`} className="ingredient-group__title">
            {t('exploreByIngredients.popularTitle')}
          </h2>
          <ToggleList
            ingredients={shown}
            selected={selected}
            onToggle={onToggle}
            detailOf={familyName}
          />
        </section>
      )}

      {groups.map((group) => (
        <section
          key={group.family.id}
          className="ingredient-group ingredient-group--family"
          aria-labelledby={`${baseId}-family-${group.family.id}`}
          style={{ '--family-color': group.family.color } as CSSProperties}
        >
          <h2 id={`${baseId}-family-${group.family.id}`} className="ingredient-group__title">
            <span className="ingredient-group__swatch" aria-hidden="true" />
            {group.family.name}
          </h2>
          <ToggleList ingredients={group.ingredients} selected={selected} onToggle={onToggle} />
        </section>
      ))}
    </div>
  );
}
