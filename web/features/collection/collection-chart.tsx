import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Donut } from '../../components/charts/donut/donut';
import { familyCounts, seasonGaps, type ShownEntry } from './collection-model';

// The collection's families as a donut, and its gaps: the seasons nothing owned is worn in
// (issue 30, docs/decisions/043-collection.md).

export function CollectionChart({ entries }: { entries: readonly ShownEntry[] }) {
  const { t } = useTranslation();
  const data = useMemo(() => familyCounts(entries), [entries]);
  const gaps = useMemo(() => seasonGaps(entries), [entries]);
  const [selected, setSelected] = useState<number | null>(null);
  const owned = entries.some((e) => e.shelf === 'have');
  return (
    <div className="collection-chart">
      <section className="collection-chart__families">
        <h2>{t('collection.page.chartTitle')}</h2>
        <Donut
          data={data}
          selectedId={selected}
          onSelect={(id) => setSelected((s) => (s === id ? null : id))}
          label={t('collection.page.chartTitle')}
          describe={(d, percent) =>
            t('collection.page.chartDescribe', { family: d.label, count: d.count, percent })
          }
          size={200}
        />
      </section>
      {owned && (
        <section className="collection-chart__gaps">
          <h2>{t('collection.page.gapsTitle')}</h2>
          {gaps.length === 0 ? (
            <p>{t('collection.page.noGaps')}</p>
          ) : (
            <ul>
              {gaps.map((season) => (
                <li key={season}>
                  {t('collection.page.gap', {
                    season: t(`collection.seasonNames.${season}`).toLocaleLowerCase(),
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
