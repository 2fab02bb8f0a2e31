import { describe, expect, it } from 'vitest';
import { fillText, serverTexts } from './server-texts';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [p, v] of leaves(child, path)) out.set(p, v);
  }
  return out;
}

describe('server texts', () => {
  const english = leaves(serverTexts.en);

  it.each(['fr', 'es'] as const)('%s has exactly the English keys, none empty', (lang) => {
    const other = leaves(serverTexts[lang]);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
  });

  it.each(['fr', 'es'] as const)('%s uses the same placeholders as English', (lang) => {
    const other = leaves(serverTexts[lang]);
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of english) {
      expect(placeholders(other.get(key)!), key).toEqual(placeholders(text));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillText('Hello {name}, {other}', { name: 'Ana' })).toBe('Hello Ana, {other}');
  });
});
