import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('formats as Intl.NumberFormat does, and builds each locale and options once', () => {
    const french = numberFormat('fr', { style: 'percent', maximumFractionDigits: 1 });
    expect(french.format(0.065)).toBe(
      new Intl.NumberFormat('fr', { style: 'percent', maximumFractionDigits: 1 }).format(0.065),
    );
    expect(numberFormat('fr', { style: 'percent', maximumFractionDigits: 1 })).toBe(french);
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 1 })).not.toBe(french);
    expect(numberFormat('fr', { style: 'percent', maximumFractionDigits: 0 })).not.toBe(french);
  });
});
