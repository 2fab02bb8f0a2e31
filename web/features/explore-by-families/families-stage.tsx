import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenderCode } from '../../../common/domain/gender';
import { Bubbles } from '../../components/charts/bubbles/bubbles';
import type {
  BubbleFamilyDatum,
  BubblePerfumeDatum,
} from '../../components/charts/bubbles/bubbles-layout';
import { CloseIcon } from '../../components/icons';
import { FamiliesList } from './families-list';
import type { FamilySelection } from './family-selection';
import { GenderChoices } from './gender-choices';

/**
 * The gender filter on the canvas: open on a desktop, folded on a phone (spec section 2); its
 * button says how many genders are chosen. On a desktop, closing it clears the selection.
 */
function GenderPanel({
  genders,
  onChange,
  mobile,
  onClosed,
}: {
  genders: GenderCode[];
  onChange: (genders: GenderCode[]) => void;
  mobile: boolean;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(!mobile);
  const panelId = useId();
  return (
    <div className="families-explorer__gender">
      {open ? (
        <div id={panelId} className="families-explorer__gender-panel">
          <GenderChoices
            legend={t('exploreByFamilies.gender')}
            genders={genders}
            onChange={onChange}
          />
          <button
            type="button"
            className="families-explorer__close"
            aria-label={t('exploreByFamilies.closeGender')}
            aria-controls={panelId}
            aria-expanded="true"
            onClick={() => {
              setOpen(false);
              onClosed();
            }}
          >
            <CloseIcon width="20" height="20" />
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--small"
          aria-controls={panelId}
          aria-expanded="false"
          onClick={() => setOpen(true)}
        >
          {genders.length > 0
            ? t('exploreByFamilies.genderCount', { count: genders.length })
            : t('exploreByFamilies.gender')}
        </button>
      )}
    </div>
  );
}

/**
 * The canvas: the families as bubbles or as a list (or the tree's loading and failure), with the
 * gender filter over it; inert while the results panel covers it.
 */
export function FamiliesStage({
  tree,
  view,
  families,
  selection,
  dots,
  mobile,
  inert,
  onSelectFamily,
  onSelectSubfamily,
  onOpenPerfume,
  genders,
  onGendersChange,
  onGenderClosed,
}: {
  tree: { isPending: boolean; isError: boolean; refetch: () => unknown };
  view: 'bubbles' | 'list';
  families: BubbleFamilyDatum[];
  selection: FamilySelection;
  dots: BubblePerfumeDatum[];
  mobile: boolean;
  inert: boolean;
  onSelectFamily: (id: number) => void;
  onSelectSubfamily: (familyId: number, subfamilyId: number) => void;
  onOpenPerfume: (id: number) => void;
  genders: GenderCode[];
  onGendersChange: (genders: GenderCode[]) => void;
  onGenderClosed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="families-explorer__stage" inert={inert || undefined}>
      {tree.isPending ? (
        <p className="families-explorer__status" role="status">
          {t('exploreByFamilies.loading')}
        </p>
      ) : tree.isError ? (
        <div className="families-explorer__status" role="alert">
          <p>{t('exploreByFamilies.loadError')}</p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void tree.refetch()}
          >
            {t('exploreByFamilies.retry')}
          </button>
        </div>
      ) : view === 'bubbles' ? (
        <Bubbles
          families={families}
          selectedFamilyId={selection.familyId}
          selectedSubfamilyId={selection.subfamilyId}
          perfumes={dots}
          mobile={mobile}
          onSelectFamily={onSelectFamily}
          onSelectSubfamily={onSelectSubfamily}
          onOpenPerfume={onOpenPerfume}
        />
      ) : (
        <FamiliesList
          families={families}
          selection={selection}
          onSelectFamily={onSelectFamily}
          onSelectSubfamily={onSelectSubfamily}
        />
      )}
      <GenderPanel
        genders={genders}
        onChange={onGendersChange}
        mobile={mobile}
        onClosed={onGenderClosed}
      />
    </div>
  );
}
