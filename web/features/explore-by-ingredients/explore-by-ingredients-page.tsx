import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IngredientRef } from '../../../common/api/catalog';
import { PageFrame } from '../../components/page-frame';
import { useTrackView } from '../../lib/analytics';
import { useIngredients } from '../../lib/api/ingredients';
import { usePossibleCombinations } from '../../lib/api/possible-combinations';
import { useLanguage } from '../../lib/i18n';
import {
  useQueryNavigator,
  useQueryParams,
  type QueryNavigationOptions,
} from '../../lib/url-query';
import { ExplorerPerfumeDialog } from '../perfume/explorer-perfume-dialog';
import { IngredientPicker, type BestMatchesState } from './ingredient-picker';
import { IngredientResults } from './ingredient-results';
import {
  BEST_MATCHES_SHOWN,
  MAX_SELECTION,
  ingredientsHref,
  ingredientsQuery,
  initialIngredientsState,
  noIngredientFilters,
  readIngredientsState,
  toggleIngredient,
  withSelection,
  type IngredientFilters,
  type IngredientsState,
} from './ingredients-model';
import { SelectionStrip } from './selection-strip';
import { useKeptInPlace } from './use-kept-in-place';
import './explore-by-ingredients.css';
import { joinList } from '../../lib/intl-formats';

/** The best matches of the selection, as the picker shows them; null without a selection. */
function bestMatchesOf(
  selection: readonly number[],
  combinations: ReturnType<typeof usePossibleCombinations>,
): BestMatchesState | null {
  if (selection.length === 0) return null;
  if (combinations.data) {
    return {
      status: 'success',
      ingredients: combinations.data.slice(0, BEST_MATCHES_SHOWN).map((c) => c.ingredient),
      stale: combinations.isPlaceholderData,
    };
  }
  if (combinations.isError) return { status: 'error', retry: () => void combinations.refetch() };
  return { status: 'pending' };
}

/**
 * Explore by ingredients (spec sections 2 and 4): pick ingredients from the list, grouped by
 * family; with a selection, the ingredients that go best with it come first and the selection
 * strip offers 'Show me results', the perfumes that hold them, which open in the perfume view.
 * The selection, whether the results are shown and the perfume live in the address (selection[],
 * query, selectedPerfume), so back and forward walk through them and a link shares them; the
 * names come from the list in the language shown, so a language switch reloads them by id.
 */
