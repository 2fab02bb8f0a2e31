import type { WearDiaryResponse } from '../../../common/api/collection';
import type { LocalWear } from '../../lib/local-collection';

// The wear diary's month (issue 30): its weeks as a calendar, and the browser's own diary read the
// way the server answers an account's.

/** The month's days in weeks from Monday, null where a week reaches into another month. */
export function monthWeeks(month: string): (number | null)[][] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  // getUTCDay: 0 is Sunday; the calendar starts on Monday, as in the three languages' countries.
  const offset = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The browser's diary as the server would answer it, perfumes named by `names`. */
export function localDiary(
  wears: readonly LocalWear[],
  month: string,
  names: ReadonlyMap<number, { name: string; brand: string }>,
): WearDiaryResponse {
  const year = month.slice(0, 4);
  const named = (id: number) => ({ id, ...(names.get(id) ?? { name: '', brand: '' }) });
  const counts = new Map<number, { wears: number; last: string }>();
  for (const w of wears) {
    if (!w.wornOn.startsWith(year)) continue;
    const seen = counts.get(w.perfumeId);
    counts.set(w.perfumeId, {
      wears: (seen?.wears ?? 0) + 1,
      last: seen && seen.last > w.wornOn ? seen.last : w.wornOn,
    });
  }
  return {
    month,
    wears: wears
      .filter((w) => w.wornOn.startsWith(month))
      .sort((a, b) => a.wornOn.localeCompare(b.wornOn))
      .map((w) => ({ ...w, perfume: named(w.perfumeId) })),
    mostWorn: [...counts]
      .sort((a, b) => b[1].wears - a[1].wears || b[1].last.localeCompare(a[1].last))
      .slice(0, 10)
      .map(([id, c]) => ({ perfume: named(id), wears: c.wears })),
  };
}
