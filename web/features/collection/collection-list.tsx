import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appRoutes } from '../../../common/app-routes';
import { wearToday } from '../../lib/collection';
import { useLanguage } from '../../lib/i18n';
import type { ShownEntry } from './collection-model';

// The perfumes of a shelf tab: name, house, family, shelf, rating, wears, and "I wore it today" in
// one tap (issue 30).

export function CollectionList({ entries }: { entries: readonly ShownEntry[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [worn, setWorn] = useState<string | null>(null);
  const date = (day: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  return (
    <>
      <ul className="collection-list">
        {entries.map((e) => (
          <li key={e.perfumeId} className="collection-list__item">
            <span
              className="collection-list__swatch"
              style={{ background: e.perfume.family.color }}
              aria-hidden="true"
            />
            <div className="collection-list__text">
              <Link
                className="collection-list__name"
                to={`${appRoutes.exploreByName}?selection=${e.perfumeId}`}
              >
                {e.perfume.name}
              </Link>
              <span className="collection-list__house">{e.perfume.brand.name}</span>
              <span className="collection-list__facts">
                {[
                  e.perfume.family.name,
                  e.shelf && t(`collection.shelves.${e.shelf}`),
                  e.shelf === 'have' && e.format && t(`collection.formats.${e.format}`),
                  e.rating !== null && t('collection.page.ratedLine', { rating: e.rating }),
                  e.lastWornOn
                    ? `${t('collection.page.wears', { count: e.wears })} · ${t('collection.page.lastWorn', { date: date(e.lastWornOn) })}`
                    : t('collection.page.neverWorn'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <button
              type="button"
              className="pill-button collection-list__wear"
              aria-label={t('collection.page.wearToday', { name: e.perfume.name })}
              onClick={() =>
                wearToday(e.perfumeId).then(
                  () => setWorn(e.perfume.name),
                  () => setWorn(null),
                )
              }
            >
              {t('collection.woreToday')}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="collection-list__status">
        {worn && t('collection.page.wornToday', { name: worn })}
      </p>
    </>
  );
}
