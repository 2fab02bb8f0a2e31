import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { BubbleFamilyDatum } from '../../components/charts/bubbles/bubbles-layout';
import type { FamilySelection } from './family-selection';

/**
 * The list view: the same tree as the bubbles (families, their subfamilies, the counts) as nested
 * lists of toggle buttons driving the same selection. It is the bubbles' text alternative.
 */
export function FamiliesList({
  families,
  selection,
  onSelectFamily,
  onSelectSubfamily,
}: {
  families: readonly BubbleFamilyDatum[];
  selection: FamilySelection;
  onSelectFamily: (id: number) => void;
  onSelectSubfamily: (familyId: number, subfamilyId: number) => void;
}) {
  const { t } = useTranslation();
  const count = (name: string, n: number) =>
    n === 1
      ? t('exploreByFamilies.countOne', { name })
      : t('exploreByFamilies.countMany', { name, count: n });
  return (
    <ul className="families-list" aria-label={t('exploreByFamilies.smellOf')}>
      {families
        .filter((family) => family.count > 0)
        .map((family) => {
          const selected = selection.familyId === family.id;
          return (
            <li key={family.id} className="families-list__family">
              <button
                type="button"
                className="families-list__button families-list__button--family"
                aria-pressed={selected}
                onClick={() => onSelectFamily(family.id)}
              >
                <span
                  className="families-list__swatch"
                  style={{ '--swatch': family.color } as CSSProperties}
                  aria-hidden="true"
                />
                <span className="visually-hidden">{count(family.name, family.count)}</span>
                <span aria-hidden="true">{family.name}</span>
                <span className="families-list__count" aria-hidden="true">
                  {family.count}
                </span>
              </button>
              <ul
                className="families-list__subfamilies"
                aria-label={t('exploreByFamilies.touchesOf', { name: family.name })}
              >
                {family.subfamilies.map((sub) => (
                  <li key={sub.id}>
                    <button
                      type="button"
                      className="families-list__button"
                      aria-pressed={selected && selection.subfamilyId === sub.id}
                      onClick={() => onSelectSubfamily(family.id, sub.id)}
                    >
                      <span className="visually-hidden">{count(sub.name, sub.count)}</span>
                      <span aria-hidden="true">{sub.name}</span>
                      <span className="families-list__count" aria-hidden="true">
                        {sub.count}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
    </ul>
  );
}
