import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { SearchFilters } from '../../components/search-filters';
import { useTrackView } from '../../lib/analytics';
import { usePerfume } from '../../lib/api/perfume';
import { noFilters, type SearchFilters as Filters } from '../../lib/api/search-perfumes';
import {
  useQueryNavigator,
  useQueryParams,
  type QueryNavigationOptions,
} from '../../lib/url-query';
import { ExplorerPerfumeDialog } from '../perfume/explorer-perfume-dialog';
import {
  exploreHref,
  exploreQuery,
  initialExploreState,
  readExploreState,
  type ExploreState,
} from './explore-state';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';
import './explore-by-name.css';

/**
 * Explore by name (spec section 2): search perfumes by name or brand, filter them, open one in the
 * perfume view, its similar perfumes and a comparison. The search, the perfume shown and the steps
 * inside its view live in the address, so back and forward walk through them and a link shares
 * them; typing replaces the current entry rather than adding one per word.
 */
export function ExploreByNamePage() {
  const { t } = useTranslation();
  const params = useQueryParams();
  const state = useMemo(() => readExploreState(params), [params]);
  const navigateQuery = useQueryNavigator();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = usePerfume(state.selection);
  useTrackView('EXPLORE_BY_PERFUMES');

  const write = (next: ExploreState, options?: QueryNavigationOptions) =>
    navigateQuery(exploreQuery(next), options);

  // The search box has focus on arrival, unless a perfume view opens with the page.
  useEffect(() => {
    if (state.selection === null) inputRef.current?.focus();
    // On arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const search = (text: string) => write({ ...state, query: text.trim() }, { replace: true });
  const perfumeState = (id: number): ExploreState => ({
    ...state,
    selection: id,
    showSimilar: false,
    selectedSimilar: null,
  });

  const title =
    state.selection !== null && selected.data
      ? t('exploreByName.titleSelected', { name: selected.data.name })
      : t('pages.exploreByName');

  return (
    <PageFrame title={title}>
      <div className="explore-by-name">
        <SearchBox query={state.query} onSearch={search} inputRef={inputRef} />
        <SearchFilters filters={filters} onChange={setFilters} />
        <SearchResults
          query={state.query}
          filters={filters}
          hrefFor={(id) => exploreHref(perfumeState(id))}
          onOpen={(id) => write(perfumeState(id))}
          onExample={(text) => {
            search(text);
            inputRef.current?.focus();
          }}
        />
      </div>
      <ExplorerPerfumeDialog
        perfumeId={state.selection}
        similar={{
          in: 'address',
          steps: state,
          go: (steps) => write({ ...state, ...steps }),
          href: (steps) => exploreHref({ ...state, ...steps }),
        }}
        onClose={() => write({ ...initialExploreState, query: state.query }, { lookBack: true })}
        returnFocus={() => inputRef.current}
      />
    </PageFrame>
  );
}
