import { useTranslation } from 'react-i18next';
import type { PerfumeSummary } from '../../common/api/catalog';
import { perfumeViewHref } from '../lib/page-hrefs';
import { PerfumeCard } from './perfume-card';
import './perfume-timeline.css';

/** Perfumes by year: the years in order, each with its perfumes; the undated last. */
export function yearGroups(
  perfumes: readonly PerfumeSummary[],
): { year: number | null; perfumes: PerfumeSummary[] }[] {
  const groups = new Map<number | null, PerfumeSummary[]>();
  for (const perfume of perfumes) {
    const list = groups.get(perfume.year) ?? [];
    list.push(perfume);
    groups.set(perfume.year, list);
  }
  return [...groups]
    .sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity))
    .map(([year, list]) => ({ year, perfumes: list }));
}

/**
 * A body of work as a timeline: a heading per year (at `level`), the year's perfumes as cards that
 * open their view, the discontinued ones marked.
 */
export function PerfumeTimeline({
  perfumes,
  level = 3,
}: {
  perfumes: readonly PerfumeSummary[];
  level?: 3 | 4;
}) {
  const { t } = useTranslation();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <ol className="perfume-timeline">
      {yearGroups(perfumes).map(({ year, perfumes: ofYear }) => (
        <li key={year ?? 'undated'} className="perfume-timeline__year">
          <Heading className="perfume-timeline__label">{year ?? t('timeline.undated')}</Heading>
          <ul className="perfume-timeline__perfumes">
            {ofYear.map((perfume) => (
              <li key={perfume.id}>
                <PerfumeCard
                  perfume={perfume}
                  href={perfumeViewHref(perfume.id)}
                  size="small"
                  tag={
                    perfume.discontinued ? (
                      <span className="tag">{t('timeline.discontinued')}</span>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