export function ExploreByIngredientsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const params = useQueryParams();
  const parsed = useMemo(() => readIngredientsState(params), [params]);
  const navigateQuery = useQueryNavigator();
  const ingredients = useIngredients();
  const [filters, setFilters] = useState<IngredientFilters>(noIngredientFilters);
  const [notice, setNotice] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const showResultsRef = useRef<HTMLButtonElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const byId = useMemo(
    () => new Map((ingredients.data ?? []).map((ingredient) => [ingredient.id, ingredient])),
    [ingredients.data],
  );
  // Ids the catalog does not know (an old link) are dropped once the list is there.
  const state = useMemo<IngredientsState>(() => {
    if (!ingredients.data) return parsed;
    const known = parsed.selection.filter((id) => byId.has(id));
    return known.length === parsed.selection.length ? parsed : withSelection(parsed, known);
  }, [parsed, ingredients.data, byId]);
  const selected = useMemo(() => new Set(state.selection), [state.selection]);
  const combinations = usePossibleCombinations(state.selection);

  useTrackView('EXPLORE_BY_INGREDIENTS');

  const write = useCallback(
    (next: IngredientsState, options?: QueryNavigationOptions) =>
      navigateQuery(ingredientsQuery(next), options),
    [navigateQuery],
  );

  // Focus after a change that removes what had it: 'search' when the screen resets.
  const pendingFocus = useRef<'search' | 'showResults' | 'resultsHeading' | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'search') inputRef.current?.focus();
    else if (target === 'showResults') showResultsRef.current?.focus();
    else resultsHeadingRef.current?.focus();
  }, [state.selection, state.results]);

  const reset = () => {
    setFilters(noIngredientFilters);
    setNotice(null);
    pendingFocus.current = 'search';
    write(initialIngredientsState);
  };

  const keepInPlace = useKeptInPlace(state.selection, combinations);

  // Stable for the whole visit, so that a pick re-renders only the toggles whose state changed
  // (the address, and with it `write`, changes with every pick).
  const latest = useRef({ state, write, t });
  useLayoutEffect(() => {
    latest.current = { state, write, t };
  });
  const toggle = useCallback(
    (id: number, source?: HTMLElement) => {
      const { state: current, write: writeState, t: translate } = latest.current;
      if (source) keepInPlace(source);
      const step = toggleIngredient(current.selection, id);
      if (step.outcome === 'refused') {
        setNotice(translate('exploreByIngredients.maxReached', { count: MAX_SELECTION }));
        return;
      }
      setNotice(null);
      if (step.selection.length === 0) {
        // Spec section 4: removing the last ingredient resets the screen.
        setFilters(noIngredientFilters);
        pendingFocus.current = 'search';
      }
      writeState(withSelection(current, step.selection));
    },
    [keepInPlace],
  );

  const nameOf = (id: number): IngredientRef | undefined => byId.get(id);
  const chosen = state.selection
    .map(nameOf)
    .filter((ingredient): ingredient is IngredientRef => ingredient !== undefined);

  const bestMatches = bestMatchesOf(state.selection, combinations);

  const showResults = state.results && state.selection.length > 0;
  const perfumeState = (id: number): IngredientsState => ({ ...state, perfume: id });

  return (
    <PageFrame title={t('pages.exploreByIngredients')}>
      <div className="ingredients-explorer">
        {ingredients.isError ? (
          <div className="ingredients-explorer__failure" role="alert">
            <p>{t('exploreByIngredients.loadError')}</p>
            <button type="button" className="button" onClick={() => void ingredients.refetch()}>
              {t('exploreByIngredients.retry')}
            </button>
          </div>
        ) : !ingredients.data ? (
          <p className="ingredients-explorer__status" role="status">
            {t('exploreByIngredients.loading')}
          </p>
        ) : (
          <>
            {!showResults && (
              <p className="ingredients-explorer__intro">{t('exploreByIngredients.intro')}</p>
            )}
            {chosen.length > 0 && (
              <SelectionStrip
                ingredients={chosen}
                onRemove={toggle}
                onClear={reset}
                onShowResults={
                  showResults
                    ? null
                    : () => {
                        pendingFocus.current = 'resultsHeading';
                        write({ ...state, results: true, perfume: null });
                      }
                }
                notice={notice}
                showResultsRef={showResultsRef}
              />
            )}
            {showResults ? (
              <IngredientResults
                selection={state.selection}
                title={t('exploreByIngredients.resultsTitle', {
                  ingredients: joinList(
                    lang,
                    chosen.map((ingredient) => ingredient.name),
                  ),
                })}
                hrefFor={(id) => ingredientsHref(perfumeState(id))}
                onOpen={(id) => write(perfumeState(id))}
                onBack={() => {
                  pendingFocus.current = 'showResults';
                  write({ ...state, results: false, perfume: null }, { lookBack: true });
                }}
                headingRef={resultsHeadingRef}
              />
            ) : (
              <IngredientPicker
                ingredients={ingredients.data}
                filters={filters}
                onFiltersChange={setFilters}
                selected={selected}
                onToggle={toggle}
                bestMatches={bestMatches}
                inputRef={inputRef}
              />
            )}
          </>
        )}
      </div>
      <ExplorerPerfumeDialog
        perfumeId={showResults ? state.perfume : null}
        similar={{ in: 'view', href: (id) => ingredientsHref(perfumeState(id)) }}
        onClose={() => write({ ...state, perfume: null }, { lookBack: true })}
        returnFocus={() => resultsHeadingRef.current}
      />
    </PageFrame>
  );
}
