import type { StoredAnalyticsEvent } from '../db/analytics-repository';

// The operator's usage report, computed in one pass over the events (oldest first), so that it
// reads a table of any size page by page: views per screen, the top searches and perfumes viewed,
// and the funnel from a search to a favourite, followed per visit (one random id per page load).

export interface UsageReport {
  events: number;
  visits: number;
  viewsPerScreen: { view: string; views: number; visits: number }[];
  searchesByType: { searchType: string; searches: number }[];
  topSearches: { query: string; searches: number }[];
  topPerfumesViewed: { perfumeId: number; views: number }[];
  funnel: { searched: number; viewedAfterSearch: number; favouriteAfterView: number };
}

const top = <K>(counts: Map<K, number>, n: number) =>
  [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0]))).slice(0, n);

const bump = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Where a visit stands in the funnel: 0 nothing yet, 1 searched, 2 then viewed, 3 then a favourite. */
type Stage = 0 | 1 | 2 | 3;

export function createReportAccumulator(options: { topN?: number } = {}) {
  const n = options.topN ?? 10;
  let events = 0;
  const visits = new Set<string>();
  const views = new Map<string, number>();
  const viewVisits = new Map<string, Set<string>>();
  const searchTypes = new Map<string, number>();
  const queries = new Map<string, number>();
  const perfumes = new Map<number, number>();
  const stages = new Map<string, Stage>();

  const advance = (visit: string | null, from: Stage, to: Stage) => {
    if (visit === null) return;
    if ((stages.get(visit) ?? 0) === from) stages.set(visit, to);
  };

  return {
    add(event: StoredAnalyticsEvent): void {
      events += 1;
      const visit = event.visitorId;
      if (visit) visits.add(visit);
      if (event.type === 'VIEW_OPENED' && event.name) {
        bump(views, event.name);
        if (visit) {
          const set = viewVisits.get(event.name) ?? new Set<string>();
          set.add(visit);
          viewVisits.set(event.name, set);
        }
        if (event.name === 'PERFUME_VIEWED') {
          if (event.subjectId !== null) bump(perfumes, event.subjectId);
          advance(visit, 1, 2);
        }
      } else if (event.type === 'SEARCH_PERFUMES' && event.name) {
        bump(searchTypes, event.name);
        const query = event.data.query;
        if (typeof query === 'string' && query.trim()) bump(queries, query.trim().toLowerCase());
        advance(visit, 0, 1);
      } else if (event.type === 'ACTION' && event.name === 'FAVORITE_ADDED') {
        advance(visit, 2, 3);
      }
    },

    result(): UsageReport {
      const reached = (stage: Stage) => [...stages.values()].filter((s) => s >= stage).length;
      return {
        events,
        visits: visits.size,
        viewsPerScreen: top(views, Infinity).map(([view, count]) => ({
          view,
          views: count,
          visits: viewVisits.get(view)?.size ?? 0,
        })),
        searchesByType: top(searchTypes, Infinity).map(([searchType, searches]) => ({
          searchType,
          searches,
        })),
        topSearches: top(queries, n).map(([query, searches]) => ({ query, searches })),
        topPerfumesViewed: top(perfumes, n).map(([perfumeId, count]) => ({
          perfumeId,
          views: count,
        })),
        funnel: {
          searched: reached(1),
          viewedAfterSearch: reached(2),
          favouriteAfterView: reached(3),
        },
      };
    },
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;

function table(headers: string[], rows: (string | number)[][]): string {
  if (rows.length === 0) return '  (none)';
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  return cells
    .map((r) =>
      r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '),
    )
    .map((line) => `  ${line}`)
    .join('\n');
}

/** The report as text, perfumes named from the catalog. */
export function formatReport(
  report: UsageReport,
  context: { since: string; until: string; perfumeNames: Map<number, string> },
): string {
  const { funnel } = report;
  return [
    `Usage from ${context.since} to ${context.until}: ${report.events} events in ${report.visits} visits.`,
    '',
    'Views per screen',
    table(
      ['screen', 'views', 'visits'],
      report.viewsPerScreen.map((v) => [v.view, v.views, v.visits]),
    ),
    '',
    'Searches by type',
    table(
      ['type', 'searches'],
      report.searchesByType.map((s) => [s.searchType, s.searches]),
    ),
    '',
    'Top searches (words typed)',
    table(
      ['words', 'searches'],
      report.topSearches.map((s) => [s.query, s.searches]),
    ),
    '',
    'Top perfumes viewed',
    table(
      ['perfume', 'views'],
      report.topPerfumesViewed.map((p) => [
        `${context.perfumeNames.get(p.perfumeId) ?? 'not in the catalog'} (#${p.perfumeId})`,
        p.views,
      ]),
    ),
    '',
    'Funnel, per visit: a search, then a perfume viewed, then a favourite added',
    table(
      ['step', 'visits', 'of the step before'],
      [
        ['searched', funnel.searched, ''],
        [
          'viewed a perfume',
          funnel.viewedAfterSearch,
          percent(funnel.viewedAfterSearch, funnel.searched),
        ],
        [
          'added a favourite',
          funnel.favouriteAfterView,
          percent(funnel.favouriteAfterView, funnel.viewedAfterSearch),
        ],
      ],
    ),
    '',
  ].join('\n');
}

/** "7d", "24h", "90m" before `now`, or a date (2026-11-01): the start of the report. */
export function parseSince(value: string, now: Date): Date | null {
  const relative = /^(\d+)([dhm])$/.exec(value.trim());
  if (relative) {
    const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[relative[2] as 'd' | 'h' | 'm'];
    return new Date(now.getTime() - Number(relative[1]) * unit);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
