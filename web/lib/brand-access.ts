import { trackBrandAccess } from './analytics';
import { removeStored, writeStored } from './storage';

// Spec section 2, "brand access": a partner link may carry ?brandAccess=1,2,3. The list is kept
// locally and the parameter is removed from the address. Its effect (ADR 027): searches and
// recommendations show those brands' perfumes first (lib/brand-preference.ts).

export const BRAND_ACCESS_PARAM = 'brandAccess';

export type BrandAccessAction =
  { kind: 'clear' } | { kind: 'store'; brands: number[] } | { kind: 'ignore' };

/** What a brandAccess value asks for: empty clears, comma-separated ids store, anything else is ignored. */
export function parseBrandAccess(value: string): BrandAccessAction {
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'clear' };
  const parts = trimmed.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^\d+$/.test(part))) return { kind: 'ignore' };
  return { kind: 'store', brands: parts.map(Number) };
}

function decodeKey(part: string): string {
  const raw = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The brandAccess value of a query string, or null when the parameter is absent. */
export function readBrandAccessParam(search: string): string | null {
  return new URLSearchParams(search).get(BRAND_ACCESS_PARAM);
}

/**
 * The query string without brandAccess. The other parameters are kept byte for byte (so
 * `selection[]` stays unencoded), which URLSearchParams.toString() would not do.
 */
export function removeBrandAccessParam(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query
    .split('&')
    .filter((part) => part !== '' && decodeKey(part) !== BRAND_ACCESS_PARAM)
    .join('&');
}

/**
 * Applies a brandAccess parameter found in `search`: clears or stores the list and raises the
 * tracking event. Returns the query string to redirect to (without the parameter, no leading ?),
 * or null when there is no parameter and nothing to do.
 */
export function applyBrandAccess(search: string): string | null {
  const value = readBrandAccessParam(search);
  if (value === null) return null;
  const action = parseBrandAccess(value);
  if (action.kind === 'clear') {
    removeStored('brandAccess');
  } else if (action.kind === 'store') {
    writeStored('brandAccess', action.brands);
    void trackBrandAccess(action.brands);
  }
  return removeBrandAccessParam(search);
}
