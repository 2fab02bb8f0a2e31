import { describe, expect, it } from 'vitest';
import { sessionDate, timeAgo } from './session-times';

const now = new Date('2026-12-01T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the times of a session', () => {
  it('says under a minute as nothing, for the list to say "active now"', () => {
    expect(timeAgo('en', before(0), now)).toBeNull();
    expect(timeAgo('en', before(59 * 1000), now)).toBeNull();
  });

  it('says the last activity in the largest whole unit, up to weeks', () => {
    expect(timeAgo('en', before(MINUTE), now)).toBe('1 minute ago');
    expect(timeAgo('en', before(5 * MINUTE + 30 * 1000), now)).toBe('5 minutes ago');
    expect(timeAgo('en', before(2 * HOUR + 59 * MINUTE), now)).toBe('2 hours ago');
    expect(timeAgo('en', before(DAY + HOUR), now)).toBe('yesterday');
    expect(timeAgo('en', before(3 * DAY), now)).toBe('3 days ago');
    expect(timeAgo('en', before(15 * DAY), now)).toBe('2 weeks ago');
  });

  it('in French and Spanish', () => {
    expect(timeAgo('fr', before(5 * MINUTE), now)).toBe('il y a 5 minutes');
    expect(timeAgo('fr', before(DAY), now)).toBe('hier');
    expect(timeAgo('es', before(5 * MINUTE), now)).toBe('hace 5 minutos');
    expect(timeAgo('es', before(DAY), now)).toBe('ayer');
  });

  it('says when a session started as a date and time of the language', () => {
    const iso = '2026-11-28T09:05:00Z';
    for (const lang of ['en', 'fr', 'es']) {
      const expected = new Intl.DateTimeFormat(lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(iso));
      expect(sessionDate(lang, iso)).toBe(expected);
    }
    expect(sessionDate('en', iso)).toMatch(/^Nov 28, 2026/);
    expect(sessionDate('fr', iso)).toMatch(/^28 nov\. 2026/);
  });
});
