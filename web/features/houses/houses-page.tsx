import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AToZList, type AToZItem } from '../../components/a-to-z-list';
import { PageFrame } from '../../components/page-frame';
import { PageError, PageLoading } from '../../components/page-states';
import { useHouses } from '../../lib/api/houses';
import { houseHref } from '../../lib/page-hrefs';
import './houses.css';

/** Every house A to Z (/houses), with its country and number of perfumes, and a filter box. */
export function HousesPage() {
  const { t } = useTranslation();
  const houses = useHouses();
  const items = useMemo<AToZItem[]>(
    () =>
      (houses.data?.houses ?? []).map((house) => {
        const perfumes = t('houses.perfumeCount', { count: house.perfumeCount });
        return {
          id: house.key,
          name: house.name,
          href: houseHref(house.key),
          detail: house.country
            ? t('houses.detail', { country: house.country.name, perfumes })
            : perfumes,
        };
      }),
    [houses.data, t],
  );
  return (
    <div className="houses-page">
      <PageFrame title={t('pages.houses')}>
        <p className="houses-page__intro">{t('houses.indexIntro')}</p>
        {houses.data ? (
          <AToZList
            items={items}
            filterLabel={t('houses.filter')}
            countText={(count) => t('houses.count', { count })}
            emptyText={t('houses.empty')}
          />
        ) : houses.isError ? (
          <PageError onRetry={() => void houses.refetch()} />
        ) : (
          <PageLoading />
        )}
      </PageFrame>
    </div>
  );
}
