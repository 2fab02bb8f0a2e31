import { useCallback, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  parseQuery,
  serializeQuery,
  useQueryNavigator,
  useQueryParams,
  type ParsedQuery,
} from './url-query';

// The legal popup lives in the address (spec section 2: "Sign-up labels open a legal view via
// query showLegal=true"), so that any screen, the burger, the footer or a shared link can open it
// on any route, and the back button closes it. `legalTab` picks the text; terms by default.

/** Tab order of the popup (spec section 2: cookies, privacy and terms). */
export const legalDocumentIds = ['cookies', 'privacy', 'terms'] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

export const SHOW_LEGAL_PARAM = 'showLegal';
export const LEGAL_TAB_PARAM = 'legalTab';
export const DEFAULT_LEGAL_TAB: LegalDocumentId = 'terms';

export function isLegalDocumentId(value: unknown): value is LegalDocumentId {
  return typeof value === 'string' && (legalDocumentIds as readonly string[]).includes(value);
}

/** The tab the query asks to show, or null when the popup is closed. */
export function legalTabInQuery(params: ParsedQuery): LegalDocumentId | null {
  if (params[SHOW_LEGAL_PARAM] !== 'true') return null;
  const tab = params[LEGAL_TAB_PARAM];
  return isLegalDocumentId(tab) ? tab : DEFAULT_LEGAL_TAB;
}

/** The query with the popup open on `tab`; the screen's own parameters are kept. */
export function withLegalPopup(params: ParsedQuery, tab: LegalDocumentId): ParsedQuery {
  return { ...params, [SHOW_LEGAL_PARAM]: 'true', [LEGAL_TAB_PARAM]: tab };
}

/** The query with the popup's parameters removed. */
export function withoutLegalPopup(params: ParsedQuery): ParsedQuery {
  const rest = { ...params };
  delete rest[SHOW_LEGAL_PARAM];
  delete rest[LEGAL_TAB_PARAM];
  return rest;
}

/** `?showLegal=true&legalTab=privacy`, added to the query of the current address. */
export function legalPopupSearch(search: string, tab: LegalDocumentId): string {
  return `?${serializeQuery(withLegalPopup(parseQuery(search), tab))}`;
}

/**
 * Opens, switches and closes the legal popup from any screen:
 * `const legal = useLegalPopup(); legal.open('privacy')`.
 */
export function useLegalPopup() {
  const params = useQueryParams();
  const write = useQueryNavigator();
  const tab = legalTabInQuery(params);
  const open = useCallback(
    (next: LegalDocumentId = DEFAULT_LEGAL_TAB) => write(withLegalPopup(params, next)),
    [params, write],
  );
  // Switching tabs replaces the entry: the back button closes the popup rather than stepping
  // through the tabs one by one.
  const select = useCallback(
    (next: LegalDocumentId) => write(withLegalPopup(params, next), { replace: true }),
    [params, write],
  );
  const close = useCallback(
    () => write(withoutLegalPopup(params), { lookBack: true }),
    [params, write],
  );
  return { tab, open, select, close };
}

/**
 * A link that opens the legal popup on `tab` over the current screen, e.g. in the sign-up
 * form's labels: `<LegalLink tab="privacy">privacy policy</LegalLink>`. A real link, so that it
 * can also be opened in a new tab.
 */
export function LegalLink({
  tab,
  className,
  onClick,
  children,
}: {
  tab: LegalDocumentId;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <Link
      className={className}
      to={{ pathname, search: legalPopupSearch(search, tab) }}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
