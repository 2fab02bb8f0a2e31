import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { slugHref } from '../../../common/app-routes';
import { AToZList, type AToZItem } from '../../components/a-to-z-list';
import { PageFrame } from '../../components/page-frame';
import { PageError, PageLoading } from '../../components/page-states';
import { usePerfumers } from '../../lib/api/perfumers';
import './perfumers.css';

/** Every credited perfumer A to Z (/perfumers), with their number of perfumes and years. */
export function PerfumersPage() {
  const { t } = useTranslation();
  const perfumers = usePerfumers();
  const items = useMemo<AToZItem[]>(
    () =>
      (perfumers.data?.perfumers ?? []).map((perfumer) => {
        const perfumes = t('perfumers.perfumeCount', { count: perfumer.perfumeCount });
        const { firstYear: first, lastYear: last } = perfumer;
        let detail = perfumes;
        if (first !== null && last !== null)
          detail =
            first === last
              ? t('perfumers.detailYear', { perfumes, year: first })
              : t('perfumers.detailYears', { perfumes, first, last });
        return {
          id: perfumer.slug,
          name: perfumer.name,
          href: slugHref('perfumer', perfumer.slug),
          detail,
        };
      }),
    [perfumers.data, t],
  );
  return (
    <div className="perfumers-page">
      <PageFrame title={t('pages.perfumers')}>
        <p className="perfumers-page__intro">{t('perfumers.indexIntro')}</p>
        {perfumers.data ? (
          <AToZList
            items={items}
            filterLabel={t('perfumers.filter')}
            countText={(count) => t('perfumers.count', { count })}
            emptyText={t('perfumers.empty')}
          />
        ) : perfumers.isError ? (
          <PageError onRetry={() => void perfumers.refetch()} />
        ) : (
          <PageLoading />
        )}
      </PageFrame>
    </div>
  );
}
