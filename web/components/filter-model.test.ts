import { describe, expect, it } from 'vitest';
import { i18n, loadScreenTexts } from '../lib/i18n';
import { matchOptions, selectionSummary, toggleValue } from './filter-model';

const brands = [
  { value: 77, label: 'Álvarez Gómez' },
  { value: 3, label: 'Guerlain' },
  { value: 7, label: 'Lancôme' },
];

describe('selectionSummary', () => {
  const text = (count: number, kind: 'gender' | 'brand' | 'family' = 'brand') => {
    const { key, count: n } = selectionSummary(count, kind);
    return i18n.t(key, { count: n });
  };

  it('reads "All", "1 selected" or "N selected"', () => {
    expect(text(0)).toBe('All');
    expect(text(1)).toBe('1 selected');
    expect(text(3)).toBe('3 selected');
  });

  it('agrees with the noun in French and Spanish', async () => {
    await i18n.changeLanguage('fr');
    await loadScreenTexts('fr');
    expect(text(0)).toBe('Toutes');
    expect(text(2)).toBe('2 sélectionnées');
    expect(text(2, 'gender')).toBe('2 sélectionnés');
    expect(text(0, 'gender')).toBe('Tous');
    await i18n.changeLanguage('es');
    await loadScreenTexts('es');
    expect(text(1)).toBe('1 seleccionada');
    expect(text(1, 'family')).toBe('1 seleccionada');
    expect(text(1, 'gender')).toBe('1 seleccionado');
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
