import { useRef, useState, type KeyboardEvent } from 'react';
import { normalizeText } from '../../../common/domain/text';
import { CheckIcon } from '../../components/icons';

const TYPE_AHEAD_MS = 1000;

export interface ConceptGroup {
  /** The category key. */
  name: string;
  label: string;
  concepts: readonly { id: number; label: string }[];
}

/**
 * The concepts by category: the sphere's text alternative and its keyboard path. One listbox
 * (several choices) with a group per category; a single Tab stop, the arrow keys move between
 * concepts (Home and End to the ends, letters to the concepts they start), Enter or Space chooses
 * or removes one. The concept with
 * the focus is reported so that the sphere turns its word to the front.
 */
export function ConceptList({
  groups,
  selected,
  onToggle,
  onFocusConcept,
  label,
  describedBy,
  idPrefix,
}: {
  groups: readonly ConceptGroup[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  onFocusConcept: (id: number | null) => void;
  label: string;
  describedBy?: string;
  /** Makes the option ids unique in the page. */
  idPrefix: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // A concept in two categories is listed in both; an option is one concept in one group.
  const options = groups.flatMap((group) =>
    group.concepts.map((concept) => ({
      key: `${group.name}-${concept.id}`,
      id: concept.id,
      label: concept.label,
    })),
  );
  // Type-ahead: letters typed in quick succession jump to the next concept starting with them.
  const typed = useRef({ text: '', at: 0 });
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const current = options.some((o) => o.key === activeKey) ? activeKey : (options[0]?.key ?? null);

  const focusOption = (key: string) => {
    setActiveKey(key);
    listRef.current?.querySelector<HTMLElement>(`[data-key="${key}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, key: string, id: number) => {
    const at = options.findIndex((o) => o.key === key);
    let next: number | null = null;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') next = at + 1;
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') next = at - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = options.length - 1;
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggle(id);
      return;
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = event.timeStamp;
      const text = (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + event.key;
      typed.current = { text, at: now };
      const wanted = normalizeText(text);
      // A repeated first letter moves on to the next match; otherwise the current one may match.
      const from = text.length === 1 ? at + 1 : at;
      const order = [...options.slice(from), ...options.slice(0, from)];
      const match = order.find((o) => normalizeText(o.label).startsWith(wanted));
      event.preventDefault();
      if (match) focusOption(match.key);
      return;
    } else return;
    event.preventDefault();
    const target = options[Math.max(0, Math.min(options.length - 1, next))];
    if (target) focusOption(target.key);
  };

  return (
    <div
      ref={listRef}
      className="concept-list"
      role="listbox"
      aria-multiselectable="true"
      aria-label={label}
      aria-describedby={describedBy}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusConcept(null);
      }}
    >
      {groups.map((group) => (
        <div
          key={group.name}
          className="concept-list__group"
          role="group"
          aria-labelledby={`${idPrefix}-${group.name}`}
        >
          <div
            id={`${idPrefix}-${group.name}`}
            className="concept-list__category"
            role="presentation"
          >
            {group.label}
          </div>
          {group.concepts.map((concept) => {
            const key = `${group.name}-${concept.id}`;
            const isSelected = selected.includes(concept.id);
            return (
              <div
                key={key}
                data-key={key}
                role="option"
                className={`concept-list__option${isSelected ? ' is-selected' : ''}`}
                aria-selected={isSelected}
                tabIndex={key === current ? 0 : -1}
                onClick={() => {
                  setActiveKey(key);
                  onToggle(concept.id);
                }}
                onFocus={() => {
                  setActiveKey(key);
                  onFocusConcept(concept.id);
                }}
                onKeyDown={(event) => onKeyDown(event, key, concept.id)}
              >
                <span className="concept-list__check" aria-hidden="true">
                  {isSelected && <CheckIcon width="14" height="14" />}
                </span>
                {concept.label}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
