import type { AnalyticsCursor, AnalyticsRepository } from '../db/analytics-repository';
import { createReportAccumulator, formatReport } from './report';

export interface RunReportOptions {
  analytics: AnalyticsRepository;
  since: Date;
  now: Date;
  /** Events read per query: a large table never sits in memory whole. */
  pageSize?: number;
  /** Told how far the reading is, when the table is large. */
  onProgress?: (done: number, total: number) => void;
  /** From how many events the progress is shown. */
  progressFrom?: number;
}

/** Reads the events since `since` page by page and returns the report as text. */
export async function runReport(options: RunReportOptions): Promise<string> {
  const { analytics, pageSize = 5000, progressFrom = 20_000 } = options;
  const since = options.since.toISOString();
  const total = await analytics.countSince(since);
  const progress = total >= progressFrom ? options.onProgress : undefined;
  const accumulator = createReportAccumulator();
  let cursor: AnalyticsCursor | null = null;
  let done = 0;
  progress?.(0, total);
  for (;;) {
    const page = await analytics.pageSince(since, cursor, pageSize);
    for (const event of page) accumulator.add(event);
    done += page.length;
    if (page.length > 0) progress?.(Math.min(done, total), total);
    if (page.length < pageSize) break;
    const last = page.at(-1)!;
    cursor = { occurredAt: last.occurredAt, id: last.id };
  }
  const report = accumulator.result();
  const perfumeNames = await analytics.perfumeNames(
    report.topPerfumesViewed.map((p) => p.perfumeId),
  );
  return formatReport(report, { since, until: options.now.toISOString(), perfumeNames });
}
