import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { HouseResponse } from '../../../common/api/houses';
import { appRoutes } from '../../../common/app-routes';
import { AToZList, type AToZItem } from '../../components/a-to-z-list';
import { Donut } from '../../components/charts/donut/donut';
import { PageFrame } from '../../components/page-frame';
import { PageError, PageLoading, PageMissing } from '../../components/page-states';
import { SignatureIngredientList } from '../../components/signature-ingredients';
import { ApiError } from '../../lib/api-client';
import { useHouse, useHouses } from '../../lib/api/houses';
import { houseHref, perfumerPageHref } from '../../lib/page-hrefs';
import { noFilters, type HouseFilters } from './house-filters';
import { HousePerfumes } from './house-perfumes';
import './houses.css';

// The house pages: the index of every house (/houses) and a house's page (/house/<key>), in one
// module so that they arrive as one file.

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

  let title = t('houses.title');
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
                <Link to={perfumerPageHref(perfumer.slug)}>{perfumer.name}</Link>{' '}
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
      <PageFrame title={t('houses.title')}>
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
