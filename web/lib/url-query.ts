import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

// Spec section 2, "URL query mirroring": some screen state lives in the query string so that links
// can be shared and the back button undoes a step. Null values are dropped, arrays use brackets
// (unencoded), and returning to the previous entry's query goes back instead of piling up entries.

export type QueryScalar = string | number | boolean;
export type QueryStateValue = QueryScalar | null | undefined | readonly (QueryScalar | null)[];
export type QueryState = Record<string, QueryStateValue>;
export type ParsedQuery = Record<string, string | string[]>;

/**
 * `{ selection: [3, 5], query: true, mode: null }` → `selection[]=3&selection[]=5&query=true`.
 * Keys and values are percent-encoded; the `[]` of an array key is written as is.
 */
export function serializeQuery(state: QueryState): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(state)) {
    if (value === null || value === undefined) continue;
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) {
      for (const item of value as readonly (QueryScalar | null)[]) {
        if (item === null || item === undefined) continue;
        parts.push(`${name}[]=${encodeURIComponent(String(item))}`);
      }
    } else {
      parts.push(`${name}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/** The inverse of serializeQuery: `key[]` entries become arrays, the rest strings (last wins). */
export function parseQuery(search: string): ParsedQuery {
  const result: ParsedQuery = {};
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const [rawKey, value] of params) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const existing = result[key];
      result[key] = Array.isArray(existing) ? [...existing, value] : [value];
    } else {
      result[rawKey] = value;
    }
  }
  return result;
}

/** Two query strings hold the same values, whatever their order or encoding. */
export function sameQuery(a: string, b: string): boolean {
  const left = parseQuery(a);
  const right = parseQuery(b);
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => {
    const l = left[key];
    const r = right[key];
    if (Array.isArray(l) && Array.isArray(r)) {
      return l.length === r.length && l.every((item, i) => item === r[i]);
    }
    return l === r;
  });
}

export type NavigationKind = 'PUSH' | 'REPLACE' | 'POP';

interface HistoryEntry {
  key: string;
  pathname: string;
  search: string;
}

/**
 * What the app knows of the browser's history, entry by entry (keyed by react-router's
 * location.key), so that it can tell what the previous entry was. The History API does not expose
 * other entries, so this is rebuilt from navigations seen since the page loaded; after a reload the
 * earlier entries are unknown and a change simply pushes.
 */
export class HistoryStack {
  private entries: HistoryEntry[] = [];
  private index = -1;

  sync(kind: NavigationKind, entry: HistoryEntry): void {
    const current = this.entries[this.index];
    if (current?.key === entry.key) {
      this.entries[this.index] = entry;
      return;
    }
    if (kind === 'PUSH' || this.index < 0) {
      this.entries = [...this.entries.slice(0, this.index + 1), entry];
      this.index = this.entries.length - 1;
    } else if (kind === 'REPLACE') {
      this.entries[this.index] = entry;
    } else {
      const found = this.entries.findIndex((known) => known.key === entry.key);
      if (found >= 0) {
        this.entries[found] = entry;
        this.index = found;
      } else {
        // A jump to an entry from before a reload: nothing around it is known.
        this.entries = [entry];
        this.index = 0;
      }
    }
  }

  previous(): HistoryEntry | undefined {
    return this.index > 0 ? this.entries[this.index - 1] : undefined;
  }

  /**
   * How many steps back the nearest earlier entry of `pathname` with the query `search` is, looking
   * only through consecutive entries of that page; null when there is none.
   */
  stepsBackTo(pathname: string, search: string): number | null {
    for (let i = this.index - 1; i >= 0; i--) {
      const entry = this.entries[i]!;
      if (entry.pathname !== pathname) return null;
      if (sameQuery(entry.search, search)) return this.index - i;
    }
    return null;
  }

  reset(): void {
    this.entries = [];
    this.index = -1;
  }
}

/** The app-wide history record, fed by useHistoryTracking in the router root. */
export const historyStack = new HistoryStack();

export type QueryNavigation = 'none' | 'push' | 'back';

/** Whether writing `nextSearch` on the current page is a no-op, a new entry, or a step back. */
export function decideQueryNavigation(
  stack: HistoryStack,
  pathname: string,
  currentSearch: string,
  nextSearch: string,
): QueryNavigation {
  if (sameQuery(currentSearch, nextSearch)) return 'none';
  const previous = stack.previous();
  if (previous && previous.pathname === pathname && sameQuery(previous.search, nextSearch)) {
    return 'back';
  }
  return 'push';
}

/** Records every location in historyStack; mounted once, in the router root. */
export function useHistoryTracking(): void {
  const location = useLocation();
  const kind = useNavigationType();
  useEffect(() => {
    historyStack.sync(kind, {
      key: location.key,
      pathname: location.pathname,
      search: location.search,
    });
  }, [kind, location.key, location.pathname, location.search]);
}

export interface QueryNavigationOptions {
  /** Replace the current entry instead of adding one (e.g. text typed in a search box). */
  replace?: boolean;
  /**
   * Go back to the nearest earlier entry of this page holding that query, however many steps
   * back (e.g. closing a dialog after steps inside it), instead of only the previous one.
   */
  lookBack?: boolean;
}

/**
 * Returns a function that writes a state object into the current page's query: a new history
 * entry, or history -1 when the previous entry already holds exactly that query.
 */
export function useQueryNavigator(): (
  state: QueryState | string,
  options?: QueryNavigationOptions,
) => void {
  const location = useLocation();
  const kind = useNavigationType();
  const navigate = useNavigate();
  return useCallback(
    (state: QueryState | string, options: QueryNavigationOptions = {}) => {
      // The root's tracking effect runs after children's effects: make sure the current entry is
      // known before looking at the previous one.
      historyStack.sync(kind, {
        key: location.key,
        pathname: location.pathname,
        search: location.search,
      });
      const next = typeof state === 'string' ? state : serializeQuery(state);
      const target = { pathname: location.pathname, search: next ? `?${next}` : '' };
      if (options.replace) {
        if (!sameQuery(location.search, next)) void navigate(target, { replace: true });
        return;
      }
      if (options.lookBack && !sameQuery(location.search, next)) {
        const steps = historyStack.stepsBackTo(location.pathname, next);
        if (steps !== null) {
          void navigate(-steps);
          return;
        }
      }
      const action = decideQueryNavigation(historyStack, location.pathname, location.search, next);
      if (action === 'back') void navigate(-1);
      else if (action === 'push') void navigate(target);
    },
    [kind, location.key, location.pathname, location.search, navigate],
  );
}

/** The current query, parsed. */
export function useQueryParams(): ParsedQuery {
  const { search } = useLocation();
  return useMemo(() => parseQuery(search), [search]);
}

/** Mirrors a state object into the URL whenever its serialised form changes. */
export function useMirrorQuery(state: QueryState): void {
  const write = useQueryNavigator();
  const serialized = serializeQuery(state);
  // Only a change of the state itself writes; a location change (back button) does not re-push.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => write(serialized), [serialized]);
}

/**
 * A screen's close button (spec: "close goes back one step"). With no earlier entry in the app
 * (a shared link, a reload), going back would leave the site, so it goes to `fallback` instead.
 */
export function useGoBack(): (fallback: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (fallback: string) => {
      if (historyStack.previous()) void navigate(-1);
      else void navigate(fallback);
    },
    [navigate],
  );
}
