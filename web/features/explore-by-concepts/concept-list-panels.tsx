import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { CloseIcon } from '../../components/icons';
import { ConceptList, type ConceptGroup } from './concept-list';

/** The search box above the list of concepts. */
export function ConceptSearchField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {t('exploreByConcepts.search')}
      </label>
      <input
        id={id}
        className="text-input"
        type="search"
        value={value}
        placeholder={t('exploreByConcepts.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

export interface ConceptListProps {
  groups: readonly ConceptGroup[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  onFocusConcept: (id: number | null) => void;
  /** The search typed, named when it matches nothing. */
  search: string;
  hintId: string;
}

/** The list's hint, then the list, or the message that the search matches no concept. */
export function ConceptListOrNoMatch({
  idPrefix,
  groups,
  selected,
  onToggle,
  onFocusConcept,
  search,
  hintId,
}: ConceptListProps & { idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p id={hintId} className="concepts__hint">
        {t('exploreByConcepts.listHint')}
      </p>
      {groups.length > 0 ? (
        <ConceptList
          groups={groups}
          selected={selected}
          onToggle={onToggle}
          onFocusConcept={onFocusConcept}
          label={t('exploreByConcepts.listTitle')}
          describedBy={hintId}
          idPrefix={idPrefix}
        />
      ) : (
        <p className="concepts__hint" role="status">
          {t('exploreByConcepts.noMatch', { text: search.trim() })}
        </p>
      )}
    </>
  );
}

/** On a desktop, the list beside the sphere: the category filter, the search and the list. */
export function ConceptsSidebar({
  categories,
  category,
  onCategoryChange,
  categoryId,
  searchField,
  list,
}: {
  categories: readonly [name: string, label: string][];
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  categoryId: string;
  searchField: ReactNode;
  list: ConceptListProps;
}) {
  const { t } = useTranslation();
  return (
    <aside className="concepts__side" aria-label={t('exploreByConcepts.listTitle')}>
      <label className="field-label" htmlFor={categoryId}>
        {t('exploreByConcepts.category')}
      </label>
      <select
        id={categoryId}
        className="text-input"
        value={category ?? ''}
        onChange={(event) => onCategoryChange(event.target.value || null)}
      >
        <option value="">{t('exploreByConcepts.allCategories')}</option>
        {categories.map(([name, label]) => (
          <option key={name} value={name}>
            {label}
          </option>
        ))}
      </select>
      {searchField}
      <ConceptListOrNoMatch idPrefix="desktop" {...list} />
    </aside>
  );
}

/** On a phone, the list in a sheet over the sphere, with the chosen concepts below it. */
export function ConceptsListDialog({
  titleId,
  onClose,
  searchField,
  list,
  tags,
}: {
  titleId: string;
  onClose: () => void;
  searchField: ReactNode;
  list: ConceptListProps;
  tags: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog labelledBy={titleId} onClose={onClose} variant="sheet" className="concepts__dialog">
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">
          {t('exploreByConcepts.listTitle')}
        </h2>
        <button
          type="button"
          className="dialog__close"
          aria-label={t('exploreByConcepts.closeList')}
          onClick={onClose}
        >
          <CloseIcon width="20" height="20" />
        </button>
      </div>
      {searchField}
      <ConceptListOrNoMatch idPrefix="dialog" {...list} />
      <div className="concepts__dialog-tags">{tags}</div>
    </Dialog>
  );
}
