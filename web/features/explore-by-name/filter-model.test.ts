import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { matchOptions, selectionSummary, toggleValue } from './filter-model';

const brands = [
  { value: 77, label: 'Álvarez Gómez' },
  { value: 3, label: 'Guerlain' },
  { value: 7, label: 'Lancôme' },
];

describe('selectionSummary', () => {
  const text = (count: number) => {
    const { key, count: n } = selectionSummary(count, 'filters.anyBrand');
    return i18n.t(key, { count: n });
  };

  it('reads "All", "1 selected" or "N selected"', () => {
    expect(text(0)).toBe('All');
    expect(text(1)).toBe('1 selected');
    expect(text(3)).toBe('3 selected');
  });

  it('agrees in French and Spanish', async () => {
    await i18n.changeLanguage('fr');
    expect(text(0)).toBe('Toutes');
    expect(text(2)).toBe('2 sélectionnés');
    await i18n.changeLanguage('es');
    expect(text(1)).toBe('1 seleccionado');
    await i18n.changeLanguage('en');
  });
});

describe('matchOptions', () => {
  it('finds options whatever the accents and case', () => {
    expect(matchOptions(brands, 'alva').map((o) => o.value)).toEqual([77]);
    expect(matchOptions(brands, 'LANCOME').map((o) => o.value)).toEqual([7]);
    expect(matchOptions(brands, '  ').length).toBe(3);
    expect(matchOptions(brands, 'xyz')).toEqual([]);
  });
});

describe('toggleValue', () => {
  it('adds and removes, in the order of the options', () => {
    expect(toggleValue([7], 77, brands)).toEqual([77, 7]);
    expect(toggleValue([77, 7], 77, brands)).toEqual([7]);
  });
});
