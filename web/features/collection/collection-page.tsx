import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PerfumeSummary } from '../../../common/api/catalog';
import { appRoutes } from '../../../common/app-routes';
import { MAX_RATING, shelves } from '../../../common/domain/collection';
import { PageFrame } from '../../components/page-frame';
import { TabList, TabPanel, type TabItem } from '../../components/tabs';
import { usePerfumesByIds } from '../../lib/api/perfumes-by-ids';
import { useCollection } from '../../lib/collection';
import { isSignedIn, useSession } from '../../lib/session';
import { CollectionChart } from './collection-chart';
import { CollectionExports } from './collection-exports';
import { CollectionImport } from './collection-import';
import { CollectionList } from './collection-list';
import {
  shownEntries,
  sortKeys,
  type CollectionFilters,
  type ShelfTab,
  type ShownEntry,
  type SortKey,
} from './collection-model';
import { WearDiary } from './wear-diary';
import './collection.css';

// The collection page (issue 30, /collection): shelves as tabs, sorted and filtered; the family
// chart and the seasons nothing owned is worn in; the wear diary; export and import.

const tabIds: readonly ShelfTab[] = ['all', ...shelves];
const BASE_ID = 'collection-shelves';

/** The entries with their perfume cards: the account's answer brings them, others are fetched. */
function useShownEntries(): { ready: boolean; entries: ShownEntry[] } {
  const { ready, entries } = useCollection();
  const missing = useMemo(
    () => entries.filter((e) => e.perfume === null).map((e) => e.perfumeId),
    [entries],
  );
  const fetched = usePerfumesByIds(missing);
  return useMemo(() => {
    const cards = new Map<number, PerfumeSummary>(
      (fetched.data ?? []).map((p) => [p.id, p] as const),
    );
    const shown: ShownEntry[] = [];
    for (const e of entries) {
      const perfume = e.perfume ?? cards.get(e.perfumeId);
      // A perfume that left the catalog stays kept, unseen until it returns.
      if (perfume) shown.push({ ...e, perfume });
    }
    return { ready: ready && (missing.length === 0 || !fetched.isPending), entries: shown };
  }, [entries, fetched.data, fetched.isPending, missing.length, ready]);
}

export function CollectionPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { ready, entries } = useShownEntries();
  const [filters, setFilters] = useState<CollectionFilters>({
    tab: 'all',
    sort: 'added',
    familyId: null,
    minRating: null,
  });
  const set = (change: Partial<CollectionFilters>) => setFilters((f) => ({ ...f, ...change }));
  const shown = useMemo(() => shownEntries(entries, filters), [entries, filters]);
  const families = useMemo(() => {
    const byId = new Map(entries.map((e) => [e.perfume.family.id, e.perfume.family.name]));
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [entries]);
  const tabs: TabItem<ShelfTab>[] = tabIds.map((id) => ({
    id,
    label: `${id === 'all' ? t('collection.page.all') : t(`collection.shelves.${id}`)} (${
      id === 'all' ? entries.length : entries.filter((e) => e.shelf === id).length
    })`,
  }));

  return (
    <PageFrame title={t('collection.page.title')}>
      <div className="collection-page">
        <p className="collection-page__intro">{t('collection.page.intro')}</p>
        {session.status === 'ready' && !isSignedIn(session) && (
          <p className="collection-page__local">
            {t('collection.page.localNote')}{' '}
            <Link to={appRoutes.signup}>{t('collection.page.signup')}</Link>
          </p>
        )}
        {!ready ? (
          <p role="status">{t('collection.page.loading')}</p>
        ) : (
          <>
            <TabList
              label={t('collection.page.tabsLabel')}
              baseId={BASE_ID}
              tabs={tabs}
              selected={filters.tab}
              onSelect={(tab) => set({ tab })}
            />
            <TabPanel baseId={BASE_ID} id={filters.tab} className="collection-page__panel">
              <div className="collection-page__filters">
                <label>
                  <span>{t('collection.page.sort')}</span>
                  <select
                    value={filters.sort}
                    onChange={(e) => set({ sort: e.target.value as SortKey })}
                  >
                    {sortKeys.map((key) => (
                      <option key={key} value={key}>
                        {t(`collection.page.sorts.${key}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t('collection.page.family')}</span>
                  <select
                    value={filters.familyId ?? ''}
                    onChange={(e) =>
                      set({ familyId: e.target.value ? Number(e.target.value) : null })
                    }
                  >
                    <option value="">{t('collection.page.allFamilies')}</option>
                    {families.map(([id, name]) => (
                      <option key={id} value={id}>
                        {name}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t('collection.page.minRating')}</span>
                  <select
                    value={filters.minRating ?? ''}
                    onChange={(e) =>
                      set({ minRating: e.target.value ? Number(e.target.value) : null })
                    }
                  >
                    <option value="">{t('collection.page.anyRating')}</option>
                    {Array.from({ length: MAX_RATING }, (_, i) => MAX_RATING - i).map((r) => (
                      <option key={r} value={r}>
                        {t('collection.page.atLeast', { count: r })}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <p className="collection-page__count">
                {t('collection.page.count', { count: shown.length })}
              </p>
              {shown.length === 0 ? (
                <p className="collection-page__empty">
                  {entries.length === 0
                    ? t('collection.page.empty')
                    : t('collection.page.emptyFiltered')}{' '}
                  {entries.length === 0 && (
                    <Link to={appRoutes.exploreByName}>{t('collection.page.explore')}</Link>
                  )}
                </p>
              ) : (
                <CollectionList entries={shown} />
              )}
            </TabPanel>
            {entries.length > 0 && <CollectionChart entries={entries} />}
            <WearDiary />
            <CollectionExports entries={entries} />
            <CollectionImport />
          </>
        )}
      </div>
    </PageFrame>
  );
}
