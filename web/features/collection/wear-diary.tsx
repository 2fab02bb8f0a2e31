import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointRoutes } from '../../../common/api/endpoint-routes';
import type { WearDiaryResponse } from '../../../common/api/collection';
import { usePerfumesByIds } from '../../lib/api/perfumes-by-ids';
import { callEndpoint } from '../../lib/call-endpoint';
import { subscribeWears, today } from '../../lib/collection';
import { useLanguage } from '../../lib/i18n';
import {
  emptyLocalCollection,
  getLocalCollection,
  subscribeLocalCollection,
} from '../../lib/local-collection';
import { apiQueryKey } from '../../lib/query-client';
import { isSignedIn, useSession } from '../../lib/session';
import { localDiary, monthWeeks, shiftMonth } from './diary-model';

// The wear diary (issue 30): a month as a calendar, each day with what was worn, and the most worn
// perfumes of the month's year. The account's comes from the server, the browser's from its own
// store.

function useAccountDiary(month: string, enabled: boolean) {
  const lang = useLanguage();
  const client = useQueryClient();
  const key = apiQueryKey(lang, endpointRoutes.wearDiary.path, { month });
  // A wear written anywhere on the page shows at once.
  useEffect(
    () =>
      subscribeWears(
        () =>
          void client.invalidateQueries({ queryKey: ['api', lang, endpointRoutes.wearDiary.path] }),
      ),
    [client, lang],
  );
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callEndpoint('wearDiary', { query: { month }, signal, lang }),
    enabled,
  });
}

function useBrowserDiary(month: string, enabled: boolean): WearDiaryResponse | undefined {
  const local = useSyncExternalStore(
    subscribeLocalCollection,
    getLocalCollection,
    () => emptyLocalCollection,
  );
  const ids = useMemo(() => [...new Set(local.wears.map((w) => w.perfumeId))], [local.wears]);
  const perfumes = usePerfumesByIds(enabled ? ids : []);
  return useMemo(() => {
    if (!enabled) return undefined;
    const names = new Map(
      (perfumes.data ?? []).map((p) => [p.id, { name: p.name, brand: p.brand.name }] as const),
    );
    return localDiary(local.wears, month, names);
  }, [enabled, local.wears, month, perfumes.data]);
}

export function WearDiary() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [month, setMonth] = useState(() => today().slice(0, 7));
  const account = useAccountDiary(month, signedIn);
  const browser = useBrowserDiary(month, !signedIn);
  const diary = signedIn ? account.data : browser;

  const [year, m] = month.split('-').map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat(lang, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
      // 2024-01-01 was a Monday.
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  );
  const byDay = new Map<number, string[]>();
  for (const w of diary?.wears ?? []) {
    const day = Number(w.wornOn.slice(8, 10));
    byDay.set(day, [...(byDay.get(day) ?? []), w.perfume.name]);
  }

  return (
    <section className="wear-diary" aria-labelledby="wear-diary-title">
      <h2 id="wear-diary-title">{t('collection.page.diaryTitle')}</h2>
      <div className="wear-diary__month">
        <button
          type="button"
          className="pill-button"
          aria-label={t('collection.page.previousMonth')}
          onClick={() => setMonth((mo) => shiftMonth(mo, -1))}
        >
          ‹
        </button>
        <h3 aria-live="polite">{monthName}</h3>
        <button
          type="button"
          className="pill-button"
          aria-label={t('collection.page.nextMonth')}
          onClick={() => setMonth((mo) => shiftMonth(mo, 1))}
        >
          ›
        </button>
      </div>
      <table className="wear-diary__calendar">
        <caption className="visually-hidden">{monthName}</caption>
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => (
                <td key={j} className={day && byDay.has(day) ? 'is-worn' : undefined}>
                  {day && (
                    <>
                      <span className="wear-diary__day">{day}</span>
                      {byDay.get(day)?.map((name, k) => (
                        <span key={k} className="wear-diary__worn">
                          {name}
                        </span>
                      ))}
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {diary && diary.wears.length === 0 && <p>{t('collection.page.diaryEmpty')}</p>}
      <h3>{t('collection.page.mostWorn', { year })}</h3>
      {diary && diary.mostWorn.length > 0 ? (
        <ol className="wear-diary__most-worn">
          {diary.mostWorn.map((w) => (
            <li key={w.perfume.id}>
              {w.perfume.name} · {w.perfume.brand} ·{' '}
              {t('collection.page.wears', { count: w.wears })}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('collection.page.mostWornEmpty')}</p>
      )}
    </section>
  );
}
