import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { HouseResponse } from '../../../common/api/houses';
import { appRoutes, slugHref } from '../../../common/app-routes';
import { Donut } from '../../components/charts/donut/donut';
import { PageFrame } from '../../components/page-frame';
import { PageError, PageLoading, PageMissing } from '../../components/page-states';
import { SignatureIngredientList } from '../../components/signature-ingredients';
import { ApiError } from '../../lib/api-client';
import { useHouse } from '../../lib/api/houses';
import { noFilters, type HouseFilters } from './house-filters';
import { HousePerfumes } from './house-perfumes';
import './houses.css';

/**
 * A house's page (/house/<key>): its country, founding year and history when the catalog gives
 * them, the spread of its families, its signature ingredients, its perfumers and its perfumes by
 * year with gender and family filters.
 */
export function HousePage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const house = useHouse(slug);
  const unknown = house.error instanceof ApiError && [400, 404].includes(house.error.status);

  let title = t('pages.houses');
  let body: ReactNode;
  if (house.data) {
    title = house.data.name;
    body = <HouseContent house={house.data} />;
  } else if (unknown) {
    body = (
      <PageMissing
        title={t('houses.missingTitle')}
        text={t('houses.missingText')}
        action={
          <Link className="button button--primary" to={appRoutes.houses}>
            {t('houses.allHouses')}
          </Link>
        }
      />
    );
  } else if (house.isError) {
    body = <PageError onRetry={() => void house.refetch()} />;
  } else {
    body = <PageLoading />;
  }
  return (
    <div className="house-page">
      <PageFrame title={title}>{body}</PageFrame>
    </div>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="house-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {hint && <p className="hint">{hint}</p>}
      {children}
    </section>
  );
}

function HouseContent({ house }: { house: HouseResponse }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<HouseFilters>(noFilters);
  const selectedFamily = filters.families.length === 1 ? filters.families[0]! : null;
  const facts: { label: string; value: ReactNode }[] = [];
  if (house.country) facts.push({ label: t('houses.countryLabel'), value: house.country.name });
  if (house.founded !== null) facts.push({ label: t('houses.foundedLabel'), value: house.founded });
  facts.push({ label: t('houses.perfumesLabel'), value: house.perfumeCount });

  return (
    <div className="house">
      <p className="house__back">
        <Link to={appRoutes.houses}>{t('houses.allHouses')}</Link>
      </p>
      <dl className="house-facts">
        {facts.map((fact) => (
          <div key={fact.label} className="house-facts__row">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>

      {house.history && (
        <Section title={t('houses.historyTitle')}>
          {house.history
            .split(/\n\s*\n/)
            .filter((part) => part.trim() !== '')
            .map((part, i) => (
              <p key={i} className="house__history">
                {part.trim()}
              </p>
            ))}
        </Section>
      )}

      <Section title={t('houses.signatureTitle')} hint={t('houses.signatureHint')}>
        {house.signatureIngredients.length > 0 ? (
          <SignatureIngredientList signatures={house.signatureIngredients} />
        ) : (
          <p>{t('houses.noSignature')}</p>
        )}
      </Section>

      {house.families.length > 0 && (
        <Section title={t('houses.familiesTitle')} hint={t('houses.familiesHint')}>
          <Donut
            data={house.families.map(({ family, count }) => ({
              id: family.id,
              label: family.name,
              color: family.color,
              count,
            }))}
            selectedId={selectedFamily}
            onSelect={(id) =>
              setFilters({ ...filters, families: selectedFamily === id ? [] : [id] })
            }
            label={t('houses.donutLabel', { name: house.name })}
            describe={(d, percent) =>
              t('houses.donutItem', { family: d.label, count: d.count, percent })
            }
          />
        </Section>
      )}

      <Section title={t('houses.perfumersTitle')} hint={t('houses.perfumersHint')}>
        {house.perfumers.length > 0 ? (
          <ul className="house-perfumers">
            {house.perfumers.map((perfumer) => (
              <li key={perfumer.slug}>
                <Link to={slugHref('perfumer', perfumer.slug)}>{perfumer.name}</Link>{' '}
                <span className="hint">
                  {t('perfumers.perfumeCount', { count: perfumer.perfumeCount })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('houses.noPerfumers')}</p>
        )}
      </Section>

      <HousePerfumes
        perfumes={house.perfumes}
        families={house.families}
        filters={filters}
        onFilters={setFilters}
      />
    </div>
  );
}
