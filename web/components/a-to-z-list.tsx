import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { normalizeText } from '../../common/domain/text';
import './a-to-z-list.css';

export interface AToZItem {
  id: string;
  name: string;
  href: string;
  /** A line under the name: a country and a number of perfumes, a span of years. */
  detail: string;
}

/** The letter an entry is filed under: its first letter without accent, '#' for the others. */
export function letterOf(name: string): string {
  const first = normalizeText(name).charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

/** The entries whose name holds every word of the filter, accents and case aside, by letter. */
export function filterByLetter(
  items: readonly AToZItem[],
  filter: string,
): { letter: string; items: AToZItem[] }[] {
  const words = normalizeText(filter).split(' ').filter(Boolean);
  const groups = new Map<string, AToZItem[]>();
  for (const item of items) {
    const name = normalizeText(item.name);
    if (!words.every((word) => name.includes(word))) continue;
    const letter = letterOf(item.name);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, items: list }));
}

/**
 * An index A to Z with a filter box: a list of letters to jump to, then a section per letter. The
 * filter narrows the list as one types; the count of entries shown is announced.
 */
export function AToZList({
  items,
  filterLabel,
  countText,
  emptyText,
}: {
  items: readonly AToZItem[];
  filterLabel: string;
  /** "12 houses", for the number shown. */
  countText: (count: number) => string;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => filterByLetter(items, filter), [items, filter]);
  const shown = groups.reduce((n, group) => n + group.items.length, 0);
  const inputId = useId();
  const anchor = useId();
  return (
    <div className="a-to-z">
      <div className="a-to-z__filter">
        <label htmlFor={inputId}>{filterLabel}</label>
        <input
          id={inputId}
          type="search"
          value={filter}
          autoComplete="off"
          onChange={(event) => setFilter(event.target.value)}
        />
        <p className="hint" role="status">
          {countText(shown)}
        </p>
      </div>
      {groups.length > 1 && (
        <nav className="a-to-z__letters" aria-label={t('aToZ.letters')}>
          <ul>
            {groups.map(({ letter }) => (
              <li key={letter}>
                <a href={`#${anchor}-${letter}`}>{letter}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.length === 0 ? (
        <p className="a-to-z__empty">{emptyText}</p>
      ) : (
        groups.map(({ letter, items: ofLetter }) => (
          <section key={letter} className="a-to-z__group" aria-labelledby={`${anchor}-${letter}`}>
            <h2 id={`${anchor}-${letter}`} className="a-to-z__letter" tabIndex={-1}>
              {letter}
            </h2>
            <ul className="a-to-z__items">
              {ofLetter.map((item) => (
                <li key={item.id}>
                  <Link className="a-to-z__item" to={item.href}>
                    <span className="a-to-z__name">{item.name}</span>
                    <span className="a-to-z__detail">{item.detail}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
