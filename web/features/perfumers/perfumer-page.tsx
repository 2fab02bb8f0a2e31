import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PerfumerResponse } from '../../../common/api/perfumers';
import { appRoutes, slugHref } from '../../../common/app-routes';
import { PageFrame } from '../../components/page-frame';
import { PageError, PageLoading, PageMissing } from '../../components/page-states';
import { PerfumeTimeline } from '../../components/perfume-timeline';
import { SignatureIngredientList } from '../../components/signature-ingredients';
import { ApiError } from '../../lib/api-client';
import { usePerfumer } from '../../lib/api/perfumers';
import { joinList } from '../../lib/intl-formats';
import { useLanguage } from '../../lib/i18n';
import { houseHref } from '../../lib/page-hrefs';
import './perfumers.css';

/**
 * A perfumer's page (/perfumer/<slug>): their perfumes year by year, the houses they composed for,
 * their signature ingredients and the perfumers whose work is closest to theirs.
 */
export function PerfumerPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const perfumer = usePerfumer(slug);
  const unknown = perfumer.error instanceof ApiError && [400, 404].includes(perfumer.error.status);

  let title = t('pages.perfumers');
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
                <Link to={slugHref('perfumer', close.slug)}>{close.name}</Link>{' '}
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
