import { describe, expect, it } from 'vitest';
import { perfumerSlug } from './perfumer-names';

describe('perfumer slugs', () => {
  it('is one address for every spelling of one person', () => {
    expect(perfumerSlug('Harry Frémont')).toBe('harry-fremont');
    expect(perfumerSlug('Harry Fremont')).toBe('harry-fremont');
    expect(perfumerSlug('  alberto   MORILLAS ')).toBe('alberto-morillas');
    expect(perfumerSlug('Jacques Cavallier')).toBe(perfumerSlug('Jacques Cavallier Belletrud'));
  });

  it('keeps two people of one family apart', () => {
    expect(perfumerSlug('Jacques Polge')).not.toBe(perfumerSlug('Olivier Polge'));
    expect(perfumerSlug('Antoine Maisondieu')).not.toBe(perfumerSlug('Shyamala Maisondieu'));
  });
});
