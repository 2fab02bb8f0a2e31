import { dateFormat, relativeTimeFormat } from '../../lib/intl-formats';

// The times of the account's sessions as the list says them: when one started as a date and time,
// when it was last active relative to now ("5 minutes ago", "il y a 2 heures", "ayer").

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** "Dec 1, 2026, 8:00 AM", "1 déc. 2026, 08:00", "1 dic 2026, 8:00". */
export function sessionDate(lang: string, iso: string): string {
  return dateFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * How long ago `iso` was, in the largest whole unit up to weeks; null under a minute, which the
 * list says as "active now" (a session's activity is written once a minute at most).
 */
export function timeAgo(lang: string, iso: string, now: Date): string | null {
  const elapsed = now.getTime() - Date.parse(iso);
  if (elapsed < MINUTE) return null;
  const format = relativeTimeFormat(lang, { numeric: 'auto' });
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return format.format(-Math.floor(elapsed / DAY), 'day');
  return format.format(-Math.floor(elapsed / WEEK), 'week');
}
