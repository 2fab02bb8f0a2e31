import { describe, expect, it } from 'vitest';
import { currentSection } from './howto-contents-model';

const sections = [
  { id: 'purpose', top: 40 },
  { id: 'quad', top: 600 },
  { id: 'pyramid', top: 1400 },
];

describe('currentSection', () => {
  it('is none above the first section', () => {
    expect(currentSection([{ id: 'purpose', top: 300 }], 100, false)).toBeNull();
  });

  it('is the last section whose top has passed the reading line', () => {
    expect(currentSection(sections, 100, false)).toBe('purpose');
    expect(currentSection(sections, 600, false)).toBe('quad');
    expect(currentSection(sections, 1399, false)).toBe('quad');
  });

  it('is the last section at the end of the page, however short it is', () => {
    expect(currentSection(sections, 100, true)).toBe('pyramid');
  });

  it('is none without sections', () => {
    expect(currentSection([], 100, true)).toBeNull();
  });
});
