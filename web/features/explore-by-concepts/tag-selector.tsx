import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/icons';

export type SelectionNotice = 'maximum' | 'selectAtLeastOne' | null;

/**
 * The chosen concepts, each with a remove button, and 'View perfumes'. The notice (the fourth
 * concept refused, or results asked for without a concept) is announced in a status region that
 * is always in the page, so screen readers read each new message.
 */
export function TagSelector({
  concepts,
  onRemove,
  onViewPerfumes,
  notice,
  viewButtonRef,
}: {
  concepts: readonly { id: number; label: string }[];
  onRemove: (id: number) => void;
  onViewPerfumes: () => void;
  notice: SelectionNotice;
  viewButtonRef?: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="tag-selector" aria-labelledby={titleId}>
      <h2 id={titleId} className="tag-selector__title">
        {t('exploreByConcepts.tagsTitle')}
      </h2>
      {concepts.length === 0 ? (
        <p className="tag-selector__hint">{t('exploreByConcepts.noneSelected')}</p>
      ) : (
        <ul className="tag-selector__tags">
          {concepts.map((concept) => (
            <li key={concept.id} className="tag-selector__tag">
              <span>{concept.label}</span>
              <button
                type="button"
                className="tag-selector__remove"
                aria-label={t('exploreByConcepts.remove', { name: concept.label })}
                onClick={() => onRemove(concept.id)}
              >
                <CloseIcon width="14" height="14" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={viewButtonRef}
        type="button"
        className="button button--primary"
        onClick={onViewPerfumes}
      >
        {t('exploreByConcepts.viewPerfumes')}
      </button>
      <p className={`tag-selector__notice${notice ? ' is-shown' : ''}`} role="status">
        {notice === 'maximum' && t('exploreByConcepts.maximum')}
        {notice === 'selectAtLeastOne' && t('exploreByConcepts.selectAtLeastOne')}
      </p>
    </section>
  );
}
