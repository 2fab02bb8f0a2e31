import { describe, expect, it } from 'vitest';
import { collator, dateFormat, formatNumber, formatPercent, joinList } from './intl-formats';

describe('formatNumber and formatPercent', () => {
  it('write numbers and percentages as Intl.NumberFormat does in each language', () => {
    const values = [0, 0.05, 0.15, 0.25, 1.45, 2.675, 6.25, 6.5, 9.95, 9.99, 10, 12.345, 99.5, 100];
    for (let k = 0; k < 2000; k++) values.push(k / 19, (k * 7) / 1000, 100 / (k + 1));
    values.push(1234.5, 12345.67, 999.96, 1e-7);
    for (const lang of ['en', 'fr', 'es']) {
      for (const digits of [0, 1]) {
        const number = new Intl.NumberFormat(lang, { maximumFractionDigits: digits });
        const percent = new Intl.NumberFormat(lang, {
          style: 'percent',
          maximumFractionDigits: digits,
        });
        for (const value of values) {
          expect(formatNumber(lang, value, digits)).toBe(number.format(value));
          expect(formatPercent(lang, value / 100, digits)).toBe(percent.format(value / 100));
        }
      }
    }
  });
});

describe('joinList', () => {
  it('joins names as Intl.ListFormat does in each language', () => {
    const lists = [
      [],
      ['Rose'],
      ['Rose', 'Jasmine'],
      ['Rose', 'Jasmine', 'Musk'],
      ['Jacques Polge', 'Olivier Polge', 'Christopher Sheldrake', 'François Demachy'],
    ];
    const spanishWords = [
      'iris',
      'Iris',
      'hierba',
      'Hielo',
      'hiato',
      'higo',
      'Hinoki',
      'hi',
      'ylang-ylang',
      'ámbar',
      'Íris',
      'incienso',
      'HIERBA',
      'HIGO',
    ];
    for (const lang of ['en', 'fr', 'es']) {
      const intl = new Intl.ListFormat(lang, { type: 'conjunction' });
      for (const list of lists) expect(joinList(lang, list)).toBe(intl.format(list));
      for (const word of spanishWords) {
        expect(joinList(lang, ['rosa', word])).toBe(intl.format(['rosa', word]));
        expect(joinList(lang, ['rosa', 'vainilla', word])).toBe(
          intl.format(['rosa', 'vainilla', word]),
        );
      }
    }
  });
});

describe('collator and dateFormat', () => {
  it('compare and format as Intl does, each built once per locale and options', () => {
    expect(['Étoile', 'Ambre', 'Zeste'].sort(collator('fr').compare)).toEqual([
      'Ambre',
      'Étoile',
      'Zeste',
    ]);
    expect(collator('fr', { sensitivity: 'base' })).not.toBe(collator('fr'));
    expect(collator('fr', { sensitivity: 'base' }).compare('école', 'Ecole')).toBe(0);
    const date = new Date(Date.UTC(2026, 10, 28, 12));
    expect(dateFormat('en', { dateStyle: 'long' }).format(date)).toBe('November 28, 2026');
    expect(dateFormat('en', { dateStyle: 'long' })).toBe(dateFormat('en', { dateStyle: 'long' }));
  });
});
