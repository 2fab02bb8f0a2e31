import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { useTrackView } from '../../lib/analytics';
import { useLanguage } from '../../lib/i18n';
import { useMediaQuery } from '../../lib/use-media-query';
import { ExplorerPerfumeDialog } from '../perfume/explorer-perfume-dialog';
import {
  ConceptSearchField,
  ConceptsListDialog,
  ConceptsSidebar,
  type ConceptListProps,
} from './concept-list-panels';
import { ConceptResults } from './concept-results';
import { conceptsHref, type ConceptsState } from './concept-selection';
import { ConceptVenn, joinNames } from './concept-venn';
import { SphereStage } from './sphere-stage';
import { TagSelector } from './tag-selector';
import { useConceptList } from './use-concept-list';
import { useConceptSelection } from './use-concept-selection';
import { useConceptsData } from './use-concepts-data';
import { useSphereContent } from './use-sphere-content';
import './explore-by-concepts.css';

const MOBILE_QUERY = '(max-width: 767.98px)';

/** The concepts or their files could not load: say so, and offer to try again. */
function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="concepts__failure">
      <p role="alert">{t('exploreByConcepts.loadError')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('exploreByConcepts.retry')}
      </button>
    </div>
  );
}

/**
 * Explore by concepts (spec section 2): mood words on a turning sphere; up to three chosen, their
 * Venn diagram shows the perfumes each combination holds; a region's perfumes open in the results
 * panel, and a perfume in the perfume view. The selection, the highlighted region and the perfume
 * live in the address (currentSelection, selectedRegion, selectedPerfume), so a shared link or a
 * reload finds them again.
 */
export function ExploreByConceptsPage() {
  const { t } = useTranslation();
  useTrackView('EXPLORE_BY_CONCEPTS');
  const lang = useLanguage();
  const data = useConceptsData();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const baseId = useId();
  const [focusedConcept, setFocusedConcept] = useState<number | null>(null);
  const [listOpen, setListOpen] = useState(false);

  const selection = useConceptSelection({
    known: data.conceptsData ? data.byId : null,
    recos: data.recosData,
  });
  const { state, write, toggle, regions } = selection;
  const { nameOf } = data;
  const list = useConceptList({
    concepts: data.conceptsData,
    mobile,
    listShown: !mobile || listOpen,
    lang,
  });
  const shown = !data.loading && !data.failed;
  const sphere = useSphereContent({
    concepts: data.conceptsData,
    recos: data.recosData,
    selection: state.selection,
    category: list.category,
    nameOf,
    shown,
  });

  const listProps: ConceptListProps = {
    groups: list.groups,
    selected: state.selection,
    onToggle: toggle,
    onFocusConcept: setFocusedConcept,
    search: list.search,
    hintId: `${baseId}-list-hint`,
  };
  const searchField = (
    <ConceptSearchField id={`${baseId}-search`} value={list.search} onChange={list.setSearch} />
  );
  const venn = (size?: number) =>
    regions.length > 0 && (
      <ConceptVenn
        selection={state.selection}
        regions={regions}
        nameOf={nameOf}
        selectedMask={selection.selectedMask}
        onPress={selection.press}
        size={size}
      />
    );
  const tags = state.selection.map((id) => ({ id, label: nameOf(id) }));
  const perfumeState = (id: number): ConceptsState => ({ ...state, perfume: id });

  const explorer = (
    <>
      <div className="concepts" hidden={selection.resultsOpen}>
        {!mobile && (
          <ConceptsSidebar
            categories={list.categories}
            category={list.category}
            onCategoryChange={list.setCategory}
            categoryId={`${baseId}-category`}
            searchField={searchField}
            list={listProps}
          />
        )}
        <SphereStage
          onOpenList={mobile ? () => setListOpen(true) : null}
          words={sphere.words}
          distances={data.distancesData!}
          dots={sphere.dots}
          selected={state.selection}
          focused={focusedConcept}
          neighboursOf={data.neighboursOf}
          matching={mobile ? null : list.matching}
          still={state.selection.length > 0}
          paused={selection.resultsOpen}
          onPick={toggle}
        />
        <div className="concepts__picker">
          <TagSelector
            concepts={tags}
            onRemove={toggle}
            onViewPerfumes={selection.openResults}
            notice={selection.notice}
            viewButtonRef={selection.viewButtonRef}
          />
          {regions.length > 0 && (
            <div className="concepts__venn">
              <p className="concepts__hint">{t('exploreByConcepts.vennHint')}</p>
              {venn()}
            </div>
          )}
        </div>
      </div>
      {selection.resultsOpen && selection.shownRegion && selection.resultsConcepts && (
        <ConceptResults
          key={selection.resultsConcepts.join(',')}
          region={selection.shownRegion}
          title={t('exploreByConcepts.resultsTitle', {
            concepts: joinNames(selection.resultsConcepts.map(nameOf), lang),
          })}
          venn={venn(260)}
          hrefFor={(id) => conceptsHref(perfumeState(id))}
          onOpen={(id) => write(perfumeState(id))}
          onBack={selection.closeResults}
          headingRef={selection.resultsHeadingRef}
        />
      )}
      {mobile && listOpen && (
        <ConceptsListDialog
          titleId={`${baseId}-dialog-title`}
          onClose={() => setListOpen(false)}
          searchField={searchField}
          list={listProps}
          tags={
            <TagSelector
              concepts={tags}
              onRemove={toggle}
              onViewPerfumes={() => {
                if (state.selection.length > 0) setListOpen(false);
                selection.openResults();
              }}
              notice={selection.notice}
            />
          }
        />
      )}
    </>
  );

  return (
    <PageFrame title={t('pages.exploreByConcepts')}>
      {data.failed ? (
        <LoadFailure onRetry={data.retry} />
      ) : data.loading ? (
        <p role="status">{t('exploreByConcepts.loading')}</p>
      ) : (
        explorer
      )}
      <ExplorerPerfumeDialog
        perfumeId={state.perfume}
        similar={{ in: 'view', href: (id) => conceptsHref(perfumeState(id)) }}
        onClose={() => write({ ...state, perfume: null }, { lookBack: true })}
        returnFocus={() => selection.resultsHeadingRef.current}
      />
    </PageFrame>
  );
}
