import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

// Tabs as the WAI-ARIA Authoring Practices describe them: one Tab stop for the whole tab list
// (the selected tab), Left/Right arrows move to the previous/next tab and wrap, Home and End go
// to the first and last, and moving selects (automatic activation: every panel is already there).

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** The element ids that tie a tab to its panel. */
export function tabIds(baseId: string, id: string): { tab: string; panel: string } {
  return { tab: `${baseId}-tab-${id}`, panel: `${baseId}-panel-${id}` };
}

/** The tab a key press moves to, or null when the key is not one the tab list handles. */
export function tabAfterKey<T extends string>(
  tabs: readonly T[],
  current: T,
  key: string,
): T | null {
  const at = tabs.indexOf(current);
  const last = tabs.length - 1;
  switch (key) {
    case 'ArrowRight':
      return tabs[at >= last ? 0 : at + 1] ?? null;
    case 'ArrowLeft':
      return tabs[at <= 0 ? last : at - 1] ?? null;
    case 'Home':
      return tabs[0] ?? null;
    case 'End':
      return tabs[last] ?? null;
    default:
      return null;
  }
}

export function TabList<T extends string>({
  label,
  baseId,
  tabs,
  selected,
  onSelect,
  className,
}: {
  /** The accessible name of the tab list. */
  label: string;
  baseId: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(
      tabs.map((tab) => tab.id),
      selected,
      event.key,
    );
    if (next === null) return;
    event.preventDefault();
    buttons.current.get(next)?.focus();
    if (next !== selected) onSelect(next);
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`tabs${className ? ` ${className}` : ''}`}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const ids = tabIds(baseId, tab.id);
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            className="tabs__tab"
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => !isSelected && onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab; focusable so that keyboard users can scroll a long one. */
export function TabPanel({
  baseId,
  id,
  className,
  children,
}: {
  baseId: string;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const ids = tabIds(baseId, id);
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
