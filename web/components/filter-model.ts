import type { ParseKeys } from 'i18next';
import { normalizeText } from '../../common/domain/text';

export interface FilterOption<V extends string | number> {
  value: V;
  label: string;
  /** A family's colour, drawn as a swatch. */
  color?: string;
}

/** What a filter is of: its summary agrees with the noun in French and Spanish (marques, familias). */
export type FilterKind = 'gender' | 'brand' | 'family';

const summaryKeys = {
  gender: {
    any: 'filters.anyGender',
    one: 'filters.genderSelectedOne',
    many: 'filters.genderSelectedMany',
  },
  brand: {
    any: 'filters.anyBrand',
    one: 'filters.brandSelectedOne',
    many: 'filters.brandSelectedMany',
  },
  family: {
    any: 'filters.anyFamily',
    one: 'filters.familySelectedOne',
    many: 'filters.familySelectedMany',
  },
} as const satisfies Record<FilterKind, Record<'any' | 'one' | 'many', ParseKeys>>;

/** The text a filter button shows: "All", "1 selected" or "N selected". */
export function selectionSummary(
  count: number,
  kind: FilterKind,
): { key: ParseKeys; count?: number } {
  const keys = summaryKeys[kind];
  if (count <= 0) return { key: keys.any };
  if (count === 1) return { key: keys.one };
  return { key: keys.many, count };
}

/** Options whose label contains the typed text, accents and case aside ("alva" finds Álvarez). */
export function matchOptions<V extends string | number>(
  options: readonly FilterOption<V>[],
  text: string,
): FilterOption<V>[] {
  const wanted = normalizeText(text);
  if (wanted === '') return [...options];
  return options.filter((option) => normalizeText(option.label).includes(wanted));
}

/** Adds or removes a value, keeping the options' order. */
export function toggleValue<V extends string | number>(
  selected: readonly V[],
  value: V,
  order: readonly FilterOption<V>[],
): V[] {
  const next = new Set(selected);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  const rank = new Map(order.map((option, index) => [option.value, index]));
  return [...next].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
}
