import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PerfumerResponse } from '../../../common/api/perfumers';
import { appRoutes } from '../../../common/app-routes';
import { AToZList, type AToZItem } from '../../components/a-to-z-list';
import { PageFrame } from '../../components/page-frame';
import { PageError, PageLoading, PageMissing } from '../../components/page-states';
import { PerfumeTimeline } from '../../components/perfume-timeline';
import { SignatureIngredientList } from '../../components/signature-ingredients';
import { ApiError } from '../../lib/api-client';
import { usePerfumer, usePerfumers } from '../../lib/api/perfumers';
import { useLanguage } from '../../lib/i18n';
import { joinList } from '../../lib/intl-formats';
import { houseHref, perfumerPageHref } from '../../lib/page-hrefs';
import './perfumers.css';

// The perfumer pages: the index of every credited perfumer (/perfumers) and a perfumer's page
// (/perfumer/<slug>), in one module so that they arrive as one file.

/**
 * A perfumer's page (/perfumer/<slug>): their perfumes year by year, the houses they composed for,
 * their signature ingredients and the perfumers whose work is closest to theirs.
 */
export function PerfumerPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const perfumer = usePerfumer(slug);
  const unknown = perfumer.error instanceof ApiError && [400, 404].includes(perfumer.error.status);

  let title = t('perfumers.title');
  let body: ReactNode;
  if (perfumer.data) {
    title = perfumer.data.name;
    body = <PerfumerContent perfumer={perfumer.data} />;
  } else if (unknown) {
    body = (
      <PageMissing
        title={t('perfumers.missingTitle')}
        text={t('perfumers.missingText')}
        action={
          <Link className="button button--primary" to={appRoutes.perfumers}>
            {t('perfumers.allPerfumers')}
          </Link>
        }
      />
    );
  } else if (perfumer.isError) {
    body = <PageError onRetry={() => void perfumer.refetch()} />;
  } else {
    body = <PageLoading />;
  }
  return (
    <div className="perfumer-page">
      <PageFrame title={title}>{body}</PageFrame>
    </div>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="perfumer-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {hint && <p className="hint">{hint}</p>}
      {children}
    </section>
  );
}

function PerfumerContent({ perfumer }: { perfumer: PerfumerResponse }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="perfumer">
      <p className="perfumer__back">
        <Link to={appRoutes.perfumers}>{t('perfumers.allPerfumers')}</Link>
      </p>

      <Section title={t('perfumers.housesTitle')}>
        <ul className="perfumer-houses">
          {perfumer.houses.map((house) => (
            <li key={house.key}>
              <Link to={houseHref(house.key)}>{house.name}</Link>{' '}
              <span className="hint">
                {t('perfumers.perfumeCount', { count: house.perfumeCount })}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('perfumers.signatureTitle')} hint={t('perfumers.signatureHint')}>
        {perfumer.signatureIngredients.length > 0 ? (
          <SignatureIngredientList signatures={perfumer.signatureIngredients} />
        ) : (
          <p>{t('perfumers.noSignature')}</p>
        )}
      </Section>

      <Section title={t('perfumers.timelineTitle')}>
        <PerfumeTimeline perfumes={perfumer.perfumes} />
      </Section>

      <Section title={t('perfumers.closestTitle')} hint={t('perfumers.closestHint')}>
        {perfumer.closest.length > 0 ? (
          <ul className="perfumer-closest">
            {perfumer.closest.map((close) => (
              <li key={close.slug}>
                <Link to={perfumerPageHref(close.slug)}>{close.name}</Link>{' '}
                <span className="hint">
                  {t('perfumers.perfumeCount', { count: close.perfumeCount })}
                </span>
                <p className="perfumer-closest__shared">
                  {t('perfumers.closestShared', {
                    ingredients: joinList(
                      lang,
                      close.sharedIngredients.map((i) => i.name.toLocaleLowerCase(lang)),
                    ),
                  })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('perfumers.noClosest')}</p>
        )}
      </Section>
    </div>
  );
}

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
          href: perfumerPageHref(perfumer.slug),
          detail,
        };
      }),
    [perfumers.data, t],
  );
  return (
    <div className="perfumers-page">
      <PageFrame title={t('perfumers.title')}>
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
